// A change to one of the doctor's bookings (a patient booked or joined a slot, another screen of the
// clinic accepted or called a token) refreshes the open lists and counts at once; polling stays as the
// fallback.
import { useLiveEvents } from '../../api/live-events';
import { useRefreshQueue } from './queue-queries';

export function useQueueLiveRefresh(): void {
  const refresh = useRefreshQueue();
  useLiveEvents(() => {
    void refresh();
  });
}
