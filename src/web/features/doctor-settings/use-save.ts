// One save flow for the settings forms: the call, a success toast, the server's field errors under
// their fields, any other failure as a notice, and (optionally) a delayed return to the account page.
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TIMING } from '../../../shared/constants';
import { errorText } from '../../api/server-text';
import { useTranslation } from '../../app/i18n';
import { toast } from '../../app/toasts';
import { applyServerFieldErrors } from '../auth/form-errors';

export function useSave<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[], redirectTo?: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function save(run: () => Promise<unknown>): Promise<void> {
    setFailure(null);
    try {
      await run();
      toast.success(t('doctorSettings.saved'));
      if (redirectTo) {
        setDone(true);
        timer.current = window.setTimeout(() => navigate(redirectTo, { replace: true }), TIMING.redirectDelayMs);
      }
    } catch (error) {
      if (applyServerFieldErrors(error, setError, fields)) return;
      setFailure(errorText(t, error));
    }
  }
  return { save, failure, done };
}
