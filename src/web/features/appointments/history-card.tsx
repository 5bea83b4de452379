// One row of the patient's history of a day: a doctor appointment (doctor, patient, age, slot, token
// number, status) or a lab booking (lab, test, patient, age, status).
import { useTranslation } from '../../app/i18n';
import { bookingNumberText, doctorFullName, historyTitle, showText, slotText, statusTone, type HistoryEntry } from './booking-text';
import { InfoList, InfoRow } from '../../ui/info-list';

export function HistoryCard({ item }: { item: HistoryEntry }) {
  const { t } = useTranslation();
  const lab = 'lab_name' in item;
  // Appointments in our queue carry a token; lab bookings and outside doctors' bookings do not.
  const queued = !lab && !('kind' in item);
  const details = 'patient_history' in item ? item.patient_history.patient_details : item.patient_details;
  return (
    <li className="card booking-card" data-booking-id={item.id}>
      <h2 className="doctor-card-name">{lab ? item.lab_name : showText(t, historyTitle(item))}</h2>
      <InfoList>
        {lab && <InfoRow label={t('appointments.testName')}>{item.test_name}</InfoRow>}
        {lab && item.doctor && <InfoRow label={t('appointments.doctor')}>{t('common.doctorName', { name: doctorFullName(item.doctor) })}</InfoRow>}
        <InfoRow label={t('appointments.patientName')}>{details.name}</InfoRow>
        <InfoRow label={t('appointments.age')}>{details.age}</InfoRow>
        {!lab && <InfoRow label={t('appointments.slot')}>{showText(t, slotText(item.slot))}</InfoRow>}
        {queued && (
          <InfoRow label={t('appointments.tokenNumber')} className="token-number">
            {showText(t, bookingNumberText(item.booking_number))}
          </InfoRow>
        )}
        <InfoRow label={t('appointments.statusLabel')}>
          <span className={`status-chip status-${statusTone(item.status)}`}>
            {t(`appointments.status.${item.status}`, { defaultValue: item.status })}
          </span>
        </InfoRow>
      </InfoList>
    </li>
  );
}
