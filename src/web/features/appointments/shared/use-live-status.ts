// The signed-in patient's bookings of today with their queues (get-live-patient-booking-status), kept
// fresh: at once on every live event (a call in or out, a skip, a delay), and by polling (TIMING) as the
// fallback. /patient-live and the patient dashboard (of everyone, or of the person it is narrowed to) show it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMING } from '../../../../shared/constants';
import type { PersonFilter } from '../../../../shared/contract/family-shapes';
import { useRefresh } from '../../../lib/use-refresh';
import { livePatientBookingStatusQuery } from './appointments-queries';
import { useLiveEvents } from '../../../api/live-events';
import { useSignedInUser } from '../../../api/query-client';

export function useLiveStatus(person: PersonFilter = 'Everyone') {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const options = livePatientBookingStatusQuery(user?.id ?? 0, person);
  const live = useQuery({ ...options, enabled: !!user });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: options.queryKey });
  useLiveEvents(refresh, !!user);
  useRefresh(refresh, TIMING.firstRefreshMs, TIMING.refreshIntervalMs, !!user);
  return live;
}
