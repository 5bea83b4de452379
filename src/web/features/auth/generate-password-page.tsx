// /generate-password (no login needed): reads forget-token and type from the query, asks for a new
// password twice and calls generate-password; then back to the sign-in page of that account kind.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../app/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { TIMING } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { callWithMessage } from '../../api/client';
import { errorText, translateMessage } from '../../api/server-text';
import { FormNotice } from '../../ui/form-field';
import { AuthFrame } from './auth-frame';
import { applyServerFieldErrors } from './form-errors';
import { lazyResolver, preloadSchemas } from './lazy-resolver';
import { PasswordPairFields, type PasswordPair } from './password-pair-fields';

type AccountKind = 'Doctor' | 'Patient' | 'Hospital' | 'Lab';
const KINDS: AccountKind[] = ['Doctor', 'Patient', 'Hospital', 'Lab'];
const LOGIN_OF: Record<AccountKind, string> = {
  Patient: '/patient-login',
  Doctor: '/doctors-login',
  Hospital: '/doctors-login',
  Lab: '/labs-login',
};

export function GeneratePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('forget-token') ?? '';
  const rawType = params.get('type') ?? '';
  const type = KINDS.find((k) => k.toLowerCase() === rawType.toLowerCase()) ?? 'Patient';
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordPair>({ resolver: lazyResolver('passwordPair'), defaultValues: { password: '', confirm_password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const { message } = await callWithMessage('generate-password', { token, type, ...values });
      setNotice({ tone: 'success', text: translateMessage(t, message ?? MESSAGES.passwordChanged) });
      setDone(true);
      timer.current = window.setTimeout(() => navigate(LOGIN_OF[type], { replace: true }), TIMING.redirectDelayMs);
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['password', 'confirm_password'])) return;
      setNotice({ tone: 'error', text: errorText(t, error) });
    }
  });

  return (
    <AuthFrame title={t('titles.generate-password')} back="/home">
      {!token ? (
        <FormNotice tone="error">{translateMessage(t, MESSAGES.resetTokenInvalid)}</FormNotice>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit} onFocus={preloadSchemas}>
          <p className="card-lead">{t('auth.generateLead')}</p>
          <PasswordPairFields register={register} errors={errors} />
          {notice && <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
          <button type="submit" className="button button-primary button-block" disabled={isSubmitting || done}>
            {isSubmitting ? t('common.pleaseWait') : t('auth.savePassword')}
          </button>
        </form>
      )}
    </AuthFrame>
  );
}
