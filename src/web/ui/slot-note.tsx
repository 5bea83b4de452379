// What a slot row says under its timing, on the patient's slot picker and the doctor's slot join: why a
// closed slot is closed (over for today, full, a day the doctor does not sit), and for an open slot either
// 'Filling fast.' (at least FILLING_FAST_SHARE of its places taken) or how many places are left.
import { FILLING_FAST_SHARE, type SlotState } from '../../shared/constants';
import { MESSAGES, type MessageKey } from '../../shared/messages';
import { useTranslation, type TFunction } from '../lib/i18n';

interface SlotFigures {
  state: SlotState;
  capacity: number;
  booked: number;
}

const CLOSED_REASON: Record<Exclude<SlotState, 'open'>, MessageKey> = {
  over: 'slotOver',
  full: 'slotsFull',
  'not-sitting': 'notSittingDay',
  unavailable: 'slotsFull',
};

/** The note's text in the given language (plural forms from Intl.PluralRules). */
export function slotNoteText(t: TFunction, language: string, slot: SlotFigures): string {
  if (slot.state !== 'open') return t(`messages.${CLOSED_REASON[slot.state]}`, { defaultValue: MESSAGES[CLOSED_REASON[slot.state]] });
  if (slot.capacity > 0 && slot.booked / slot.capacity >= FILLING_FAST_SHARE) return t('slotNote.fillingFast');
  const left = Math.max(slot.capacity - slot.booked, 0);
  const form = new Intl.PluralRules(language).select(left) === 'one' ? 'one' : 'other';
  return t(`slotNote.placesLeft.${form}`, { count: new Intl.NumberFormat(language).format(left) });
}

export function SlotNote({ slot, className }: { slot: SlotFigures; className: string }) {
  const { t, i18n } = useTranslation();
  return <p className={className}>{slotNoteText(t, i18n.language, slot)}</p>;
}
