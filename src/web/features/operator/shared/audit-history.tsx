// A record's history for the call centre (get-audit-log): the History button on a desk card opens a dialog
// with who did what to the record and when, newest first, fetched afresh each time it opens (the desk has
// just changed it, perhaps). A change of status is written `emergency-status:Pending->Called` (or just the
// new status, then details: `delivery-status:Accepted, amount 250`) in the log; it reads "Pending →
// Called" in the reader's words, each detail as the desk words it; the actions the desk's records know
// (placed, picture opened, a directory record added or changed, a password link sent) read as words too, any
// other as the log has it. The emergency, delivery and directory desks show it.
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { ROLES } from '../../../../shared/constants';
import type { ResultOf } from '../../../../shared/contract/catalogue';
import { useFormat } from '../../../lib/format';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { isOneOf, wireText } from '../../../lib/wire-text';
import { EmptyState, RetryNotice } from '../../../ui/error-notice';
import { Loader } from '../../../ui/loader';
import { Modal } from '../../../ui/modal';
import { auditLogQuery, type AuditRecordType } from '../operator-queries';
import { StatusChip } from '../../../ui/status-chip';

type AuditEntry = ResultOf<'get-audit-log'>[number];

/** How a kind of record's changes read: its statuses, and the details a change may carry. */
export interface ChangeWords {
  status: (status: string) => string;
  detail?: (detail: string) => string;
}

/** `<kind>-status:[<from>->]<to>[, <detail>]...`, the log's change of status. */
const STATUS_CHANGE = /^[\w-]+-status:(?:(\w+)->)?(\w+)((?:, [^,]+)*)$/;

/** The actions of an emergency request, an order or a directory record (its account) besides changes of status. */
const KNOWN_ACTIONS = [
  'add-emergency-request',
  'add-ambulance-request',
  'add-medical-delivery',
  'read-file',
  'directory-add',
  'directory-edit',
  'send-password-link',
  'ask-contact-change:phone_number',
  'ask-contact-change:email',
  'approve-contact-change:phone_number',
  'approve-contact-change:email',
  'confirm-contact-change',
  'stop-contact-change',
  'change-sign-in-number',
] as const;

/** `directory-add:doctor`: the directory's add or edit, whatever the record's kind. */
const DIRECTORY_ACTION = /^(directory-(?:add|edit)):[\w-]+$/;

/** A log entry's action as read: a change of status in the record's words, a known action's words, else as written. */
export function actionText(t: TFunction, action: string, words: ChangeWords): string {
  const change = STATUS_CHANGE.exec(action);
  if (!change) {
    const name = DIRECTORY_ACTION.exec(action)?.[1] ?? action;
    return isOneOf(KNOWN_ACTIONS, name) ? t(`operator.history.actions.${name}`) : action;
  }
  const [, from, to, details = ''] = change;
  const moved = from ? `${words.status(from)} → ${words.status(to!)}` : words.status(to!);
  const detailText = words.detail ?? ((detail: string) => detail);
  return [moved, ...details.split(', ').filter(Boolean).map(detailText)].join(', ');
}

function whoText(t: TFunction, entry: AuditEntry): string {
  const name = entry.user_name || t('operator.history.nobody');
  if (!entry.role) return name;
  return `${name} (${wireText(t, entry.role, ROLES, (role) => `operator.history.roles.${role}`)})`;
}

function Entries({
  recordType,
  recordId,
  words,
}: {
  recordType: AuditRecordType;
  recordId: number;
  words: ChangeWords;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  // Mounted when the dialog opens: each opening asks again.
  const log = useQuery({ ...auditLogQuery(recordType, recordId), refetchOnMount: 'always' });
  if (log.isPending) return <Loader />;
  if (!log.data) return <RetryNotice error={log.error} onRetry={() => void log.refetch()} />;
  if (log.data.length === 0) return <EmptyState title={t('operator.history.empty')} />;
  return (
    <ol className="history-list">
      {log.data.map((entry) => {
        const refused = entry.outcome !== 'ok';
        return (
          <li key={entry.id} className="history-entry" data-testid="history-entry">
            <p className="history-action">{actionText(t, entry.action, words)}</p>
            <p className="history-meta">
              <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
              <span>{whoText(t, entry)}</span>
            </p>
            <StatusChip tone={refused ? 'danger' : 'success'}>
              {refused ? t('operator.history.refused') : t('operator.history.ok')}
            </StatusChip>
          </li>
        );
      })}
    </ol>
  );
}

interface HistoryButtonProps {
  recordType: AuditRecordType;
  recordId: number;
  /** The dialog's title: which record (the card's own title). */
  recordName: string;
  words: ChangeWords;
}

export function HistoryButton({ recordType, recordId, recordName, words }: HistoryButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-secondary history-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <History size={18} aria-hidden="true" />
        {t('operator.history.button')}
      </button>
      <Modal
        open={open}
        title={t('operator.history.title', { record: recordName })}
        onClose={() => setOpen(false)}
        actions={
          <button type="button" className="button button-primary" onClick={() => setOpen(false)}>
            {t('operator.history.close')}
          </button>
        }
      >
        <Entries recordType={recordType} recordId={recordId} words={words} />
      </Modal>
    </>
  );
}
