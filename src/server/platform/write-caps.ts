// Caps on the writes that reach people: an emergency or ambulance request makes the call centre phone
// the patient, a booking puts a name in a doctor's queue, an order sends a lab or a delivery rider. One
// patient may make only so many in a window (WriteCapSettings; the defaults are far above what a family
// needs). Counted in the database, so every instance counts the same writes, and in one statement, so
// a burst of parallel requests cannot slip past the count.
import type { Kysely } from 'kysely';
import type { WriteCapSettings } from '../config';
import type { Database } from '../db/schema';
import { fillMessage, MESSAGES, type MessageKey } from '../../shared/messages';
import type { RateLimits } from './rate-limits';

export type CappedWrite = keyof WriteCapSettings;

const MESSAGE_OF: Record<CappedWrite, MessageKey> = {
  emergency: 'emergencyCapReached',
  booking: 'bookingCapReached',
  labOrder: 'labOrderCapReached',
  medicineOrder: 'medicineOrderCapReached',
};

export class WriteCaps {
  constructor(
    private readonly rateLimits: RateLimits,
    private readonly caps: WriteCapSettings,
  ) {}

  /**
   * Counts one write of the patient; beyond the cap, refuses it with 429 and when to try again. Given the
   * write's transaction, the count commits with the write (and a refused or failed write is not counted).
   */
  async take(write: CappedWrite, patientId: number, executor?: Kysely<Database>): Promise<void> {
    const { limit, windowMs } = this.caps[write];
    const message = () => fillMessage(MESSAGES[MESSAGE_OF[write]], { count: limit });
    await this.rateLimits.take(`cap:${write}:${patientId}`, windowMs, limit, { message, executor });
  }
}
