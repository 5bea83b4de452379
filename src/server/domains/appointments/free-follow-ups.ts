// Free follow-ups (decision 0048): the same person (the patient account and the name on the booking, as
// decision 0006 counts a person) booking the same doctor within the doctor's free_follow_up_days of a visit
// that was Done and paid (cash or UPI) books free, while that visit has free visits left. The paid visit
// counts the free follow-ups it has given (free_follow_ups_used): a booking takes one with one conditional
// UPDATE inside its own transaction, so two bookings at once cannot both take the last one, on either
// engine; a cancelled follow-up gives its visit back in the cancel's transaction. The statements take the
// caller's transaction; the queue's cancel uses releaseFreeFollowUp too.
import { sql, type Kysely } from 'kysely';
import { FREE_FOLLOW_UP } from '../../../shared/constants';
import { addDays } from '../../../shared/dates';
import type { Database } from '../../db/schema';

/** A paid visit a new booking may follow up for free. */
export interface FreeFollowUp {
  paidBookingId: number;
  paidVisitDate: string;
  /** The last date a follow-up of it is free. */
  until: string;
  /** Free visits of it left, the one offered included. */
  visitsLeft: number;
  /** The doctor's free visits per paid visit, as the claim counts them. */
  visits: number;
}

/** The doctor's rule, as its clinic settings hold it. */
export interface FollowUpRule {
  doctorId: number;
  days: number;
  visits: number;
}

/** The columns that make a booking the free follow-up of a paid visit. */
export const followUpColumns = (followUp: FreeFollowUp) => ({
  fee: 0,
  parchee_type: FREE_FOLLOW_UP,
  follow_up_of: followUp.paidBookingId,
});
export type FollowUpColumns = ReturnType<typeof followUpColumns>;

/**
 * The paid visit whose free follow-up a booking for this person with this doctor on `date` would be (the
 * latest one with visits left), or null: always null for a booking without a patient account or a doctor
 * who gives none.
 */
export async function offerFreeFollowUp(
  db: Kysely<Database>,
  person: { patientId: number | null; name: string },
  rule: FollowUpRule,
  date: string,
): Promise<FreeFollowUp | null> {
  if (person.patientId === null || rule.days <= 0) return null;
  const paid = await db
    .selectFrom('bookings')
    .innerJoin('payments', 'payments.booking_id', 'bookings.id')
    .select(['bookings.id', 'bookings.booking_date', 'bookings.free_follow_ups_used'])
    .where('bookings.patient_id', '=', person.patientId)
    .where('bookings.doctor_id', '=', rule.doctorId)
    .where(sql<string>`lower(trim(bookings.name))`, '=', sql<string>`lower(trim(${person.name}))`)
    .where('bookings.token', '=', 'Done')
    .where('payments.method', 'in', ['Cash', 'UPI'])
    .where('bookings.booking_date', '>=', addDays(date, -rule.days))
    .where('bookings.booking_date', '<=', date)
    .where('bookings.free_follow_ups_used', '<', rule.visits)
    .orderBy('bookings.booking_date', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!paid?.booking_date) return null;
  return {
    paidBookingId: paid.id,
    paidVisitDate: paid.booking_date,
    until: addDays(paid.booking_date, rule.days),
    visitsLeft: rule.visits - paid.free_follow_ups_used,
    visits: rule.visits,
  };
}

/**
 * Takes one free visit of the offer's paid visit inside the booking's transaction; answers whether one was
 * left. On PostgreSQL a second booking's UPDATE waits for the first's commit and then finds none left.
 */
export async function claimFreeFollowUp(trx: Kysely<Database>, followUp: FreeFollowUp): Promise<boolean> {
  const result = await trx
    .updateTable('bookings')
    .set((eb) => ({ free_follow_ups_used: eb('free_follow_ups_used', '+', 1) }))
    .where('id', '=', followUp.paidBookingId)
    .where('free_follow_ups_used', '<', followUp.visits)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Makes a booking already written (a draft taking its token) the free follow-up it claimed. */
export async function markFreeFollowUp(
  trx: Kysely<Database>,
  bookingId: number,
  followUp: FreeFollowUp,
): Promise<void> {
  await trx.updateTable('bookings').set(followUpColumns(followUp)).where('id', '=', bookingId).execute();
}

/**
 * Gives back the free visit a cancelled booking had taken (nothing for any other booking), in the cancel's transaction.
 */
export async function releaseFreeFollowUp(trx: Kysely<Database>, cancelledId: number): Promise<void> {
  await trx
    .updateTable('bookings')
    .set((eb) => ({ free_follow_ups_used: eb('free_follow_ups_used', '-', 1) }))
    .where('id', '=', (eb) =>
      eb.selectFrom('bookings as cancelled').select('cancelled.follow_up_of').where('cancelled.id', '=', cancelledId),
    )
    .where('free_follow_ups_used', '>', 0)
    .execute();
}
