// The public board stream, GET /api/queue-board-events?doctor_id=1,2 (no session, written by the server's
// board-streams.ts): the latest board of each doctor, and whether the streams are connected. The server sends
// every doctor's board on each connect, so a reconnect catches up by itself. EventSource retries by itself
// after a drop (the server asks for 3 s); when the browser gives up (an error answer closes the stream), a new
// one is opened after a pause, as the signed-in live events do (api/live-events.ts).
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { WAITING_ROOM } from '../../../shared/constants';
import { queueBoard, type QueueBoard } from '../../../shared/contract/waiting-room';

const RECONNECT_MS = 5000;
const boardEvent = z.object({ type: z.literal('board'), board: queueBoard });

/** connecting: the first connect; reconnecting: the stream dropped and the board may be behind. */
export type StreamState = 'connecting' | 'open' | 'reconnecting';

export interface BoardStream {
  /** By doctor id: the boards heard since the stream opened. */
  boards: ReadonlyMap<number, QueueBoard>;
  state: StreamState;
}

function parseBoard(data: unknown): QueueBoard | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = boardEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.board : null;
  } catch {
    return null;
  }
}

/** The doctors in groups the server lets one stream follow. */
export function streamGroups(doctorIds: readonly number[]): number[][] {
  const groups: number[][] = [];
  for (let start = 0; start < doctorIds.length; start += WAITING_ROOM.doctorsPerBoardStream) {
    groups.push(doctorIds.slice(start, start + WAITING_ROOM.doctorsPerBoardStream));
  }
  return groups;
}

/** The board's connection as its streams stand: reconnecting while any dropped, open once all are. */
export function combinedState(states: readonly StreamState[]): StreamState {
  if (states.includes('reconnecting')) return 'reconnecting';
  return states.every((state) => state === 'open') ? 'open' : 'connecting';
}

/**
 * Follows the boards of these doctors (none: no stream) while the component is mounted: one stream per
 * group of doctors the server lets a stream follow, so a large hospital's board follows every doctor.
 */
export function useBoardStream(doctorIds: readonly number[]): BoardStream {
  const ids = doctorIds.join(',');
  const [boards, setBoards] = useState<ReadonlyMap<number, QueueBoard>>(new Map());
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    if (!ids) return;
    const groups = streamGroups(ids.split(',').map(Number));
    const states: StreamState[] = groups.map(() => 'connecting');
    const sources: (EventSource | null)[] = groups.map(() => null);
    const reopens: (number | undefined)[] = groups.map(() => undefined);
    const setGroupState = (index: number, next: StreamState) => {
      states[index] = next;
      setState(combinedState(states));
    };
    const open = (index: number) => {
      const stream = new EventSource(`/api/queue-board-events?doctor_id=${groups[index]!.join(',')}`);
      sources[index] = stream;
      stream.onopen = () => setGroupState(index, 'open');
      stream.onmessage = (message) => {
        const board = parseBoard(message.data);
        if (board) setBoards((heard) => new Map(heard).set(board.doctor_id, board));
      };
      stream.onerror = () => {
        setGroupState(index, 'reconnecting');
        if (stream.readyState !== EventSource.CLOSED) return; // The browser is already reconnecting.
        stream.close();
        reopens[index] = window.setTimeout(() => open(index), RECONNECT_MS);
      };
    };
    groups.forEach((_, index) => open(index));
    return () => {
      reopens.forEach((timer) => window.clearTimeout(timer));
      sources.forEach((source) => source?.close());
    };
  }, [ids]);
  return { boards, state };
}
