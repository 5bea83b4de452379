// The text size chosen on this device, in three steps (docs/decisions/0065-text-size-on-the-device.md): kept
// beside the language in local storage, applied to the page's root element before the first render, so
// every size written in rem grows with it. The step's scale is the stylesheet's (styles.css, --text-scale).
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

export const TEXT_SIZES = ['normal', 'large', 'largest'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

function isTextSize(value: unknown): value is TextSize {
  return typeof value === 'string' && (TEXT_SIZES as readonly string[]).includes(value);
}

/** The size chosen on this device; normal when none was chosen (or storage holds something else). */
function storedTextSize(): TextSize {
  const value = readStorage(STORAGE_KEYS.textSize);
  return isTextSize(value) ? value : 'normal';
}

/** Sets the step on the root element (html[data-text-size]); normal is the stylesheet's default. */
function applyTextSize(size: TextSize): void {
  if (size === 'normal') delete document.documentElement.dataset.textSize;
  else document.documentElement.dataset.textSize = size;
}

/** The size in use: read from storage once, then kept here (storage may be disabled: the choice still holds). */
let current: TextSize | null = null;
export const textSizeInUse = (): TextSize => (current ??= storedTextSize());

/** Applies the size kept on the device: at start, before the first render. */
export function applyStoredTextSize(): void {
  applyTextSize(textSizeInUse());
}

const listeners = new Set<() => void>();

/** Keeps the choice on the device, applies it at once and tells every control showing it. */
export function changeTextSize(size: TextSize): void {
  current = size;
  writeStorage(STORAGE_KEYS.textSize, size === 'normal' ? null : size);
  applyTextSize(size);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The size in use, for a control that shows it (re-renders on a change from any control). */
export function useTextSize(): TextSize {
  return useSyncExternalStore(subscribe, textSizeInUse, textSizeInUse);
}
