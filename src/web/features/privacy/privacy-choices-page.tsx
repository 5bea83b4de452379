// /privacy-choices: the privacy notice the patient accepted (its version and when; it cannot be withdrawn,
// only the account erased) and a switch for each alert channel beyond the service, SMS alerts and push
// notifications, saying what it does and since when it is on or off (decision 0090). Turning one off asks
// first and says what stops; turning it on again is at once. The alert settings choose among the channels on.
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ConsentsView } from '../../../shared/contract/privacy';
import { PrivacyNoticeDialog } from './shared/privacy-notice';
import { useSignedInUser } from '../../api/query-client';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { errorText, translateMessage } from '../../lib/server-text';
import { toast } from '../../lib/toasts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormNotice } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { RetryNotice } from '../../ui/error-notice';
import { consentsQuery, useGiveConsent, useWithdrawConsent } from './privacy-queries';
import './privacy.css';

type Purpose = ConsentsView['purposes'][number];

function PurposeCard({ patientId, purpose }: { patientId: number; purpose: Purpose }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const withdraw = useWithdrawConsent(patientId);
  const give = useGiveConsent(patientId);
  const [asking, setAsking] = useState(false);
  // Why the change did not go through, on the card until the next try.
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = t(`consent.purposes.${purpose.purpose}.label`);
  const change = (write: typeof withdraw) => {
    setRefusal(null);
    write.mutate(
      { request: { patient_id: patientId, purpose: purpose.purpose } },
      {
        onSuccess: ({ message }) => toast.success(translateMessage(t, message)),
        onError: (error) => setRefusal(errorText(t, error)),
        onSettled: () => setAsking(false),
      },
    );
  };
  const busy = withdraw.isPending || give.isPending;
  const since = purpose.at ? format.date(new Date(purpose.at)) : null;
  return (
    <li className="card consent-purpose" data-purpose={purpose.purpose}>
      <div className="consent-purpose-head">
        <h2 id={titleId} className="consent-purpose-name">
          {name}
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={purpose.given}
          aria-labelledby={titleId}
          className="consent-switch"
          disabled={busy}
          onClick={() => (purpose.given ? setAsking(true) : change(give))}
        >
          <span className="consent-switch-track" aria-hidden="true" />
          <span className="consent-switch-state">{t(purpose.given ? 'consent.on' : 'consent.off')}</span>
        </button>
      </div>
      <p>{t(`consent.purposes.${purpose.purpose}.what`)}</p>
      <p className="field-hint">
        {purpose.given
          ? since
            ? t('consent.choices.onSince', { date: since })
            : t('consent.choices.onAsBefore')
          : t('consent.choices.offSince', { date: since ?? '' })}
      </p>
      {refusal && <FormNotice tone="error">{refusal}</FormNotice>}
      <ConfirmDialog
        open={asking}
        title={t('consent.choices.confirmTitle', { name })}
        keepLabel={t('consent.choices.keep')}
        confirmLabel={t('consent.choices.turnOff')}
        busy={withdraw.isPending}
        busyLabel={t('common.pleaseWait')}
        onConfirm={() => change(withdraw)}
        onClose={() => setAsking(false)}
      >
        <p>{t(`consent.choices.stops.${purpose.purpose}`)}</p>
        <p>{t('consent.choices.stillGo')}</p>
      </ConfirmDialog>
    </li>
  );
}

function NoticeCard({ consents }: { consents: ConsentsView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [reading, setReading] = useState(false);
  const { accepted_version: version, accepted_at: at } = consents;
  return (
    <section className="card consent-notice">
      <h2 className="card-title">{t('titles.privacy-policy')}</h2>
      <p>
        {version && at
          ? t('consent.acceptedOn', { version, date: format.date(new Date(at)) })
          : t('consent.choices.notAccepted')}
      </p>
      <p className="field-hint">{t('consent.choices.service')}</p>
      <button type="button" className="button button-secondary" onClick={() => setReading(true)}>
        {t('consent.readNotice')}
      </button>
      <PrivacyNoticeDialog open={reading} onClose={() => setReading(false)} />
    </section>
  );
}

export function PrivacyChoicesPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const consents = useQuery({ ...consentsQuery(user?.id ?? 0), enabled: !!user });
  if (!user || consents.isPending) return <Loader />;
  if (consents.isError) return <RetryNotice error={consents.error} onRetry={() => void consents.refetch()} />;
  return (
    <div className="page-column">
      <p className="card-lead">{t('consent.choices.lead')}</p>
      <NoticeCard consents={consents.data} />
      <ul className="stack-list">
        {consents.data.purposes.map((purpose) => (
          <PurposeCard key={purpose.purpose} patientId={user.id} purpose={purpose} />
        ))}
      </ul>
      <Link to="/patient-alert-settings" className="button button-secondary button-block">
        <BellRing size={20} aria-hidden="true" /> {t('consent.choices.alertSettings')}
      </Link>
    </div>
  );
}
