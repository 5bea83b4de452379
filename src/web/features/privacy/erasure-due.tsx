// A waiting erasure shown first (decision 0093): when a patient whose account is to be erased signs in, or
// opens the app, the patient's shell shows this before any screen: when the account will be erased, "Keep my
// account" (cancel-erasure) and "Go on" (it stays waiting). Answered once per sign-in: the app remembers the
// answer until the user changes (a logout, another sign-in), and the request made on /delete-account counts
// as answered.
import { useReducer } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { SessionUser } from '../../../shared/contract/users';
import { onCurrentUserChange } from '../../api/current-user';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { errorText, translateMessage } from '../../lib/server-text';
import { toast } from '../../lib/toasts';
import { FormNotice } from '../../ui/form-field';
import { useCancelErasure } from './privacy-queries';
import './privacy.css';

/** The waiting erasures answered since the user last changed: "<user id> <erasure time>". */
const answered = new Set<string>();
let answeredFor: number | null = null;
onCurrentUserChange(({ user }) => {
  if ((user?.id ?? null) === answeredFor) return;
  answered.clear();
  answeredFor = user?.id ?? null;
});

const keyOf = (userId: number, eraseAt: string) => `${userId} ${eraseAt}`;

/** The patient asked for this erasure here, now: it is not asked about again. */
export function markErasureAnswered(userId: number, eraseAt: string): void {
  answeredFor = userId;
  answered.add(keyOf(userId, eraseAt));
}

/** Whether the signed-in patient's waiting erasure is still to be shown, and the way past it. */
export function useErasureDue(user: SessionUser | null): { due: boolean; goOn: () => void } {
  const [, shown] = useReducer((count: number) => count + 1, 0);
  const eraseAt = user?.erasure_at ?? null;
  const due = user !== null && eraseAt !== null && !answered.has(keyOf(user.id, eraseAt));
  return {
    due,
    goOn: () => {
      if (user && eraseAt) markErasureAnswered(user.id, eraseAt);
      shown();
    },
  };
}

/** "Keep my account": the waiting erasure dropped, said in a toast; a failure to show beside the button. */
export function useKeepAccount(patientId: number) {
  const { t } = useTranslation();
  const cancel = useCancelErasure();
  // Said once the answer comes, though the screen asking is gone by then (the erasure it showed is).
  const keep = () =>
    void cancel.mutateAsync({ request: { patient_id: patientId } }).then(
      ({ message }) => toast.success(message ? translateMessage(t, message) : t('messages.erasureCancelled')),
      () => undefined,
    );
  return { keep, busy: cancel.isPending, failure: cancel.isError ? errorText(t, cancel.error) : null };
}

export function ErasureDueNotice({ user, onGoOn }: { user: SessionUser; onGoOn: () => void }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const { keep, busy, failure } = useKeepAccount(user.id);
  return (
    <section className="card erasure-due" aria-labelledby="erasure-due-title">
      <ShieldAlert size={40} aria-hidden="true" className="erasure-due-icon" />
      <h2 className="card-title" id="erasure-due-title">
        {t('erasure.waitingTitle')}
      </h2>
      <p>{t('erasure.dueBody', { when: user.erasure_at ? dateTime(user.erasure_at) : '' })}</p>
      {failure && <FormNotice tone="error">{failure}</FormNotice>}
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={keep} disabled={busy}>
          {busy ? t('common.pleaseWait') : t('erasure.keep')}
        </button>
        <button type="button" className="button button-secondary" onClick={onGoOn} disabled={busy}>
          {t('erasure.goOn')}
        </button>
      </div>
    </section>
  );
}
