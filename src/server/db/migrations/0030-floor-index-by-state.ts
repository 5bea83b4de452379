// "Call next" reads, of a slot, the token in with the doctor, the waiting tokens out of turn and the waiting
// tokens in turn up to the lowest arrived one. Migration 0029's index held a slot's tokens by number, so each
// of these reads walked past every token already seen (a full slot's hundreds of Done tokens) to find the few it
// wanted: a press cost more as the day went on. Keyed by state, priority and passing before the number, each
// read seeks to its own tokens. The whole-slot reads (the waiting room's boards and alerts) still read the slot
// from this index alone, and sort it themselves.
// After every change of a slot the waiting room asks whether any waiting token is heard (hears-alerts.ts): in a
// slot of walk-ins without texts the answer is no, found only by reading every waiting token. A partial index
// of the tokens someone hears answers it with one look-up.
import { sql, type Kysely } from 'kysely';
import { HEARS_ALERTS } from '../hears-alerts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_floor').execute();
  await db.schema
    .createIndex('bookings_floor')
    .on('bookings')
    .columns([
      'doctor_id',
      'booking_date',
      'slot',
      'token',
      'priority',
      'passed',
      'booking_number',
      'status',
      'arrived_at',
      'rejoins_after',
      'called_at',
      'done_at',
      'patient_id',
      'sms_language',
    ])
    .where('booking_number', 'is not', null)
    .execute();
  await db.schema
    .createIndex('bookings_heard')
    .on('bookings')
    // Every column the question reads, so that the engine answers it from this index alone.
    .columns(['doctor_id', 'booking_date', 'slot', 'token', 'status', 'booking_number', 'patient_id', 'sms_language'])
    .where(sql.raw<boolean>(`booking_number IS NOT NULL AND ${HEARS_ALERTS}`))
    .execute();
}
