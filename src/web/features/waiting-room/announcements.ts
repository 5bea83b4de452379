// What the board announces, and when: a token called in ("Token number 12, please come in"), in Hindi then
// in English, once per call. The texts are the locale files' (waitingRoom.announcement).
import type { QueueBoard } from '../../../shared/contract/waiting-room';
import type { Utterance } from '../../lib/speech';
import type { BothLanguages } from './both-languages';

export function announcementOf(token: number, both: BothLanguages): Utterance[] {
  return [
    { text: both.hi('waitingRoom.announcement', { number: token }), lang: 'hi-IN' },
    { text: both.en('waitingRoom.announcement', { number: token }), lang: 'en-IN' },
  ];
}

export interface Call {
  doctorId: number;
  token: number;
}

/**
 * The tokens called in since the boards were last seen: a doctor's `now_serving` (the token called in last
 * and still in) that moved to another token. A token sent out calls no one. A doctor seen for the first
 * time (the board just opened) calls no one: the token in was announced when it was called. `seen` is what
 * to compare the next boards with.
 */
export function newCalls(
  lastSeen: ReadonlyMap<number, number | null>,
  boards: readonly QueueBoard[],
): { calls: Call[]; seen: Map<number, number | null> } {
  const seen = new Map(lastSeen);
  const calls: Call[] = [];
  for (const board of boards) {
    if (
      lastSeen.has(board.doctor_id) &&
      board.now_serving !== null &&
      board.now_serving !== lastSeen.get(board.doctor_id)
    ) {
      calls.push({ doctorId: board.doctor_id, token: board.now_serving });
    }
    seen.set(board.doctor_id, board.now_serving);
  }
  return { calls, seen };
}
