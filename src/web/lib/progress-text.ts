// What a patient reads about their place in a slot's queue (the waiting room, docs/decisions/0027): kept
// apart from React so the rules of what shows when are unit-tested.
import type { TokenState } from '../../shared/constants';
import type { QueueProgress } from '../../shared/contract/waiting-room';
import type { TextChoice } from './booking-text';

export interface ProgressView {
  /** The token being seen, or null (with `notStarted`) before the doctor has called anyone. */
  nowServing: number | null;
  notStarted: boolean;
  /** "You are next" / "N patients before you"; null once the patient's own token has been called. */
  place: TextChoice | null;
  /** Minutes to wait and the clock time to arrive by (HH:MM), while there is a wait. */
  wait: { minutes: number; comeBy: string } | null;
  /** Said instead of the place once the token has been called in, or skipped. */
  turn: 'yours' | 'skipped' | null;
  delayMinutes: number;
  notice: string;
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
    nowServing: progress.now_serving,
    notStarted: !progress.doctor_started && progress.now_serving === null,
    place,
    wait: waiting && progress.eta_minutes > 0 ? { minutes: progress.eta_minutes, comeBy: progress.come_by } : null,
    turn: token === 'Live' ? 'yours' : token === 'Skipped' ? 'skipped' : null,
    // A delay or notice matters only to someone still waiting.
    delayMinutes: waiting ? progress.delay_minutes : 0,
    notice: waiting ? progress.notice.trim() : '',
  };
}
