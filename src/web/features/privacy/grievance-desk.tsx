// The call centre's Grievances section (/operator?desk=grievances): the patients' grievances, newest first
// (open ones first shown), each with a reply form that closes it and tells the patient (an erased account's
// shows as such, with no number: it closes without a reply kept or a text); and under them the breach
// notices. Grievances reach the desk without a live event: the list is asked for each time the section is
// shown, and Refresh asks again.
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { GRIEVANCE_REPLY_MAX, type DeskGrievance } from '../../../shared/contract/privacy';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { translateMessage } from '../../lib/server-text';
import { toast } from '../../lib/toasts';
import { DeskList } from '../../ui/desk-list';
import { NoticeLine, TextAreaField } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { BreachNoticeDesk } from './breach-notice-desk';
import { GrievanceCard } from './grievance-card';
import { grievancesQuery, useResolveGrievance } from './privacy-queries';
import { grievanceReplyResolver } from './privacy-schemas';
import './grievances.css';

function ReplyForm({ grievance }: { grievance: DeskGrievance }) {
  const { t } = useTranslation();
  const titleId = `reply-${grievance.id}`;
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useResolveGrievance(), {
    resolver: grievanceReplyResolver,
    defaultValues: { reply: '' },
    request: ({ reply }) => ({ id: grievance.id, reply }),
    onSuccess: ({ result, message }) => {
      // An erased account's grievance closes without the reply kept or a text sent: the toast says so.
      toast.success(
        result.account_erased
          ? translateMessage(t, message)
          : t('grievances.desk.replySent', { name: result.patient_name }),
      );
    },
  });
  return (
    <form className="form desk-form" noValidate onSubmit={onSubmit} aria-busy={submitting} aria-labelledby={titleId}>
      <h4 id={titleId} className="desk-form-title">
        {t('grievances.desk.replyTitle')}
      </h4>
      <TextAreaField
        label={t('grievances.reply')}
        hint={t(grievance.account_erased ? 'grievances.desk.replyHintErased' : 'grievances.desk.replyHint')}
        rows={3}
        maxLength={GRIEVANCE_REPLY_MAX}
        error={errorOf('reply')}
        {...form.register('reply')}
      />
      <NoticeLine notice={notice} />
      <SubmitButton label={t('grievances.desk.sendReply')} submitting={submitting} />
    </form>
  );
}

function GrievanceList() {
  const { t } = useTranslation();
  const list = useQuery({ ...grievancesQuery, refetchOnMount: 'always' });
  const refreshing = list.isFetching && !list.isPending;
  return (
    <DeskList
      name="gr"
      title={t('grievances.desk.title')}
      list={list}
      isOpen={(grievance) => grievance.status === 'Open'}
      texts={{
        empty: t('grievances.desk.empty'),
        emptyBody: t('grievances.desk.emptyBody'),
        noOpen: t('grievances.desk.noOpen'),
        noOpenBody: t('grievances.desk.noOpenBody'),
      }}
      tools={
        <button
          type="button"
          className="button button-secondary desk-refresh"
          disabled={list.isFetching}
          onClick={() => void list.refetch()}
        >
          <RefreshCw size={18} aria-hidden="true" className={refreshing ? 'spin' : undefined} />
          {refreshing ? t('common.pleaseWait') : t('grievances.desk.refresh')}
        </button>
      }
    >
      {(grievance) => (
        <GrievanceCard
          key={grievance.id}
          grievance={grievance}
          patient={
            grievance.account_erased
              ? { name: t('grievances.desk.accountErased'), phone: '' }
              : { name: grievance.patient_name, phone: grievance.phone_number }
          }
        >
          {grievance.status === 'Open' && <ReplyForm grievance={grievance} />}
        </GrievanceCard>
      )}
    </DeskList>
  );
}

export function GrievanceDesk() {
  return (
    <div className="desk-parts">
      <GrievanceList />
      <BreachNoticeDesk />
    </div>
  );
}
