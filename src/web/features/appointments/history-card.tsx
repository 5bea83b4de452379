// One row of the patient's history of a day: a doctor appointment (doctor, patient, age, slot, token
// number, status) or a lab booking (lab, test, patient, age, status).
import type { ReactNode } from 'react';
import { useTranslation } from '../../app/i18n';
import { bookingNumberText, doctorFullName, historyTitle, showText, slotText, statusTone, type HistoryEntry } from './booking-text';

function Row({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className="info-row">
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

export function HistoryCard({ item }: { item: HistoryEntry }) {
  const { t } = useTranslation();
  const lab = 'lab_name' in item;
  // Appointments in our queue carry a token; lab bookings and outside doctors' bookings do not.
  const queued = !lab && !('kind' in item);
  const details = 'patient_history' in item ? item.patient_history.patient_details : item.patient_details;
  return (
    <li className="card booking-card" data-booking-id={item.id}>
      <h2 className="doctor-card-name">{lab ? item.lab_name : showText(t, historyTitle(item))}</h2>
      <dl className="info-list">
        {lab && <Row label={t('appointments.testName')}>{item.test_name}</Row>}
        {lab && item.doctor && <Row label={t('appointments.doctor')}>{t('common.doctorName', { name: doctorFullName(item.doctor) })}</Row>}
        <Row label={t('appointments.patientName')}>{details.name}</Row>
        <Row label={t('appointments.age')}>{details.age}</Row>
        {!lab && <Row label={t('appointments.slot')}>{showText(t, slotText(item.slot))}</Row>}
        {queued && (
          <Row label={t('appointments.tokenNumber')} className="token-number">
            {showText(t, bookingNumberText(item.booking_number))}
          </Row>
        )}
        <Row label={t('appointments.statusLabel')}>
          <span className={`status-chip status-${statusTone(item.status)}`}>
            {t(`appointments.status.${item.status}`, { defaultValue: item.status })}
          </span>
        </Row>
      </dl>
    </li>
  );
}
