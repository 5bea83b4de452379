// The one-time-code sign-in. /doctor-login-otp and
// /patient-login-otp take a mobile number and ask the server for a 6-digit code by SMS (send-login-otp);
// the answer is the same whether or not the number has an account. They lead to /doctors-verify-otp or
// /patient-verify-otp with the number, the resend wait and whether a call is possible in the router's state.
// The verify screen shows that number, takes the code in one field and signs in with it (verify-login-otp),
// ending exactly as a password sign-in does (afterSignIn in sign-in.ts): the welcome, and at once the same
// screen a password lands on (landingAfterSignIn). Resend OTP waits for the server's countdown;
// Get via call shows only where the server can call. Opened without a number (a direct link), the verify
// screen asks for a code first. 'Doctor' covers doctors and hospitals.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '../../../shared/messages';
import { useCallForm } from '../../api/use-call-form';
import { clockText, useCountdown } from '../../lib/countdown';
import { appLanguage, useTranslation } from '../../lib/i18n';
import { landingAfterSignIn } from '../../lib/sign-in-return';
import { errorText, translateMessage } from '../../lib/server-text';
import { applyServerFieldErrors, fieldError } from '../../ui/form-errors';
import { NoticeLine, PhoneField, type Notice } from '../../ui/form-field';
import { CodeSentTo, OneTimeCodeField } from '../../ui/one-time-code';
import { SubmitButton } from '../../ui/submit-button';
import { useSendLoginOtp, useVerifyLoginOtp } from './accounts-queries';
import { AuthFrame } from './auth-frame';
import { lazyResolver, loadSignIn, preloadSchemas, preloadSignIn } from './lazy-resolver';
import './accounts.css';

type Variant = 'doctor' | 'patient';
const REQUEST_PATH: Record<Variant, string> = { doctor: '/doctor-login-otp', patient: '/patient-login-otp' };
const VERIFY_PATH: Record<Variant, string> = { doctor: '/doctors-verify-otp', patient: '/patient-verify-otp' };
const LOGIN_PATH: Record<Variant, string> = { doctor: '/doctors-login', patient: '/patient-login' };
/** The sign-in the code is for: the doctor's also serves hospitals. */
const SIGN_IN_TYPE = { doctor: 'Doctor', patient: 'Patient' } as const;

const phoneResolver = lazyResolver((r) => r.otpPhone);
const codeResolver = lazyResolver((r) => r.otpCode);

/** What the request screen hands to the verify screen in the router's state. */
interface SentCode {
  phone: string;
  /** Seconds before another code may be asked for, counted from sentAt. */
  resendAfter: number;
  /** The server can also call with the code. */
  byCall: boolean;
  /** When the code was sent (ms), so the countdown stays right after a reload. */
  sentAt?: number;
}

function sentCodeOf(state: unknown): SentCode | null {
  if (typeof state !== 'object' || state === null) return null;
  const { phone, resendAfter, byCall, sentAt } = state as Record<string, unknown>;
  if (
    typeof phone !== 'string' ||
    !/^\d+$/.test(phone) ||
    typeof resendAfter !== 'number' ||
    typeof byCall !== 'boolean'
  )
    return null;
  return { phone, resendAfter, byCall, sentAt: typeof sentAt === 'number' ? sentAt : undefined };
}

function OtpRequest({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useSendLoginOtp(), {
    resolver: phoneResolver,
    defaultValues: { phone_number: '' },
    request: ({ phone_number }) => ({ phone_number, type: SIGN_IN_TYPE[variant] }),
    onSuccess: ({ result }, { values }) => {
      const sent: SentCode = {
        phone: values.phone_number,
        resendAfter: result.resend_after_seconds,
        byCall: result.by_call,
        sentAt: Date.now(),
      };
      navigate(VERIFY_PATH[variant], { state: sent });
    },
  });
  return (
    <AuthFrame title={t(variant === 'doctor' ? 'auth.doctorPortal' : 'auth.patientPortal')} back={LOGIN_PATH[variant]}>
      <h2 className="card-title">{t('otp.loginWithOtp')}</h2>
      <p className="card-lead">{t('otp.requestLead')}</p>
      <form className="form" noValidate onSubmit={onSubmit} onFocus={preloadSchemas}>
        <PhoneField label={t('auth.mobileNumber')} error={errorOf('phone_number')} {...form.register('phone_number')} />
        <NoticeLine notice={notice} />
        <SubmitButton label={t('otp.getOtp')} submitting={submitting} />
        <div className="form-links">
          <Link to={LOGIN_PATH[variant]}>{t('otp.loginWithPassword')}</Link>
        </div>
      </form>
    </AuthFrame>
  );
}

/** The verify screen opened without a number (a direct link): ask for a code first. */
function NoNumber({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  return (
    <AuthFrame title={t('otp.enterOtp')} back={REQUEST_PATH[variant]}>
      <h2 className="card-title">{t('otp.enterOtp')}</h2>
      <p className="card-lead">{t('otp.noNumber')}</p>
      <Link to={REQUEST_PATH[variant]} className="button button-primary button-block">
        {t('otp.getOtp')}
      </Link>
    </AuthFrame>
  );
}

function VerifyForm({ variant, sent }: { variant: Variant; sent: SentCode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { secondsLeft, restart } = useCountdown((sent.sentAt ?? Date.now()) + sent.resendAfter * 1000);
  const [byCall, setByCall] = useState(sent.byCall);
  const [notice, setNotice] = useState<Notice | null>(null);
  const verify = useVerifyLoginOtp();
  const send = useSendLoginOtp();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: codeResolver, defaultValues: { otp: '' } });
  const type = SIGN_IN_TYPE[variant];

  const onSubmit = handleSubmit(async ({ otp }) => {
    setNotice(null);
    let signInModule: Awaited<ReturnType<typeof loadSignIn>>;
    try {
      signInModule = await loadSignIn();
    } catch {
      // What a sign-in does could not be loaded (offline): nothing was sent, the code still holds.
      setNotice({ tone: 'error', text: errorText(t, null) });
      return;
    }
    try {
      const { result: user, message } = await verify.mutateAsync({
        request: { phone_number: sent.phone, type, otp, lang: appLanguage() },
      });
      signInModule.afterSignIn(user, message, t);
      navigate(landingAfterSignIn(user), { replace: true });
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['otp'])) return;
      setNotice({ tone: 'error', text: errorText(t, error) });
      // The code stays, selected: typing the right one replaces it.
      setFocus('otp', { shouldSelect: true });
    }
  });

  const resend = async (by: 'sms' | 'call') => {
    setNotice(null);
    try {
      const { result, message } = await send.mutateAsync({
        request: { phone_number: sent.phone, type, ...(by === 'call' ? { by } : {}) },
      });
      restart(result.resend_after_seconds);
      setByCall(result.by_call);
      setNotice({ tone: 'success', text: translateMessage(t, message ?? MESSAGES.otpSent) });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(t, error) });
    }
  };

  const waiting = secondsLeft > 0;
  const sending = send.isPending ? (send.variables.request.by ?? 'sms') : null;
  const sendDisabled = waiting || sending !== null;
  const resendLabel =
    sending === 'sms'
      ? t('common.pleaseWait')
      : waiting
        ? t('otp.resendIn', { time: clockText(secondsLeft) })
        : t('otp.resendOtp');

  return (
    <AuthFrame title={t('otp.enterOtp')} back={REQUEST_PATH[variant]}>
      <h2 className="card-title">{t('otp.enterOtp')}</h2>
      <CodeSentTo phone={sent.phone} />
      <form
        className="form"
        noValidate
        onSubmit={onSubmit}
        onFocus={() => {
          preloadSchemas();
          preloadSignIn();
        }}
      >
        <OneTimeCodeField error={fieldError(t, errors.otp?.message)} {...register('otp')} />
        <NoticeLine notice={notice} />
        <div className="otp-actions">
          {byCall && (
            <button
              type="button"
              className="button button-link"
              disabled={sendDisabled}
              onClick={() => void resend('call')}
            >
              {sending === 'call' ? t('common.pleaseWait') : t('otp.getViaCall')}
            </button>
          )}
          <button
            type="button"
            className="button button-link otp-resend"
            disabled={sendDisabled}
            onClick={() => void resend('sms')}
          >
            {resendLabel}
          </button>
        </div>
        <SubmitButton label={t('otp.verifyAndLogin')} submitting={isSubmitting} />
      </form>
    </AuthFrame>
  );
}

function OtpVerify({ variant }: { variant: Variant }) {
  const sent = sentCodeOf(useLocation().state);
  return sent ? <VerifyForm variant={variant} sent={sent} /> : <NoNumber variant={variant} />;
}

export const DoctorOtpRequestPage = () => <OtpRequest variant="doctor" />;
export const PatientOtpRequestPage = () => <OtpRequest variant="patient" />;
export const DoctorOtpVerifyPage = () => <OtpVerify variant="doctor" />;
export const PatientOtpVerifyPage = () => <OtpVerify variant="patient" />;
