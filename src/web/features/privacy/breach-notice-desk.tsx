// The desk's breach notices (the second part of /operator?desk=grievances): the form that sends one to
// every patient or to listed patient ids, in English and Hindi (asked again before it goes: it cannot be
// taken back), and the notices sent, newest first, each with how its SMS went out in each language and its
// report of who was told and when, downloaded as a CSV file built here from the server's answer.
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { BREACH_MESSAGE_MAX, type BreachNotice } from '../../../shared/contract/privacy';
import { useCallForm } from '../../api/use-call-form';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { saveFile } from '../../lib/save-file';
import { errorText } from '../../lib/server-text';
import { toast } from '../../lib/toasts';
import { ChoiceGroup } from '../../ui/choice-group';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState, RetryNotice } from '../../ui/error-notice';
import { NoticeLine, TextAreaField, TextField } from '../../ui/form-field';
import { InfoList } from '../../ui/info-list';
import { Loader } from '../../ui/loader';
import { SubmitButton } from '../../ui/submit-button';
import { breachReportCsv } from './breach-report-csv';
import { breachNoticesQuery, useGetBreachNoticeReport, useSendBreachNotice } from './privacy-queries';
import { breachNoticeResolver, patientIdsOf } from './privacy-schemas';

const EMPTY_FORM = { audience: 'all' as 'all' | 'list', ids: '', message_en: '', message_hi: '' };

function BreachNoticeForm() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  // The form goes only from the dialog's button: the first submit checks it and asks.
  const confirmed = useRef(false);
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useSendBreachNotice(), {
    resolver: breachNoticeResolver,
    defaultValues: EMPTY_FORM,
    // An id that is no patient's is the server's word on the whole audience: said under the form.
    errorFields: ['ids', 'message_en', 'message_hi'],
    idempotent: true,
    request: ({ audience, ids, message_en, message_hi }) => {
      if (!confirmed.current) {
        setAsking(true);
        return null;
      }
      confirmed.current = false;
      return { audience: audience === 'all' ? 'all' : (patientIdsOf(ids) ?? []), message_en, message_hi };
    },
    onSuccess: ({ result }, { form: sent, said }) => {
      setAsking(false);
      sent.reset(EMPTY_FORM);
      toast.success(said(t('messages.breachNoticeSent', { count: result.patients })));
    },
    onFailure: () => {
      // The notice under the form says why; the dialog would hide it.
      setAsking(false);
      return false;
    },
  });
  const audience = form.watch('audience');
  const listed = new Set(patientIdsOf(form.watch('ids')) ?? []).size;
  const send = () => {
    confirmed.current = true;
    void onSubmit();
  };
  return (
    <>
      <form
        className="card form breach-form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={submitting}
        aria-label={t('grievances.breach.formTitle')}
      >
        <h3 className="card-title">{t('grievances.breach.formTitle')}</h3>
        <ChoiceGroup
          legend={t('grievances.breach.audience')}
          name="breach-audience"
          value={audience}
          onChange={(value) => form.setValue('audience', value)}
          options={[
            { value: 'all', label: t('grievances.breach.all') },
            { value: 'list', label: t('grievances.breach.list') },
          ]}
        />
        {audience === 'list' && (
          <TextField
            label={t('grievances.breach.ids')}
            hint={t('grievances.breach.idsHint')}
            inputMode="numeric"
            autoComplete="off"
            error={errorOf('ids')}
            {...form.register('ids')}
          />
        )}
        <TextAreaField
          label={t('grievances.breach.messageEn')}
          maxLength={BREACH_MESSAGE_MAX}
          lang="en"
          error={errorOf('message_en')}
          {...form.register('message_en')}
        />
        <TextAreaField
          label={t('grievances.breach.messageHi')}
          maxLength={BREACH_MESSAGE_MAX}
          lang="hi"
          error={errorOf('message_hi')}
          {...form.register('message_hi')}
        />
        <p className="field-hint">{t('grievances.breach.textHint')}</p>
        <NoticeLine notice={notice} />
        <SubmitButton label={t('grievances.breach.send')} submitting={submitting} />
      </form>
      <ConfirmDialog
        open={asking}
        title={t('grievances.breach.confirmTitle')}
        keepLabel={t('grievances.breach.keep')}
        confirmLabel={t('grievances.breach.send')}
        busy={submitting}
        busyLabel={t('common.pleaseWait')}
        onConfirm={send}
        onClose={() => setAsking(false)}
      >
        <p>
          {audience === 'all'
            ? t('grievances.breach.confirmAll')
            : t('grievances.breach.confirmList', { count: listed })}
        </p>
      </ConfirmDialog>
    </>
  );
}

function SentNotice({ notice }: { notice: BreachNotice }) {
  const { t } = useTranslation();
  const format = useFormat();
  const getReport = useGetBreachNoticeReport();
  const [downloading, setDownloading] = useState(false);
  const textForm = (whole: boolean) => (whole ? t('grievances.breach.textWhole') : t('grievances.breach.textShort'));
  const download = async () => {
    setDownloading(true);
    try {
      const { result: report } = await getReport.mutateAsync({ request: { id: notice.id } });
      const csv = breachReportCsv(report.recipients, t, format.dateTime);
      saveFile(`breach-notice-${notice.id}.csv`, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    } catch (error) {
      toast.error(errorText(t, error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <li className="card breach-notice-card" data-breach-notice={notice.id}>
      <InfoList
        rows={[
          [t('grievances.sent'), format.dateTime(notice.created_at)],
          [t('grievances.breach.sentBy'), notice.sent_by_name],
          [
            t('grievances.breach.to'),
            notice.audience === 'all' ? t('grievances.breach.all') : t('grievances.breach.list'),
          ],
          [t('grievances.breach.patients'), format.number(notice.patients), true],
          [t('grievances.breach.textEn'), textForm(notice.whole_text.en)],
          [t('grievances.breach.textHi'), textForm(notice.whole_text.hi)],
        ]}
      />
      <p className="grievance-text" lang="en">
        {notice.message_en}
      </p>
      <p className="grievance-text" lang="hi">
        {notice.message_hi}
      </p>
      <button
        type="button"
        className="button button-secondary desk-refresh"
        disabled={downloading}
        onClick={() => void download()}
      >
        <Download size={18} aria-hidden="true" />
        {downloading ? t('common.pleaseWait') : t('grievances.breach.download')}
      </button>
    </li>
  );
}

function SentNotices() {
  const { t } = useTranslation();
  const list = useQuery({ ...breachNoticesQuery, refetchOnMount: 'always' });
  if (list.isPending) return <Loader />;
  if (list.isError) return <RetryNotice error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data.length)
    return <EmptyState title={t('grievances.breach.empty')} body={t('grievances.breach.emptyBody')} />;
  return (
    <ul className="desk-list">
      {list.data.map((notice) => (
        <SentNotice key={notice.id} notice={notice} />
      ))}
    </ul>
  );
}

export function BreachNoticeDesk() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="desk-section" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="section-title">
          {t('grievances.breach.title')}
        </h2>
        <p className="card-lead">{t('grievances.breach.lead')}</p>
      </div>
      <BreachNoticeForm />
      <h3 className="section-title breach-sent-title">{t('grievances.breach.sentTitle')}</h3>
      <SentNotices />
    </section>
  );
}
