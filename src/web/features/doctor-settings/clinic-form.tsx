// The hospital settings form of a doctor (/doctors-clinic-setting) and of the hospital itself
// (/hospital-setting): Hospital Name, address, city, pincode, state (36), Hospital Contact No., and the
// doctor's Slogan Text.
import { STATES } from '../../../shared/constants';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { NoticeLine, PhoneField, TextField } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';
import { SubmitButton } from '../../ui/submit-button';
import { useEditClinicDetails } from './settings-queries';
import { doctorClinicResolver, hospitalClinicResolver, type ClinicFields } from './settings-schemas';

interface ClinicFormProps {
  doctorId: number;
  initial: ClinicFields;
  /** 'Hospital' when the hospital edits its own settings (no slogan). */
  type: 'Doctor' | 'Hospital';
}

export function ClinicForm({ doctorId, initial, type }: ClinicFormProps) {
  const { t } = useTranslation();
  const hospital = type === 'Hospital';
  const { form, onSubmit, errorOf: error, notice, submitting } = useCallForm(useEditClinicDetails(), {
    resolver: hospital ? hospitalClinicResolver : doctorClinicResolver,
    defaultValues: initial,
    request: ({ specialization_text, ...rest }) => ({
      doctor_id: doctorId,
      ...rest,
      ...(hospital ? { type: 'Hospital' as const } : { specialization_text, type: 'Doctor' as const }),
    }),
    successToast: () => t('doctorSettings.saved'),
  });
  const { register } = form;

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
      <NoticeLine notice={notice} />
      <SubmitButton label={t('doctorSettings.save')} submitting={submitting} />
    </form>
  );
}
