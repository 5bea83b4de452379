// /delete-account (from /patient-account's "Delete my account"): what an erasure erases, what the clinics
// keep, why and until when (the setting's years after the latest visit), then the password and a last
// question; once asked, when the account will be erased and "Keep my account" (decision 0093).
import { useQuery } from '@tanstack/react-query';
import { Archive, ShieldAlert, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ResultOf } from '../../../shared/contract/catalogue';
import { ERASURE_WAIT_HOURS } from '../../../shared/contract/privacy';
import { useSignedInUser } from '../../api/query-client';
import { useCallForm } from '../../api/use-call-form';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { RetryNotice } from '../../ui/error-notice';
import { FormNotice, NoticeLine, PasswordField } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { markErasureAnswered, useKeepAccount } from './erasure-due';
import { erasureQuery, useRequestErasure } from './privacy-queries';
import { requestErasureResolver } from './privacy-schemas';
import './privacy.css';

type ErasureStatus = ResultOf<'get-erasure'>;

const ERASED = ['profile', 'family', 'signIn', 'alerts', 'messages', 'rights'] as const;

/** What goes and what stays, why, and until when. */
function WhatGoesAndStays({ status }: { status: ErasureStatus }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const years = status.record_retention_years;
  return (
    <>
      <section className="card" aria-labelledby="erasure-erased">
        <h2 className="section-title erasure-heading" id="erasure-erased">
          <Trash2 size={22} aria-hidden="true" /> {t('erasure.erasedTitle')}
        </h2>
        <ul className="erasure-list">
          {ERASED.map((item) => (
            <li key={item}>{t(`erasure.erased.${item}`)}</li>
          ))}
        </ul>
        <p className="erasure-note">{t('erasure.number')}</p>
      </section>
      <section className="card" aria-labelledby="erasure-kept">
        <h2 className="section-title erasure-heading" id="erasure-kept">
          <Archive size={22} aria-hidden="true" /> {t('erasure.keptTitle')}
        </h2>
        <p>{t('erasure.kept', { years })}</p>
        <p className="erasure-note" data-testid="kept-until">
          {status.records_kept_until
            ? t('erasure.keptUntil', { years, date: date(status.records_kept_until) })
            : t('erasure.keptNone')}
        </p>
        <p className="erasure-note">{t('erasure.upcoming')}</p>
      </section>
    </>
  );
}

/** The password, then the last question; the server's word on the password shows under it. */
function RequestErasureForm({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const {
    form,
    onSubmit,
    errorOf: err,
    notice,
    submitting,
  } = useCallForm(useRequestErasure(), {
    resolver: requestErasureResolver,
    defaultValues: { current_password: '' },
    request: (values) => ({ patient_id: patientId, current_password: values.current_password }),
    successToast: (said) => said(t('erasure.waitingTitle')),
    // Asked here and now: the shell does not ask again whether to keep the account.
    onSuccess: ({ result }) => markErasureAnswered(patientId, result.erase_at),
  });
  const ask = async () => {
    if (await form.trigger()) setAsking(true);
  };
  const send = () => {
    void onSubmit().finally(() => setAsking(false));
  };
  return (
    <>
      <form
        className="card form"
        noValidate
        aria-label={t('erasure.formLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          void ask();
        }}
      >
        <p>{t('erasure.wait', { hours: ERASURE_WAIT_HOURS })}</p>
        <PasswordField
          label={t('auth.currentPassword')}
          autoComplete="current-password"
          error={err('current_password')}
          {...form.register('current_password')}
        />
        <p className="field-hint">
          {t('erasure.noPassword')} <Link to="/patient-forgot-password">{t('auth.forgotPassword')}</Link> ·{' '}
          <Link to="/contact-us">{t('erasure.helpDesk')}</Link>
        </p>
        <NoticeLine notice={notice} />
        <button type="submit" className="button button-danger button-block" disabled={submitting}>
          <Trash2 size={20} aria-hidden="true" /> {t('erasure.submit')}
        </button>
      </form>
      <ConfirmDialog
        open={asking}
        title={t('erasure.confirmTitle')}
        keepLabel={t('erasure.back')}
        confirmLabel={t('erasure.confirm')}
        busy={submitting}
        busyLabel={t('common.pleaseWait')}
        onConfirm={send}
        onClose={() => setAsking(false)}
      >
        <p>{t('erasure.confirmBody', { hours: ERASURE_WAIT_HOURS })}</p>
      </ConfirmDialog>
    </>
  );
}

/** The erasure asked for: when, and the way to keep the account. */
function ErasureWaiting({ patientId, eraseAt }: { patientId: number; eraseAt: string }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const { keep, busy, failure } = useKeepAccount(patientId);
  return (
    <section className="card erasure-due" aria-labelledby="erasure-waiting">
      <ShieldAlert size={40} aria-hidden="true" className="erasure-due-icon" />
      <h2 className="card-title" id="erasure-waiting">
        {t('erasure.waitingTitle')}
      </h2>
      <p className="erasure-when">{t('erasure.waitingBody', { when: dateTime(eraseAt) })}</p>
      <p>{t('erasure.waitingHint')}</p>
      {failure && <FormNotice tone="error">{failure}</FormNotice>}
      <button type="button" className="button button-primary button-block" onClick={keep} disabled={busy}>
        {busy ? t('common.pleaseWait') : t('erasure.keep')}
      </button>
    </section>
  );
}

export function DeleteAccountPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const status = useQuery({ ...erasureQuery(user?.id ?? 0), enabled: !!user });
  if (!user || status.isPending) return <Loader />;
  if (status.isError) return <RetryNotice error={status.error} onRetry={() => void status.refetch()} />;
  const { erase_at: eraseAt } = status.data;
  return (
    <div className="page-column">
      {eraseAt ? (
        <ErasureWaiting patientId={user.id} eraseAt={eraseAt} />
      ) : (
        <p className="card-lead erasure-lead">{t('erasure.lead')}</p>
      )}
      <WhatGoesAndStays status={status.data} />
      {!eraseAt && <RequestErasureForm patientId={user.id} />}
    </div>
  );
}
