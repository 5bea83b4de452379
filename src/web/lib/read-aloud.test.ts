import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/constants';
import type { QueueProgress } from '../../shared/contract/waiting-room';
import { QUEUE_NOTICES } from '../../shared/queue-notices';
import enFirst from '../locales/en-first-screen.json';
import enOther from '../locales/en-other-screens.json';
import hiFirst from '../locales/hi-first-screen.json';
import hiOther from '../locales/hi-other-screens.json';
import { translator, type TFunction } from './i18n';
import { progressView } from './progress-text';
import { bookingWords, tokenWords } from './read-aloud';

// Each part's namespaces as one tree (the screens' translation joins them the same way).
const joined = (first: object, other: object) => {
  const texts: Record<string, unknown> = { ...first };
  for (const [name, value] of Object.entries(other)) texts[name] = { ...(texts[name] as object), ...(value as object) };
  return texts as Parameters<typeof translator>[0];
};
const T: Record<Language, TFunction> = {
  en: translator(joined(enFirst, enOther)),
  hi: translator(joined(hiFirst, hiOther)),
};

const progress = (extra: Partial<QueueProgress> = {}): QueueProgress => ({
  now_serving: 9,
  last_done: 8,
  ahead: 4,
  eta_minutes: 25,
  come_by: '11:40',
  doctor_started: true,
  delay_minutes: 0,
  notice: '',
  ...extra,
});
const waiting = (extra: Partial<QueueProgress> = {}) => progressView(progress(extra), 'Pending', null);
const words = (lang: Language, view = waiting()) => tokenWords(T[lang], lang, 14, view);

describe('the words read aloud of a token in the queue', () => {
  it('say the token, who is in and about how long, in English and in Hindi', () => {
    expect(words('en')).toBe('Your token is 14. Now serving 9. About 25 minutes.');
    expect(words('hi')).toBe('आपका टोकन नंबर 14 है। अभी टोकन नंबर 9 चल रहा है। लगभग 25 मिनट लगेंगे।');
  });

  it('say a long wait in hours and minutes, and nothing of a wait that is over', () => {
    expect(words('en', waiting({ eta_minutes: 130 }))).toBe(
      'Your token is 14. Now serving 9. About 2 hours 10 minutes.',
    );
    expect(words('hi', waiting({ eta_minutes: 130 }))).toBe(
      'आपका टोकन नंबर 14 है। अभी टोकन नंबर 9 चल रहा है। लगभग 2 घंटे 10 मिनट लगेंगे।',
    );
    expect(words('en', waiting({ eta_minutes: 0, ahead: 0 }))).toBe('Your token is 14. Now serving 9.');
  });

  it('say whose visit ended last, or that the doctor has not started, each as a sentence', () => {
    expect(words('en', waiting({ now_serving: null }))).toBe(
      "Your token is 14. Token 8's visit is over. About 25 minutes.",
    );
    expect(words('hi', waiting({ now_serving: null }))).toBe(
      'आपका टोकन नंबर 14 है। टोकन 8 का दिखाना हो गया। लगभग 25 मिनट लगेंगे।',
    );
    const notStarted = waiting({ now_serving: null, last_done: null, doctor_started: false });
    expect(words('en', notStarted)).toBe('Your token is 14. The doctor has not started yet. About 25 minutes.');
    expect(words('hi', notStarted)).toBe('आपका टोकन नंबर 14 है। डॉक्टर ने अभी देखना शुरू नहीं किया है। लगभग 25 मिनट लगेंगे।');
  });

  it("say the doctor's delay and message while the patient waits, a ready-made message in the reader's language", () => {
    const late = waiting({ delay_minutes: 20, notice: QUEUE_NOTICES[0].en });
    expect(words('en', late)).toBe(
      'Your token is 14. Now serving 9. About 25 minutes. The doctor is running 20 minutes late. Doctor’s message: Doctor is in surgery.',
    );
    expect(words('hi', late)).toBe(
      'आपका टोकन नंबर 14 है। अभी टोकन नंबर 9 चल रहा है। लगभग 25 मिनट लगेंगे। डॉक्टर को 20 मिनट की देरी है। डॉक्टर का संदेश: डॉक्टर ऑपरेशन में हैं।',
    );
  });

  it('say the turn once the token has been called, instead of the queue', () => {
    const called = (token: 'Live' | 'Done' | 'Skipped') => progressView(progress({ now_serving: 14 }), token, null);
    expect(tokenWords(T.en, 'en', 14, called('Live'))).toBe('Your token is 14. It is your turn: please go in.');
    expect(tokenWords(T.hi, 'hi', 14, called('Live'))).toBe('आपका टोकन नंबर 14 है। आपकी बारी है: कृपया अंदर जाइए।');
    expect(tokenWords(T.en, 'en', 14, called('Done'))).toBe('Your token is 14. Your visit is done.');
    expect(tokenWords(T.hi, 'hi', 14, called('Done'))).toBe('आपका टोकन नंबर 14 है। आपका दिखाना हो गया।');
    expect(tokenWords(T.en, 'en', 14, called('Skipped'))).toMatch(/^Your token is 14\. Your token was skipped: .+\.$/);
  });
});

describe('the words read aloud of a booking just confirmed', () => {
  const booking = { token: 14, doctor: 'Dr. Anil Srivastava', date: 'Mon, 23 Nov 2026', slot: 'Evening' };

  it('say the token, the doctor, the day and the slot', () => {
    expect(bookingWords(T.en, 'en', booking)).toBe(
      'Your token is 14. With Dr. Anil Srivastava on Mon, 23 Nov 2026, Evening slot.',
    );
    expect(
      bookingWords(T.hi, 'hi', { ...booking, doctor: 'डॉ. अनिल श्रीवास्तव', date: 'सोमवार, 23 नवंबर 2026', slot: 'शाम' }),
    ).toBe('आपका टोकन नंबर 14 है। डॉ. अनिल श्रीवास्तव को दिखाना है: सोमवार, 23 नवंबर 2026, शाम का स्लॉट।');
  });

  it('say no token where the booking has none yet', () => {
    expect(bookingWords(T.en, 'en', { ...booking, token: null })).toBe(
      'With Dr. Anil Srivastava on Mon, 23 Nov 2026, Evening slot.',
    );
  });
});
