// The row actions of the doctor's lists: accept or cancel a pending booking, call a token in or out, skip
// a patient who is not there when called, call a skipped or missed one back in (what each state allows:
// shared/visit-rules.ts), and mark a patient arrived at the desk (or take a mistaken mark back).
// Each shows the server's answer and refreshes every list and count.
import { useState } from 'react';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { errorText, translateMessage } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toasts';
import { useBookingConfirmation, useMarkArrived, useUpdateLiveBooking } from './queue-queries';

export type BookingAction =
  | { kind: 'status'; status: 'Approved' | 'Cancelled' }
  | { kind: 'token'; token: 'Live' | 'Done' | 'Skipped' }
  | { kind: 'arrival'; arrived: boolean };

export function useBookingActions() {
  const { t } = useTranslation();
  const confirm = useBookingConfirmation();
  const callToken = useUpdateLiveBooking();
  const markArrived = useMarkArrived();
  const [busyId, setBusyId] = useState<number | null>(null);

  const send = (booking: BookingView, action: BookingAction) => {
    switch (action.kind) {
      case 'status':
        return confirm.mutateAsync({ request: { booking_id: booking.id, status: action.status } });
      case 'token':
        return callToken.mutateAsync({ request: { booking_id: booking.id, token: action.token } });
      case 'arrival':
        return markArrived.mutateAsync({ request: { booking_id: booking.id, arrived: action.arrived } });
    }
  };

  function doneText(booking: BookingView, action: BookingAction): string {
    const number = booking.booking_number ?? '';
    switch (action.kind) {
      case 'status':
        return t(action.status === 'Approved' ? 'queue.accepted' : 'queue.cancelled', { name: booking.name });
      case 'token':
        return tokenMoved(booking, action.token);
      case 'arrival':
        return t(action.arrived ? 'floor.markedArrived' : 'floor.markedNotArrived', { number });
    }
  }

  async function run(booking: BookingView, action: BookingAction) {
    setBusyId(booking.id);
    try {
      const answer = await send(booking, action);
      toast.success(answer.message ? translateMessage(t, answer.message) : doneText(booking, action));
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
    return t(booking.token === 'Pending' ? 'queue.calledIn' : 'queue.recalledToast', { number });
  }

  return { run, busyId };
}
