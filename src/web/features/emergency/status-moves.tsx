// The call centre's next step on one request: an optional note (the patient and the hospital see it) and a
// button for each status the request may move to from where it stands (EMERGENCY_NEXT_STATUSES). The card
// shows the answer at once, with a toast naming the patient and the new status; a refusal (another operator
// moved it first: 409) shows the server's words under the buttons, and the list reloads. Cancelling asks
// first: the patient is told at once, and nothing moves out of Cancelled.
import { useRef, useState } from 'react';
import { EMERGENCY_NEXT_STATUSES, type EmergencyStatus } from '../../../shared/constants';
import type { EmergencyRequest } from '../../../shared/contract/emergency';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toasts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { NoticeLine, TextField } from '../../ui/form-field';
import { useUpdateEmergencyStatus } from './emergency-queries';
import { statusNoteResolver } from './emergency-schemas';

type Move = Exclude<EmergencyStatus, 'Pending'>;
/** Nothing moves back to Pending: the statuses a button can name. */
const isMove = (status: EmergencyStatus): status is Move => status !== 'Pending';

export function StatusMoves({ request }: { request: EmergencyRequest }) {
  const { t } = useTranslation();
  const moves = EMERGENCY_NEXT_STATUSES[request.status].filter(isMove);
  // The button pressed: the form has one note field and a button per status.
  const chosen = useRef<Move | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useUpdateEmergencyStatus(), {
    resolver: statusNoteResolver,
    defaultValues: { note: '' },
    request: ({ note }) => (chosen.current ? { id: request.id, status: chosen.current, note } : null),
    onSuccess: ({ result }, { form: noteForm }) => {
      setConfirmingCancel(false);
      noteForm.reset({ note: '' });
      toast.success(
        t('operator.moved', { name: result.name, status: t(`patientCare.emergencyStatuses.${result.status}`) }),
      );
    },
    onFailure: () => {
      // The notice under the buttons says why; the dialog would hide it.
      setConfirmingCancel(false);
      return false;
    },
  });
  const submitAs = (status: Move) => {
    chosen.current = status;
    void onSubmit();
  };
  const titleId = `ed-moves-${request.id}`;
  return (
    <>
      {moves.length > 0 && (
        <form
          className="form desk-form"
          noValidate
          aria-busy={submitting}
          aria-labelledby={titleId}
          onSubmit={(event) => event.preventDefault()}
        >
          <h4 id={titleId} className="desk-form-title">
            {t('operator.nextStep')}
          </h4>
          <TextField label={t('operator.noteLabel')} error={errorOf('note')} {...form.register('note')} />
          <div className="ed-move-buttons">
            {moves.map((status) => (
              <button
                key={status}
                type="button"
                className={status === 'Cancelled' ? 'button button-danger-outline' : 'button button-primary'}
                disabled={submitting}
                onClick={() => (status === 'Cancelled' ? setConfirmingCancel(true) : submitAs(status))}
              >
                {t(`operator.moves.${status}`)}
              </button>
            ))}
          </div>
        </form>
      )}
      <NoticeLine notice={notice} />
      <ConfirmDialog
        open={confirmingCancel}
        title={t('operator.confirmCancel.title')}
        keepLabel={t('operator.confirmCancel.keep')}
        confirmLabel={t('operator.moves.Cancelled')}
        busy={submitting}
        busyLabel={t('common.pleaseWait')}
        onConfirm={() => submitAs('Cancelled')}
        onClose={() => setConfirmingCancel(false)}
      >
        <p>{t('operator.confirmCancel.body', { name: request.name })}</p>
      </ConfirmDialog>
    </>
  );
}
