// The patient's lab test form check: the contract's labTestBookingFields (the server's own messages),
// plus the spec's minimum date, tomorrow at the clinic.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { labTestBookingFields } from '../../../shared/contract/labs';
import { addDays } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import { clinicToday } from '../../lib/clinic-today';

/** Tomorrow at the clinic, yyyy-mm-dd: the form's default and earliest date. */
export function clinicTomorrow(): string {
  return addDays(clinicToday(), 1);
}

export const medicalLabResolver = zodResolver(
  z.object({
    ...labTestBookingFields,
    booking_date: labTestBookingFields.booking_date.refine((ymd) => ymd >= clinicTomorrow(), MESSAGES.labDateTooEarly),
  }),
);
