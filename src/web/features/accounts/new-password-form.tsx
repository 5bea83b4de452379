// The new password twice, for the signed-in change-password pages (which also ask for the current one)
// and for /generate-password (a reset link): the server's field errors land on their fields; on success
// its answer shows in the form and, after the usual delay, the user goes on to `next`.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../shared/messages';
import { errorText, translateMessage } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { NoticeLine, PasswordField } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { applyServerFieldErrors, fieldError } from '../../ui/form-errors';
import { lazyResolver, preloadSchemas } from './lazy-resolver';
import { PasswordPairFields, type PasswordPair } from './password-pair-fields';
import { useNavigateLater } from '../../ui/use-navigate-later';

/** The pair, and the current password when the form asks for it. */
export interface NewPasswordValues extends PasswordPair {
  current_password: string;
}

interface NewPasswordFormProps {
  /** Sends the values; answers the server's message. */
  send: (values: NewPasswordValues) => Promise<{ message?: string }>;
  /** Asks for the password in use now (a signed-in change; a reset link proves the owner instead). */
  askCurrent?: boolean;
  /** Where the user goes once the password is saved. */
  next: string;
  lead?: string;
}

export function NewPasswordForm({ send, next, lead, askCurrent = false }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const navigateLater = useNavigateLater();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: askCurrent ? lazyResolver((r) => r.changePassword) : lazyResolver((r) => r.passwordPair),
    defaultValues: { current_password: '', password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const { message } = await send(values);
      setNotice({ tone: 'success', text: translateMessage(t, message ?? MESSAGES.passwordChanged) });
      setDone(true);
      navigateLater(next);
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['current_password', 'password', 'confirm_password'])) return;
      setNotice({ tone: 'error', text: errorText(t, error) });
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} onFocus={preloadSchemas}>
      {lead && <p className="card-lead">{lead}</p>}
      {askCurrent && (
        <PasswordField
          label={t('auth.currentPassword')}
          autoComplete="current-password"
          error={fieldError(t, errors.current_password?.message)}
          {...register('current_password')}
        />
      )}
      <PasswordPairFields
        register={register}
        errors={errors}
        newLabel={askCurrent ? t('auth.changedPassword') : undefined}
      />
      <NoticeLine notice={notice} />
      <SubmitButton label={t('auth.savePassword')} submitting={isSubmitting} done={done} />
    </form>
  );
}
