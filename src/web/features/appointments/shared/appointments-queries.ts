// Query options of the patient's appointments that other features read too: the doctor's profile (the
// doctors' screens and the booking form), today's live status and a day's history (the appointment
// screens and the patient dashboard). Every appointment key starts with 'appointments', so one
// invalidation after a booking refreshes them all. The token slips on the device follow the live status's
// and the history's answers (a cancelled booking drops its slip).
import { queryOptions } from '@tanstack/react-query';
import type { PersonFilter } from '../../../../shared/contract/family-shapes';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { refreshTokenSlips } from '../../waiting-room/shared/token-slips';

export const singleDoctorQuery = (patientId: number, doctorId: number) =>
  queryOptions({
    queryKey: ['appointments', 'doctor', patientId, doctorId],
    queryFn: () => call('get-single-doctor', { patient_id: patientId, doctor_id: doctorId }),
    staleTime: 60_000,
  });

/** A doctor's profile, started with the profile's route (app/areas/patient-area.tsx) before the screen draws. */
export const prefetchSingleDoctor = (patientId: number, doctorId: number) =>
  void queryClient.prefetchQuery(singleDoctorQuery(patientId, doctorId));

/** Today's bookings with their queues: of everyone the patient books for, or of one person. */
export const livePatientBookingStatusQuery = (patientId: number, person: PersonFilter = 'Everyone') =>
  queryOptions({
    queryKey: ['appointments', 'live', patientId, person],
    queryFn: async () => {
      const bookings = await call('get-live-patient-booking-status', { patient_id: patientId, person });
      refreshTokenSlips('live', bookings);
      return bookings;
    },
  });

/** A day's bookings of every kind: of everyone the patient books for, or of one person. */
export const patientHistoryQuery = (patientId: number, date: string, person: PersonFilter = 'Everyone') =>
  queryOptions({
    queryKey: ['appointments', 'history', patientId, date, person],
    queryFn: async () => {
      const bookings = await call('get-patient-history', { patient_id: patientId, date, person });
      refreshTokenSlips('history', bookings);
      return bookings;
    },
  });
