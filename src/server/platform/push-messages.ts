// The texts of push notifications, in the device's language.
import { withoutDoctorTitle } from '../../shared/doctor-name';
import type { Language } from '../../shared/constants';
import { noticeIn } from '../../shared/queue-notices';

export type PushKind =
  | 'bookingApproved'
  | 'bookingCancelled'
  | 'tokenLive'
  | 'labReport'
  | 'deliveryStatus'
  | 'emergencyStatus'
  | QueueAlertKind;

/** The waiting room's alerts, each sent at most once per booking. */
export const QUEUE_ALERT_KINDS = ['turnNear', 'slotStarted', 'delayPosted', 'tokenSkipped'] as const;
export type QueueAlertKind = (typeof QUEUE_ALERT_KINDS)[number];

const TEXTS: Record<Language, Record<PushKind, { title: string; body: string }>> = {
  en: {
    bookingApproved: { title: 'Booking accepted', body: 'Dr. {{doctor}} accepted your parchee. Token number {{token}}.' },
    bookingCancelled: { title: 'Booking cancelled', body: 'Dr. {{doctor}} cancelled your parchee for {{date}}.' },
    tokenLive: { title: 'Your turn now', body: 'Token number {{token}}: Dr. {{doctor}} is calling you in.' },
    labReport: { title: 'Lab report ready', body: 'Your {{test}} report from {{lab}} is ready to download.' },
    deliveryStatus: { title: 'Medicine delivery', body: 'Your delivery for {{date}} is now {{status}}.' },
    emergencyStatus: { title: 'Your {{request}}', body: '{{status}}. {{note}}' },
    turnNear: { title: 'Your turn is near', body: 'Token number {{token}} with Dr. {{doctor}}: {{ahead}} ahead of you. Please be at the clinic.' },
    slotStarted: { title: 'The doctor has started', body: 'Dr. {{doctor}} has started seeing patients: token number {{serving}} is in.' },
    delayPosted: { title: 'The doctor is running late', body: 'Dr. {{doctor}} is running {{minutes}} min late. {{notice}}' },
    tokenSkipped: { title: 'Your token was skipped', body: 'Token number {{token}} was called and you were not there. Tell the desk at Dr. {{doctor}}\'s clinic when you arrive to be called again.' },
  },
  hi: {
    bookingApproved: { title: 'बुकिंग स्वीकृत', body: 'डॉ. {{doctor}} ने आपकी पर्ची स्वीकार की। टोकन नंबर {{token}}।' },
    bookingCancelled: { title: 'बुकिंग रद्द', body: 'डॉ. {{doctor}} ने {{date}} की आपकी पर्ची रद्द कर दी।' },
    tokenLive: { title: 'अब आपकी बारी है', body: 'टोकन नंबर {{token}}: डॉ. {{doctor}} आपको बुला रहे हैं।' },
    labReport: { title: 'लैब रिपोर्ट तैयार', body: '{{lab}} से आपकी {{test}} रिपोर्ट तैयार है, डाउनलोड करें।' },
    deliveryStatus: { title: 'दवा डिलीवरी', body: '{{date}} की आपकी डिलीवरी अब {{status}} है।' },
    emergencyStatus: { title: 'आपका {{request}}', body: '{{status}}। {{note}}' },
    turnNear: { title: 'आपकी बारी आने वाली है', body: 'डॉ. {{doctor}}, टोकन नंबर {{token}}: आपसे पहले {{ahead}} मरीज़। कृपया क्लिनिक पहुँचें।' },
    slotStarted: { title: 'डॉक्टर ने देखना शुरू किया', body: 'डॉ. {{doctor}} ने मरीज़ देखना शुरू कर दिया है: अभी टोकन {{serving}} चल रहा है।' },
    delayPosted: { title: 'डॉक्टर को देर हो रही है', body: 'डॉ. {{doctor}}: {{minutes}} मिनट की देरी। {{notice}}' },
    tokenSkipped: { title: 'आपका टोकन छूट गया', body: 'टोकन नंबर {{token}} बुलाने पर आप नहीं आए। पहुँचकर डॉ. {{doctor}} के क्लिनिक के काउंटर पर बताएं, आपको दोबारा बुलाया जाएगा।' },
  },
};

/** An emergency request's kind and status as the call centre's push says them, in each language. */
const EMERGENCY_WORDS: Record<Language, Record<string, string>> = {
  en: {
    Emergency: 'emergency request',
    Ambulance: 'ambulance request',
    Pending: 'Waiting for the call centre',
    Called: 'The call centre has called you',
    Dispatched: 'Help is on its way',
    Closed: 'Closed',
    Cancelled: 'Cancelled',
  },
  hi: {
    Emergency: 'इमरजेंसी अनुरोध',
    Ambulance: 'एम्बुलेंस अनुरोध',
    Pending: 'कॉल सेंटर के जवाब का इंतज़ार',
    Called: 'कॉल सेंटर ने आपको कॉल किया',
    Dispatched: 'मदद रवाना हो गई है',
    Closed: 'बंद',
    Cancelled: 'रद्द',
  },
};

export function pushText(lang: string, kind: PushKind, vars: Record<string, string | number>): { title: string; body: string } {
  const language: Language = lang === 'hi' ? 'hi' : 'en';
  const text = TEXTS[language][kind];
  const values = { ...vars };
  // Every text says "Dr." before {{doctor}}: a title typed into the name is dropped, as on the screens.
  if (typeof values.doctor === 'string') values.doctor = withoutDoctorTitle(values.doctor);
  // A ready-made running-late notice reads in the device's language.
  if (typeof values.notice === 'string') values.notice = noticeIn(values.notice, language);
  if (kind === 'emergencyStatus') {
    for (const name of ['request', 'status'] as const) values[name] = EMERGENCY_WORDS[language][String(values[name])] ?? values[name] ?? '';
  }
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  // A blank value (a delay without a notice) leaves no trailing space.
  return { title: fill(text.title), body: fill(text.body).trim() };
}
