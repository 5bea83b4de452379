import { describe, expect, it } from 'vitest';
import { pushText } from './push-messages';

describe('pushText', () => {
  it("says Dr. once when the doctor's name was typed with a title, in both languages", () => {
    expect(pushText('en', 'bookingApproved', { doctor: 'Dr. Asha Rao', token: 4 }).body).toBe('Dr. Asha Rao accepted your parchee. Token number 4.');
    expect(pushText('hi', 'tokenLive', { doctor: 'डॉ. आशा राव', token: 4 }).body).toBe('टोकन नंबर 4: डॉ. आशा राव आपको बुला रहे हैं।');
  });
});
