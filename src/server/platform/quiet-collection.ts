// After a rush V8 keeps the heap the rush grew to (after 5,000 event streams, some 140 MB of garbage) until
// its next full collection, and a server gone quiet makes none: it would hold that memory all night. So when
// the heap has grown well past its size after the last collection and the server turns quiet (no request
// began, no connection ended, for one check), one full collection gives the memory back. It is V8's
// "last resort" collection, the one that also hands emptied pages back to the system: after a plain one the
// heap is smaller but the process's memory is not (checked: 235 MB before and after; 118 MB after this one).
// A server that stays busy is left to V8's own collections, and a quiet one is never collected twice for
// nothing.
// Needs node's --expose-gc (npm start gives it, decision 0029); without it this does nothing.
import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { startChore } from './chores';

export interface QuietCollectionOptions {
  /** How often to look; one look with no activity is quiet. */
  checkMs: number;
  /** Growth of the heap since the last collection that is worth one. */
  growthBytes: number;
  gc: (() => void) | undefined;
  heapBytes: () => number;
}

const DEFAULTS: QuietCollectionOptions = {
  checkMs: 1000,
  growthBytes: 32 * 1024 * 1024,
  gc: globalThis.gc && (() => globalThis.gc!({ type: 'major', execution: 'sync', flavor: 'last-resort' })),
  heapBytes: () => v8.getHeapStatistics().total_heap_size,
};

/** Answers the check the chore runs every checkMs, or null without a collector. */
export function collectWhenQuiet(
  app: FastifyInstance,
  options: Partial<QuietCollectionOptions> = {},
): (() => void) | null {
  const { checkMs, growthBytes, gc, heapBytes } = { ...DEFAULTS, ...options };
  if (!gc) return null;
  let activity = 0;
  let heapAfterCollection = heapBytes();
  app.addHook('onRequest', (_request, _reply, done) => {
    activity += 1;
    done();
  });
  app.server.on('connection', (socket) => socket.once('close', () => (activity += 1)));
  const check = () => {
    const quiet = activity === 0;
    activity = 0;
    // Growth counts from the smallest heap since the last collection (V8's own ones shrink it too).
    const heap = heapBytes();
    heapAfterCollection = Math.min(heapAfterCollection, heap);
    if (!quiet || heap < heapAfterCollection + growthBytes) return;
    gc();
    heapAfterCollection = heapBytes();
  };
  startChore(app, 'collect-when-quiet', checkMs, async () => check());
  return check;
}
