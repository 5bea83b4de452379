// /grievance: the patient writes to the grievance officer. The officer's name and contact (the server's
// configuration), the form (what it is about, from a fixed list, and the patient's words), the
// acknowledgement number once sent (also sent by SMS), and the patient's grievances with their status
// and, once answered, the reply. The list is asked for each time the page opens.
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { GRIEVANCE_MESSAGE_MAX, GRIEVANCE_SUBJECTS } from '../../../shared/contract/privacy';
import { useSignedInUser } from '../../api/query-client';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { errorText } from '../../lib/server-text';
import { EmptyState, ErrorNotice, RetryNotice } from '../../ui/error-notice';
import { NoticeLine, TextAreaField } from '../../ui/form-field';
import { GrievanceOfficer } from '../../ui/grievance-officer';
import { Loader } from '../../ui/loader';
import { SelectField } from '../../ui/select-field';
import { SubmitButton } from '../../ui/submit-button';
import { GrievanceCard } from './grievance-card';
import { myGrievancesQuery, useSubmitGrievance } from './privacy-queries';
import { grievanceResolver } from './privacy-schemas';
import './grievances.css';
import { contactDetailsQuery } from '../reference/shared/reference-queries';

function OfficerDetails() {
  const { t } = useTranslation();
  const contact = useQuery(contactDetailsQuery);
  if (contact.isPending) return <Loader />;
  if (contact.isError) return <ErrorNotice message={errorText(t, contact.error)} />;
  return <GrievanceOfficer officer={contact.data.grievance_officer} />;
}

/** The acknowledgement just given: said where the eye goes next, and read out by a screen reader. */
function Received({ acknowledgement }: { acknowledgement: string }) {
  const { t } = useTranslation();
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => card.current?.focus(), [acknowledgement]);
  return (
    <div ref={card} tabIndex={-1} className="card grievance-received" role="status" data-testid="grievance-received">
      <CircleCheck size={28} aria-hidden="true" className="grievance-received-icon" />
      <div>
        <h2 className="card-title">{t('grievances.received.title')}</h2>
        <p>{t('grievances.received.number', { number: acknowledgement })}</p>
        <p className="grievance-received-note">{t('grievances.received.byText')}</p>
      </div>
    </div>
  );
}

function GrievanceForm({ patientId, onSent }: { patientId: number; onSent: (acknowledgement: string) => void }) {
  const { t } = useTranslation();
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useSubmitGrievance(), {
    resolver: grievanceResolver,
    defaultValues: { subject: '', message: '' },
    request: (values) => ({ patient_id: patientId, ...values }),
    idempotent: true,
    onSuccess: ({ result }, { form: sent }) => {
      sent.reset({ subject: '', message: '' });
      onSent(result.acknowledgement);
    },
  });
  return (
    <form
      className="card form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      aria-label={t('grievances.form.title')}
    >
      <h2 className="card-title">{t('grievances.form.title')}</h2>
      <SelectField label={t('grievances.form.subject')} error={errorOf('subject')} {...form.register('subject')}>
        <option value="">{t('grievances.form.choose')}</option>
        {GRIEVANCE_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {t(`grievances.form.subjects.${subject}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('grievances.form.message')}
        hint={t('grievances.form.messageHint', { max: GRIEVANCE_MESSAGE_MAX })}
        maxLength={GRIEVANCE_MESSAGE_MAX}
        error={errorOf('message')}
        {...form.register('message')}
      />
      <NoticeLine notice={notice} />
      <SubmitButton label={t('grievances.form.send')} submitting={submitting} />
    </form>
  );
}

function MyGrievances({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const list = useQuery({ ...myGrievancesQuery(patientId), refetchOnMount: 'always' });
  return (
    <section aria-labelledby="my-grievances" className="grievance-section">
      <h2 id="my-grievances" className="section-title">
        {t('grievances.mine.title')}
      </h2>
      {list.isPending ? (
        <Loader />
      ) : list.isError ? (
        <RetryNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('grievances.mine.emptyTitle')} body={t('grievances.mine.emptyBody')} />
      ) : (
        <ul className="plain-list grievance-list">
          {list.data.map((grievance) => (
            <GrievanceCard key={grievance.id} grievance={grievance} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function GrievancePage() {
  const user = useSignedInUser();
  const [received, setReceived] = useState<string | null>(null);
  if (!user) return <Loader />;
  return (
    <div className="page-column">
      <OfficerDetails />
      {received && <Received acknowledgement={received} />}
      <GrievanceForm patientId={user.id} onSent={setReceived} />
      <MyGrievances patientId={user.id} />
    </div>
  );
}
