// The one word every screen says for a booking of the queue
// (docs/decisions/0035-calling-a-token-accepts-it.md): while its token waits, the booking's status
// (Pending, Approved, Cancelled); once its patient has been called, what became of the visit (with the
// doctor, done, skipped). A patient in with the doctor is never shown as Pending, nor a visit that happened
// as anything but done.
import type { BookingStatus, TokenState } from '../../shared/constants';

export type VisitState = BookingStatus | Exclude<TokenState, 'Pending'>;

export function visitState(booking: { status: BookingStatus; token: TokenState }): VisitState {
  if (booking.status === 'Cancelled' || booking.token === 'Pending') return booking.status;
  return booking.token;
}
