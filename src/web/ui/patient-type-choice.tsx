// "Booking for": Self or Other. Self fills the name with the signed-in user's own (`selfName`), Other
// clears it; the form takes both through onChange.
import { useId } from 'react';
import { PATIENT_TYPES } from '../../shared/constants';
import { useTranslation } from '../lib/i18n';

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
  const legend = useId();
  return (
    <fieldset className="choice-group">
      <legend id={legend}>{t('appointments.bookingFor')}</legend>
      <div className="segmented">
        {PATIENT_TYPES.map((option) => (
          <label key={option} className={value === option ? 'segment active' : 'segment'}>
            <input
              type="radio"
              name="patient-type"
              value={option}
              checked={value === option}
              onChange={() => onChange(option, option === 'Self' ? selfName : '')}
            />
            <span>{t(`appointments.patientType.${option}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
