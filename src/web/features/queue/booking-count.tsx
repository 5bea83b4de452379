// The count above a list of bookings, as the dashboard counts a day (countsInDay, shared/visit-rules.ts):
// the bookings not cancelled, and the cancelled ones apart when there are any.
import type { BookingStatus } from '../../../shared/constants';
import { countsInDay } from '../../../shared/visit-rules';
import { useTranslation } from '../../lib/i18n';

export function BookingCount({ bookings }: { bookings: readonly { status: BookingStatus }[] }) {
  const { t } = useTranslation();
  const counted = bookings.filter(countsInDay).length;
  const cancelled = bookings.length - counted;
  return (
    <>
      {t('queue.bookingCount', { count: counted })}
      {cancelled > 0 && ` · ${t('queue.cancelledCount', { count: cancelled })}`}
    </>
  );
}
