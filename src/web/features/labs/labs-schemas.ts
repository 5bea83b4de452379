// The patient's lab test form check: the contract's labTestBookingFields (the server's own messages) and
// whom the tests are for, plus the form's minimum date, tomorrow at the clinic.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PATIENT_TYPES } from '../../../shared/constants';
import { familyMemberId } from '../../../shared/contract/family-shapes';
import { oneOf } from '../../../shared/contract/fields';
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
    patient_type: oneOf(PATIENT_TYPES),
    family_member_id: familyMemberId(),
    booking_date: labTestBookingFields.booking_date.refine((ymd) => ymd >= clinicTomorrow(), MESSAGES.labDateTooEarly),
  }),
);
