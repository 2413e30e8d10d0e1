/**
 * Shell scrolling of SPEC §2.4: the page scrolls to the top on every path change, and smooth-scrolls
 * to the element named by the URL hash on load and on hash change after a 100 ms delay (SPEC §9).
 * Replaces React Router's `<ScrollRestoration>`, which jumps to the hash at once and, with the
 * stylesheet's `scroll-behavior: smooth`, would glide to the top of each new page.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { hashScrollDelayMs } from '#client/static-page/hash-scroll.ts';

/** Scrolls smoothly to the element with the id in `hash` (`#faq`), if there is one. */
function scrollToHash(hash: string): void {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return; // a malformed hash names no element
  }
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** Call once in the shell (root route). */
export function useScrollToHash(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  // The browser would restore old positions on back/forward before we scroll to the top.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // `key` is a dependency so that following the same hash link again scrolls again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: key marks each navigation.
  useEffect(() => {
    const isFirstRender = previousPath.current === null;
    const pathChanged = !isFirstRender && previousPath.current !== pathname;
    previousPath.current = pathname;

    // 'instant' overrides the stylesheet's smooth scrolling: a new page starts at its top.
    if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (hash) {
      // Content above the target may still be laying out (lazy sections, images).
      const timer = window.setTimeout(() => scrollToHash(hash), hashScrollDelayMs);
      return () => window.clearTimeout(timer);
    }
    // A link to the page already shown (logo, Home) brings the visitor back to its top.
    if (!isFirstRender && !pathChanged && navigationType === 'PUSH') {
      window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
    }
  }, [pathname, hash, key, navigationType]);
}
