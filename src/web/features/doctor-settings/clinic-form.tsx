// The hospital settings form of a doctor (/doctors-clinic-setting) and of the hospital itself
// (/hospital-setting): Hospital Name, address, city, pincode, state (36), Hospital Contact No., and the
// doctor's Slogan Text and fees: the UPI ID patients pay to, and the free follow-ups (decision 0048).
import { STATES } from '../../../shared/constants';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { NoticeLine, PhoneField, TextField } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';
import { SubmitButton } from '../../ui/submit-button';
import { useEditDoctorClinicDetails } from './doctor-settings-queries';
import { doctorClinicResolver, hospitalClinicResolver, type ClinicFields } from './doctor-settings-schemas';

interface ClinicFormProps {
  doctorId: number;
  initial: ClinicFields;
  /** 'Hospital' when the hospital edits its own settings (no slogan). */
  type: 'Doctor' | 'Hospital';
}

export function ClinicForm({ doctorId, initial, type }: ClinicFormProps) {
  const { t } = useTranslation();
  const hospital = type === 'Hospital';
  const {
    form,
    onSubmit,
    errorOf: error,
    notice,
    submitting,
  } = useCallForm(useEditDoctorClinicDetails(), {
    resolver: hospital ? hospitalClinicResolver : doctorClinicResolver,
    defaultValues: initial,
    request: ({ specialization_text, upi_id, free_follow_up_days, free_follow_up_visits, ...rest }) => ({
      doctor_id: doctorId,
      ...rest,
      ...(hospital
        ? { type: 'Hospital' as const }
        : { specialization_text, upi_id, free_follow_up_days, free_follow_up_visits, type: 'Doctor' as const }),
    }),
    successToast: () => t('doctorSettings.saved'),
  });
  const { register } = form;

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('doctorSettings.hospitalName')}
        autoComplete="organization"
        error={error('clinic_name')}
        {...register('clinic_name')}
      />
      <TextField
        label={t('doctorSettings.address')}
        autoComplete="street-address"
        error={error('address')}
        {...register('address')}
      />
      <TextField
        label={t('doctorSettings.city')}
        autoComplete="address-level2"
        error={error('city')}
        {...register('city')}
      />
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
      {!hospital && (
        <TextField
          label={t('doctorSettings.sloganText')}
          error={error('specialization_text')}
          {...register('specialization_text')}
        />
      )}
      <PhoneField
        label={t('doctorSettings.hospitalContact')}
        maxLength={10}
        error={error('additional_phone')}
        {...register('additional_phone')}
      />
      {!hospital && (
        <fieldset className="ds-fees">
          <legend>{t('doctorSettings.feesHeading')}</legend>
          <TextField
            label={t('doctorSettings.upiId')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            hint={t('doctorSettings.upiIdHint')}
            error={error('upi_id')}
            {...register('upi_id')}
          />
          <TextField
            label={t('doctorSettings.freeFollowUpDays')}
            inputMode="numeric"
            maxLength={2}
            hint={t('doctorSettings.freeFollowUpDaysHint')}
            error={error('free_follow_up_days')}
            {...register('free_follow_up_days')}
          />
          <TextField
            label={t('doctorSettings.freeFollowUpVisits')}
            inputMode="numeric"
            maxLength={2}
            hint={t('doctorSettings.freeFollowUpVisitsHint')}
            error={error('free_follow_up_visits')}
            {...register('free_follow_up_visits')}
          />
        </fieldset>
      )}
      <NoticeLine notice={notice} />
      <SubmitButton label={t('doctorSettings.save')} submitting={submitting} />
    </form>
  );
}
