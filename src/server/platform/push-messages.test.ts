import { describe, expect, it } from 'vitest';
import { pushText } from './push-messages';

describe('pushText', () => {
  it("says Dr. once when the doctor's name was typed with a title, in both languages", () => {
    expect(pushText('en', 'bookingApproved', { doctor: 'Dr. Asha Rao', token: 4 }).body).toBe(
      'Dr. Asha Rao accepted your parchee. Token number 4.',
    );
    expect(pushText('hi', 'tokenLive', { doctor: 'डॉ. आशा राव', token: 4 }).body).toBe(
      'टोकन नंबर 4: डॉ. आशा राव आपको बुला रहे हैं।',
    );
  });

  it("writes the waiting room's alerts in both languages, a delay without a notice ending cleanly", () => {
    expect(pushText('en', 'turnNear', { doctor: 'Asha Rao', token: 7, ahead: 2 })).toEqual({
      title: 'Your turn is near',
      body: 'Token number 7 with Dr. Asha Rao: 2 ahead of you. Please be at the clinic.',
    });
    expect(pushText('hi', 'turnNear', { doctor: 'आशा राव', token: 7, ahead: 2 }).body).toBe(
      'डॉ. आशा राव, टोकन नंबर 7: आपसे पहले 2 मरीज़। कृपया क्लिनिक पहुँचें।',
    );
    expect(pushText('en', 'delayPosted', { doctor: 'Asha Rao', minutes: 30, notice: '' }).body).toBe(
      'Dr. Asha Rao is running 30 min late.',
    );
    expect(pushText('hi', 'delayPosted', { doctor: 'आशा राव', minutes: 30, notice: 'ऑपरेशन में हैं' }).body).toBe(
      'डॉ. आशा राव: 30 मिनट की देरी। ऑपरेशन में हैं',
    );
  });

  it("reads a ready-made notice in the device's language, whichever language the doctor posted it in", () => {
    expect(
      pushText('hi', 'delayPosted', { doctor: 'Asha Rao', minutes: 15, notice: 'Doctor is in surgery' }).body,
    ).toBe('डॉ. Asha Rao: 15 मिनट की देरी। डॉक्टर ऑपरेशन में हैं');
    expect(pushText('en', 'delayPosted', { doctor: 'Asha Rao', minutes: 15, notice: 'आज देर से शुरू होगा' }).body).toBe(
      'Dr. Asha Rao is running 15 min late. Starting late today',
    );
  });

  it('writes a date in words and a status in the words of the language, never a wire value inside Hindi', () => {
    expect(pushText('hi', 'deliveryStatus', { date: '2026-11-28', status: 'Dispatched' }).body).toBe(
      'शनिवार, 28 नवंबर 2026 की आपकी दवा डिलीवरी: दवा भेज दी गई है।',
    );
    expect(pushText('en', 'deliveryStatus', { date: '2026-11-28', status: 'Dispatched' }).body).toBe(
      'Your delivery for Sat, 28 Nov 2026 is now Dispatched.',
    );
    expect(pushText('hi', 'bookingCancelled', { doctor: 'Asha Rao', date: '2026-11-28' }).body).toBe(
      'डॉ. Asha Rao ने शनिवार, 28 नवंबर 2026 की आपकी पर्ची रद्द कर दी।',
    );
    expect(pushText('hi', 'emergencyStatus', { request: 'Ambulance', status: 'Dispatched', note: '' })).toEqual({
      title: 'आपका एम्बुलेंस अनुरोध',
      body: 'एम्बुलेंस भेजी गई है।',
    });
  });

  it("names a lab test and lab in the device's language when given in both", () => {
    const vars = {
      test: { en: '2D Echocardiography (ECHO)', hi: '2D इको (ECHO)' },
      lab: { en: 'Deoria Diagnostics', hi: 'देवरिया डायग्नोस्टिक्स' },
    };
    expect(pushText('hi', 'labReport', vars).body).toBe(
      'देवरिया डायग्नोस्टिक्स से आपकी 2D इको (ECHO) की रिपोर्ट तैयार है, डाउनलोड करें।',
    );
    expect(pushText('en', 'labReport', vars).body).toBe(
      'Your 2D Echocardiography (ECHO) report from Deoria Diagnostics is ready to download.',
    );
  });

  it("tells a correction's answer with the record, the field and the date in the device's language, and a decline's reason", () => {
    const vars = {
      field: { en: 'name', hi: 'नाम' },
      record: { en: 'booking', hi: 'बुकिंग' },
      date: '2026-11-24',
      reason: 'Spelling as on Aadhaar',
    };
    expect(pushText('en', 'correctionApproved', vars)).toEqual({
      title: 'Correction made',
      body: 'The name on your booking of Tue, 24 Nov 2026 has been corrected as you asked.',
    });
    expect(pushText('hi', 'correctionDeclined', vars)).toEqual({
      title: 'सुधार का अनुरोध नामंज़ूर',
      body: 'मंगलवार, 24 नवंबर 2026 की बुकिंग में नाम बदलने का आपका अनुरोध नामंज़ूर हुआ। वजह: Spelling as on Aadhaar',
    });
  });
});
