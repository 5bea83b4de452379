// /generate-password (no login needed): reads forget-token and type from the query, asks for a new
// password twice and calls generate-password; then back to the sign-in page of that account kind.
import { useSearchParams } from 'react-router';
import { MESSAGES } from '../../../shared/messages';
import { translateMessage } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { FormNotice } from '../../ui/form-field';
import { useGeneratePassword } from './accounts-queries';
import { AuthFrame } from './auth-frame';
import { NewPasswordForm } from './new-password-form';

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
  const [params] = useSearchParams();
  const token = params.get('forget-token') ?? '';
  const rawType = params.get('type') ?? '';
  const type = KINDS.find((k) => k.toLowerCase() === rawType.toLowerCase()) ?? 'Patient';
  const generate = useGeneratePassword();
  return (
    <AuthFrame title={t('titles.generate-password')} back="/home">
      {!token ? (
        <FormNotice tone="error">{translateMessage(t, MESSAGES.resetTokenInvalid)}</FormNotice>
      ) : (
        <NewPasswordForm
          send={({ password, confirm_password }) =>
            generate.mutateAsync({ request: { token, type, password, confirm_password } })
          }
          next={LOGIN_OF[type]}
          lead={t('auth.generateLead')}
        />
      )}
    </AuthFrame>
  );
}
