// The row actions of the doctor's lists: accept or cancel a pending booking, call a token in or out, skip
// a patient who is not there when called, and call a skipped one back in (what each state allows:
// shared/visit-rules.ts).
// Each shows the server's answer and refreshes every list and count.
import { useState } from 'react';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { errorText, translateMessage } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toasts';
import { useConfirmBooking, useUpdateLiveBooking } from './queue-queries';

export type BookingAction =
  | { kind: 'status'; status: 'Approved' | 'Cancelled' }
  | { kind: 'token'; token: 'Live' | 'Done' | 'Skipped' };

export function useBookingActions() {
  const { t } = useTranslation();
  const confirm = useConfirmBooking();
  const callToken = useUpdateLiveBooking();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function run(booking: BookingView, action: BookingAction) {
    setBusyId(booking.id);
    try {
      const answer =
        action.kind === 'status'
          ? await confirm.mutateAsync({ request: { booking_id: booking.id, status: action.status } })
          : await callToken.mutateAsync({ request: { booking_id: booking.id, token: action.token } });
      const done = action.kind === 'status' ? t(action.status === 'Approved' ? 'queue.accepted' : 'queue.cancelled', { name: booking.name }) : tokenMoved(booking, action.token);
      toast.success(answer.message ? translateMessage(t, answer.message) : done);
    } catch (error) {
      toast.error(errorText(t, error));
    } finally {
      setBusyId(null);
    }
  }

  function tokenMoved(booking: BookingView, token: 'Live' | 'Done' | 'Skipped'): string {
    const number = booking.booking_number ?? '';
    if (token === 'Skipped') return t('queue.skippedToast', { number });
    if (token === 'Done') return t('visit.over', { number });
    return t(booking.token === 'Skipped' ? 'queue.recalledToast' : 'queue.calledIn', { number });
  }

  return { run, busyId };
}
