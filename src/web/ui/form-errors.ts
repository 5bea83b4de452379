import type { TFunction } from '../lib/i18n';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../lib/api-error';
import { translateMessage } from '../lib/server-text';

/** A field's error (an English text from MESSAGES) in the user's language. */
export function fieldError(t: TFunction, message: string | undefined): string | undefined {
  return message ? translateMessage(t, message) : undefined;
}

/** Puts the server's validation errors under their fields; true when at least one field got one. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
