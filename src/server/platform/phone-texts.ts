// Every text the server sends to a phone, in one place (a mail of the same news says the same). The phone's language is not known, so a text
// message says it in English and then in Hindi, each line opened by the product's name in its own language
// ("Parchee:", "पर्ची:"; never the Latin name inside Hindi) with the Hindi words people use at the OPD (लॉग
// इन, OTP, पर्चा). A voice call reads the sign-in code digit by digit, twice.

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

  passwordLink: (within: Lifetime, link: string) => inBoth(`choose your password within ${within.en}: ${link}`, `${within.hi} में अपना पासवर्ड चुनें: ${link}`),

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
