// The hospital settings form of a doctor (/doctors-clinic-setting) and of the hospital itself
// (/hospital-setting): Hospital Name, address, city, pincode, state (36), Hospital Contact No., and the
// doctor's Slogan Text.
import { useForm } from 'react-hook-form';
import { STATES } from '../../../shared/constants';
import type { SessionUser } from '../../../shared/contract/users';
import { call } from '../../api/client';
import { useTranslation } from '../../lib/i18n';
import { FormNotice, PhoneField, TextField } from '../../ui/form-field';
import { fieldError } from '../../ui/form-errors';
import { SelectField } from '../../ui/select-field';
import { doctorClinicResolver, hospitalClinicResolver, type ClinicValues } from './settings-schemas';
import { useSave } from '../../ui/use-save';
import { SubmitButton } from '../../ui/submit-button';

const FIELDS = ['clinic_name', 'address', 'city', 'pincode', 'state', 'additional_phone', 'specialization_text'] as const;

interface ClinicFormProps {
  doctorId: number;
  initial: ClinicValues;
  /** 'Hospital' when the hospital edits its own settings (no slogan). */
  type: 'Doctor' | 'Hospital';
  onSaved: (user: SessionUser) => Promise<void>;
}

export function ClinicForm({ doctorId, initial, type, onSaved }: ClinicFormProps) {
  const { t } = useTranslation();
  const hospital = type === 'Hospital';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ClinicValues>({ resolver: hospital ? hospitalClinicResolver : doctorClinicResolver, defaultValues: initial });
  const { save, failure } = useSave(setError, FIELDS);

  const onSubmit = handleSubmit((values) =>
    save(async () => {
      const { specialization_text, ...rest } = values;
      const user = await call('edit-doctor-clinic-details', {
        doctor_id: doctorId,
        ...rest,
        ...(hospital ? { type: 'Hospital' as const } : { specialization_text, type: 'Doctor' as const }),
      });
      await onSaved(user);
    }),
  );
  const error = (name: (typeof FIELDS)[number]) => fieldError(t, errors[name]?.message);

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField label={t('doctorSettings.hospitalName')} autoComplete="organization" error={error('clinic_name')} {...register('clinic_name')} />
      <TextField label={t('doctorSettings.address')} autoComplete="street-address" error={error('address')} {...register('address')} />
      <TextField label={t('doctorSettings.city')} autoComplete="address-level2" error={error('city')} {...register('city')} />
      <TextField
        label={t('doctorSettings.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={error('pincode')}
        {...register('pincode')}
      />
      <SelectField label={t('doctorSettings.state')} error={error('state')} {...register('state')}>
        <option value="">{t('doctorSettings.chooseState')}</option>
        {STATES.map((state) => (
          <option key={state} value={state}>
            {t(`doctorSettings.states.${state}`, { defaultValue: state })}
          </option>
        ))}
      </SelectField>
      {!hospital && <TextField label={t('doctorSettings.sloganText')} error={error('specialization_text')} {...register('specialization_text')} />}
      <PhoneField
        label={t('doctorSettings.hospitalContact')}
        maxLength={10}
        error={error('additional_phone')}
        {...register('additional_phone')}
      />
      {failure && <FormNotice tone="error">{failure}</FormNotice>}
      <SubmitButton label={t('doctorSettings.save')} submitting={isSubmitting} />
    </form>
  );
}
