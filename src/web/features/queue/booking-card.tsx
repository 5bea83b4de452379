// One booking in the doctor's lists (part 1 section 4): token, name, age, slot, parchee type and status;
// Accept/Cancel while the booking is Pending; In, Skip (not here) and Out while the token is open on the
// booking's own day, Call back and Out for a skipped one, else the token's value; Details, Reschedule, Follow-up and the prescription upload (only while it has none).
// A cancelled booking keeps only Details: nothing else can be done with it.
import { CalendarClock, Check, FileText, LogIn, LogOut, Repeat, SkipForward, Undo2, X, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PARCHEE_TYPES, type TokenState } from '../../../shared/constants';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { useTranslation } from '../../lib/i18n';
import type { TextKey } from '../../lib/text-key';
import { wireText } from '../../lib/wire-text';
import { PrintTokenSlipLink } from '../../ui/print-token-slip-link';
import type { BookingAction } from './booking-actions';
import { PrescriptionUpload } from './prescription-upload';
import { clinicToday } from '../../lib/clinic-today';
import { slotLabel } from './slot-options';
import { StatusChip } from '../../ui/status-chip';

export interface BookingCardProps {
  booking: BookingView;
  busy: boolean;
  onAction: (booking: BookingView, action: BookingAction) => void;
  onFollowUp: (booking: BookingView) => void;
  /** Builds a link that keeps ?doctor_id= (a hospital running one of its doctors' days). */
  link: (path: string) => string;
  /** The page the row lives on, so Details and Reschedule can come back to it. */
  from: string;
  /**
   * Lab booking by the doctor (offered while lab_booking is 0, then 'Lab Booked'): arrives with the
   * labs issue, which renders its button here.
   */
  labBookingSlot?: (booking: BookingView) => ReactNode;
}

export function BookingStatusChip({ status }: { status: BookingView['status'] }) {
  const { t } = useTranslation();
  return <StatusChip tone={status === 'Approved' ? 'success' : 'danger'}>{t(`queue.status.${status}`)}</StatusChip>;
}

export function TokenNumber({ number }: { number: number | null }) {
  const { t } = useTranslation();
  return (
    <span className="dq-token-number" aria-label={number === null ? t('queue.noToken') : t('queue.tokenNumber', { number })}>
      <span aria-hidden="true">{number ?? '–'}</span>
    </span>
  );
}

interface CardAction {
  action: BookingAction;
  label: TextKey;
  icon: LucideIcon;
  className: string;
}

const OUT: CardAction = { action: { kind: 'token', token: 'Done' }, label: 'queue.out', icon: LogOut, className: 'button-secondary' };

/** Accept or cancel, while the booking waits for the doctor's decision. */
const DECISIONS: CardAction[] = [
  { action: { kind: 'status', status: 'Approved' }, label: 'queue.accept', icon: Check, className: 'dq-button-success' },
  { action: { kind: 'status', status: 'Cancelled' }, label: 'queue.cancel', icon: X, className: 'button-danger-outline' },
];

/** The token's moves on the booking's own day, by where the token stands. */
const TOKEN_MOVES: Record<TokenState, CardAction[]> = {
  Pending: [
    { action: { kind: 'token', token: 'Live' }, label: 'queue.in', icon: LogIn, className: 'button-primary' },
    { action: { kind: 'token', token: 'Skipped' }, label: 'queue.skip', icon: SkipForward, className: 'button-secondary' },
    OUT,
  ],
  Live: [OUT],
  Skipped: [{ action: { kind: 'token', token: 'Live' }, label: 'queue.recall', icon: Undo2, className: 'button-primary' }, OUT],
  Done: [],
};

function ActionButtons({ actions, booking, busy, onAction }: { actions: CardAction[]; booking: BookingView; busy: boolean; onAction: BookingCardProps['onAction'] }) {
  const { t } = useTranslation();
  return actions.map(({ action, label, icon: Icon, className }) => (
    <button key={label} type="button" className={`button ${className} button-small`} disabled={busy} onClick={() => onAction(booking, action)}>
      <Icon size={18} aria-hidden="true" />
      {t(label)}
    </button>
  ));
}

export function BookingCard({ booking, busy, onAction, onFollowUp, link, from, labBookingSlot }: BookingCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const cancelled = booking.status === 'Cancelled';
  const open = booking.token_status === 'open';
  // A patient is called in and out on the day of the booking only.
  const callable = open && booking.booking_date === clinicToday();
  return (
    <article className="card dq-booking-card" aria-labelledby={nameId} data-booking-id={booking.id}>
      <header className="dq-booking-card-head">
        <TokenNumber number={booking.booking_number} />
        <div className="dq-booking-card-who">
          <h3 id={nameId} className="dq-booking-name">
            {booking.name}
          </h3>
          <p className="dq-booking-meta">
            {t('queue.ageYears', { age: booking.age })} · {slotLabel(t, booking.slot)} · {wireText(t, booking.parchee_type, PARCHEE_TYPES, (type) => `queue.parchee.${type}`)}
          </p>
        </div>
        <BookingStatusChip status={booking.status} />
      </header>

      {booking.status === 'Pending' && (
        <div className="dq-booking-card-row">
          <ActionButtons actions={DECISIONS} booking={booking} busy={busy} onAction={onAction} />
        </div>
      )}

      {!cancelled && (
        <div className="dq-booking-card-row">
          {callable ? (
            <>
              <ActionButtons actions={TOKEN_MOVES[booking.token]} booking={booking} busy={busy} onAction={onAction} />
              {(booking.token === 'Live' || booking.token === 'Skipped') && <span className={`dq-token-state dq-token-state-${booking.token}`}>{t(`queue.token.${booking.token}`)}</span>}
            </>
          ) : (
            <span className={`dq-token-state dq-token-state-${booking.token}`}>{t('queue.tokenValue', { value: t(`queue.token.${booking.token}`) })}</span>
          )}
        </div>
      )}

      <div className="dq-booking-card-links">
        <Link to={link('/show-patient-details')} state={{ booking, from }} className="button button-link button-small">
          <FileText size={18} aria-hidden="true" />
          {t('queue.details')}
        </Link>
        {!cancelled && (
          <>
            <Link to={link('/re-schedule')} state={{ booking, from }} className="button button-link button-small">
              <CalendarClock size={18} aria-hidden="true" />
              {t('queue.reschedule')}
            </Link>
            <button type="button" className="button button-link button-small" onClick={() => onFollowUp(booking)}>
              <Repeat size={18} aria-hidden="true" />
              {t('queue.followUp')}
            </button>
            {booking.booking_number !== null && <PrintTokenSlipLink bookingId={booking.id} />}
            {booking.priscription_image === null && <PrescriptionUpload booking={booking} />}
            {labBookingSlot?.(booking)}
          </>
        )}
      </div>
    </article>
  );
}
