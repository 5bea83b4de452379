// Its own module, not booking-text.ts: the offline view in the first download uses it, and the rest of
// the booking texts belong to the booking screens' chunks.
import { SLOTS } from '../../shared/constants';
import type { TFunction } from './i18n';
import { wireText } from './wire-text';

/** A slot's name as read: the wire's English slot names translated, any other (a doctor's own) as it is. */
export function slotName(t: TFunction, slot: string): string {
  return wireText(t, slot, SLOTS, (known) => `appointments.slots.${known}`);
}
