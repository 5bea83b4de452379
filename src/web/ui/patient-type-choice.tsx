// "Booking for": Self or Other. Self fills the name with the signed-in user's own (`selfName`), Other
// clears it; the form takes both through onChange.
import { PATIENT_TYPES } from '../../shared/constants';
import { useTranslation } from '../lib/i18n';
import { ChoiceGroup } from './choice-group';

type PatientType = (typeof PATIENT_TYPES)[number];

export function PatientTypeChoice({
  value,
  selfName,
  onChange,
}: {
  value: PatientType;
  selfName: string;
  onChange: (type: PatientType, name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      legend={t('appointments.bookingFor')}
      name="patient-type"
      options={PATIENT_TYPES.map((option) => ({ value: option, label: t(`appointments.patientType.${option}`) }))}
      value={value}
      onChange={(type) => onChange(type, type === 'Self' ? selfName : '')}
    />
  );
}
