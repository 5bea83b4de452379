// Writes of one kind to one place (a doctor's slot; for Call next on SQLite, every slot) that arrive in the same
// turn of the event loop, or while that place's previous batch is being written, go to the database together:
// one transaction, one commit. Each of them waits for the place's token counter anyway (the database holds it
// until the commit), or for SQLite's one writer, so one commit per write would let a rush at a clinic's opening
// go only as fast as the disk commits; together, a rush goes at that speed times the batch. A batch that cannot go together is written again one item at a
// time, and each item gets the answer it would have got alone. Items are written in the order they came.
import { DatabaseUnavailableError } from './errors';

/**
 * Writes the items in one transaction, in order, answering one result per item; or answers null (or fails)
 * when they cannot all go together, having changed nothing. Given one item, answers its result or throws
 * its own refusal.
 */
export type WriteTogether<Item, Result> = (items: Item[]) => Promise<Result[] | null>;

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/** Items written in one transaction at most (a statement may name each of them). */
const MOST_AT_ONCE = 200;

export class WriteBatches<Item, Result> {
  /** The items waiting, by place, until that place's batch is written. */
  private readonly waiting = new Map<string, Waiting<Item, Result>[]>();

  constructor(private readonly writeTogether: WriteTogether<Item, Result>) {}

  /** Writes the item with the next batch of its place (`place`: a key naming it). */
  write(place: string, item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(place);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      const fresh = [{ item, resolve, reject }];
      this.waiting.set(place, fresh);
      // After this turn's other requests: those read from the network together are written together. On
      // SQLite a write never waits for the disk, so without this turn every batch would hold one item.
      setImmediate(() => void this.drain(place, fresh));
    });
  }

  /** Writes the place's items, batch after batch, until none is waiting. */
  private async drain(place: string, queue: Waiting<Item, Result>[]): Promise<void> {
    while (queue.length) await this.writeBatch(queue.splice(0, MOST_AT_ONCE));
    this.waiting.delete(place);
  }

  /** Writes one batch; never throws (each item hears its own answer). */
  private async writeBatch(batch: Waiting<Item, Result>[]): Promise<void> {
    if (batch.length > 1) {
      let results: Result[] | null;
      try {
        results = await this.writeTogether(batch.map((waiting) => waiting.item));
      } catch (error) {
        // Cut off from the database, the batch may have committed (its commit's answer was lost): written
        // again, its items would be written twice. Each hears the error instead.
        if (error instanceof DatabaseUnavailableError) {
          for (const waiting of batch) waiting.reject(error);
          return;
        }
        // Any other failure together is found again, and answered, one by one.
        results = null;
      }
      if (results) {
        batch.forEach((waiting, i) => waiting.resolve(results[i]!));
        return;
      }
    }
    for (const { item, resolve, reject } of batch) {
      await this.writeTogether([item]).then(
        (results) => (results ? resolve(results[0]!) : reject(new Error('a single write answered nothing'))),
        reject,
      );
    }
  }
}
