/**
 * Countdown that redirects when it reaches zero (SPEC §2.6: "A countdown that redirects the user
 * after a few seconds"), with a way to stop it (WCAG 2.2.1: users can turn a time limit off).
 */
import { useEffect, useState } from 'react';

/**
 * @param active whether to count at all; the countdown starts when it turns true.
 * @param seconds the length of the countdown.
 * @param onDone called once at zero.
 * @returns seconds left, whether it was stopped, and `stop`.
 */
export function useRedirectCountdown(active: boolean, seconds: number, onDone: () => void) {
  const [left, setLeft] = useState(seconds);
  const [stopped, setStopped] = useState(false);
  const running = active && !stopped;

  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      onDone();
      return;
    }
    const id = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [running, left, onDone]);

  return { left, stopped, stop: () => setStopped(true) };
}
