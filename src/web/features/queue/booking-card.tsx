// One booking in the doctor's lists: token, name, age, slot, parchee type, the visit's
// state (ui/visit-status-chip.tsx), its priority mark and whether its turn passed; the actions the server
// allows in that state (shared/visit-rules.ts): Accept/Cancel while the booking waits for that answer and
// its patient has not been called; on the booking's own day when the patient checked in (or Mark arrived,
// and Not arrived to take a mistaken mark back), In and Skip (not here) for a waiting token, Out for one
// called in, Call back for a skipped or missed one; Details; Reschedule while the patient has not been
// called; Priority until the visit is over; Follow-up and the prescription upload (only while it has none).
// Its fee: paid (₹200 · UPI), free, or due with Record payment while the booking takes one (shared/fees.ts).
// A cancelled booking keeps only Details: nothing else can be done with it.
import {
  CalendarClock,
  Check,
  ChevronsUp,
  FileText,
  IndianRupee,
  LogIn,
  LogOut,
  MapPinCheck,
  Repeat,
  SkipForward,
  Undo2,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BOOKING_PARCHEE_TYPES } from '../../../shared/constants';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { takesPayment } from '../../../shared/fees';
import {
  ARRIVAL_STATES,
  awaitsDecision,
  mayReschedule,
  tokenMovesFrom,
  type TokenMove,
} from '../../../shared/visit-rules';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import type { TextKey } from '../../lib/text-key';
import { wireText } from '../../lib/wire-text';
import { PrintTokenSlipLink } from '../../ui/print-token-slip-link';
import type { BookingAction } from './booking-actions';
import { PrescriptionUpload } from './prescription-upload';
import { clinicToday } from '../../lib/clinic-today';
import { slotLabel } from './slot-options';
import { FeeChip } from '../../ui/visit-fee';
import { PriorityMark } from '../../ui/priority-mark';
import { VisitStatusChip } from '../../ui/visit-status-chip';

export interface BookingCardProps {
  booking: BookingView;
  busy: boolean;
  onAction: (booking: BookingView, action: BookingAction) => void;
  onFollowUp: (booking: BookingView) => void;
  onRecordPayment: (booking: BookingView) => void;
  /** Opens the desk's priority of the booking. */
  onPriority: (booking: BookingView) => void;
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

export function TokenNumber({ number }: { number: number | null }) {
  const { t } = useTranslation();
  return (
    // The number is shown big; a screen reader reads the words ("Token number 4"), as an aria-label on a plain
    // span is not read.
    <span className="dq-token-number">
      <span aria-hidden="true">{number ?? '–'}</span>
      <span className="visually-hidden">
        {number === null ? t('queue.noToken') : t('queue.tokenNumber', { number })}
      </span>
    </span>
  );
}

interface CardAction {
  action: BookingAction;
  label: TextKey;
  icon: LucideIcon;
  className: string;
}

/** Accept or cancel, while the booking waits for the doctor's decision. */
const DECISIONS: CardAction[] = [
  {
    action: { kind: 'status', status: 'Approved' },
    label: 'queue.accept',
    icon: Check,
    className: 'dq-button-success',
  },
  {
    action: { kind: 'status', status: 'Cancelled' },
    label: 'queue.cancel',
    icon: X,
    className: 'button-danger-outline',
  },
];

/** The button of each token move; In for a skipped or missed token is the recall, "Call back". */
const MOVE_BUTTONS: Record<TokenMove, CardAction> = {
  Live: { action: { kind: 'token', token: 'Live' }, label: 'queue.in', icon: LogIn, className: 'button-primary' },
  Skipped: {
    action: { kind: 'token', token: 'Skipped' },
    label: 'queue.skip',
    icon: SkipForward,
    className: 'button-secondary',
  },
  Done: { action: { kind: 'token', token: 'Done' }, label: 'queue.out', icon: LogOut, className: 'button-secondary' },
};
const RECALL: CardAction = { ...MOVE_BUTTONS.Live, label: 'queue.recall', icon: Undo2 };

/** The token's moves from where it stands. */
function tokenActions(booking: BookingView): CardAction[] {
  return tokenMovesFrom(booking.token).map((move) =>
    move === 'Live' && booking.token !== 'Pending' ? RECALL : MOVE_BUTTONS[move],
  );
}

function ActionButtons({
  actions,
  booking,
  busy,
  onAction,
}: {
  actions: CardAction[];
  booking: BookingView;
  busy: boolean;
  onAction: BookingCardProps['onAction'];
}) {
  const { t } = useTranslation();
  return actions.map(({ action, label, icon: Icon, className }) => (
    <button
      key={label}
      type="button"
      className={`button ${className} button-small`}
      disabled={busy}
      onClick={() => onAction(booking, action)}
    >
      <Icon size={18} aria-hidden="true" />
      {t(label)}
    </button>
  ));
}

/**
 * Today: when the patient checked in (with Not arrived while they wait, for a mark made by mistake), or Mark
 * arrived for a patient without a phone, while the token takes an arrival.
 */
function Arrival({
  booking,
  busy,
  onAction,
}: {
  booking: BookingView;
  busy: boolean;
  onAction: BookingCardProps['onAction'];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (booking.arrived_at !== null) {
    return (
      <div className="dq-booking-card-row dq-arrival">
        <span className="check-in-done" data-testid="arrival">
          <MapPinCheck size={18} aria-hidden="true" />
          {t('floor.arrivedAt', { time: format.time(new Date(booking.arrived_at)) })}
        </span>
        {booking.token === 'Pending' && (
          <button
            type="button"
            className="button button-link button-small"
            disabled={busy}
            onClick={() => onAction(booking, { kind: 'arrival', arrived: false })}
          >
            {t('floor.markNotArrived')}
          </button>
        )}
      </div>
    );
  }
  if (!ARRIVAL_STATES.includes(booking.token)) return null;
  return (
    <div className="dq-booking-card-row">
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={busy}
        onClick={() => onAction(booking, { kind: 'arrival', arrived: true })}
      >
        <MapPinCheck size={18} aria-hidden="true" />
        {t('floor.markArrived')}
      </button>
    </div>
  );
}

export function BookingCard({
  booking,
  busy,
  onAction,
  onFollowUp,
  onPriority,
  onRecordPayment,
  link,
  from,
  labBookingSlot,
}: BookingCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const cancelled = booking.status === 'Cancelled';
  // A patient arrives, and is called in and out, on the day of the booking only.
  const today = !cancelled && booking.booking_number !== null && booking.booking_date === clinicToday();
  const moves = today ? tokenActions(booking) : [];
  return (
    <article className="card dq-booking-card" aria-labelledby={nameId} data-booking-id={booking.id}>
      <header className="dq-booking-card-head">
        <TokenNumber number={booking.booking_number} />
        <div className="dq-booking-card-who">
          <h3 id={nameId} className="dq-booking-name">
            {booking.name}
          </h3>
          <p className="dq-booking-meta">
            {t('queue.ageYears', { age: booking.age })} · {slotLabel(t, booking.slot)} ·{' '}
            {wireText(t, booking.parchee_type, BOOKING_PARCHEE_TYPES, (type) => `queue.parchee.${type}`)}
          </p>
          {/* Under the name, not beside it: on a phone a long state ("With the doctor") would squeeze the name. */}
          <p className="dq-booking-state">
            <VisitStatusChip booking={booking} />
            {booking.passed && booking.token === 'Pending' && <span className="dq-passed">{t('floor.passed')}</span>}
            {!cancelled && booking.priority !== 'None' && (
              <PriorityMark label={t(`floor.priority.${booking.priority}`)} />
            )}
          </p>
        </div>
      </header>

      {today && <Arrival booking={booking} busy={busy} onAction={onAction} />}
      {/* A cancelled booking owes nothing: its fee shows only if it was paid. */}
      {(!cancelled || booking.payment) && (
        <div className="dq-booking-fee">
          <FeeChip booking={booking} />
          {takesPayment(booking) && booking.payment === null && (
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => onRecordPayment(booking)}
            >
              <IndianRupee size={18} aria-hidden="true" />
              {t('queue.payment.record')}
            </button>
          )}
        </div>
      )}

      {awaitsDecision(booking) && (
        <div className="dq-booking-card-row">
          <ActionButtons actions={DECISIONS} booking={booking} busy={busy} onAction={onAction} />
        </div>
      )}

      {moves.length > 0 && (
        <div className="dq-booking-card-row">
          <ActionButtons actions={moves} booking={booking} busy={busy} onAction={onAction} />
        </div>
      )}

      <div className="dq-booking-card-links">
        <Link to={link('/show-patient-details')} state={{ booking, from }} className="button button-link button-small">
          <FileText size={18} aria-hidden="true" />
          {t('queue.details')}
        </Link>
        {mayReschedule(booking) && (
          <Link to={link('/re-schedule')} state={{ booking, from }} className="button button-link button-small">
            <CalendarClock size={18} aria-hidden="true" />
            {t('queue.reschedule')}
          </Link>
        )}
        {!cancelled && (
          <>
            <button type="button" className="button button-link button-small" onClick={() => onFollowUp(booking)}>
              <Repeat size={18} aria-hidden="true" />
              {t('queue.followUp')}
            </button>
            {booking.token !== 'Done' && (
              <button type="button" className="button button-link button-small" onClick={() => onPriority(booking)}>
                <ChevronsUp size={18} aria-hidden="true" />
                {t('floor.setPriority')}
              </button>
            )}
            {booking.booking_number !== null && <PrintTokenSlipLink bookingId={booking.id} />}
            {booking.priscription_image === null && <PrescriptionUpload booking={booking} />}
            {labBookingSlot?.(booking)}
          </>
        )}
      </div>
    </article>
  );
}
