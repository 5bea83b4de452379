// The call centre's corrections (/operator?desk=corrections): patients' requests to correct a detail of a
// booking or lab booking, the waiting ones first, each with who asked (a tap-to-call phone), the detail, its
// value now and the value asked for. The desk approves (the record is corrected) or declines with a reason
// the patient reads; the patient is told either way. The card shows the answer at once; a request another
// operator answered first says so in a toast and shows that answer. The list is asked for each time the
// section is shown, and a refresh button asks again (nothing polls).
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { DeskCorrectionRequest } from '../../../shared/contract/privacy';
import { useCallForm } from '../../api/use-call-form';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { errorText } from '../../lib/server-text';
import { toast } from '../../lib/toasts';
import { DeskList } from '../../ui/desk-list';
import { TextField } from '../../ui/form-field';
import { InfoList, type InfoItem } from '../../ui/info-list';
import { PhoneLink } from '../../ui/phone-link';
import { StatusChip } from '../../ui/status-chip';
import { correctionRequestsQuery, useDecideCorrectionRequest } from './privacy-queries';
import { decisionResolver } from './privacy-schemas';
import { fieldText, oldValueLabel, STATUS_TONE } from './correction-words';
import './corrections.css';

const isWaiting = (request: DeskCorrectionRequest) => request.status === 'Waiting';

function DecisionForm({ request }: { request: DeskCorrectionRequest }) {
  const { t } = useTranslation();
  const { form, onSubmit, errorOf, submitting } = useCallForm(useDecideCorrectionRequest(), {
    resolver: decisionResolver,
    defaultValues: { decision: 'Approved', reason: '' },
    errorFields: ['reason'],
    request: (values) => ({ id: request.id, ...values }),
    successToast: (said) => said(t('messages.correctionApproved')),
    // Another operator answered it first: the list, reloaded, shows their answer in place of this form.
    onFailure: (error) => {
      toast.error(errorText(t, error));
      return true;
    },
  });
  const decide = (decision: 'Approved' | 'Declined') => {
    form.setValue('decision', decision);
    void onSubmit();
  };
  const titleId = `cr-decide-${request.id}`;
  return (
    <form
      className="form desk-form"
      noValidate
      aria-busy={submitting}
      aria-labelledby={titleId}
      onSubmit={(event) => event.preventDefault()}
    >
      <h4 id={titleId} className="desk-form-title">
        {t('corrections.desk.decide')}
      </h4>
      <TextField
        label={t('corrections.desk.reasonLabel')}
        autoComplete="off"
        error={errorOf('reason')}
        {...form.register('reason')}
      />
      <div className="cr-decision-buttons">
        <button
          type="button"
          className="button button-primary"
          disabled={submitting}
          onClick={() => decide('Approved')}
        >
          {t('corrections.desk.approve')}
        </button>
        <button
          type="button"
          className="button button-danger-outline"
          disabled={submitting}
          onClick={() => decide('Declined')}
        >
          {t('corrections.desk.decline')}
        </button>
      </div>
    </form>
  );
}

function RequestCard({ request }: { request: DeskCorrectionRequest }) {
  const { t } = useTranslation();
  const format = useFormat();
  const recordVars = { id: request.record_id, date: format.date(request.record_date) };
  const rows: InfoItem[] = [
    [t('corrections.desk.askedBy'), request.patient_name],
    [t('corrections.desk.phone'), <PhoneLink key="phone" phone={request.patient_phone} />, true],
    [t('corrections.desk.detail'), fieldText(t, request.field)],
    [oldValueLabel(t, request.status), request.old_value],
    [t('corrections.askedFor'), request.proposed_value],
    ...(request.note ? [[t('corrections.desk.patientNote'), request.note] as const] : []),
    [t('corrections.askedAt'), format.dateTime(request.requested_at)],
    ...(request.decided_at
      ? [
          [
            t('corrections.desk.answeredBy'),
            `${request.decided_by_name}, ${format.dateTime(request.decided_at)}`,
          ] as const,
        ]
      : []),
    ...(request.reason ? [[t('corrections.reason'), request.reason] as const] : []),
  ];
  return (
    <li className="card cr-card" data-request-id={request.id}>
      <div className="card-head cr-card-head">
        <h3 className="card-title">
          {request.record_type === 'booking'
            ? t('corrections.desk.booking', recordVars)
            : t('corrections.desk.labBooking', recordVars)}
        </h3>
        <StatusChip tone={STATUS_TONE[request.status]} testId="correction-status">
          {t(`corrections.statuses.${request.status}`)}
        </StatusChip>
      </div>
      <InfoList rows={rows} />
      {isWaiting(request) && <DecisionForm request={request} />}
    </li>
  );
}

export function CorrectionDesk() {
  const { t } = useTranslation();
  const list = useQuery({ ...correctionRequestsQuery, refetchOnMount: 'always' });
  const refreshing = list.isFetching && !list.isPending;
  return (
    <DeskList
      name="cr"
      title={t('corrections.desk.title')}
      list={list}
      isOpen={isWaiting}
      texts={{
        empty: t('corrections.desk.empty'),
        emptyBody: t('corrections.desk.emptyBody'),
        noOpen: t('corrections.desk.noOpen'),
        noOpenBody: t('corrections.desk.noOpenBody'),
      }}
      tools={
        <button
          type="button"
          className="button button-secondary desk-refresh"
          disabled={list.isFetching}
          onClick={() => void list.refetch()}
        >
          <RefreshCw size={18} aria-hidden="true" className={refreshing ? 'spin' : undefined} />
          {refreshing ? t('common.pleaseWait') : t('corrections.desk.refresh')}
        </button>
      }
    >
      {(request) => <RequestCard key={request.id} request={request} />}
    </DeskList>
  );
}
