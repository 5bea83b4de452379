// What the visit will cost on the chosen date, said on the slot picker before the patient takes a slot
// (get-booking-fee): a free follow-up of their paid visit (until when, how many free visits left), or the
// fee. Nothing while it is asked, or when it cannot be said (the join itself still says what it cost).
import { useQuery } from '@tanstack/react-query';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { bookingFeeQuery } from './appointments-queries';

export function FeeNote({ bookingId, date }: { bookingId: number; date: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const fee = useQuery(bookingFeeQuery(bookingId, date));
  if (!fee.data) return null;
  const { free_follow_up: free } = fee.data;
  if (free)
    return (
      <div className="fee-note fee-note-free" role="status" data-testid="fee-note">
        <p className="fee-note-title">{t('appointments.feeNote.free')}</p>
        <p>
          {t('appointments.feeNote.freeWhy', {
            date: format.date(free.paid_visit_date),
            until: format.date(free.until),
          })}
        </p>
        {free.visits_left > 1 && <p>{t('appointments.feeNote.visitsLeft', { count: free.visits_left })}</p>}
      </div>
    );
  return (
    <p className="fee-note" role="status" data-testid="fee-note">
      {fee.data.fee === 0 ? t('appointments.feeNote.noFee') : t('appointments.feeNote.fee', { amount: fee.data.fee })}
    </p>
  );
}
