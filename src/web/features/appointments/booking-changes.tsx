// What a patient can still change about a booking, each after a confirmation: cancel a booking whose token
// has not been called in (patient-cancel-booking), or discard a draft left without a slot
// (discard-booking-draft). Both show the server's answer and refresh every appointment screen.
import { Trash2, X } from 'lucide-react';
import { useState } from 'react';
import type { CallMutation } from '../../api/use-call-mutation';
import { errorText, translateMessage } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toasts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useDiscardBookingDraft, usePatientCancelBooking } from './appointments-queries';

type ChangeWrite = CallMutation<'patient-cancel-booking'> | CallMutation<'discard-booking-draft'>;

function useBookingChange(write: ChangeWrite, bookingId: number) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const run = () =>
    write.mutate(
      { request: { booking_id: bookingId } },
      {
        onSuccess: ({ message }) => {
          if (message) toast.success(translateMessage(t, message));
          setAsking(false);
        },
        onError: (error) => toast.error(errorText(t, error)),
      },
    );
  return { asking, busy: write.isPending, ask: () => setAsking(true), close: () => setAsking(false), run };
}

/** Cancel, for a booking with a token not yet called in. */
export function CancelBookingButton({ bookingId, tokenNumber }: { bookingId: number; tokenNumber: number }) {
  const { t } = useTranslation();
  const change = useBookingChange(usePatientCancelBooking(), bookingId);
  return (
    <>
      <button type="button" className="button button-danger-outline button-small" onClick={change.ask}>
        <X size={18} aria-hidden="true" />
        {t('appointments.cancelBooking')}
      </button>
      <ConfirmDialog
        open={change.asking}
        title={t('appointments.cancelTitle')}
        keepLabel={t('appointments.keepBooking')}
        confirmLabel={t('appointments.confirmCancel')}
        busy={change.busy}
        busyLabel={t('common.pleaseWait')}
        onConfirm={change.run}
        onClose={change.close}
      >
        <p>{t('appointments.cancelBody', { number: tokenNumber })}</p>
      </ConfirmDialog>
    </>
  );
}

/** Discard, for a draft (a booking left before choosing a slot). */
export function DiscardDraftButton({ bookingId, name }: { bookingId: number; name: string }) {
  const { t } = useTranslation();
  const change = useBookingChange(useDiscardBookingDraft(), bookingId);
  return (
    <>
      <button type="button" className="button button-danger-outline button-small" onClick={change.ask}>
        <Trash2 size={18} aria-hidden="true" />
        {t('appointments.discard')}
      </button>
      <ConfirmDialog
        open={change.asking}
        title={t('appointments.discardTitle')}
        keepLabel={t('appointments.keepDraft')}
        confirmLabel={t('appointments.confirmDiscard')}
        busy={change.busy}
        busyLabel={t('common.pleaseWait')}
        onConfirm={change.run}
        onClose={change.close}
      >
        <p>{t('appointments.discardBody', { name })}</p>
      </ConfirmDialog>
    </>
  );
}
