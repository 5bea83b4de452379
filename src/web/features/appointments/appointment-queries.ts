// Query options of the patient's appointment screens. Keys start with 'appointments' so one invalidation
// refreshes them all after a booking.
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';

export const doctorListQuery = (patientId: number, city: string, categoryId?: number) =>
  queryOptions({
    queryKey: ['appointments', 'doctors', patientId, city, categoryId ?? null],
    queryFn: () => call('get-all-doctors', { patient_id: patientId, city, ...(categoryId ? { category_id: categoryId } : {}) }),
    staleTime: 60_000,
  });

export const singleDoctorQuery = (patientId: number, doctorId: number) =>
  queryOptions({
    queryKey: ['appointments', 'doctor', patientId, doctorId],
    queryFn: () => call('get-single-doctor', { patient_id: patientId, doctor_id: doctorId }),
    staleTime: 60_000,
  });

export const scheduleQuery = (doctorId: number, date: string) =>
  queryOptions({
    queryKey: ['appointments', 'schedule', doctorId, date],
    queryFn: () => call('get-doctor-schedule', { doctor_id: doctorId, date, slot: undefined }),
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

export const prescriptionsQuery = (patientId: number) =>
  queryOptions({
    queryKey: ['appointments', 'prescriptions', patientId],
    queryFn: () => call('get-patient-prescriptions', { patient_id: patientId }),
  });

/** A positive integer from a query parameter or navigation state, or null. */
export function positiveId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** A fresh Idempotency-Key (crypto.randomUUID needs a secure context; plain-http LAN use falls back). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
