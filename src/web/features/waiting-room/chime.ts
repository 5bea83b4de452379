// The chime before an announcement: two soft sine notes ("ding-dong") made with the Web Audio API, so no
// sound file is downloaded. The audio context is created on the "Start announcements" tap: browsers let a
// page make sound only after the person has touched it.
const NOTES = [
  { hz: 880, at: 0 },
  { hz: 660, at: 0.35 },
];
const NOTE_SECONDS = 0.6;
/** How long the chime lasts: the speech starts after it. */
export const CHIME_MS = 1000;

/** A new audio context, or null where the browser has none. */
export function newAudioContext(): AudioContext | null {
  try {
    return new AudioContext();
  } catch {
    return null;
  }
}

export function playChime(context: AudioContext): void {
  const start = context.currentTime;
  for (const note of NOTES) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = note.hz;
    // A quick rise and a long fall: a bell, not a beep. (An exponential ramp cannot start from 0.)
    gain.gain.setValueAtTime(0.0001, start + note.at);
    gain.gain.exponentialRampToValueAtTime(0.4, start + note.at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + NOTE_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + note.at);
    oscillator.stop(start + note.at + NOTE_SECONDS);
  }
}
