// Patients' first joins of one slot that arrive while that slot's previous joins are being written go in
// together: one transaction, one commit. Every join of a slot waits for the slot's token counter anyway (the
// database holds it until the commit), so one commit per join would let a rush at a clinic's opening go
// only as fast as the disk commits. Written together, a rush goes at that speed times the batch. A batch
// that cannot go together (no room left for all, a held token) is placed one join at a time, and each gets
// the answer it would have got alone. The order of arrival is the order of the tokens.
import type { AuditEntry, AuditLog } from '../../platform/audit';
import type { Placed, Placement, Scheduling } from './scheduling';

export interface FirstJoin {
  bookingId: number;
  /** The join's audit entry, written with its token. */
  audit: AuditEntry;
}

interface Waiting {
  join: FirstJoin;
  resolve: (placed: Placed) => void;
  reject: (error: unknown) => void;
}

/** Joins written in one transaction at most (one statement names each of them). */
const MOST_AT_ONCE = 200;

export class JoinBatches {
  /** The joins waiting, by slot (and capacity), while one of that slot's batches is being written. */
  private readonly waiting = new Map<string, Waiting[]>();

  constructor(
    private readonly scheduling: Scheduling,
    private readonly audit: AuditLog,
  ) {}

  /** Places a booking never placed into the placement's slot, with the next batch of that slot. */
  place(placement: Placement, join: FirstJoin): Promise<Placed> {
    return new Promise((resolve, reject) => {
      const key = `${placement.doctorId}|${placement.date}|${placement.slot}|${placement.capacity}`;
      const queue = this.waiting.get(key);
      if (queue) {
        queue.push({ join, resolve, reject });
        return;
      }
      const fresh = [{ join, resolve, reject }];
      this.waiting.set(key, fresh);
      void this.drain(key, placement, fresh);
    });
  }

  /** Writes the slot's joins, batch after batch, until none is waiting. */
  private async drain(key: string, placement: Placement, queue: Waiting[]): Promise<void> {
    while (queue.length) await this.write(placement, queue.splice(0, MOST_AT_ONCE));
    this.waiting.delete(key);
  }

  /** Writes one batch; never throws (each join hears its own answer). */
  private async write(placement: Placement, batch: Waiting[]): Promise<void> {
    if (batch.length > 1) {
      const ids = batch.map((w) => w.join.bookingId);
      // Any failure together is found again, and answered, one by one.
      const placed = await this.scheduling
        .placeTogether(ids, placement, (trx) => this.audit.recordAll(batch.map((w) => w.join.audit), trx))
        .catch(() => null);
      if (placed) {
        batch.forEach((w, i) => w.resolve(placed[i]!));
        return;
      }
    }
    for (const { join, resolve, reject } of batch) {
      await this.scheduling.place(join.bookingId, placement, true, (trx) => this.audit.record(join.audit, trx)).then(resolve, reject);
    }
  }
}
