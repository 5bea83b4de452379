import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { missingVoices, speak, stopSpeaking, voiceFor } from './speech';

const voice = (lang: string, name = lang, isDefault = false) => ({ lang, name, default: isDefault });

describe('the voice for a language', () => {
  it("is one of India's, else another of the same language, the device's default first", () => {
    const voices = [voice('en-US', 'US', true), voice('en-GB', 'GB'), voice('hi-IN', 'Hindi'), voice('en-IN', 'India')];
    expect(voiceFor(voices, 'hi-IN')?.name).toBe('Hindi');
    expect(voiceFor(voices, 'en-IN')?.name).toBe('India');
    expect(voiceFor([voice('en-GB', 'GB'), voice('en-US', 'US', true)], 'en-IN')?.name).toBe('US');
    expect(voiceFor([voice('en-GB', 'GB')], 'en-IN')?.name).toBe('GB');
  });

  it("reads a tag written with an underscore or in other cases (some phones' voices)", () => {
    expect(voiceFor([voice('hi_IN', 'Android Hindi')], 'hi-IN')?.name).toBe('Android Hindi');
    expect(voiceFor([voice('HI-in', 'Upper')], 'hi-IN')?.name).toBe('Upper');
  });

  it('is none where the device has no voice of the language (an English voice does not read Hindi)', () => {
    expect(voiceFor([voice('en-IN'), voice('en-US', 'US', true)], 'hi-IN')).toBeNull();
    expect(voiceFor([], 'en-IN')).toBeNull();
  });
});

/** A device's speech synthesis with these voices, recording what it is asked to say. */
function fakeSpeech(voices: ReturnType<typeof voice>[]) {
  const said: { text: string; lang: string; voice: string; rate: number }[] = [];
  const listeners = new Set<() => void>();
  const synth = {
    speaking: false,
    pending: false,
    cancelled: 0,
    getVoices: () => voices,
    speak: (utterance: { text: string; lang: string; voice: { name: string }; rate: number }) =>
      said.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice.name, rate: utterance.rate }),
    cancel: () => void synth.cancelled++,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('window', { speechSynthesis: synth, setTimeout, clearTimeout });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      voice: unknown = null;
      rate = 1;
      constructor(public text: string) {}
    },
  );
  return {
    said,
    synth,
    voicesArrive: (arrived: ReturnType<typeof voice>[]) => (
      voices.push(...arrived),
      listeners.forEach((listener) => listener())
    ),
    listeners,
  };
}

describe('speaking', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says each utterance in order with a voice of its language, a little slowly', async () => {
    const device = fakeSpeech([voice('hi-IN', 'Hindi'), voice('en-IN', 'India')]);
    const missing = await speak([
      { text: 'टोकन नंबर 12, कृपया अंदर आइए', lang: 'hi-IN' },
      { text: 'Token number 12, please come in', lang: 'en-IN' },
    ]);
    expect(missing).toEqual([]);
    expect(device.said).toEqual([
      { text: 'टोकन नंबर 12, कृपया अंदर आइए', lang: 'hi-IN', voice: 'Hindi', rate: 0.9 },
      { text: 'Token number 12, please come in', lang: 'en-IN', voice: 'India', rate: 0.9 },
    ]);
  });

  it('leaves out a language with no voice and names it', async () => {
    const device = fakeSpeech([voice('en-US', 'US', true)]);
    const missing = await speak([
      { text: 'आपका टोकन नंबर 14 है।', lang: 'hi-IN' },
      { text: 'Your token is 14.', lang: 'en-IN' },
    ]);
    expect(missing).toEqual(['hi-IN']);
    expect(device.said).toEqual([{ text: 'Your token is 14.', lang: 'en-IN', voice: 'US', rate: 0.9 }]);
  });

  it('waits for voices that arrive a moment after the page opens, and only a while for none', async () => {
    const device = fakeSpeech([]);
    const spoken = speak([{ text: 'Your token is 14.', lang: 'en-IN' }]);
    device.voicesArrive([voice('en-IN', 'India')]);
    expect(await spoken).toEqual([]);
    expect(device.said.map((said) => said.voice)).toEqual(['India']);
    expect(device.listeners.size).toBe(0);

    fakeSpeech([]);
    const none = missingVoices(['hi-IN', 'en-IN']);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await none).toEqual(['hi-IN', 'en-IN']);
  });

  it('stops a reading under way, and leaves a quiet device alone (some drop what is said right after a cancel)', () => {
    const device = fakeSpeech([voice('en-IN')]);
    stopSpeaking();
    expect(device.synth.cancelled).toBe(0);
    device.synth.speaking = true;
    stopSpeaking();
    expect(device.synth.cancelled).toBe(1);
  });

  it('names every language where the browser cannot speak at all', async () => {
    vi.stubGlobal('window', {});
    expect(await speak([{ text: 'Your token is 14.', lang: 'en-IN' }])).toEqual(['en-IN']);
    expect(await missingVoices(['hi-IN'])).toEqual(['hi-IN']);
  });
});
