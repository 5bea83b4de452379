// "Call next" reads, of the slot it calls, only the tokens it may call or pass and the count of calls so far
// (decision 0095); the waiting room asks whether anyone in the slot hears alerts, and reads the whole slot for
// its alerts and boards. Read from the bookings, a full slot cost every call a few hundred rows of forty-odd
// columns. This index holds a slot's numbered tokens in number order with the columns the floor reads, so each
// of these reads is answered from the index alone and a call's reads skip the rows it does not want.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('bookings_floor')
    .on('bookings')
    .columns([
      'doctor_id',
      'booking_date',
      'slot',
      'booking_number',
      'token',
      'status',
      'arrived_at',
      'priority',
      'passed',
      'rejoins_after',
      'called_at',
      'done_at',
      'patient_id',
      'sms_language',
    ])
    .where('booking_number', 'is not', null)
    .execute();
}
