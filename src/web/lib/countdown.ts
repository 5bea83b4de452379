// A wait the user sees counting down (the resend wait of a one-time code), and how a phone number and the
// seconds left are written on those screens.
import { useEffect, useState } from 'react';

/** An Indian mobile number as it is read out: +91 98765 43210. */
export function formatPhone(phone: string): string {
  return phone.length === 10 ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : `+91 ${phone}`;
}

/** Seconds as a clock: 0:27, 1:05. */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whole seconds left until a moment (ticking while any are left), and a way to count again from now. */
export function useCountdown(initialUntil: number) {
  const [until, setUntil] = useState(initialUntil);
  const [now, setNow] = useState(() => Date.now());
  const running = now < until;
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [running]);
  const restart = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  };
  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), restart };
}
