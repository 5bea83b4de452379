// The doctor's forms, checked with the contract's field schemas so the messages are the kept ones
// (docs/wire-api.md "Validation messages": manual booking; dates dd-mm-yyyy with minimum today at the clinic), the
// running-late form, the desk's priority and the visit's payment.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { FLOOR, PARCHEE_TYPES, PRIORITIES } from '../../../shared/constants';
import {
  addressText,
  age,
  nameText,
  noticeText,
  oneOf,
  phoneNumber,
  plainText,
  requiredText,
  slot,
} from '../../../shared/contract/fields';
import { recordPayment } from '../../../shared/contract/queue';
import { parseWireDate } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import { clinicToday } from '../../lib/clinic-today';

/** A form date: dd-mm-yyyy (other wire forms accepted), a real date, not before today. */
const formDate = () =>
  requiredText(MESSAGES.required, 20)
    .refine((v) => parseWireDate(v) !== null, MESSAGES.dateInvalid)
    .refine((v) => {
      const ymd = parseWireDate(v);
      return ymd === null || ymd >= clinicToday();
    }, MESSAGES.dateInPast);

/** A slot as its select holds it: text, '' until one is chosen (then the contract's own message). */
const chosenSlot = () => z.string().pipe(slot());

/** The walk-in form: checked and trimmed, age a number, as add-booking takes them. */
export const manualBookingResolver = zodResolver(
  z.object({
    name: nameText(),
    age: age(),
    problem: plainText(),
    address: addressText(),
    phone_number: phoneNumber(),
    slot: chosenSlot(),
    parchee_type: oneOf(PARCHEE_TYPES),
    booking_date: formDate(),
  }),
);

/** The follow-up: a date and a slot. */
export const dateSlotResolver = zodResolver(z.object({ booking_date: formDate(), slot: chosenSlot() }));

/** The reschedule: a date. */
export const dateResolver = zodResolver(z.object({ booking_date: formDate() }));

/**
 * Running late: the slot, how late (a choice, or minutes typed under "Other") and the message (none, a
 * ready-made one, or the doctor's own). The minutes and the typed message keep set-queue-delay's names so
 * the server's rules show under them; at least one of the two must say something.
 */
export const MINUTE_CHOICES = ['15', '30', '45', '60'] as const;
export const delayFormResolver = zodResolver(
  z
    .object({
      slot: chosenSlot(),
      minutes_choice: z.enum([...MINUTE_CHOICES, 'other']),
      delay_minutes: z.string(),
      notice_choice: z.string(),
      notice: z.string(),
    })
    .superRefine((value, ctx) => {
      const minutes = value.minutes_choice === 'other' ? value.delay_minutes.trim() : value.minutes_choice;
      const hasNotice = value.notice_choice === 'own' ? value.notice.trim() !== '' : value.notice_choice !== 'none';
      const saysSomething = (minutes !== '' && minutes !== '0') || hasNotice;
      if (!saysSomething)
        ctx.addIssue({ code: 'custom', path: ['minutes_choice'], message: MESSAGES.delayOrNoticeRequired });
    }),
);

/** The desk's priority: a category and a note, as set-token-priority takes them. */
export const priorityResolver = zodResolver(
  z.object({ priority: oneOf(PRIORITIES), note: noticeText(FLOOR.priorityNoteMax) }),
);

/** The visit's payment, by the contract's own rules. */
export const paymentResolver = zodResolver(recordPayment.request);
export type PaymentFields = z.input<typeof recordPayment.request>;
