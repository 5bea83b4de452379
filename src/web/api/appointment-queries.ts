// Query options of the patient's appointments that several features read: the doctor's profile (the
// doctors' screens and the booking form), today's live status and a day's history (the appointment
// screens and the patient dashboard). Every appointment key starts with 'appointments', so one
// invalidation after a booking refreshes them all; token-slips.ts follows the live and history answers.
import { queryOptions } from '@tanstack/react-query';
import { call } from './client';

export const singleDoctorQuery = (patientId: number, doctorId: number) =>
  queryOptions({
    queryKey: ['appointments', 'doctor', patientId, doctorId],
    queryFn: () => call('get-single-doctor', { patient_id: patientId, doctor_id: doctorId }),
    staleTime: 60_000,
  });

export const liveStatusQuery = (patientId: number) =>
  queryOptions({
    queryKey: ['appointments', 'live', patientId],
    queryFn: () => call('get-live-patient-booking-status', { patient_id: patientId }),
  });

export const historyQuery = (patientId: number, date: string) =>
  queryOptions({
    queryKey: ['appointments', 'history', patientId, date],
    queryFn: () => call('get-patient-history', { patient_id: patientId, date }),
  });
