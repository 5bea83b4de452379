// Places a doctor keeps for walk-ins at the desk, per slot (decision 0047): online bookings may take at most
// the slot's capacity less its desk places. The token counter counts, beside every token given (`last`), the
// online ones, so that one conditional update can decide both limits at once.
import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('doctor_slots')
    .addColumn('desk_places', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('token_counters')
    .addColumn('online', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await countOnlineTokens(db);
}

/**
 * A counter that exists already takes as online tokens the numbered bookings patients made in its slot
 * (cancelled ones too: their numbers stay used), not the doctor's walk-ins and follow-ups.
 */
export async function countOnlineTokens(db: QueryExecutorProvider): Promise<void> {
  await sql`
    UPDATE token_counters SET online = (
      SELECT COUNT(*) FROM bookings
      WHERE bookings.doctor_id = token_counters.doctor_id
        AND bookings.booking_date = token_counters.booking_date
        AND bookings.slot = token_counters.slot
        AND bookings.booking_number IS NOT NULL
        AND bookings.type <> 'Manual'
    )`.execute(db);
}
