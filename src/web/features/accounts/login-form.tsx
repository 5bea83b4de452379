// Sign-in form of every portal: mobile number, password, remember me.
// Success: where every sign-in lands (landingAfterSignIn), at once, under a welcome toast. Failure:
// 'Sorry!' with the server's text (or, on the lab login, a notice that clears after a delay). Remember me
// keeps only the phone; a number just registered comes filled in (the router's state, RegisteredNumber).
// This form sits on /home, whose JavaScript is budgeted: it uses plain state instead of react-hook-form,
// and what its Login does (the contract's zod check, the call, the messages) is loaded once the page is
// idle, or when the form is first focused if that comes sooner (sign-in.ts, through lazy-resolver.ts), so
// it is there when Login is pressed.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { currentTranslation, useTranslation } from '../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { TIMING } from '../../../shared/constants';
import type { LoginValues } from './accounts-schemas';
import { landingAfterSignIn } from '../../lib/sign-in-return';
import { STORAGE_KEYS, readStorage } from '../../lib/storage';
import { whenPageIdle } from '../../lib/when-idle';
import { CheckboxField, FormNotice, PasswordField, TextField } from '../../ui/form-field';
import { MessageModal, type MessageModalState } from '../../ui/message-modal';
import { loadSignIn, preloadSignIn } from './lazy-resolver';
import type { LoginErrors, Portal } from './sign-in';
import { SubmitButton } from '../../ui/submit-button';

/** What registration hands the sign-in in the router's state: the number just registered. */
export interface RegisteredNumber {
  registered_phone: string;
}

function registeredPhoneOf(state: unknown): string | null {
  const phone = (state as Partial<RegisteredNumber> | null)?.registered_phone;
  return typeof phone === 'string' ? phone : null;
}

interface LoginFormProps {
  portal: Portal;
  links?: ReactNode;
  /** The lab login shows the failure under the form and clears it after a delay. */
  inlineFailure?: boolean;
}

export function LoginForm({ portal, links, inlineFailure = false }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registeredPhone = registeredPhoneOf(useLocation().state);
  const rememberedPhone = readStorage(STORAGE_KEYS.rememberedPhone(portal));
  const [values, setValues] = useState<LoginValues>({
    phone_number: registeredPhone ?? rememberedPhone ?? '',
    password: '',
    remember: rememberedPhone !== null,
  });
  const [errors, setErrors] = useState<LoginErrors>({});
  // What Login does (sign-in.ts): every error shown came from it, so it is here whenever one is.
  const [signInModule, setSignInModule] = useState<Awaited<ReturnType<typeof loadSignIn>> | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const update = <K extends keyof LoginValues>(field: K, value: LoginValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const [modal, setModal] = useState<MessageModalState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => whenPageIdle(preloadSignIn), []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    setSubmitting(true);
    const showFailure = (text: string) => {
      if (inlineFailure) {
        setFailure(text);
        timers.current.push(window.setTimeout(() => setFailure(null), TIMING.errorClearDelayMs));
      } else {
        setModal({ tone: 'error', title: t('common.sorry'), body: text });
      }
    };
    try {
      const loaded = await loadSignIn();
      setSignInModule(loaded);
      // The texts loaded with it are in the translation now, not in this render's `t`.
      const outcome = await loaded.signIn(portal, values, currentTranslation());
      if (outcome.kind === 'invalid') {
        setErrors(outcome.errors);
      } else if (outcome.kind === 'failed') {
        showFailure(outcome.text);
      } else {
        navigate(landingAfterSignIn(outcome.user), { replace: true });
      }
    } catch {
      // What Login does could not be loaded (offline): nothing was sent.
      showFailure(t('messages.tryAgainLater'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <form className="form" onSubmit={onSubmit} noValidate onFocus={preloadSignIn}>
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
          error={signInModule?.fieldError(t, errors.phone_number)}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          name="password"
          value={values.password}
          onChange={(event) => update('password', event.target.value)}
          error={signInModule?.fieldError(t, errors.password)}
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
      <MessageModal state={modal} onClose={() => setModal(null)} />
    </>
  );
}
