import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from './errors';
import { WriteBatches } from './write-batches';

/** A writer that records every call's items and answers each item doubled, or refuses as told. */
function recordingWriter(refuse: (items: number[]) => 'refuse-batch' | 'throw' | null = () => null) {
  const calls: number[][] = [];
  const batches = new WriteBatches<number, number>(async (items) => {
    calls.push([...items]);
    const refusal = refuse(items);
    if (refusal === 'refuse-batch') return null;
    if (refusal === 'throw') throw new Error(`refused ${items.join(',')}`);
    return items.map((item) => item * 2);
  });
  return { calls, batches };
}

describe('WriteBatches', () => {
  it('writes the items of one place sent in the same turn in one call, in the order they came', async () => {
    const { calls, batches } = recordingWriter();
    const results = await Promise.all([1, 2, 3].map((item) => batches.write('slot-a', item)));
    expect(results).toEqual([2, 4, 6]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('keeps places apart', async () => {
    const { calls, batches } = recordingWriter();
    await Promise.all([batches.write('slot-a', 1), batches.write('slot-b', 2), batches.write('slot-a', 3)]);
    expect(calls).toEqual([[1, 3], [2]]);
  });

  it('writes a batch that cannot go together one item at a time, each with its own answer', async () => {
    // Together they are refused; alone, 2 is refused and the others are written.
    const { calls, batches } = recordingWriter((items) =>
      items.length > 1 ? 'refuse-batch' : items[0] === 2 ? 'throw' : null,
    );
    const answers = await Promise.allSettled([1, 2, 3].map((item) => batches.write('slot-a', item)));
    expect(answers).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('refused 2') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(calls).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('treats a batch that fails together as one that cannot go together', async () => {
    const { calls, batches } = recordingWriter((items) => (items.length > 1 ? 'throw' : null));
    expect(await Promise.all([5, 6].map((item) => batches.write('slot-a', item)))).toEqual([10, 12]);
    expect(calls).toEqual([[5, 6], [5], [6]]);
  });

  it('writes a batch cut off with the database no more: it may have committed, so each item hears that error', async () => {
    const calls: number[][] = [];
    const cutOff = new DatabaseUnavailableError(2);
    const batches = new WriteBatches<number, number>(async (items) => {
      calls.push([...items]);
      throw cutOff;
    });
    const answers = await Promise.allSettled([7, 8].map((item) => batches.write('slot-a', item)));
    expect(answers).toEqual([
      { status: 'rejected', reason: cutOff },
      { status: 'rejected', reason: cutOff },
    ]);
    expect(calls).toEqual([[7, 8]]);
  });

  it('gathers what comes while a batch is being written into the next batch', async () => {
    let release!: () => void;
    const firstWriteHeld = new Promise<void>((resolve) => (release = resolve));
    const calls: number[][] = [];
    const batches = new WriteBatches<number, number>(async (items) => {
      calls.push([...items]);
      if (calls.length === 1) await firstWriteHeld;
      return items;
    });
    const first = batches.write('slot-a', 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([[1]]);
    const later = [batches.write('slot-a', 2), batches.write('slot-a', 3)];
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(calls).toEqual([[1], [2, 3]]);
  });

  it('starts afresh once a place has nothing waiting', async () => {
    const { calls, batches } = recordingWriter();
    await batches.write('slot-a', 1);
    await batches.write('slot-a', 2);
    expect(calls).toEqual([[1], [2]]);
  });
});
