// Speech synthesis for every screen that speaks: the waiting room's board calling a token in, and a patient's
// "Read aloud" (docs/decisions/0066-read-aloud-with-the-boards-voice.md). A device speaks a language well only
// with a voice for it (given Hindi text, an English voice reads nothing useful), so each utterance gets a voice
// of its own language, and one without a voice on this device is not spoken but reported.
import type { Language } from '../../shared/constants';

/** The speech languages: India's Hindi and English. */
export type SpeechLang = 'hi-IN' | 'en-IN';

export const SPEECH_LANG: Record<Language, SpeechLang> = { hi: 'hi-IN', en: 'en-IN' };

export interface Utterance {
  text: string;
  lang: SpeechLang;
}

/** How long an empty list of voices is waited for: some browsers fill it a moment after the page opens. */
const VOICES_WAIT_MS = 1500;

/** A voice's language tag as compared: "hi_IN" (some Android voices) and "hi-IN" are the same. */
const tagOf = (lang: string) => lang.toLowerCase().replace('_', '-');

/**
 * The voice that speaks `lang`: one of that language in India, else another of the same language (an
 * English voice of elsewhere reads English well), the device's default among those first; null when none.
 */
export function voiceFor<V extends { lang: string; default: boolean }>(
  voices: readonly V[],
  lang: SpeechLang,
): V | null {
  const wanted = tagOf(lang);
  const language = wanted.split('-')[0];
  const exact = voices.find((voice) => tagOf(voice.lang) === wanted);
  if (exact) return exact;
  const kin = voices.filter((voice) => tagOf(voice.lang).split('-')[0] === language);
  return kin.find((voice) => voice.default) ?? kin[0] ?? null;
}

/** The device's voices, waiting a moment (their voiceschanged) while the list is still empty. */
function deviceVoices(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = window.setTimeout(done, VOICES_WAIT_MS);
    synth.addEventListener('voiceschanged', done);
  });
}

/** The languages among `langs` this device has no voice for (all of them where it cannot speak at all). */
export async function missingVoices(langs: readonly SpeechLang[]): Promise<SpeechLang[]> {
  if (!('speechSynthesis' in window)) return [...langs];
  const voices = await deviceVoices(window.speechSynthesis);
  return langs.filter((lang) => voiceFor(voices, lang) === null);
}

/**
 * Speaks the utterances in order, each with a voice of its language, a little slower than conversation (a
 * waiting hall is noisy, and many who ask for reading aloud are old). Answers the languages it had no voice
 * for: those utterances are not spoken.
 */
export async function speak(utterances: readonly Utterance[]): Promise<SpeechLang[]> {
  const langs = [...new Set(utterances.map((utterance) => utterance.lang))];
  if (!('speechSynthesis' in window)) return langs;
  const synth = window.speechSynthesis;
  const voices = await deviceVoices(synth);
  for (const { text, lang } of utterances) {
    const voice = voiceFor(voices, lang);
    if (!voice) continue;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    utterance.voice = voice;
    utterance.rate = 0.9;
    synth.speak(utterance);
  }
  return langs.filter((lang) => voiceFor(voices, lang) === null);
}

/**
 * Stops what is being spoken and drops what waits: a new reading starts from its beginning. Only when
 * something is: some browsers drop an utterance spoken right after a cancel.
 */
export function stopSpeaking(): void {
  if (!('speechSynthesis' in window)) return;
  const synth = window.speechSynthesis;
  if (synth.speaking || synth.pending) synth.cancel();
}
