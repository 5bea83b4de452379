// Thin handlers of the patient's booking calls.
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { LabHistoryItem, OutsideHistoryItem } from '../../../shared/contract/booking-shapes';
import type { PersonFilter } from '../../../shared/contract/family-shapes';
import type { AuthUser } from '../../platform/sessions';
import type { AppointmentServices } from './services';

/** Another domain's bookings of a patient's day (lab tests, outside doctors), shown in the same history. */
export type HistorySource = (
  user: AuthUser,
  patientId: unknown,
  date: string,
  person: PersonFilter,
) => Promise<(LabHistoryItem | OutsideHistoryItem)[]>;

export function appointmentRoutes(services: AppointmentServices, historySources: HistorySource[]): CallHandlers {
  const { scheduling, bookings } = services;
  return {
    'get-doctor-schedule': async (input) => ({
      result: await scheduling.getDoctorSchedule(input.doctor_id, input.date, input.slot),
    }),
    'add-booking': async (input, ctx) => {
      const result = await bookings.addBooking(userOf(ctx), input, ctx.files.priscription_image);
      // The doctor's follow-up form asks for an old patient's booking (which may come out a free follow-up).
      const followUp = result.type === 'Manual' && input.parchee_type === 'Old';
      return { result, message: followUp ? MESSAGES.followUpAdded : undefined };
    },
    'slot-confirmation': async (input, ctx) => ({ result: await bookings.slotConfirmation(userOf(ctx), input) }),
    'get-booking-fee': async (input, ctx) => ({
      result: await bookings.getBookingFee(userOf(ctx), input.booking_id, input.booking_date),
    }),
    'discard-booking-draft': async (input, ctx) => ({
      result: await bookings.discardBookingDraft(userOf(ctx), input.booking_id),
      message: MESSAGES.draftDiscarded,
    }),
    'patient-cancel-booking': async (input, ctx) => ({
      result: await bookings.patientCancelBooking(userOf(ctx), input.booking_id),
      message: MESSAGES.bookingCancelledByPatient,
    }),
    // A day's history holds every booking of the patient on that day, of any kind.
    'get-patient-history': async (input, ctx) => {
      const user = userOf(ctx);
      const others = await Promise.all(
        historySources.map((source) => source(user, input.patient_id, input.date, input.person)),
      );
      return {
        result: [
          ...(await bookings.getPatientHistory(user, input.patient_id, input.date, input.person)),
          ...others.flat(),
        ],
      };
    },
    'get-live-patient-booking-status': async (input, ctx) => ({
      result: await bookings.getLivePatientBookingStatus(userOf(ctx), input.patient_id, input.person),
    }),
    'get-patient-prescriptions': async (input, ctx) => ({
      result: await bookings.getPatientPrescriptions(userOf(ctx), input.patient_id, input.person),
    }),
    'check-in': async (input, ctx) => ({
      result: await bookings.checkIn(userOf(ctx), input.booking_id, input.code),
    }),
  };
}
