// Every text the server sends to a phone, in one place (a mail of the same news says the same). Where the
// phone's language is not known, a text message says it in English and then in Hindi, each line opened by
// the product's name in its own language ("Parchee:", "पर्ची:"; never the Latin name inside Hindi) with the
// Hindi words people use at the OPD (लॉग इन, OTP, पर्चा). A voice call reads the sign-in code digit by
// digit, twice.

import type { Language, Slot } from '../../shared/constants';
import { toDisplayDate } from '../../shared/dates';
import { withoutDoctorTitle } from '../../shared/doctor-name';
import { noticeIn } from '../../shared/queue-notices';
import type { InBothLanguages } from './push-messages';

/** A text message in both languages. */
const inBoth = (english: string, hindi: string) => `Parchee: ${english}\nपर्ची: ${hindi}`;

/** How long a link or code works, in each language ('24 hours' / '24 घंटे'). */
export interface Lifetime {
  en: string;
  hi: string;
}

export const PHONE_TEXTS = {
  signInCode: (code: string) =>
    inBoth(
      `${code} is your sign-in code. It works for 5 minutes. Do not share it with anyone.`,
      `${code} आपका लॉग इन OTP है। यह 5 मिनट तक चलेगा। इसे किसी को न बताएं।`,
    ),

  signInCodeByCall: (code: string) => {
    const digits = code.split('').join(' ');
    return `Your Parchee sign-in code is ${digits}. Again: ${digits}.`;
  },

  passwordLink: (within: Lifetime, link: string) =>
    inBoth(`choose your password within ${within.en}: ${link}`, `${within.hi} में अपना पासवर्ड चुनें: ${link}`),

  /** A code to make this number an account's sign-in number (request-phone-change). */
  numberChangeCode: (code: string) =>
    inBoth(
      `${code} is your code to make this your sign-in number. Do not share it with anyone.`,
      `${code} इस नंबर को अपना लॉग इन नंबर बनाने का OTP है। इसे किसी को न बताएं।`,
    ),

  /** The old number hears that the call centre was asked to change the account's number or e-mail. */
  contactChangeAsked: (changes: ContactChangeText[], link: string) =>
    inBoth(
      `our call centre was asked to change your account's ${changes.map((c) => `${EN_FIELD[c.field]} to ${c.value || '-'}`).join(' and ')}. Nothing changes until you confirm it here, or a second operator approves it. To confirm or stop it (24 hours): ${link}`,
      `हमारे कॉल सेंटर से आपके खाते का ${changes.map((c) => `${HI_FIELD[c.field]} बदलकर ${c.value || '-'}`).join(' और ')} करने को कहा गया है। आपके या दूसरे ऑपरेटर के मंज़ूर करने तक कुछ नहीं बदलेगा। मंज़ूर करने या रोकने के लिए (24 घंटे): ${link}`,
    ),

  /** The old number hears that the account's number or e-mail changed: by the account itself, or by the call centre. */
  contactsChanged: (changes: ContactChangeText[], by: 'account' | 'call-centre') => {
    const hi = changes.map((c) => `${HI_FIELD[c.field]} बदलकर ${c.value || '-'}`).join(' और ');
    return by === 'account'
      ? inBoth(
          `your account's ${changes.map((c) => `${EN_FIELD[c.field]} was changed to ${c.value || '-'}`).join(' and ')}. If this was not you, call us at once.`,
          `आपके खाते का ${hi} कर दिया गया है। अगर यह आपने नहीं किया, तो तुरंत हमें कॉल करें।`,
        )
      : inBoth(
          `our call centre changed your account's ${changes.map((c) => `${EN_FIELD[c.field]} to ${c.value || '-'}`).join(' and ')}. If you did not ask for this, call us at once.`,
          `हमारे कॉल सेंटर ने आपके खाते का ${hi} कर दिया है। अगर आपने यह नहीं कहा था, तो तुरंत हमें कॉल करें।`,
        );
  },
};

/** One change of an account's sign-in details as a text names it: which detail, and its new value. */
export interface ContactChangeText {
  field: 'phone_number' | 'email';
  value: string;
}

const EN_FIELD = { phone_number: 'sign-in number', email: 'e-mail' } as const;
const HI_FIELD = { phone_number: 'लॉग इन नंबर', email: 'ईमेल' } as const;

// The patient's alerts by text message (decision 0071), each in the patient's one language: English within
// one GSM segment (160 characters) where it fits, Hindi in Devanagari within two Unicode segments (134). A
// name is cut to SMS_NAME_CHARS and a doctor's notice to the room left, so a text never grows past its
// limit; docs/deploy.md lists them as templates for DLT registration.

/** The kinds of alert a patient may hear by text message. */
export const SMS_ALERT_KINDS = [
  'tokenConfirmed',
  'turnNear',
  'delayPosted',
  'tokenSkipped',
  'bookingCancelled',
  'labReport',
  'correctionApproved',
  'correctionDeclined',
] as const;
export type SmsAlertKind = (typeof SMS_ALERT_KINDS)[number];

/** The characters a text may have in each language: one GSM-7 segment, two UCS-2 segments. */
export const SMS_LIMIT: Record<Language, number> = { en: 160, hi: 134 };
/** A name (the doctor, the lab, the test) as a text message carries it, at most. */
export const SMS_NAME_CHARS = 20;

export interface SmsAlertVars {
  token?: number | string;
  /** Without the "Dr." the text puts before it. */
  doctor?: string;
  /** yyyy-mm-dd, written dd-mm-yyyy. */
  date?: string;
  slot?: Slot;
  /** The token's short status link (/t/<code>). */
  link?: string;
  ahead?: number;
  minutes?: number;
  notice?: string;
  /** A name with a Hindi one too is written in the text's language. */
  test?: string | InBothLanguages;
  lab?: string | InBothLanguages;
  /** A correction's record ('booking') and field ('name'), in both languages. */
  record?: string | InBothLanguages;
  field?: string | InBothLanguages;
}

const SLOT_WORDS: Record<Language, Record<Slot, string>> = {
  en: { Morning: 'Morning', Afternoon: 'Afternoon', Evening: 'Evening' },
  hi: { Morning: 'सुबह', Afternoon: 'दोपहर', Evening: 'शाम' },
};

/** The values a text is written with: each in the text's language. */
type SmsValues = { [K in keyof SmsAlertVars]-?: Exclude<SmsAlertVars[K], InBothLanguages> };

const SMS_TEXTS: Record<Language, Record<SmsAlertKind, (v: SmsValues) => string>> = {
  en: {
    tokenConfirmed: (v) => `Parchee: Token ${v.token} with Dr ${v.doctor}, ${v.date} ${v.slot}. Status: ${v.link}`,
    turnNear: (v) =>
      `Parchee: Token ${v.token} with Dr ${v.doctor}: ${v.ahead} ahead of you. Please be at the clinic. ${v.link}`,
    delayPosted: (v) => `Parchee: Dr ${v.doctor} is running ${v.minutes} min late. ${v.notice}`,
    tokenSkipped: (v) =>
      `Parchee: Token ${v.token} was called and you were not there. Tell the desk at Dr ${v.doctor}'s clinic when you arrive to be called again.`,
    bookingCancelled: (v) =>
      `Parchee: Dr ${v.doctor}'s clinic cancelled your token for ${v.date}. Please book again in the app or call the clinic.`,
    labReport: (v) => `Parchee: Your ${v.test} report from ${v.lab} is ready. Download it in the Parchee app.`,
    correctionApproved: (v) =>
      `Parchee: The ${v.field} on your ${v.record} of ${v.date} has been corrected as you asked.`,
    correctionDeclined: (v) =>
      `Parchee: Your request to correct the ${v.field} on your ${v.record} of ${v.date} was declined. See why in the Parchee app.`,
  },
  hi: {
    tokenConfirmed: (v) => `पर्ची: डॉ. ${v.doctor}, ${v.date} ${v.slot}, टोकन ${v.token}। स्थिति: ${v.link}`,
    turnNear: (v) => `पर्ची: डॉ. ${v.doctor}, टोकन ${v.token}: आपसे पहले ${v.ahead} मरीज़। कृपया क्लिनिक पहुँचें। ${v.link}`,
    delayPosted: (v) => `पर्ची: डॉ. ${v.doctor}: ${v.minutes} मिनट की देरी। ${v.notice}`,
    tokenSkipped: (v) =>
      `पर्ची: टोकन ${v.token} बुलाने पर आप नहीं आए। पहुँचकर डॉ. ${v.doctor} के काउंटर पर बताएं, दोबारा बुलाया जाएगा।`,
    bookingCancelled: (v) => `पर्ची: डॉ. ${v.doctor} के क्लिनिक ने ${v.date} का आपका टोकन रद्द कर दिया। ऐप से दोबारा बुक करें।`,
    labReport: (v) => `पर्ची: ${v.lab} से आपकी ${v.test} रिपोर्ट तैयार है। पर्ची ऐप से डाउनलोड करें।`,
    correctionApproved: (v) =>
      `पर्ची: ${v.date} की ${v.record} में ${v.field} बदलने का आपका अनुरोध मंज़ूर हुआ, बदलाव कर दिया गया है।`,
    correctionDeclined: (v) =>
      `पर्ची: ${v.date} की ${v.record} में ${v.field} बदलने का आपका अनुरोध नामंज़ूर हुआ। वजह पर्ची ऐप में देखें।`,
  },
};

/** A value cut to max characters, '...' saying so (the GSM alphabet has no ellipsis character). */
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 3).trimEnd()}...`);

/** An alert's text message in the patient's language, within its limit. */
export function smsAlertText(kind: SmsAlertKind, lang: Language, vars: SmsAlertVars): string {
  const named = (name: string | InBothLanguages | undefined) =>
    cut(typeof name === 'object' ? name[lang] : (name ?? ''), SMS_NAME_CHARS);
  const values: SmsValues = {
    token: vars.token ?? '',
    doctor: cut(withoutDoctorTitle(vars.doctor ?? ''), SMS_NAME_CHARS),
    date: vars.date ? toDisplayDate(vars.date) : '',
    slot: (vars.slot ? SLOT_WORDS[lang][vars.slot] : '') as Slot,
    link: vars.link ?? '',
    ahead: vars.ahead ?? 0,
    minutes: vars.minutes ?? 0,
    notice: '',
    test: named(vars.test),
    lab: named(vars.lab),
    record: named(vars.record),
    field: named(vars.field),
  };
  const text = SMS_TEXTS[lang][kind];
  const bare = text(values).trim();
  const notice = noticeIn(vars.notice ?? '', lang).trim();
  // The doctor's notice takes the room left (a short one whole); none fits in a text already full.
  const room = SMS_LIMIT[lang] - bare.length - 1;
  if (!notice || room < 4) return bare;
  return text({ ...values, notice: cut(notice, room) }).trim();
}

// A grievance's texts and a breach notice's (decision 0094), in the patient's one language within the
// alerts' limits. A grievance's say only its number and where the reply is (the app): the same template
// every time, as DLT asks. A breach notice's text carries the desk's notice whole when it fits one text in
// that language; a longer one becomes a short fixed line sending the patient to the app, where the notice
// is shown whole.

export type GrievanceTextKind = 'received' | 'answered';

const GRIEVANCE_TEXTS: Record<Language, Record<GrievanceTextKind, (acknowledgement: string) => string>> = {
  en: {
    received: (ack) =>
      `Parchee: We have received your grievance ${ack}. Our grievance officer will reply in the Parchee app.`,
    answered: (ack) =>
      `Parchee: Our grievance officer has replied to your grievance ${ack}. Read the reply in the Parchee app.`,
  },
  hi: {
    received: (ack) => `पर्ची: आपकी शिकायत ${ack} मिल गई है। शिकायत अधिकारी पर्ची ऐप में जवाब देंगे।`,
    answered: (ack) => `पर्ची: आपकी शिकायत ${ack} का जवाब आ गया है। जवाब पर्ची ऐप में पढ़ें।`,
  },
};

export function grievanceText(kind: GrievanceTextKind, lang: Language, acknowledgement: string): string {
  return GRIEVANCE_TEXTS[lang][kind](acknowledgement);
}

const BREACH_TEXT = {
  en: {
    whole: (message: string) => `Parchee: ${message}`,
    short:
      'Parchee: An important notice about your personal data is in the Parchee app. Please open the app and read it.',
  },
  hi: {
    whole: (message: string) => `पर्ची: ${message}`,
    short: 'पर्ची: आपकी निजी जानकारी के बारे में एक ज़रूरी सूचना पर्ची ऐप में है। कृपया ऐप खोलकर पढ़ें।',
  },
} satisfies Record<Language, { whole: (message: string) => string; short: string }>;

/** The GSM 03.38 basic alphabet: a text of these only goes 160 characters a segment; any other makes it UCS-2. */
export const GSM_7 = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/**
 * A breach notice's text message in one language: the notice whole when it fits a text (one GSM-7 segment,
 * or, with any other character, a curly quote or Devanagari, two UCS-2 segments), else the short line.
 */
export function breachNoticeText(lang: Language, message: string): { text: string; whole: boolean } {
  // A text is one line: the notice's paragraphs run on.
  const whole = BREACH_TEXT[lang].whole(message.replace(/\s+/g, ' ').trim());
  const limit = [...whole].every((c) => GSM_7.has(c)) ? SMS_LIMIT.en : SMS_LIMIT.hi;
  return whole.length <= limit ? { text: whole, whole: true } : { text: BREACH_TEXT[lang].short, whole: false };
}
