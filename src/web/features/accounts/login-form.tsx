// Sign-in form of every portal (part 1 sections 2 and 4): mobile number, password, remember me.
// Success: a welcome modal, then the landing page after a delay. Failure: 'Sorry!' with the server's
// text (or, on the lab login, a notice that clears after a delay). Remember me keeps only the phone.
// This form sits on /home, whose JavaScript is budgeted: it uses plain state instead of
// react-hook-form, and the contract's zod schema is loaded lazily (lazy-resolver.ts).
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { TIMING } from '../../../shared/constants';
import type { SessionUser } from '../../../shared/contract/users';
import { MESSAGES } from '../../../shared/messages';
import { callWithMessage } from '../../api/client';
import { ApiError } from '../../lib/api-error';
import { setCurrentUser } from '../../api/current-user';
import { errorText, translateMessage } from '../../lib/server-text';
import { displayName } from '../../lib/display-name';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage';
import { CheckboxField, FormNotice, PasswordField, TextField } from '../../ui/form-field';
import { MessageModal, type MessageModalState } from '../../ui/message-modal';
import { fieldError } from '../../ui/form-errors';
import { preloadSchemas, schemasModule } from './lazy-resolver';
import { SubmitButton } from '../../ui/submit-button';

export type Portal = 'patient' | 'doctor' | 'lab';

const LOGIN_CALL = { patient: 'patient-login', doctor: 'doctor-login', lab: 'lab-login' } as const;

interface LoginFields {
  phone_number: string;
  password: string;
  remember: boolean;
}

interface LoginFormProps {
  portal: Portal;
  /** Where the user goes after signing in. */
  destination: (user: SessionUser) => string;
  links?: ReactNode;
  /** The lab login shows the failure under the form and clears it after a delay. */
  inlineFailure?: boolean;
}

export function LoginForm({ portal, destination, links, inlineFailure = false }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rememberedPhone = readStorage(STORAGE_KEYS.rememberedPhone(portal));
  const [values, setValues] = useState<LoginFields>({
    phone_number: rememberedPhone ?? '',
    password: '',
    remember: rememberedPhone !== null,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginFields, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const update = <K extends keyof LoginFields>(field: K, value: LoginFields[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const [modal, setModal] = useState<MessageModalState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const next = useRef<string | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);

  const go = () => {
    const to = next.current;
    next.current = null;
    setModal(null);
    if (to) navigate(to, { replace: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    setSubmitting(true);
    try {
      const checked = (await schemasModule()).checkLogin(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        return;
      }
      const { result: user, message } = await callWithMessage(LOGIN_CALL[portal], {
        phone_number: checked.values.phone_number,
        password: checked.values.password,
        remember: checked.values.remember,
      });
      writeStorage(STORAGE_KEYS.rememberedPhone(portal), values.remember ? checked.values.phone_number : null);
      // Known now for the guards; the first signed-in screen checks it again (no TanStack Query on /home).
      setCurrentUser(user, { stale: true });
      // The device's push token (asks for notification permission: this submit is the user gesture).
      // Loaded on demand so /home's download stays small; failures are only logged.
      void import('../../api/push').then(({ registerPushToken }) => registerPushToken(user));
      next.current = destination(user);
      setModal({
        tone: 'success',
        title: translateMessage(t, message ?? MESSAGES.loggedIn),
        body: t('auth.welcomeBody', { name: displayName(user) }),
      });
      timers.current.push(window.setTimeout(go, TIMING.redirectDelayMs));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors({ phone_number: error.fieldErrors.phone_number, password: error.fieldErrors.password });
        if (error.fieldErrors.phone_number || error.fieldErrors.password) return;
      }
      const text = errorText(t, error);
      if (inlineFailure) {
        setFailure(text);
        timers.current.push(window.setTimeout(() => setFailure(null), TIMING.errorClearDelayMs));
      } else {
        setModal({ tone: 'error', title: t('common.sorry'), body: text });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <form className="form" onSubmit={onSubmit} noValidate onFocus={preloadSchemas}>
        <TextField
          label={t('auth.mobileNumber')}
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          prefix="+91"
          placeholder={t('auth.mobilePlaceholder')}
          name="phone_number"
          value={values.phone_number}
          onChange={(event) => update('phone_number', event.target.value)}
          error={fieldError(t, errors.phone_number)}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          name="password"
          value={values.password}
          onChange={(event) => update('password', event.target.value)}
          error={fieldError(t, errors.password)}
        />
        <CheckboxField
          label={t('auth.rememberMe')}
          name="remember"
          checked={values.remember}
          onChange={(event) => update('remember', event.target.checked)}
        />
        {failure && <FormNotice tone="error">{failure}</FormNotice>}
        <SubmitButton label={t('auth.login')} submitting={isSubmitting} />
        {links && <div className="form-links">{links}</div>}
      </form>
      <MessageModal state={modal} onClose={() => (next.current ? go() : setModal(null))} />
    </>
  );
}
