// A record's changes of its sign-in number or e-mail that wait for approval (the desk cannot make them
// alone): each with the new value, who asked and when, and Approve for any other operator; the operator who
// asked is told another must approve. The account can also confirm or stop it from its old number.
import type { DirectoryRecord } from '../../../shared/contract/directory';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { errorText, translateMessage } from '../../lib/server-text';
import { toast } from '../../lib/toasts';
import { StatusChip } from '../../ui/status-chip';
import { useApproveContactChange } from './directory-queries';
import { phoneText } from './password-link';

export function WaitingChanges({ changes }: { changes: DirectoryRecord['waiting_changes'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const approve = useApproveContactChange();
  if (!changes.length) return null;
  const approveOne = async (id: number) => {
    try {
      const { message } = await approve.mutateAsync({ request: { id } });
      toast.success(translateMessage(t, message ?? ''));
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };
  return (
    <section className="dr-waiting" aria-labelledby="dr-waiting-title">
      <h3 id="dr-waiting-title" className="dr-waiting-title">
        <StatusChip tone="progress">{t('operator.directory.waiting.chip')}</StatusChip>
      </h3>
      <ul className="stack-list">
        {changes.map((change) => (
          <li key={change.id} className="dr-waiting-change" data-testid="waiting-change">
            <p>
              {t(`operator.directory.waiting.${change.field}`, {
                value: change.field === 'phone_number' ? phoneText(change.new_value) : change.new_value || '—',
              })}
            </p>
            <p className="field-hint">
              {t('operator.directory.waiting.askedBy', {
                name: change.requested_by_name,
                at: format.dateTime(change.requested_at),
              })}
            </p>
            {change.asked_by_me ? (
              <p className="field-hint">{t('messages.contactChangeOtherOperator')}</p>
            ) : (
              <button
                type="button"
                className="button button-primary"
                disabled={approve.isPending}
                onClick={() => void approveOne(change.id)}
              >
                {approve.isPending ? t('common.pleaseWait') : t('operator.directory.waiting.approve')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="field-hint">{t('operator.directory.waiting.howItEnds')}</p>
    </section>
  );
}
