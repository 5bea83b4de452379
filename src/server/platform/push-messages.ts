// The texts of push notifications, in the device's language: dates in words, statuses in the language's
// own words (never a wire value such as "Dispatched" inside Hindi), a lab test by its Hindi name.
import { wireDateInWords } from '../../shared/dates';
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
  | 'correctionApproved'
  | 'correctionDeclined'
  | QueueAlertKind;

/** The waiting room's alerts, each sent at most once per booking. */
export const QUEUE_ALERT_KINDS = ['turnNear', 'slotStarted', 'delayPosted', 'tokenSkipped'] as const;
export type QueueAlertKind = (typeof QUEUE_ALERT_KINDS)[number];

const TEXTS: Record<Language, Record<PushKind, { title: string; body: string }>> = {
  en: {
    bookingApproved: {
      title: 'Booking accepted',
      body: 'Dr. {{doctor}} accepted your parchee. Token number {{token}}.',
    },
    bookingCancelled: { title: 'Booking cancelled', body: 'Dr. {{doctor}} cancelled your parchee for {{date}}.' },
    tokenLive: { title: 'Your turn now', body: 'Token number {{token}}: Dr. {{doctor}} is calling you in.' },
    labReport: { title: 'Lab report ready', body: 'Your {{test}} report from {{lab}} is ready to download.' },
    deliveryStatus: { title: 'Medicine delivery', body: 'Your delivery for {{date}} is now {{status}}.' },
    emergencyStatus: { title: 'Your {{request}}', body: '{{status}}. {{note}}' },
    correctionApproved: {
      title: 'Correction made',
      body: 'The {{field}} on your {{record}} of {{date}} has been corrected as you asked.',
    },
    correctionDeclined: {
      title: 'Correction declined',
      body: 'Your request to correct the {{field}} on your {{record}} of {{date}} was declined: {{reason}}',
    },
    turnNear: {
      title: 'Your turn is near',
      body: 'Token number {{token}} with Dr. {{doctor}}: {{ahead}} ahead of you. Please be at the clinic.',
    },
    slotStarted: {
      title: 'The doctor has started',
      body: 'Dr. {{doctor}} has started seeing patients: token number {{serving}} is in.',
    },
    delayPosted: {
      title: 'The doctor is running late',
      body: 'Dr. {{doctor}} is running {{minutes}} min late. {{notice}}',
    },
    tokenSkipped: {
      title: 'Your token was skipped',
      body: "Token number {{token}} was called and you were not there. Tell the desk at Dr. {{doctor}}'s clinic when you arrive to be called again.",
    },
  },
  hi: {
    bookingApproved: { title: 'बुकिंग मंज़ूर', body: 'डॉ. {{doctor}} ने आपकी पर्ची मंज़ूर कर दी। टोकन नंबर {{token}}।' },
    bookingCancelled: { title: 'बुकिंग रद्द', body: 'डॉ. {{doctor}} ने {{date}} की आपकी पर्ची रद्द कर दी।' },
    tokenLive: { title: 'अब आपकी बारी है', body: 'टोकन नंबर {{token}}: डॉ. {{doctor}} आपको बुला रहे हैं।' },
    labReport: { title: 'लैब रिपोर्ट तैयार', body: '{{lab}} से आपकी {{test}} की रिपोर्ट तैयार है, डाउनलोड करें।' },
    deliveryStatus: { title: 'दवा डिलीवरी', body: '{{date}} की आपकी दवा डिलीवरी: {{status}}।' },
    emergencyStatus: { title: 'आपका {{request}}', body: '{{status}}। {{note}}' },
    correctionApproved: {
      title: 'सुधार हो गया',
      body: '{{date}} की {{record}} में {{field}} बदलने का आपका अनुरोध मंज़ूर हुआ, बदलाव कर दिया गया है।',
    },
    correctionDeclined: {
      title: 'सुधार का अनुरोध नामंज़ूर',
      body: '{{date}} की {{record}} में {{field}} बदलने का आपका अनुरोध नामंज़ूर हुआ। वजह: {{reason}}',
    },
    turnNear: {
      title: 'आपकी बारी आने वाली है',
      body: 'डॉ. {{doctor}}, टोकन नंबर {{token}}: आपसे पहले {{ahead}} मरीज़। कृपया क्लिनिक पहुँचें।',
    },
    slotStarted: {
      title: 'डॉक्टर ने देखना शुरू किया',
      body: 'डॉ. {{doctor}} ने मरीज़ देखना शुरू कर दिया है: अभी टोकन {{serving}} चल रहा है।',
    },
    delayPosted: { title: 'डॉक्टर को देर हो रही है', body: 'डॉ. {{doctor}}: {{minutes}} मिनट की देरी। {{notice}}' },
    tokenSkipped: {
      title: 'आपका टोकन छूट गया',
      body: 'टोकन नंबर {{token}} बुलाने पर आप नहीं आए। पहुँचकर डॉ. {{doctor}} के क्लिनिक के काउंटर पर बताएं, आपको दोबारा बुलाया जाएगा।',
    },
  },
};

/** A medicine order's status as its push says it: English keeps the desk's word, Hindi says what happened. */
const DELIVERY_WORDS: Record<Language, Record<string, string>> = {
  en: {},
  hi: {
    Pending: 'ऑर्डर इंतज़ार में है',
    Accepted: 'ऑर्डर मंज़ूर हो गया',
    Dispatched: 'दवा भेज दी गई है',
    Delivered: 'दवा पहुँच गई है',
    Cancelled: 'ऑर्डर रद्द हो गया',
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
    Dispatched: 'एम्बुलेंस भेजी गई है',
    Closed: 'बंद',
    Cancelled: 'रद्द',
  },
};

/** The vars' words of a kind that are wire values, each read in the device's language. */
const WIRE_WORDS: Partial<
  Record<PushKind, { names: readonly string[]; words: Record<Language, Record<string, string>> }>
> = {
  emergencyStatus: { names: ['request', 'status'], words: EMERGENCY_WORDS },
  deliveryStatus: { names: ['status'], words: DELIVERY_WORDS },
};

/** A value given in both languages (a lab test's name), filled in the device's language. */
export type InBothLanguages = Record<Language, string>;

/**
 * A push's title and body. `date` is a calendar date ('2026-11-23'), written in words; a value in both
 * languages is filled in the device's.
 */
export function pushText(
  lang: string,
  kind: PushKind,
  vars: Record<string, string | number | InBothLanguages>,
): { title: string; body: string } {
  const language: Language = lang === 'hi' ? 'hi' : 'en';
  const text = TEXTS[language][kind];
  const values: Record<string, string | number> = Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [
      name,
      typeof value === 'object' ? value[language] || value.en : value,
    ]),
  );
  if (typeof values.date === 'string') values.date = wireDateInWords(values.date, language);
  // Every text says "Dr." before {{doctor}}: a title typed into the name is dropped, as on the screens.
  if (typeof values.doctor === 'string') values.doctor = withoutDoctorTitle(values.doctor);
  // A ready-made running-late notice reads in the device's language.
  if (typeof values.notice === 'string') values.notice = noticeIn(values.notice, language);
  const wire = WIRE_WORDS[kind];
  for (const name of wire?.names ?? [])
    values[name] = wire!.words[language][String(values[name])] ?? values[name] ?? '';
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  // A blank value (a delay without a notice) leaves no trailing space.
  return { title: fill(text.title), body: fill(text.body).trim() };
}
