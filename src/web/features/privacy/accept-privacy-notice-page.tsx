// /accept-privacy-notice: where a signed-in patient who has not accepted the privacy notice in force is sent
// before any other patient screen (decision 0090): which version they accepted before and when, the notice
// to read (over this screen, which keeps their choices), their choice of SMS alerts and push notifications as
// it is now, and "Accept and continue", which goes on to the screen they were on their way to. Log out is the
// way out. A patient who has accepted it is told so and goes on.
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ConsentsView } from '../../../shared/contract/privacy';
import { MESSAGES } from '../../../shared/messages';
import { PrivacyNoticeDialog } from './shared/privacy-notice';
import { useSignedInUser } from '../../api/query-client';
import { useCallForm } from '../../api/use-call-form';
import { useLogout } from '../../api/use-logout';
import { ApiError } from '../../lib/api-error';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { afterPrivacyGatePath } from '../../lib/landing-paths';
import { RetryNotice } from '../../ui/error-notice';
import { CheckboxField, NoticeLine } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { SubmitButton } from '../../ui/submit-button';
import { consentsQuery, useAcceptPrivacyNotice } from './privacy-queries';
import { acceptNoticeResolver } from './privacy-schemas';
import './privacy.css';

function AcceptForm({
  patientId,
  consents,
  next,
  onChanged,
}: {
  patientId: number;
  consents: ConsentsView;
  next: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [reading, setReading] = useState(false);
  const { logout, busy, modal } = useLogout();
  const given = (purpose: 'push' | 'sms') => consents.purposes.find((p) => p.purpose === purpose)?.given ?? true;
  const { form, onSubmit, notice, submitting } = useCallForm(useAcceptPrivacyNotice(), {
    resolver: acceptNoticeResolver,
    defaultValues: { push: given('push'), sms: given('sms') },
    request: (values) => ({ patient_id: patientId, version: consents.notice_version, ...values }),
    successToast: (said) => said(t('messages.privacyNoticeAccepted')),
    // The signed-in user no longer needs the gate (the write put it in place): straight on.
    onSuccess: () => navigate(next, { replace: true }),
    onFailure: (error) => {
      // Changed again while this screen was open: the new version is fetched, to be read and accepted.
      if (error instanceof ApiError && error.message === MESSAGES.privacyNoticeChanged) onChanged();
      return false;
    },
  });
  const { register } = form;
  const changed = consents.accepted_version !== null && consents.accepted_at !== null;
  return (
    <div className="page-column">
      <section className="card consent-gate">
        <ShieldCheck size={40} aria-hidden="true" className="consent-gate-icon" />
        <h2 className="card-title">{t(changed ? 'consent.gate.changedTitle' : 'consent.gate.firstTitle')}</h2>
        <p>
          {changed
            ? t('consent.gate.changedBody', {
                accepted: consents.accepted_version!,
                date: format.date(new Date(consents.accepted_at!)),
                version: consents.notice_version,
              })
            : t('consent.gate.firstBody', { version: consents.notice_version })}
        </p>
        <button type="button" className="button button-secondary" onClick={() => setReading(true)}>
          {t('consent.readNotice')}
        </button>
      </section>
      <form className="card form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <fieldset className="choice-group">
          <legend>{t('consent.gate.choices')}</legend>
          <CheckboxField
            label={t('consent.purposes.push.label')}
            hint={t('consent.purposes.push.what')}
            {...register('push')}
          />
          <CheckboxField
            label={t('consent.purposes.sms.label')}
            hint={t('consent.purposes.sms.what')}
            {...register('sms')}
          />
        </fieldset>
        <p className="field-hint">{t('consent.gate.choicesLater')}</p>
        <NoticeLine notice={notice} />
        <SubmitButton label={t('consent.gate.accept')} submitting={submitting} />
      </form>
      <section className="card consent-gate-way-out">
        <p>{t('consent.gate.wayOut')}</p>
        <button
          type="button"
          className="button button-danger-outline button-block"
          onClick={() => void logout()}
          disabled={busy}
        >
          {t('common.logout')}
        </button>
      </section>
      <PrivacyNoticeDialog open={reading} onClose={() => setReading(false)} />
      {modal}
    </div>
  );
}

export function AcceptPrivacyNoticePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const consents = useQuery({ ...consentsQuery(user?.id ?? 0), enabled: !!user });
  if (!user || consents.isPending) return <Loader />;
  if (consents.isError) return <RetryNotice error={consents.error} onRetry={() => void consents.refetch()} />;
  const next = afterPrivacyGatePath(params.get('next'), user);
  const { accepted_version: accepted, accepted_at: at, notice_version: version } = consents.data;
  if (!user.privacy_notice_due && accepted === version && at) {
    return (
      <div className="page-column">
        <section className="card consent-gate">
          <ShieldCheck size={40} aria-hidden="true" className="consent-gate-icon" />
          <h2 className="card-title">{t('consent.gate.acceptedTitle')}</h2>
          <p>{t('consent.acceptedOn', { version, date: format.date(new Date(at)) })}</p>
          <Link to={next} replace className="button button-primary button-block">
            {t('common.continue')}
          </Link>
        </section>
      </div>
    );
  }
  return (
    <AcceptForm patientId={user.id} consents={consents.data} next={next} onChanged={() => void consents.refetch()} />
  );
}
