import { describe, expect, it } from 'vitest';
import en from '../locales/en-other-screens.json';
import hi from '../locales/hi-other-screens.json';
import { translator } from '../lib/i18n';
import { slotNoteText } from './slot-note';

const english = translator(en);
const hindi = translator(hi);

/** A slot of `capacity` places with `booked` tokens given, none of its places kept for the desk. */
const slot = (state: 'open' | 'over' | 'full' | 'not-sitting', capacity: number, booked: number) => ({
  state,
  capacity,
  booked,
  online_left: state === 'open' ? capacity - booked : 0,
});

describe('slot note', () => {
  it("says why a closed slot is closed: over for today is not 'full'", () => {
    for (const reader of ['patient', 'desk'] as const) {
      expect(slotNoteText(english, 'en', slot('over', 20, 3), reader)).toBe('This slot is over for today.');
      expect(slotNoteText(english, 'en', slot('full', 20, 20), reader)).toBe('Sorry slots are full.');
      expect(slotNoteText(english, 'en', slot('not-sitting', 20, 0), reader)).toBe(en.messages.notSittingDay);
      expect(slotNoteText(hindi, 'hi', slot('over', 20, 3), reader)).toBe(hi.messages.slotOver);
    }
  });

  it("shows 'Filling fast.' from 70% taken, the places left below it, with plural forms", () => {
    expect(slotNoteText(english, 'en', slot('open', 20, 14), 'patient')).toBe('Filling fast.');
    expect(slotNoteText(english, 'en', slot('open', 20, 13), 'patient')).toBe('7 places left');
    expect(slotNoteText(english, 'en', slot('open', 20, 8), 'desk')).toBe('12 places left');
    expect(slotNoteText(english, 'en', slot('open', 1, 0), 'patient')).toBe('1 place left');
    expect(slotNoteText(hindi, 'hi', slot('open', 20, 8), 'patient')).toBe('12 जगहें बाकी');
    expect(slotNoteText(hindi, 'hi', slot('open', 1, 0), 'desk')).toBe('1 जगह बाकी');
    expect(slotNoteText(hindi, 'hi', slot('open', 20, 19), 'patient')).toBe(hi.slotNote.fillingFast);
  });

  it('tells a patient the online places left where the desk keeps places, and the desk once none is left', () => {
    // Capacity 20, 5 kept for the desk, 12 taken online: 3 online places, 8 places in all.
    const kept = { state: 'open' as const, capacity: 20, booked: 12, online_left: 3 };
    expect(slotNoteText(english, 'en', kept, 'patient')).toBe('3 online places left');
    expect(slotNoteText(hindi, 'hi', kept, 'patient')).toBe('3 ऑनलाइन जगहें बाकी');
    expect(slotNoteText(english, 'en', { ...kept, booked: 16, online_left: 1 }, 'patient')).toBe('1 online place left');
    // The doctor's side may give any free place: it reads the places left in all.
    expect(slotNoteText(english, 'en', kept, 'desk')).toBe('8 places left');
    const deskOnly = { state: 'open' as const, capacity: 20, booked: 15, online_left: 0 };
    expect(slotNoteText(english, 'en', deskOnly, 'patient')).toBe(
      'Online tokens for this slot are over. The clinic gives the remaining tokens at the desk.',
    );
    expect(slotNoteText(hindi, 'hi', deskOnly, 'patient')).toBe(hi.messages.onlineTokensOver);
    expect(slotNoteText(english, 'en', deskOnly, 'desk')).toBe('Filling fast.');
    // Once walk-ins have taken the desk's places, the online places left are all the places left.
    expect(slotNoteText(english, 'en', { state: 'open', capacity: 20, booked: 18, online_left: 2 }, 'patient')).toBe(
      'Filling fast.',
    );
  });
});
