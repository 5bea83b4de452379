// The doctor's lists and counts as TanStack queries. They refresh by polling (part 1 section 4: first
// after TIMING.firstRefreshMs, then every TIMING.refreshIntervalMs) and at once on a live event.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMING } from '../../../shared/constants';
import { call } from '../../api/client';

/** Polling: the first refresh after firstRefreshMs, the following ones every refreshIntervalMs. */
export function pollInterval(query: { state: { dataUpdateCount: number } }): number {
  return query.state.dataUpdateCount <= 1 ? TIMING.firstRefreshMs : TIMING.refreshIntervalMs;
}

const polled = { refetchInterval: pollInterval, refetchIntervalInBackground: false } as const;

/** Every query of the doctor's queue starts with this key, so one invalidation refreshes them all. */
export const QUEUE_KEY = 'queue';

export const countsQuery = (doctorId: number) =>
  queryOptions({
    queryKey: [QUEUE_KEY, doctorId, 'counts'],
    queryFn: () => call('get-dashboard-booking-count', { doctor_id: doctorId }),
    ...polled,
  });

export const todayQuery = (doctorId: number) =>
  queryOptions({
    queryKey: [QUEUE_KEY, doctorId, 'today'],
    queryFn: () => call('get-active-booking', { doctor_id: doctorId }),
    ...polled,
  });

export const tomorrowQuery = (doctorId: number) =>
  queryOptions({
    queryKey: [QUEUE_KEY, doctorId, 'tomorrow'],
    queryFn: () => call('get-pending-booking', { doctor_id: doctorId }),
    ...polled,
  });

export const futureQuery = (doctorId: number) =>
  queryOptions({
    queryKey: [QUEUE_KEY, doctorId, 'future'],
    queryFn: () => call('get-future-bookings', { doctor_id: doctorId }),
    ...polled,
  });

export const dayQuery = (doctorId: number, date: string) =>
  queryOptions({
    queryKey: [QUEUE_KEY, doctorId, 'day', date],
    queryFn: () => call('get-all-booking', { doctor_id: doctorId, date, type: 'Doctor' }),
    ...polled,
  });

/** The doctor's running-late notices of a day (one per slot that has one). */
export const delaysQuery = (doctorId: number, date: string) =>
  queryOptions({
    queryKey: [QUEUE_KEY, doctorId, 'delays', date],
    queryFn: () => call('get-queue-delays', { doctor_id: doctorId, booking_date: date }),
  });

export const slotsQuery = (doctorId: number) =>
  queryOptions({
    queryKey: ['doctor-slots', doctorId],
    queryFn: () => call('get-doctor-slots', { doctors_id: doctorId }),
    staleTime: 5 * 60 * 1000,
  });

export function useDoctorSlots(doctorId: number | null) {
  return useQuery({ ...slotsQuery(doctorId ?? 0), enabled: doctorId !== null });
}

/** Refreshes every list and count of the doctor's queue (after a change made here or elsewhere). */
export function useRefreshQueue() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [QUEUE_KEY] });
}
