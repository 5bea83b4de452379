// /contact-change?token=… (no sign-in): the link the call centre's change of an account's sign-in number or
// e-mail sends to the old number and e-mail. It shows what was asked (get-contact-change) and lets the holder
// confirm it or stop it (decide-contact-change); a change a second operator already made can still be
// stopped while the link is valid, which puts the old number and e-mail back and signs everyone out.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ContactChangeView } from '../../../shared/contract/accounts';
import { MESSAGES } from '../../../shared/messages';
import { ApiError } from '../../lib/api-error';
import { formatPhone } from '../../lib/countdown';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { errorText, translateMessage } from '../../lib/server-text';
import { FormNotice, type Notice } from '../../ui/form-field';
import { InfoList, type InfoItem } from '../../ui/info-list';
import { Loader } from '../../ui/loader';
import { RetryNotice } from '../../ui/error-notice';
import { contactChangeQuery, useDecideContactChange } from './accounts-queries';
import { AuthFrame } from './auth-frame';
import './accounts.css';

const shown = (field: 'phone_number' | 'email', value: string) =>
  field === 'phone_number' && value ? formatPhone(value) : value || '—';

function Decision({ token, view }: { token: string; view: ContactChangeView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [notice, setNotice] = useState<Notice | null>(null);
  const decide = useDecideContactChange(token);
  const choose = async (decision: 'Confirm' | 'Stop') => {
    setNotice(null);
    try {
      const { message } = await decide.mutateAsync({ request: { token, decision } });
      setNotice({ tone: 'success', text: translateMessage(t, message ?? '') });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(t, error) });
    }
  };
  const rows: InfoItem[] = view.changes.map(({ field, old_value, new_value }) => [
    t(`auth.contactChange.fields.${field}`),
    <span key={field} className="contact-change-values">
      <span>{t('auth.contactChange.now', { value: shown(field, old_value) })}</span>
      <strong>{t('auth.contactChange.new', { value: shown(field, new_value) })}</strong>
    </span>,
  ]);
  return (
    <>
      <p className="card-lead">{t('auth.contactChange.lead')}</p>
      <InfoList rows={rows} />
      <p data-testid="contact-change-status">
        {t(`auth.contactChange.status.${view.status}`, { until: format.dateTime(view.expires_at) })}
      </p>
      {notice && <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
      <div className="form">
        {view.status === 'Waiting' && (
          <button
            type="button"
            className="button button-primary button-block"
            disabled={decide.isPending}
            onClick={() => void choose('Confirm')}
          >
            {t('auth.contactChange.confirm')}
          </button>
        )}
        {(view.status === 'Waiting' || view.status === 'Applied') && (
          <button
            type="button"
            className="button button-danger-outline button-block"
            disabled={decide.isPending}
            onClick={() => void choose('Stop')}
          >
            {t(view.status === 'Waiting' ? 'auth.contactChange.stop' : 'auth.contactChange.undo')}
          </button>
        )}
      </div>
    </>
  );
}

export function ContactChangePage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const view = useQuery({ ...contactChangeQuery(token), enabled: token !== '', retry: false });
  return (
    <AuthFrame title={t('titles.contact-change')} back="/home">
      {token === '' ? (
        <FormNotice tone="error">{translateMessage(t, MESSAGES.contactChangeLinkInvalid)}</FormNotice>
      ) : view.isPending ? (
        <Loader />
      ) : view.data ? (
        <Decision token={token} view={view.data} />
      ) : view.error instanceof ApiError && view.error.status === 400 ? (
        <FormNotice tone="error">{errorText(t, view.error)}</FormNotice>
      ) : (
        <RetryNotice error={view.error} onRetry={() => void view.refetch()} />
      )}
    </AuthFrame>
  );
}
