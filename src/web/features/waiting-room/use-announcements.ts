// The board's voice: once someone has tapped "Start announcements" (browsers allow sound only after a
// touch), every token called in on the boards plays the chime and is spoken in Hindi then in English.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueueBoard } from '../../../shared/contract/waiting-room';
import { announcementOf, newCalls, type Call, type Utterance } from './announcements';
import type { BothLanguages } from './both-languages';
import { CHIME_MS, newAudioContext, playChime } from './chime';

function speak(utterances: Utterance[]): void {
  if (!('speechSynthesis' in window)) return;
  for (const { text, lang } of utterances) {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    // A little slower than conversation: a waiting hall is noisy and the number must be caught.
    utterance.rate = 0.9;
    window.speechSynthesis.speak(utterance);
  }
}

/**
 * Follows the boards shown and announces each new call while started; `onCall` hears every call, started or
 * not (a hospital's board turns to the doctor who called).
 */
export function useAnnouncements(boards: readonly QueueBoard[], both: BothLanguages, onCall: (call: Call) => void) {
  const [started, setStarted] = useState(false);
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
      window.setTimeout(() => speak(utterances), audio.current ? CHIME_MS : 0);
    }
  }, [boards]);

  const start = useCallback(() => {
    audio.current ??= newAudioContext();
    void audio.current?.resume();
    setStarted(true);
  }, []);

  return { started, start };
}
