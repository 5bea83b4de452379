// The new password twice, for the signed-in change-password pages and for /generate-password (a reset
// link): the server's field errors land on their fields; on success its answer shows in the form and,
// after the usual delay, the user goes on to `next`.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../shared/messages';
import { errorText, translateMessage } from '../../api/server-text';
import { useTranslation } from '../../app/i18n';
import { FormNotice } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { applyServerFieldErrors } from './form-errors';
import { lazyResolver, preloadSchemas } from './lazy-resolver';
import { PasswordPairFields, type PasswordPair } from './password-pair-fields';
import { useNavigateLater } from '../../app/use-navigate-later';

interface NewPasswordFormProps {
  /** Sends the pair; answers the server's message. */
  send: (pair: PasswordPair) => Promise<{ message?: string }>;
  /** Where the user goes once the password is saved. */
  next: string;
  lead?: string;
}

export function NewPasswordForm({ send, next, lead }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const navigateLater = useNavigateLater();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordPair>({ resolver: lazyResolver('passwordPair'), defaultValues: { password: '', confirm_password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const { message } = await send(values);
      setNotice({ tone: 'success', text: translateMessage(t, message ?? MESSAGES.passwordChanged) });
      setDone(true);
      navigateLater(next);
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['password', 'confirm_password'])) return;
      setNotice({ tone: 'error', text: errorText(t, error) });
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} onFocus={preloadSchemas}>
      {lead && <p className="card-lead">{lead}</p>}
      <PasswordPairFields register={register} errors={errors} />
      {notice && <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
      <SubmitButton label={t('auth.savePassword')} submitting={isSubmitting} done={done} />
    </form>
  );
}
