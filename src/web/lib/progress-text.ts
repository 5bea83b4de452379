// What a patient reads about their place in a slot's queue (the waiting room, docs/decisions/0027 and 0036):
// kept apart from React so the rules of what shows when are unit-tested.
import type { TokenState } from '../../shared/constants';
import type { QueueProgress } from '../../shared/contract/waiting-room';
import type { TextChoice } from './booking-text';

/** Where the queue stands: a token in with the doctor, the token whose visit ended last, or not started. */
export type Serving = { kind: 'in'; number: number } | { kind: 'over'; number: number } | { kind: 'notStarted' };

export interface ProgressView {
  /** Null once the doctor has started with nobody seen yet (only skipped tokens so far). */
  serving: Serving | null;
  /** "You are next" / "N patients before you"; null once the patient's own token has been called. */
  place: TextChoice | null;
  /** Minutes to wait and the clock time to arrive by (HH:MM), while there is a wait. */
  wait: { minutes: number; comeBy: string } | null;
  /** Said instead of the place once the token has been called in, skipped, or sent out (the visit done). */
  turn: 'yours' | 'skipped' | 'done' | null;
  delayMinutes: number;
  notice: string;
}

const TURNS: Record<TokenState, ProgressView['turn']> = { Pending: null, Live: 'yours', Skipped: 'skipped', Done: 'done' };

function servingOf(progress: QueueProgress): Serving | null {
  if (progress.now_serving !== null) return { kind: 'in', number: progress.now_serving };
  // An answer saved on the device before last_done existed has none: nothing is said of it then.
  if (typeof progress.last_done === 'number') return { kind: 'over', number: progress.last_done };
  return progress.doctor_started ? null : { kind: 'notStarted' };
}

export function progressView(progress: QueueProgress, token: TokenState): ProgressView {
  const waiting = token === 'Pending';
  let place: TextChoice | null = null;
  if (waiting) {
    if (progress.ahead === 0) place = { key: 'queueProgress.youAreNext' };
    else if (progress.ahead === 1) place = { key: 'queueProgress.aheadOne' };
    else place = { key: 'queueProgress.aheadMany', vars: { count: progress.ahead } };
  }
  return {
    serving: servingOf(progress),
    place,
    wait: waiting && progress.eta_minutes > 0 ? { minutes: progress.eta_minutes, comeBy: progress.come_by } : null,
    turn: TURNS[token],
    // A delay or notice matters only to someone still waiting.
    delayMinutes: waiting ? progress.delay_minutes : 0,
    notice: waiting ? progress.notice.trim() : '',
  };
}
