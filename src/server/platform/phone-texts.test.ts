// The alerts' text messages at their longest: every value as long as it can be (a 4-digit token, names cut
// to SMS_NAME_CHARS, the longest delay, a long notice, a status link on a 30-character address) still fits
// one GSM-7 segment in English and two UCS-2 segments (134 characters) in Hindi.
import { describe, expect, it } from 'vitest';
import { WAITING_ROOM } from '../../shared/constants';
import {
  breachNoticeText,
  grievanceText,
  GSM_7,
  SMS_ALERT_KINDS,
  SMS_LIMIT,
  smsAlertText,
  type SmsAlertVars,
} from './phone-texts';

const LONGEST: Record<'en' | 'hi', SmsAlertVars> = {
  en: {
    token: 9999,
    doctor: 'Dr. Ramachandran Venkataraghavan Subramaniam',
    date: '2026-12-31',
    slot: 'Afternoon',
    link: `${'https://opd.example-clinic.in'.padEnd(30, 'x')}/t/${'A'.repeat(12)}`,
    ahead: 10,
    minutes: WAITING_ROOM.delayMinutes.max,
    notice:
      'The doctor was called to an emergency operation and will see every patient after it, please wait at the clinic. '.repeat(
        3,
      ),
    test: 'Complete Blood Count with Peripheral Smear',
    lab: 'Sanjeevani Diagnostics and Pathology Centre',
    record: 'lab booking',
    field: 'phone number',
  },
  hi: {
    token: 9999,
    doctor: 'डॉ. रामचंद्रन वेंकटराघवन सुब्रमण्यम',
    date: '2026-12-31',
    slot: 'Afternoon',
    link: `${'https://opd.example-clinic.in'.padEnd(30, 'x')}/t/${'A'.repeat(12)}`,
    ahead: 10,
    minutes: WAITING_ROOM.delayMinutes.max,
    notice: 'डॉक्टर साहब एक इमरजेंसी ऑपरेशन में हैं, उसके बाद सभी मरीज़ों को देखेंगे, कृपया क्लिनिक में इंतज़ार करें। '.repeat(3),
    test: 'पूर्ण रक्त गणना और परिधीय स्मीयर जाँच',
    lab: 'संजीवनी डायग्नोस्टिक्स और पैथोलॉजी सेंटर',
    record: 'लैब बुकिंग',
    field: 'फ़ोन नंबर',
  },
};

describe("the alerts' text messages", () => {
  it.each(SMS_ALERT_KINDS)('%s fits one GSM-7 segment in English at its longest', (kind) => {
    const text = smsAlertText(kind, 'en', LONGEST.en);
    expect(text.length, text).toBeLessThanOrEqual(SMS_LIMIT.en);
    expect(
      [...text].filter((c) => !GSM_7.has(c)),
      text,
    ).toEqual([]);
  });

  it.each(SMS_ALERT_KINDS)('%s fits two Unicode segments (134) in Hindi at its longest, in Devanagari', (kind) => {
    const text = smsAlertText(kind, 'hi', LONGEST.hi);
    expect(text.length, text).toBeLessThanOrEqual(SMS_LIMIT.hi);
    expect(text.startsWith('पर्ची:')).toBe(true);
    expect(text).not.toMatch(/Parchee|Morning|Afternoon|Evening/);
  });

  it('carries the token, the doctor, the date, the slot and the link', () => {
    const vars = {
      token: 14,
      doctor: 'Dr. Asha Verma',
      date: '2026-11-24',
      slot: 'Morning' as const,
      link: 'https://parchee.in/t/AbCdEfGhIjKl',
    };
    expect(smsAlertText('tokenConfirmed', 'en', vars)).toBe(
      'Parchee: Token 14 with Dr Asha Verma, 24-11-2026 Morning. Status: https://parchee.in/t/AbCdEfGhIjKl',
    );
    expect(smsAlertText('tokenConfirmed', 'hi', vars)).toBe(
      'पर्ची: डॉ. Asha Verma, 24-11-2026 सुबह, टोकन 14। स्थिति: https://parchee.in/t/AbCdEfGhIjKl',
    );
  });

  it("says a ready-made notice in the patient's language, and a short one whole", () => {
    expect(
      smsAlertText('delayPosted', 'hi', { doctor: 'Asha Verma', minutes: 30, notice: 'Doctor is in surgery' }),
    ).toBe('पर्ची: डॉ. Asha Verma: 30 मिनट की देरी। डॉक्टर ऑपरेशन में हैं');
    expect(smsAlertText('delayPosted', 'en', { doctor: 'Asha Verma', minutes: 30, notice: '' })).toBe(
      'Parchee: Dr Asha Verma is running 30 min late.',
    );
  });
});

describe("a grievance's and a breach notice's texts", () => {
  // The longest number: the largest id, ten digits.
  const acknowledgement = 'GRV-2147483647';

  it.each(['received', 'answered'] as const)(
    'the grievance %s fits its limit in each language, with its number',
    (kind) => {
      const en = grievanceText(kind, 'en', acknowledgement);
      expect(en.length, en).toBeLessThanOrEqual(SMS_LIMIT.en);
      expect(
        [...en].filter((c) => !GSM_7.has(c)),
        en,
      ).toEqual([]);
      const hi = grievanceText(kind, 'hi', acknowledgement);
      expect(hi.length, hi).toBeLessThanOrEqual(SMS_LIMIT.hi);
      expect(hi.startsWith('पर्ची:') && hi.includes(acknowledgement)).toBe(true);
    },
  );

  it('sends a notice whole when it fits one text, on one line, and the short line to the app when it does not', () => {
    const fitsEn = 'x'.repeat(SMS_LIMIT.en - 'Parchee: '.length);
    expect(breachNoticeText('en', fitsEn)).toEqual({ text: `Parchee: ${fitsEn}`, whole: true });
    expect(breachNoticeText('en', ` Line one.\n\nLine  two. `)).toEqual({
      text: 'Parchee: Line one. Line two.',
      whole: true,
    });
    const long = breachNoticeText('en', `${fitsEn}x`);
    expect(long.whole).toBe(false);
    expect([...long.text].filter((c) => !GSM_7.has(c))).toEqual([]);
    expect(long.text.length).toBeLessThanOrEqual(SMS_LIMIT.en);

    const fitsHi = 'क'.repeat(SMS_LIMIT.hi - 'पर्ची: '.length);
    expect(breachNoticeText('hi', fitsHi)).toEqual({ text: `पर्ची: ${fitsHi}`, whole: true });
    const longHi = breachNoticeText('hi', `${fitsHi}क`);
    expect(longHi.whole).toBe(false);
    expect(longHi.text.length).toBeLessThanOrEqual(SMS_LIMIT.hi);
  });

  it('counts an English notice with a character outside GSM-7 (a curly quote, ₹) as a Unicode text', () => {
    const curly = `We’re sorry: ${'x'.repeat(130)}`;
    expect(curly.length + 'Parchee: '.length).toBeLessThanOrEqual(SMS_LIMIT.en);
    expect(breachNoticeText('en', curly).whole).toBe(false);
    expect(breachNoticeText('en', 'We’re sorry: call us.').whole).toBe(true);
  });
});
