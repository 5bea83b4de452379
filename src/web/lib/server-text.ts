// Server and schema messages are the server's English texts (src/shared/messages.ts); this shows them in
// the user's language. Unknown texts are shown as they came, and so is a known one whose translation could
// not be loaded (the messages are among the other screens' texts, lib/i18n.ts).
import type { TFunction } from './i18n';
import { MESSAGES, filledMessageOf, messageKeyOf } from '../../shared/messages';
import { ApiError } from './api-error';

export function translateMessage(t: TFunction, text: string | undefined | null): string {
  if (!text) return '';
  const key = messageKeyOf(text);
  if (key) return t(`messages.${key}`, { defaultValue: text });
  const filled = filledMessageOf(text);
  return filled ? t(`messages.${filled.key}`, { ...filled.values, defaultValue: text }) : text;
}

/** The text to show for any thrown value: the server's error for an ApiError, a generic one otherwise. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return translateMessage(t, error.message);
  return translateMessage(t, MESSAGES.tryAgainLater);
}
