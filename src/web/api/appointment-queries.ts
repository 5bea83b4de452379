// Query options of the patient's appointments that several features read: the doctor's profile (the
// doctors' screens and the booking form), today's live status and a day's history (the appointment
// screens and the patient dashboard). Every appointment key starts with 'appointments', so one
// invalidation after a booking refreshes them all; token-slips.ts follows the live and history answers.
import { queryOptions } from '@tanstack/react-query';
import type { PersonFilter } from '../../shared/contract/family-shapes';
import { call } from './client';

export const singleDoctorQuery = (patientId: number, doctorId: number) =>
  queryOptions({
    queryKey: ['appointments', 'doctor', patientId, doctorId],
    queryFn: () => call('get-single-doctor', { patient_id: patientId, doctor_id: doctorId }),
    staleTime: 60_000,
  });

/** Today's bookings with their queues: of everyone the patient books for, or of one person. */
export const liveStatusQuery = (patientId: number, person: PersonFilter = 'Everyone') =>
  queryOptions({
    queryKey: ['appointments', 'live', patientId, person],
    queryFn: () => call('get-live-patient-booking-status', { patient_id: patientId, person }),
  });

/** A day's bookings of every kind: of everyone the patient books for, or of one person. */
export const historyQuery = (patientId: number, date: string, person: PersonFilter = 'Everyone') =>
  queryOptions({
    queryKey: ['appointments', 'history', patientId, date, person],
    queryFn: () => call('get-patient-history', { patient_id: patientId, date, person }),
  });
