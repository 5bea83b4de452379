// What the doctor's side may do with a booking of the queue, by its status and token
// (docs/decisions/0035-calling-a-token-accepts-it.md): the server holds every change to these rules (409
// otherwise), and the screens read the same rules to offer only what the server allows.
import type { BookingStatus, TokenState } from './constants';

/** The token's moves: In (Live), Out (Done) and Skip (absent when called). */
export type TokenMove = 'Live' | 'Done' | 'Skipped';

/**
 * Each move and the token states it starts from: In for a waiting token, and for a skipped or missed one (the
 * recall: a patient who comes after all), Out only for a token called in, Skip for a waiting token. A patient
 * who left unseen stays Skipped: Done means seen.
 */
export const TOKEN_MOVES: Readonly<Record<TokenMove, readonly TokenState[]>> = {
  Live: ['Pending', 'Skipped', 'Missed'],
  Done: ['Live'],
  Skipped: ['Pending'],
};

/** The order the moves are offered in. */
const MOVE_ORDER: readonly TokenMove[] = ['Live', 'Skipped', 'Done'];

/** The moves a token may make from where it stands (a cancelled booking's token makes none). */
export function tokenMovesFrom(token: TokenState): TokenMove[] {
  return MOVE_ORDER.filter((move) => TOKEN_MOVES[move].includes(token));
}

interface VisitState {
  status: BookingStatus;
  token: TokenState;
}

/**
 * The state in which the doctor's side may still Accept or Cancel a booking: waiting for that answer, and
 * not called yet. Calling a token (In or Skip) accepts its booking, so a called booking is never Pending.
 */
export const AWAITING_DECISION = { status: 'Pending', token: 'Pending' } as const satisfies VisitState;

export function awaitsDecision(booking: VisitState): boolean {
  return booking.status === AWAITING_DECISION.status && booking.token === AWAITING_DECISION.token;
}

/**
 * The token states in which a patient's arrival is recorded (their check-in, the desk's mark): still waiting,
 * in with the doctor, or skipped while away. A visit over (Done) has nothing to arrive for, and a missed
 * token's slot is over: the desk calls such a patient back in instead.
 */
export const ARRIVAL_STATES: readonly TokenState[] = ['Pending', 'Live', 'Skipped'];

/** A booking moves to another date only while it holds a slot, is not cancelled and has not been called. */
export function mayReschedule<T extends VisitState & { slot: string | null }>(
  booking: T,
): booking is T & { slot: NonNullable<T['slot']> } {
  return booking.slot !== null && booking.status !== 'Cancelled' && booking.token === 'Pending';
}

/**
 * What a day's count of bookings counts, on the dashboard and above the lists alike: every booking of the
 * day but the cancelled ones (a cancelled booking stays listed, counted apart).
 */
export function countsInDay(booking: { status: BookingStatus }): boolean {
  return booking.status !== 'Cancelled';
}
