// Pure pickers for the texts of the patient's booking screens, kept apart from
// React so they are unit-tested.
import { BOOKING_STATUSES, LAB_BOOKING_STATUSES, SLOTS, type TokenState } from '../../shared/constants';
import type { z } from 'zod';
import type { historyItem, labHistoryItem, outsideHistoryItem } from '../../shared/contract/booking-shapes';
import type { TFunction } from './i18n';
import type { TextKey } from './text-key';
import { isOneOf, wireText } from './wire-text';

/** A locale key (with its placeholders), or a text to show as it is (a number, a custom slot name). */
export type TextChoice = { key: TextKey; vars?: Record<string, string | number> } | { text: string };

/** Shows a choice through the given translate function. */
export function showText(
  t: (key: TextKey, vars?: Record<string, string | number>) => string,
  choice: TextChoice,
): string {
  return 'text' in choice ? choice.text : t(choice.key, choice.vars);
}

/**
 * A row of the doctor's queue, as one sentence: "token number N has not started" (the old wording), "Token N is
 * with the doctor", "Token N's visit is over" (also for a state it does not know), "Token N was skipped",
 * "Token N missed (did not come)".
 */
export function queueStateText(token: TokenState | string, bookingNumber: number): TextChoice {
  if (token === 'Pending') return { key: 'appointments.queue.notStarted', vars: { n: bookingNumber } };
  if (token === 'Live') return { key: 'appointments.queue.consulting', vars: { n: bookingNumber } };
  if (token === 'Skipped') return { key: 'appointments.queue.skipped', vars: { n: bookingNumber } };
  if (token === 'Missed') return { key: 'appointments.queue.missed', vars: { n: bookingNumber } };
  return { key: 'visit.over', vars: { number: bookingNumber } };
}

/** A history slot: missing or 00:00 shows "Pending"; the wire's English slot names show translated. */
export function slotText(slot: string | null | undefined): TextChoice {
  if (!slot || slot === '00:00') return { key: 'appointments.slotPending' };
  if (isOneOf(SLOTS, slot)) return { key: `appointments.slots.${slot}` };
  return { text: slot };
}

/**
 * A token (booking) number: 0 or missing shows "Not Assingned at the moment." (the spelling the app has always shown).
 */
export function bookingNumberText(n: number | null | undefined): TextChoice {
  if (!n) return { key: 'messages.notAssigned' };
  return { text: String(n) };
}

/** A booking's status as read: an appointment's or a lab booking's; any other as it came. */
export function statusName(t: TFunction, status: string): string {
  return wireText(t, status, [...BOOKING_STATUSES, ...LAB_BOOKING_STATUSES], (known) => `appointments.status.${known}`);
}

/** Approved (and a lab's Accepted) is green; every other status red (docs/wire-api.md "Booking states"). */
export function statusTone(status: string): 'success' | 'danger' {
  return status === 'Approved' || status === 'Accepted' ? 'success' : 'danger';
}

/** Where the confirmation's Continue goes: today's booking to the live queue, another day to its history. */
export function afterConfirmationPath(bookingDate: string, today: string): string {
  return bookingDate === today ? '/patient-live' : `/patient-history?booking_date=${encodeURIComponent(bookingDate)}`;
}

/** "Dr. First Last" without doubled spaces. */
export function doctorFullName(doctor: { first_name: string; last_name: string }): string {
  return `${doctor.first_name} ${doctor.last_name}`.trim();
}

/** Any entry of a patient's day: an appointment, a lab booking, or a booking of a doctor outside the queue. */
export type HistoryEntry =
  z.infer<typeof historyItem> | z.infer<typeof labHistoryItem> | z.infer<typeof outsideHistoryItem>;

/** How a screen reads the names of institutions and lab tests in its language (api/reference-names.ts). */
export interface PlaceAndTestNames {
  institution: (name: string) => string;
  testList: (text: string) => string;
}

/** Who the entry is with: the lab and test, or the doctor (with the hospital for a government booking). */
export function historyTitle(entry: HistoryEntry, names: PlaceAndTestNames): TextChoice {
  if ('lab_name' in entry) return { text: `${names.institution(entry.lab_name)} (${names.testList(entry.test_name)})` };
  if ('kind' in entry) {
    const doctor: TextChoice = { key: 'common.doctorName', vars: { name: entry.doctor_name } };
    return entry.hospital_name
      ? {
          key: 'appointments.doctorAtHospital',
          vars: { name: entry.doctor_name, hospital: names.institution(entry.hospital_name) },
        }
      : doctor;
  }
  return { key: 'common.doctorName', vars: { name: doctorFullName(entry.doctor) } };
}

/**
 * A booking still to come or going on: not cancelled or denied, not a draft, and not a visit already over
 * (its token out, or missed when its slot ended).
 */
export function isToCome(entry: HistoryEntry): boolean {
  if (entry.status === 'Cancelled' || entry.status === 'Denied' || isDraft(entry)) return false;
  return !('token' in entry) || (entry.token !== 'Done' && entry.token !== 'Missed');
}

/** A booking of our queue left before a slot was chosen (a draft): no token yet, not cancelled. */
export function isDraft(entry: HistoryEntry): boolean {
  return !('lab_name' in entry) && !('kind' in entry) && entry.booking_number === null && entry.status !== 'Cancelled';
}

/** A booking the patient may still cancel: ours, numbered, not cancelled, its token not called in. */
export function isCancellable(entry: { booking_number: number | null; status: string; token?: string }): boolean {
  return entry.booking_number !== null && entry.status !== 'Cancelled' && entry.token === 'Pending';
}

/**
 * What a booking without a prescription picture shows in its place: nothing once cancelled, "No
 * prescription added yet." once the visit is over, and before that when the prescription will come (a
 * booking not yet seen has none to miss).
 */
export function missingPrescriptionText(booking: { status: string; token: string }): TextChoice | null {
  if (booking.status === 'Cancelled') return null;
  return { key: booking.token === 'Done' ? 'appointments.noPrescriptionYet' : 'appointments.prescriptionAfterVisit' };
}
