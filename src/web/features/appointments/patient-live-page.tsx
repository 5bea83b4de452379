// /patient-live: today's bookings, each with its doctor, whom it is for, date, slot, the visit's state, the token
// number, their place in the queue (now serving, patients before them, about how long, come by, the
// doctor's delay; their turn; their visit done) and the doctor's queue ('token number N has not started' /
// 'Token N is with the doctor' / 'Token N's visit is over' / skipped), the patient's own entry highlighted,
// "Read aloud" of the token and its place, the visit's fee (paid, free, or "Pay by UPI" with its QR code), and
// Cancel while the patient's token has not been called in. Live events refresh it at once;
// polling stays as the fallback.
import { CalendarDays, Clock, Ticket } from 'lucide-react';
import type { LiveStatusEntry } from '../../../shared/contract/booking-shapes';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { QueueProgress } from '../../ui/queue-progress';
import { floorOf, progressView } from '../../lib/progress-text';
import { useWhomFor } from '../patient-account/shared/family-members';
import { tokenWords } from '../../lib/read-aloud';
import { ReadAloudButton } from '../../ui/read-aloud-button';
import { useLiveStatus } from './shared/use-live-status';
import { CancelBookingButton } from './booking-changes';
import { isCancellable, queueStateText, showText } from '../../lib/booking-text';
import { slotName } from '../../lib/slot-name';
import { VisitFee } from '../../ui/visit-fee';
import { VisitStatusChip } from '../../ui/visit-status-chip';
import './appointments.css';

function LiveCard({ entry }: { entry: LiveStatusEntry }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const whom = useWhomFor();
  return (
    <li className="card live-card" data-booking-id={entry.booking_id}>
      <h2 className="doctor-card-name">{t('common.doctorName', { name: entry.doctor_name })}</h2>
      <p className="live-for">{t('family.forWhom', { who: whom(entry, entry.name) })}</p>
      <div className="live-facts">
        <span>
          <CalendarDays size={18} aria-hidden="true" /> <span>{format.date(entry.booking_date)}</span>
        </span>
        <span>
          <Clock size={18} aria-hidden="true" /> {slotName(t, entry.slot)}
        </span>
        <VisitStatusChip booking={entry} />
      </div>
      <p className="your-token">
        <Ticket size={20} aria-hidden="true" />
        {t('appointments.yourToken')}: <strong className="token-number">{entry.booking_number}</strong>
      </p>
      {entry.status !== 'Cancelled' && (
        <>
          <QueueProgress progress={entry} token={entry.token} floor={floorOf(entry)} />
          <ReadAloudButton
            words={tokenWords(t, i18n.language, entry.booking_number, progressView(entry, entry.token, floorOf(entry)))}
          />
        </>
      )}
      {entry.status !== 'Cancelled' && <VisitFee booking={entry} payable />}
      {isCancellable(entry) && (
        <div className="button-row">
          <CancelBookingButton bookingId={entry.booking_id} tokenNumber={entry.booking_number} />
        </div>
      )}
      <h3 className="queue-title">{t('appointments.queueTitle')}</h3>
      {entry.live_data.length === 0 ? (
        <p className="state-text">{t('appointments.queueEmpty')}</p>
      ) : (
        <ol className="plain-list queue-list">
          {entry.live_data.map((item) => {
            const mine = item.booking_number === entry.booking_number;
            return (
              <li
                key={item.booking_number}
                className={`queue-row queue-${item.token.toLowerCase()}${mine ? ' queue-mine' : ''}`}
                aria-current={mine ? 'true' : undefined}
              >
                <span className="number-badge queue-number">{item.booking_number}</span>
                <span className="queue-text">{showText(t, queueStateText(item.token, item.booking_number))}</span>
                {mine && <span className="badge">{t('appointments.you')}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </li>
  );
}

export function PatientLivePage() {
  const { t } = useTranslation();
  const live = useLiveStatus();

  if (live.isPending) return <Loader />;
  if (live.isError) return <ErrorNotice message={errorText(t, live.error)} />;
  if (live.data.length === 0)
    return <EmptyState title={t('appointments.noLiveBookings')} body={t('appointments.noLiveBookingsBody')} />;
  return (
    <div className="page-column">
      <ul className="stack-list">
        {live.data.map((entry) => (
          <LiveCard key={entry.booking_id} entry={entry} />
        ))}
      </ul>
    </div>
  );
}
