// One row of the patient's history of a day: a doctor appointment (doctor, whom it is for, age, slot, token
// number, the visit's state, its fee: paid, free, or due with "Pay by UPI" until its day is past; Print
// token slip while it holds a token; Cancel while its token has not been called in),
// a draft left before choosing a slot ('Slot not chosen', with Choose a slot and Discard), or a lab booking
// (lab, test, patient, age, status). A booking given a slot and a lab booking link to asking for a correction
// of their details (/my-corrections).
import { CalendarClock, FilePen } from 'lucide-react';
import { Link } from 'react-router';
import { useWhomFor } from '../patient-account/shared/family-members';
import { useReferenceNames } from '../../api/reference-names';
import { useTranslation } from '../../lib/i18n';
import { InfoList, InfoRow } from '../../ui/info-list';
import { PrintTokenSlipLink } from '../../ui/print-token-slip-link';
import { CancelBookingButton, DiscardDraftButton } from './booking-changes';
import {
  bookingNumberText,
  doctorFullName,
  historyTitle,
  isCancellable,
  isDraft,
  showText,
  slotText,
  statusName,
  statusTone,
  type HistoryEntry,
} from '../../lib/booking-text';
import { clinicToday } from '../../lib/clinic-today';
import { StatusChip } from '../../ui/status-chip';
import { VisitFee } from '../../ui/visit-fee';
import { VisitStatusChip } from '../../ui/visit-status-chip';

export function HistoryCard({ item }: { item: HistoryEntry }) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const whom = useWhomFor();
  const lab = 'lab_name' in item;
  // Appointments in our queue carry a token; lab bookings and outside doctors' bookings do not.
  const queued = !lab && !('kind' in item);
  const draft = isDraft(item);
  const details = 'patient_history' in item ? item.patient_history.patient_details : item.patient_details;
  // A slip is printed for a token still held: a cancelled booking's number is nobody's.
  const printable = queued && !draft && item.booking_number !== null && item.status !== 'Cancelled';
  // A detail of a booking or lab booking the patient cannot change themself is corrected by the call centre.
  const correctable = lab || (queued && !draft);
  return (
    <li className={draft ? 'card booking-card booking-card-draft' : 'card booking-card'} data-booking-id={item.id}>
      <h2 className="doctor-card-name">
        {lab ? names.institution(item.lab_name) : showText(t, historyTitle(item, names))}
      </h2>
      <InfoList>
        {lab && <InfoRow label={t('appointments.testName')}>{names.testList(item.test_name)}</InfoRow>}
        {lab && item.doctor && (
          <InfoRow label={t('appointments.doctor')}>
            {t('common.doctorName', { name: doctorFullName(item.doctor) })}
          </InfoRow>
        )}
        <InfoRow label={t('family.forLabel')}>{whom(item, details.name)}</InfoRow>
        <InfoRow label={t('appointments.age')}>{details.age}</InfoRow>
        {!lab && (
          <InfoRow label={t('appointments.slot')}>
            {draft ? <strong>{t('appointments.slotNotChosen')}</strong> : showText(t, slotText(item.slot))}
          </InfoRow>
        )}
        {queued && !draft && (
          <InfoRow label={t('appointments.tokenNumber')} className="token-number">
            {showText(t, bookingNumberText(item.booking_number))}
          </InfoRow>
        )}
        {!draft && (
          <InfoRow label={t('appointments.statusLabel')}>
            {'token' in item ? (
              <VisitStatusChip booking={item} />
            ) : (
              <StatusChip tone={statusTone(item.status)}>{statusName(t, item.status)}</StatusChip>
            )}
          </InfoRow>
        )}
      </InfoList>
      {/* Due while it holds a token on its day or one to come; otherwise only a payment recorded. */}
      {'fee' in item && (
        <VisitFee
          booking={item}
          payable={printable && item.booking_date !== null && item.booking_date >= clinicToday()}
        />
      )}
      {draft && queued && (
        <>
          <p className="state-text">{t('appointments.draftNote')}</p>
          <div className="button-row">
            <Link
              to={`/patient-book-appointment?booking_id=${item.id}&doctor_id=${item.doctor_id}`}
              className="button button-primary button-small"
            >
              <CalendarClock size={18} aria-hidden="true" />
              {t('appointments.chooseSlot')}
            </Link>
            <DiscardDraftButton bookingId={item.id} name={details.name} />
          </div>
        </>
      )}
      {(correctable || (queued && (isCancellable(item) || printable))) && (
        <div className="button-row">
          {printable && <PrintTokenSlipLink bookingId={item.id} className="button button-secondary button-small" />}
          {queued && isCancellable(item) && (
            <CancelBookingButton bookingId={item.id} tokenNumber={item.booking_number ?? 0} />
          )}
          {correctable && (
            <Link
              to={`/my-corrections?${lab ? 'lab_booking_id' : 'booking_id'}=${item.id}`}
              className="button button-secondary button-small"
            >
              <FilePen size={18} aria-hidden="true" />
              {t('corrections.askLink')}
            </Link>
          )}
        </div>
      )}
    </li>
  );
}
