// The doctor's forms, checked with the contract's field schemas so the messages are the spec's
// (part 1 section 5: manual booking; dates dd-mm-yyyy with minimum today).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { PARCHEE_TYPES } from '../../../shared/constants';
import { addressText, age, oneOf, phoneNumber, plainText, requiredText, slot } from '../../../shared/contract/fields';
import { DEFAULT_TIME_ZONE, parseWireDate, todayIn } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';

/** Today in India (the clinic's day), yyyy-mm-dd. */
export const todayIst = () => todayIn(DEFAULT_TIME_ZONE);

/** A form date: dd-mm-yyyy (other wire forms accepted), a real date, not before today. */
export const formDate = () =>
  requiredText(MESSAGES.required, 20)
    .refine((v) => parseWireDate(v) !== null, MESSAGES.dateInvalid)
    .refine((v) => {
      const ymd = parseWireDate(v);
      return ymd === null || ymd >= todayIst();
    }, MESSAGES.dateInPast);

const manualBooking = z.object({
  name: plainText(),
  age: age(),
  problem: plainText(),
  address: addressText(),
  phone_number: phoneNumber(),
  slot: slot(),
  parchee_type: oneOf(PARCHEE_TYPES),
  booking_date: formDate(),
});

/** The walk-in form's values as typed (all text); the resolver answers them checked and trimmed. */
export interface ManualBookingValues {
  name: string;
  age: string;
  problem: string;
  address: string;
  phone_number: string;
  slot: string;
  parchee_type: (typeof PARCHEE_TYPES)[number];
  booking_date: string;
}

export interface DateSlotValues {
  booking_date: string;
  slot: string;
}

export interface DateValues {
  booking_date: string;
}

// The form values are text; the schemas' outputs differ only in age becoming a number, which the call
// accepts either way, hence the one cast per resolver.
export const manualBookingResolver = zodResolver(manualBooking) as unknown as Resolver<ManualBookingValues>;
export const dateSlotResolver = zodResolver(z.object({ booking_date: formDate(), slot: slot() })) as unknown as Resolver<DateSlotValues>;
export const dateResolver = zodResolver(z.object({ booking_date: formDate() })) as unknown as Resolver<DateValues>;
