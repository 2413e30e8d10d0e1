/**
 * SPEC §2.4: smooth-scroll to the element named by the URL hash on load and on hash change, after
 * a 100 ms delay (content above may still be laying out). Scrolling to the top on a path change is
 * React Router's `<ScrollRestoration>`.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Delay before scrolling to the hash target (SPEC §9 "Hash scroll delay 100 ms"). */
export const hashScrollDelayMs = 100;

/** Call once in the shell. */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = window.setTimeout(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
    }, hashScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [hash]);
}
