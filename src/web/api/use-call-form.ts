// The form kit: one react-hook-form form bound to one write. It checks the values with the form's resolver
// (the contract's own zod rules and messages), builds the call's request, sends it through the write's
// mutation (with one Idempotency-Key per visit where asked), and shows the outcome the one way every form
// does: the server's field errors under their fields, any other failure in the notice under the form (or
// in the page's own dialog), a success as a toast, a notice, or whatever the page does next.
import { useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { CallName, RequestOf } from '../../shared/contract/catalogue';
import { useTranslation } from '../lib/i18n';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { errorText, translateMessage } from '../lib/server-text';
import { toast } from '../lib/toasts';
import { applyServerFieldErrors, fieldError } from '../ui/form-errors';
import type { Notice } from '../ui/form-field';
import type { PrescriptionPhoto } from '../ui/prescription-picker';
import { useNavigateLater } from '../ui/use-navigate-later';
import type { CallAnswer } from './client';
import type { CallMutation } from './use-call-mutation';

/** What a page may do once the server said yes. */
export interface CallFormSuccess<F extends FieldValues, V> {
  values: V;
  form: UseFormReturn<F, unknown, V>;
  /** The server's message in the reader's language, or `fallback` when it sent none. */
  said: (fallback: string) => string;
  /** Shows a success text where failures show, under the form. */
  say: (text: string) => void;
  /**
   * The form is finished: its button stays disabled; with `goTo`, the user moves on after the usual delay
   * (or `delayMs`), taking `state` with them.
   */
  finish: (goTo?: string, delayMs?: number, state?: unknown) => void;
}

export interface CallFormOptions<N extends CallName, F extends FieldValues, V> {
  resolver: Resolver<F, unknown, V>;
  /** Every field's first value; their names are also the fields that show the server's errors. */
  defaultValues: NoInfer<DefaultValues<F>>;
  /** The call's request from the checked values; null stops the submit (a check only the page can make). */
  request: (values: V, form: UseFormReturn<F, unknown, V>) => RequestOf<N> | null;
  /** One Idempotency-Key per visit to the form, so a double tap or a retried submit books once. */
  idempotent?: boolean;
  /** The fields that show the server's errors, where some values have no field of their own (a hidden id). */
  errorFields?: readonly string[];
  /**
   * The booking forms' prescription photo: a refused file holds the submit; the server's word on it shows beside it.
   */
  photo?: PrescriptionPhoto;
  /** The success toast's text; `said` gives the server's message, or the fallback when it sent none. */
  successToast?: (said: (fallback: string) => string) => string;
  onSuccess?: (answer: CallAnswer<N>, success: CallFormSuccess<F, V>) => void | Promise<void>;
  /** A failure the page shows itself (the booking-failed dialog): true when it did. */
  onFailure?: (error: unknown) => boolean;
  /** The client-side check failed: for a value the resolver does not hold (the required photo). */
  onInvalid?: () => void;
}

export function useCallForm<N extends CallName, F extends FieldValues, V>(
  write: CallMutation<N>,
  options: CallFormOptions<N, F, V>,
) {
  const { t } = useTranslation();
  const navigateLater = useNavigateLater();
  const form = useForm<F, unknown, V>({ resolver: options.resolver, defaultValues: options.defaultValues });
  const key = useRef(newIdempotencyKey());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [done, setDone] = useState(false);
  const errorFields = options.errorFields ?? Object.keys(options.defaultValues);

  const onSubmit = form.handleSubmit(async (values) => {
    // The photo the user chose was refused: say so beside it rather than send without it.
    if (options.photo?.holdsSubmit()) return;
    setNotice(null);
    const request = options.request(values, form);
    if (request === null) return;
    try {
      const answer = await write.mutateAsync({ request, idempotencyKey: options.idempotent ? key.current : undefined });
      // The form may be filled again (the ambulance, the walk-in form): the next request is a new one.
      key.current = newIdempotencyKey();
      const said = (fallback: string) => (answer.message ? translateMessage(t, answer.message) : fallback);
      if (options.successToast) toast.success(options.successToast(said));
      await options.onSuccess?.(answer, {
        values,
        form,
        said,
        say: (text) => setNotice({ tone: 'success', text }),
        finish: (goTo, delayMs, state) => {
          setDone(true);
          if (goTo) navigateLater(goTo, delayMs, state);
        },
      });
    } catch (error) {
      const photoRefused = options.photo?.takeServerError(error) ?? false;
      if (applyServerFieldErrors(error, form.setError, errorFields) || photoRefused) return;
      if (options.onFailure?.(error)) return;
      setNotice({ tone: 'error', text: errorText(t, error) });
    }
  }, options.onInvalid);

  /** A field's error (the schema's or the server's), in the reader's language. */
  const errorOf = (name: Path<F>) => fieldError(t, form.getFieldState(name, form.formState).error?.message);

  return { form, onSubmit, errorOf, notice, submitting: form.formState.isSubmitting, done };
}
