// The full collection after a rush: made once the server is quiet and its heap has grown, never while it is
// busy, never again for nothing.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { collectWhenQuiet } from './quiet-collection';

const MB = 1024 * 1024;
let app: FastifyInstance;
afterEach(async () => app?.close());

/** A server with a fake collector and heap, and its check (run here by hand, not by the timer). */
async function serverWithFakeHeap() {
  const state = { heap: 100 * MB, collections: 0 };
  app = Fastify();
  app.get('/', async () => 'ok');
  const check = collectWhenQuiet(app, {
    checkMs: 3600_000,
    growthBytes: 32 * MB,
    heapBytes: () => state.heap,
    gc: () => {
      state.collections += 1;
      state.heap = 110 * MB;
    },
  })!;
  await app.ready();
  return { state, check };
}

describe('collectWhenQuiet', () => {
  it('collects once when the heap grew and the server is quiet, and not again for nothing', async () => {
    const { state, check } = await serverWithFakeHeap();
    state.heap = 200 * MB;
    check();
    expect(state.collections).toBe(1);
    check();
    check();
    expect(state.collections).toBe(1);
  });

  it('leaves a quiet server whose heap did not grow by the threshold alone', async () => {
    const { state, check } = await serverWithFakeHeap();
    state.heap = 120 * MB;
    check();
    expect(state.collections).toBe(0);
  });

  it('waits while requests come, and collects at the first quiet check', async () => {
    const { state, check } = await serverWithFakeHeap();
    state.heap = 200 * MB;
    await app.inject({ method: 'GET', url: '/' });
    check();
    expect(state.collections).toBe(0);
    check();
    expect(state.collections).toBe(1);
  });

  it('counts growth from the smallest heap seen since the last collection', async () => {
    const { state, check } = await serverWithFakeHeap();
    // V8's own collection shrank the heap to 60 MB; growing back to 100 MB is worth a collection.
    state.heap = 60 * MB;
    check();
    state.heap = 100 * MB;
    check();
    expect(state.collections).toBe(1);
  });

  it('is off without a collector (node started without --expose-gc)', () => {
    expect(collectWhenQuiet(Fastify(), { gc: undefined })).toBeNull();
  });
});
