// What a patient reads about their place in a slot's queue (the waiting room, docs/decisions/0027 and 0036):
// kept apart from React so the rules of what shows when are unit-tested.
import type { Priority, TokenState } from '../../shared/constants';
import type { QueueProgress } from '../../shared/contract/waiting-room';
import type { TextChoice } from './booking-text';
import type { TextKey } from './text-key';

/** Where the patient stands on the floor (decision 0045): arrived (and when, where known), passed, priority. */
export interface FloorState {
  arrived: boolean;
  /** When they checked in; null where only the fact is known (a token slip's status). */
  arrivedAt: string | null;
  passed: boolean;
  priority: Priority;
}

/** Checked in (at a time, where known), or what to do on reaching the clinic (told apart once passed). */
export type Arrival = { kind: 'checkedIn'; at: string | null } | { kind: 'scan'; passed: boolean };

/**
 * The floor of an answer: a live-status entry names when the patient arrived, a token status only whether.
 * An answer saved on the device before either existed names neither: nothing is said of arrival then.
 */
export function floorOf(answer: {
  arrived_at?: string | null;
  arrived?: boolean;
  passed?: boolean;
  priority?: Priority;
}): FloorState | null {
  const arrivedAt = typeof answer.arrived_at === 'string' ? answer.arrived_at : null;
  if (answer.arrived_at === undefined && answer.arrived === undefined) return null;
  return {
    arrived: arrivedAt !== null || answer.arrived === true,
    arrivedAt,
    passed: answer.passed === true,
    priority: answer.priority ?? 'None',
  };
}

/** Where the queue stands: a token in with the doctor, the token whose visit ended last, or not started. */
export type Serving = { kind: 'in'; number: number } | { kind: 'over'; number: number } | { kind: 'notStarted' };

export interface ProgressView {
  /** Null once the doctor has started with nobody seen yet (only skipped tokens so far). */
  serving: Serving | null;
  /** "You are next" / "N patients before you"; null once the patient's own token has been called. */
  place: TextChoice | null;
  /** Minutes to wait and the clock time to arrive by (HH:MM), while there is a wait. */
  wait: { minutes: number; comeBy: string } | null;
  /** Said instead of the place once the token has been called in, skipped, sent out (the visit done) or missed. */
  turn: 'yours' | 'skipped' | 'done' | 'missed' | null;
  /** While the token waits: checked in, or to scan the clinic's code on arriving. */
  arrival: Arrival | null;
  /** The desk's priority, while the token waits; null for none. */
  priority: Exclude<Priority, 'None'> | null;
  delayMinutes: number;
  notice: string;
}

/** What is said once the token has been called: the screen's line and the words read aloud. */
export const TURN_TEXTS: Record<NonNullable<ProgressView['turn']>, TextKey> = {
  yours: 'queueProgress.yourTurn',
  skipped: 'queueProgress.skipped',
  done: 'visit.yoursDone',
  missed: 'queueProgress.missed',
};

const TURNS: Record<TokenState, ProgressView['turn']> = {
  Pending: null,
  Live: 'yours',
  Skipped: 'skipped',
  Done: 'done',
  Missed: 'missed',
};

function servingOf(progress: QueueProgress): Serving | null {
  if (progress.now_serving !== null) return { kind: 'in', number: progress.now_serving };
  // An answer saved on the device before last_done existed has none: nothing is said of it then.
  if (typeof progress.last_done === 'number') return { kind: 'over', number: progress.last_done };
  return progress.doctor_started ? null : { kind: 'notStarted' };
}

export function progressView(progress: QueueProgress, token: TokenState, floor: FloorState | null): ProgressView {
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
    arrival:
      !waiting || !floor
        ? null
        : floor.arrived
          ? { kind: 'checkedIn', at: floor.arrivedAt }
          : { kind: 'scan', passed: floor.passed },
    priority: waiting && floor && floor.priority !== 'None' ? floor.priority : null,
    // A delay or notice matters only to someone still waiting.
    delayMinutes: waiting ? progress.delay_minutes : 0,
    notice: waiting ? progress.notice.trim() : '',
  };
}
