// The public board stream, GET /api/queue-board-events?doctor_id=1,2 (no session, written by the server's
// board-streams.ts): the latest board of each doctor, and whether the stream is connected. The server sends
// every doctor's board on each connect, so a reconnect catches up by itself. EventSource retries by itself
// after a drop (the server asks for 3 s); when the browser gives up (an error answer closes the stream), a new
// one is opened after a pause, as the signed-in live events do (api/live-events.ts).
import { useEffect, useState } from 'react';
import { z } from 'zod';
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

/** Follows the boards of these doctors (none: no stream) while the component is mounted. */
export function useBoardStream(doctorIds: readonly number[]): BoardStream {
  const ids = doctorIds.join(',');
  const [boards, setBoards] = useState<ReadonlyMap<number, QueueBoard>>(new Map());
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    if (!ids) return;
    let source: EventSource | null = null;
    let reopen: number | undefined;
    const open = () => {
      const stream = new EventSource(`/api/queue-board-events?doctor_id=${ids}`);
      source = stream;
      stream.onopen = () => setState('open');
      stream.onmessage = (message) => {
        const board = parseBoard(message.data);
        if (board) setBoards((heard) => new Map(heard).set(board.doctor_id, board));
      };
      stream.onerror = () => {
        setState('reconnecting');
        if (stream.readyState !== EventSource.CLOSED) return; // The browser is already reconnecting.
        stream.close();
        reopen = window.setTimeout(open, RECONNECT_MS);
      };
    };
    open();
    return () => {
      window.clearTimeout(reopen);
      source?.close();
    };
  }, [ids]);
  return { boards, state };
}
