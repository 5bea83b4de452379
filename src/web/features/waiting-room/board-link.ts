// The staff's way to their waiting-room TV board: the doctor's own board, or the hospital's board of its
// doctors, opened from the side menu with a mark that asks the board page to explain first how to put it
// on a TV (board-setup.tsx). The mark travels in the history entry, not the address, so the address a
// person copies from the browser opens the bare board.
import type { SessionUser } from '../../../shared/contract/users';

interface BoardSetupMark {
  boardSetup: true;
}

/** The board of the signed-in doctor or hospital, and the mark that opens it with the explanation. */
export function boardLinkOf(user: Pick<SessionUser, 'id' | 'type'>): { to: string; state: BoardSetupMark } {
  const owner = user.type === 'Hospital' ? 'hospital_id' : 'doctor_id';
  return { to: `/queue-board?${owner}=${user.id}`, state: { boardSetup: true } };
}

/** Whether the board was opened by the staff's menu (a history entry's state). */
export function asksForBoardSetup(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<BoardSetupMark>).boardSetup === true;
}
