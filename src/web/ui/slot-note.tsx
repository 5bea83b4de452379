// What a slot row says under its timing, on the patient's slot picker and the doctor's slot join: why a
// closed slot is closed (over for today, full, a day the doctor does not sit), and for an open slot either
// 'Filling fast.' (at least FILLING_FAST_SHARE of its places taken) or how many places are left. A patient
// books online only: where the doctor keeps places for walk-ins at the desk, the patient reads how many
// online places are left and, once none is, that the clinic gives the remaining tokens at the desk.
import { FILLING_FAST_SHARE, type SlotState } from '../../shared/constants';
import { MESSAGES, type MessageKey } from '../../shared/messages';
import { useTranslation, type TFunction } from '../lib/i18n';

interface SlotFigures {
  state: SlotState;
  capacity: number;
  booked: number;
  online_left: number;
}

/** Who reads the row: a patient, who books online, or the doctor's side, which may give any free place. */
export type SlotReader = 'patient' | 'desk';

const CLOSED_REASON: Record<Exclude<SlotState, 'open'>, MessageKey> = {
  over: 'slotOver',
  full: 'slotsFull',
  'not-sitting': 'notSittingDay',
  unavailable: 'slotsFull',
};

/** An open slot a patient cannot take online: its places left are the desk's. */
export const onlyAtTheDesk = (slot: SlotFigures): boolean => slot.state === 'open' && slot.online_left === 0;

const messageText = (t: TFunction, key: MessageKey) => t(`messages.${key}`, { defaultValue: MESSAGES[key] });

function countText(
  t: TFunction,
  language: string,
  key: 'slotNote.placesLeft' | 'slotNote.onlinePlacesLeft',
  count: number,
): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other';
  return t(`${key}.${form}`, { count: new Intl.NumberFormat(language).format(count) });
}

/** The note's text in the given language (plural forms from Intl.PluralRules). */
export function slotNoteText(t: TFunction, language: string, slot: SlotFigures, reader: SlotReader): string {
  if (slot.state !== 'open') return messageText(t, CLOSED_REASON[slot.state]);
  const left = Math.max(slot.capacity - slot.booked, 0);
  if (reader === 'patient') {
    if (onlyAtTheDesk(slot)) return messageText(t, 'onlineTokensOver');
    // Some of the places left are kept for the desk: the patient is told the ones they can take.
    if (slot.online_left < left) return countText(t, language, 'slotNote.onlinePlacesLeft', slot.online_left);
  }
  if (slot.capacity > 0 && slot.booked / slot.capacity >= FILLING_FAST_SHARE) return t('slotNote.fillingFast');
  return countText(t, language, 'slotNote.placesLeft', left);
}

export function SlotNote({ slot, reader, className }: { slot: SlotFigures; reader: SlotReader; className: string }) {
  const { t, i18n } = useTranslation();
  return <p className={className}>{slotNoteText(t, i18n.language, slot, reader)}</p>;
}
