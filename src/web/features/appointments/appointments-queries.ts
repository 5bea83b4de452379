// Query options only the appointment screens use (the slot picker's schedule and fee, the prescriptions) and the
// patient's booking writes. Keys start with 'appointments' (shared/appointments-queries.ts has those other
// features read too), so a write that changes a booking reloads every appointment screen.
import { queryOptions } from '@tanstack/react-query';
import type { PersonFilter } from '../../../shared/contract/family-shapes';
import { call } from '../../api/client';
import { useCallMutation } from '../../api/use-call-mutation';

export const doctorScheduleQuery = (doctorId: number, date: string) =>
  queryOptions({
    queryKey: ['appointments', 'schedule', doctorId, date],
    queryFn: () => call('get-doctor-schedule', { doctor_id: doctorId, date, slot: undefined }),
  });

/** What the draft would cost on a date (a free follow-up or the fee), said before the join. */
export const bookingFeeQuery = (bookingId: number, date: string) =>
  queryOptions({
    queryKey: ['appointments', 'booking-fee', bookingId, date],
    queryFn: () => call('get-booking-fee', { booking_id: bookingId, booking_date: date }),
    // Once joined, the booking has its fee: asking again is 409, and there is nothing left to say.
    retry: false,
  });

export const patientPrescriptionsQuery = (patientId: number, person: PersonFilter = 'Everyone') =>
  queryOptions({
    queryKey: ['appointments', 'prescriptions', patientId, person],
    queryFn: () => call('get-patient-prescriptions', { patient_id: patientId, person }),
  });

/** The appointment form: a draft booking (no slot yet); the prescriptions list shows its photo. */
export const useAddBookingDraft = () =>
  useCallMutation('add-booking', { invalidates: [['appointments', 'prescriptions']] });

/**
 * The slot picker's Join: the booking gets its slot and token; every appointment screen changes. The token
 * shows as soon as it is given: the lists refresh behind the confirmation.
 */
export const useSlotConfirmation = () =>
  useCallMutation('slot-confirmation', { invalidates: [['appointments']], answerBeforeRefresh: true });

/** Cancel a booking whose token has not been called in: every appointment screen changes. */
export const usePatientCancelBooking = () =>
  useCallMutation('patient-cancel-booking', { invalidates: [['appointments']] });

/** Discard a draft left without a slot: every appointment screen changes. */
export const useDiscardBookingDraft = () =>
  useCallMutation('discard-booking-draft', { invalidates: [['appointments']] });

/** The patient checks in at the clinic: the live queue and every appointment screen change. */
export const useCheckIn = () => useCallMutation('check-in', { invalidates: [['appointments']] });
