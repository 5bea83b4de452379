// Speech synthesis in the journeys: the test browser has no voices, and a journey must hear what the app says.
// `stubSpeech` runs in the page before the app (page.addInitScript) and replaces the browser's speech API
// with one that has the given voices and records each utterance instead of speaking it.
import type { Page } from '@playwright/test';

export interface Spoken {
  text: string;
  lang: string;
  /** The voice's language tag. */
  voice: string;
}

/** India's Hindi and English voices, as a phone with both has them. */
export const BOTH_VOICES = ['hi-IN', 'en-IN'];

export function stubSpeech(voiceLangs: string[]) {
  const spoken: Spoken[] = [];
  (window as unknown as { spoken: Spoken[] }).spoken = spoken;
  const voices = voiceLangs.map((lang) => ({
    lang,
    name: `Test ${lang}`,
    voiceURI: `test-${lang}`,
    default: false,
    localService: true,
  }));
  class Utterance {
    lang = '';
    voice: { lang: string } | null = null;
    rate = 1;
    constructor(public text: string) {}
  }
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  const synth = window.speechSynthesis;
  synth.getVoices = () => voices as unknown as SpeechSynthesisVoice[];
  synth.cancel = () => undefined;
  synth.speak = (utterance: SpeechSynthesisUtterance) => {
    spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.lang ?? '' });
  };
}

/** What the page has said so far. */
export const spokenOn = (page: Page) => page.evaluate(() => (window as unknown as { spoken: Spoken[] }).spoken);
