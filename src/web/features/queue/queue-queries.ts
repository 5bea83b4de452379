// The doctor's lists and counts as TanStack queries, and the writes that change them. They refresh by
// polling (first after TIMING.firstRefreshMs, then every TIMING.refreshIntervalMs), at
// once on a live event, and after every write of the queue.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMING } from '../../../shared/constants';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { call } from '../../api/client';
import { useCallMutation } from '../../api/use-call-mutation';
import { LABS_KEY } from '../labs/shared/labs-queries';

/** Polling: the first refresh after firstRefreshMs, the following ones every refreshIntervalMs. */
export function pollInterval(query: { state: { dataUpdateCount: number } }): number {
  return query.state.dataUpdateCount <= 1 ? TIMING.firstRefreshMs : TIMING.refreshIntervalMs;
}

const polled = { refetchInterval: pollInterval, refetchIntervalInBackground: false } as const;

/** Every query of the doctor's queue starts with this key, so one invalidation refreshes them all. */
export const QUEUE_KEY = 'queue';

export const dashboardBookingCountQuery = (doctorId: number) =>
  queryOptions({
    queryKey: [QUEUE_KEY, doctorId, 'counts'],
    queryFn: () => call('get-dashboard-booking-count', { doctor_id: doctorId }),
    ...polled,
  });

export const activeBookingQuery = (doctorId: number) =>
  queryOptions({
    queryKey: [QUEUE_KEY, doctorId, 'today'],
    queryFn: () => call('get-active-booking', { doctor_id: doctorId }),
    ...polled,
  });

export const pendingBookingQuery = (doctorId: number) =>
  queryOptions({
    queryKey: [QUEUE_KEY, doctorId, 'tomorrow'],
    queryFn: () => call('get-pending-booking', { doctor_id: doctorId }),
    ...polled,
  });

export const futureBookingsQuery = (doctorId: number) =>
  queryOptions({
    queryKey: [QUEUE_KEY, doctorId, 'future'],
    queryFn: () => call('get-future-bookings', { doctor_id: doctorId }),
    ...polled,
  });

export const allBookingQuery = (doctorId: number, date: string) =>
  queryOptions({
    queryKey: [QUEUE_KEY, doctorId, 'day', date],
    queryFn: () => call('get-all-booking', { doctor_id: doctorId, date, type: 'Doctor' }),
    ...polled,
  });

/** A day of the doctor's clinic in numbers; under the queue's key, so every change of the day refreshes it. */
export const clinicDayStatsQuery = (doctorId: number, date: string) =>
  queryOptions({
    queryKey: [QUEUE_KEY, doctorId, 'clinic-day', date],
    queryFn: () => call('get-clinic-day-stats', { doctor_id: doctorId, date }),
    ...polled,
  });

/**
 * A booking handed over in navigation state, as its day's list has it now (refreshed by live events and
 * polling): the one handed over until the list answers, or when the list no longer holds it.
 */
export function useBookingNow(booking: BookingView): BookingView {
  const day = useQuery({
    ...allBookingQuery(booking.doctor_id, booking.booking_date ?? ''),
    enabled: booking.booking_date !== null,
  });
  return (
    Object.values(day.data ?? {})
      .flat()
      .find((b) => b.id === booking.id) ?? booking
  );
}

/** The doctor's running-late notices of a day (one per slot that has one). */
export const queueDelaysQuery = (doctorId: number, date: string) =>
  queryOptions({
    queryKey: [QUEUE_KEY, doctorId, 'delays', date],
    queryFn: () => call('get-queue-delays', { doctor_id: doctorId, booking_date: date }),
  });

/** A day's slots of the doctor with their places, for placing a booking in one (the slot join). */
export const doctorScheduleQuery = (doctorId: number, date: string) =>
  queryOptions({
    queryKey: ['doctor-schedule', doctorId, date],
    queryFn: () => call('get-doctor-schedule', { doctor_id: doctorId, date, slot: '' }),
  });

export const doctorSlotsQuery = (doctorId: number) =>
  queryOptions({
    queryKey: ['doctor-slots', doctorId],
    queryFn: () => call('get-doctor-slots', { doctors_id: doctorId }),
    staleTime: 5 * 60 * 1000,
  });

export function useDoctorSlots(doctorId: number | null) {
  return useQuery({ ...doctorSlotsQuery(doctorId ?? 0), enabled: doctorId !== null });
}

/** Refreshes every list and count of the doctor's queue (after a change made here or elsewhere). */
export function useRefreshQueue() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [QUEUE_KEY] });
}

// Every write below changes the doctor's lists and counts.
const changesQueue = { invalidates: [[QUEUE_KEY]] };

/** A walk-in or follow-up booking added by the doctor (or its hospital). */
export const useAddBookingByDoctor = () => useCallMutation('add-booking', changesQueue);

/** A booking moved to another day. */
export const useUpdateBooking = () => useCallMutation('update-booking', changesQueue);

/** Accept or cancel a pending booking. */
export const useBookingConfirmation = () => useCallMutation('booking-confirmation', changesQueue);

/** Call a token in or out, skip it, or call a skipped one back. */
export const useUpdateLiveBooking = () => useCallMutation('update-live-booking', changesQueue);

/** Post or clear a slot's running-late notice (the day's notices are read under the queue's key too). */
export const useSetQueueDelay = () => useCallMutation('set-queue-delay', changesQueue);

/** A booking placed in a slot from the doctor's side. */
export const useSlotConfirmationByDoctor = () => useCallMutation('slot-confirmation', changesQueue);

/** A visit's fee recorded by the desk (cash, UPI or free). */
export const useRecordPayment = () => useCallMutation('record-payment', changesQueue);

/** The prescription picture of a booking (the call's name keeps the wire's spelling). */
export const useAddPriscriptionImage = () => useCallMutation('add-priscription-image', changesQueue);

/** The desk marks a patient arrived, or takes the mark back. */
export const useMarkArrived = () => useCallMutation('mark-arrived', changesQueue);

/** "Call next": the token in is done and the next arrived token is called in. */
export const useCallNext = () => useCallMutation('call-next', changesQueue);

/** The desk's priority of a booking. */
export const useSetTokenPriority = () => useCallMutation('set-token-priority', changesQueue);

/** The doctor's own lab booked for a row's patient: the row and the lab's lists change. */
export const useAddHospitalLabTestBooking = () =>
  useCallMutation('add-hospital-lab-test-booking', { invalidates: [[QUEUE_KEY], [LABS_KEY]] });
