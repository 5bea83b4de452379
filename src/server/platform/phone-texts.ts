// Every text the server sends to a phone, in one place. The phone's language is not known, so a text
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

  signInNumberChanged: (newPhone: string) =>
    inBoth(
      `your sign-in number was changed to ${newPhone} by our call centre. If you did not ask for this, call us at once.`,
      `हमारे कॉल सेंटर ने आपका लॉग इन नंबर बदलकर ${newPhone} कर दिया है। अगर आपने यह नहीं कहा था, तो तुरंत हमें कॉल करें।`,
    ),
};
