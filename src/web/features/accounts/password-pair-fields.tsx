// The password and confirm-password pair shared by change, reset and registration forms.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { PasswordField } from '../../ui/form-field';
import { fieldError } from '../../ui/form-errors';

export interface PasswordPair {
  password: string;
  confirm_password: string;
}

export function PasswordPairFields<T extends PasswordPair>({
  register,
  errors,
  newLabel,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<PasswordPair>;
  /** The first field's label when it must read as the new one (beside a current-password field). */
  newLabel?: string;
}) {
  const { t } = useTranslation();
  const reg = register as unknown as UseFormRegister<PasswordPair>;
  return (
    <>
      <PasswordField
        label={newLabel ?? t('auth.newPassword')}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={fieldError(t, errors.password?.message)}
        {...reg('password')}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        error={fieldError(t, errors.confirm_password?.message)}
        {...reg('confirm_password')}
      />
    </>
  );
}
