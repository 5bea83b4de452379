// The waiting room asks of every join whether the doctor has acted on the slot yet; without an index that
// answer read every token of the slot, which made a rush of joins slow down as the queue grew. This partial
// index holds only the tokens the doctor has acted on, so the answer is one look-up however long the queue.
import { sql, type Kysely } from 'kysely';
import { SLOT_STARTED } from '../slot-started';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('bookings_slot_started')
    .on('bookings')
    .columns(['doctor_id', 'booking_date', 'slot'])
    .where(sql.raw<boolean>(SLOT_STARTED))
    .execute();
}
