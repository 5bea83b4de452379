// The labs screens' queries. Every key starts with 'labs', so one invalidation (a live lab event, a
// refresh button) reloads them all. The lab dashboard counts poll (TIMING).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { TIMING } from '../../../shared/constants';
import type { PersonFilter } from '../../../shared/contract/family-shapes';
import type { LabBookingView } from '../../../shared/contract/labs';
import { call } from '../../api/client';
import { useLiveRefreshOf } from '../../api/live-events';
import { useCallMutation } from '../../api/use-call-mutation';
import { LABS_KEY } from './shared/labs-queries';

/** Polling: the first refresh after firstRefreshMs, the following ones every refreshIntervalMs. */
function labPollInterval(query: { state: { dataUpdateCount: number } }): number {
  return query.state.dataUpdateCount <= 1 ? TIMING.firstRefreshMs : TIMING.refreshIntervalMs;
}

export const labDashboardBookingCountQuery = (labId: number) =>
  queryOptions({
    queryKey: [LABS_KEY, 'counts', labId],
    queryFn: () => call('get-lab-dashboard-booking-count', { lab_id: labId }),
    refetchInterval: labPollInterval,
    refetchIntervalInBackground: false,
  });

/** Today's lab bookings, or another day's (yyyy-mm-dd): /lab-today-booking?day=tomorrow. */
export const labBookingQuery = (labId: number, date?: string) =>
  queryOptions({
    queryKey: [LABS_KEY, 'bookings', labId, date ?? 'today'],
    queryFn: () => call('get-lab-booking', date ? { lab_id: labId, date } : { lab_id: labId }),
  });

export const patientLabReportsQuery = (patientId: number, person: PersonFilter) =>
  queryOptions({
    queryKey: [LABS_KEY, 'patient', patientId, person],
    queryFn: () => call('get-patient-lab-reports', { patient_id: patientId, person }),
  });

export const doctorLabReportsQuery = (doctorId: number) =>
  queryOptions({
    queryKey: [LABS_KEY, 'doctor', doctorId],
    queryFn: () => call('get-doctor-lab-reports', { doctor_id: doctorId }),
  });

/** The patient's lab test booking: every labs list may show it. */
export const useAddLabTestBooking = () => useCallMutation('add-lab-test-booking', { invalidates: [[LABS_KEY]] });

/** The lab's chosen tests for a booking; the answer is the booking, which the page stores at once. */
export const useSaveLabTest = () => useCallMutation('save-lab-test');

/** A lab booking's state or one test's state, picked on /lab-today-booking; the answer is the booking. */
export const useUpdateLabBookingStatus = () => useCallMutation('update-lab-booking-status');
export const useUpdateLabTestStatus = () => useCallMutation('update-lab-test-status');

/** A test's report (PDF or image); the answer is the booking. */
export const useAddTestReport = () => useCallMutation('add-test-report');

/** Puts a booking the server just answered into the lab's list, so the screen shows it at once. */
export function useStoreLabBooking() {
  const client = useQueryClient();
  return (labId: number, booking: LabBookingView) => {
    // Every day's list of the lab: the booking is in one of them.
    client.setQueriesData<LabBookingView[]>({ queryKey: [LABS_KEY, 'bookings', labId] }, (list) =>
      list?.map((item) => (item.id === booking.id ? booking : item)),
    );
  };
}

/**
 * A lab event (new booking, status change, new report), or a stream just (re)opened, reloads the open labs lists at
 * once.
 */
export function useLabLiveRefresh(): void {
  // The patient's history of a day lists lab bookings too.
  useLiveRefreshOf('lab', [[LABS_KEY], ['appointments', 'history']]);
}
