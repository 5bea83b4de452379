import { describe, expect, it } from 'vitest';
import en from '../locales/en-other-screens.json';
import hi from '../locales/hi-other-screens.json';
import { translator } from '../lib/i18n';
import { slotNoteText } from './slot-note';

const english = translator(en);
const hindi = translator(hi);

describe('slot note', () => {
  it("says why a closed slot is closed: over for today is not 'full'", () => {
    expect(slotNoteText(english, 'en', { state: 'over', capacity: 20, booked: 3 })).toBe('This slot is over for today.');
    expect(slotNoteText(english, 'en', { state: 'full', capacity: 20, booked: 20 })).toBe('Sorry slots are full.');
    expect(slotNoteText(english, 'en', { state: 'not-sitting', capacity: 20, booked: 0 })).toBe(en.messages.notSittingDay);
    expect(slotNoteText(hindi, 'hi', { state: 'over', capacity: 20, booked: 3 })).toBe(hi.messages.slotOver);
  });

  it("shows 'Filling fast.' from 70% taken, the places left below it, with plural forms", () => {
    expect(slotNoteText(english, 'en', { state: 'open', capacity: 20, booked: 14 })).toBe('Filling fast.');
    expect(slotNoteText(english, 'en', { state: 'open', capacity: 20, booked: 13 })).toBe('7 places left');
    expect(slotNoteText(english, 'en', { state: 'open', capacity: 20, booked: 8 })).toBe('12 places left');
    expect(slotNoteText(english, 'en', { state: 'open', capacity: 1, booked: 0 })).toBe('1 place left');
    expect(slotNoteText(hindi, 'hi', { state: 'open', capacity: 20, booked: 8 })).toBe('12 जगहें बाकी');
    expect(slotNoteText(hindi, 'hi', { state: 'open', capacity: 1, booked: 0 })).toBe('1 जगह बाकी');
    expect(slotNoteText(hindi, 'hi', { state: 'open', capacity: 20, booked: 19 })).toBe(hi.slotNote.fillingFast);
  });
});
