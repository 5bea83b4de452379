// Wire values (a slot, a status, a type) travel in English; the texts name the ones the app knows. The key is
// built from the value only once it is known to be one of them, so the key is typed (text-key.ts); a value
// the texts do not name (a doctor's own slot name) shows as it came.
import type { TFunction } from './i18n';
import type { TextKey } from './text-key';

/** True when `value` is one of `values`: narrows a wire string to the union a text key is built from. */
export function isOneOf<V extends string>(values: readonly V[], value: string | null | undefined): value is V {
  return (values as readonly (string | null | undefined)[]).includes(value);
}

/** A wire value as read: the text of its key when it is one of `values`, else the value itself. */
export function wireText<V extends string>(
  t: TFunction,
  value: string,
  values: readonly V[],
  key: (value: V) => TextKey,
): string {
  return isOneOf(values, value) ? t(key(value)) : value;
}
