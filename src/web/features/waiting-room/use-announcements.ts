// The board's voice: once someone has tapped "Start announcements" (browsers allow sound only after a
// touch), every token called in on the boards plays the chime and is spoken in Hindi then in English, each
// with a voice of its language (lib/speech.ts); a language this screen has no voice for is named at the tap.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueueBoard } from '../../../shared/contract/waiting-room';
import { missingVoices, speak, type SpeechLang } from '../../lib/speech';
import { announcementOf, newCalls, type Call } from './announcements';
import type { BothLanguages } from './both-languages';
import { CHIME_MS, newAudioContext, playChime } from './chime';

/** The board speaks both. */
const BOARD_LANGS: readonly SpeechLang[] = ['hi-IN', 'en-IN'];

/**
 * Follows the boards shown and announces each new call while started; `onCall` hears every call, started or
 * not (a hospital's board turns to the doctor who called). `unvoiced`: the languages found without a voice.
 */
export function useAnnouncements(boards: readonly QueueBoard[], both: BothLanguages, onCall: (call: Call) => void) {
  const [started, setStarted] = useState(false);
  const [unvoiced, setUnvoiced] = useState<SpeechLang[]>([]);
  const audio = useRef<AudioContext | null>(null);
  const lastSeen = useRef<ReadonlyMap<number, number | null>>(new Map());
  const latest = useRef({ started, both, onCall });
  useEffect(() => {
    latest.current = { started, both, onCall };
  });

  useEffect(() => {
    const { calls, seen } = newCalls(lastSeen.current, boards);
    lastSeen.current = seen;
    for (const call of calls) {
      latest.current.onCall(call);
      if (!latest.current.started) continue;
      if (audio.current) playChime(audio.current);
      const utterances = announcementOf(call.token, latest.current.both);
      window.setTimeout(() => void speak(utterances), audio.current ? CHIME_MS : 0);
    }
  }, [boards]);

  const start = useCallback(() => {
    audio.current ??= newAudioContext();
    void audio.current?.resume();
    setStarted(true);
    void missingVoices(BOARD_LANGS).then(setUnvoiced);
  }, []);

  return { started, start, unvoiced };
}
