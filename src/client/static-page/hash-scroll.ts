/**
 * SPEC §2.4's hash scrolling on pages without React (ADR 0027), as components/layout/use-scroll-to-hash.ts
 * does on hydrated ones: 100 ms after load with a hash, and after each hash change, smooth-scroll to
 * the element it names. The browser's own jump alone loses to a smooth scroll still under way (a
 * second hash link followed mid-scroll stayed at the first target in Chromium).
 */
/** Delay before scrolling to the hash target (SPEC §9 "Hash scroll delay 100 ms"), also of the hydrated shell. */
export const hashScrollDelayMs = 100;

/** Scrolls smoothly to the element with the id in `hash` (`#faq`), if there is one. */
function scrollToHash(root: Document, hash: string): void {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return; // a malformed hash names no element
  }
  root.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** Follows `view`'s URL hash now and on every change. */
export function enableHashScroll(view: Window): void {
  let timer: number | undefined;
  const follow = () => {
    const { hash } = view.location;
    if (!hash) return;
    view.clearTimeout(timer);
    timer = view.setTimeout(() => scrollToHash(view.document, hash), hashScrollDelayMs);
  };
  view.addEventListener('hashchange', follow);
  follow();
}
