// One save flow for the settings forms: the call, a success toast, the server's field errors under
// their fields, any other failure as a notice, and (optionally) a delayed return to the account page.
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorText } from '../lib/server-text';
import { useTranslation } from '../lib/i18n';
import { toast } from '../lib/toasts';
import { applyServerFieldErrors } from './form-errors';
import { useNavigateLater } from './use-navigate-later';

export function useSave<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[], redirectTo?: string) {
  const { t } = useTranslation();
  const navigateLater = useNavigateLater();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function save(run: () => Promise<unknown>): Promise<void> {
    setFailure(null);
    try {
      await run();
      toast.success(t('doctorSettings.saved'));
      if (redirectTo) {
        setDone(true);
        navigateLater(redirectTo);
      }
    } catch (error) {
      if (applyServerFieldErrors(error, setError, fields)) return;
      setFailure(errorText(t, error));
    }
  }
  return { save, failure, done };
}
