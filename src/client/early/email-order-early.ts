/**
 * The email-order page's first request (issue 22 §2), a module of its own that the build puts in
 * the head of the prerendered email-order pages (scripts/strip-hydration.ts): it asks
 * GET /api/email-orders for the link in the query while the HTML is still parsing, and sets the
 * artwork the answer names (its display-size renditions, ADR 0031) as the sources of the page's
 * prerendered, still empty artwork `<img>`. The artwork is the page's largest paint; so it paints
 * before the page's scripts, which load after the first paint (ADR 0027 addendum), have run and
 * hydrated; those scripts are fetched once the browser reports the artwork on screen
 * (`window.__scriptsAfter`, at most `artworkFirstMs`). use-email-order.ts takes the started
 * request (`window.__emailOrderEarly`) and parses it as any API answer; a page without a link in
 * its query (the checkout's cancel link) asks there as before.
 *
 * Bundled alone and inlined in the page (about 1.9 KB): it imports only
 * email-order-artwork-image.ts, which imports only constants.
 */
import { artworkImageSources, emailOrderArtworkImageId, shownArtworkUrl } from './email-order-artwork-image.ts';

/** The request this module started, for the page's own module to take. */
interface EarlyEmailOrderRequest {
  /** `location.search` it was made for. */
  search: string;
  /** The answer of GET /api/email-orders for that query. */
  response: Promise<Response>;
}

declare global {
  interface Window {
    __emailOrderEarly?: EarlyEmailOrderRequest;
    /** What the page's bootstrap waits for before it fetches its scripts (scripts/strip-hydration.ts). */
    __scriptsAfter?: Promise<unknown>;
  }
}

/**
 * How long the page's scripts wait for the artwork at most, ms: on a slow line the artwork (the
 * page's content, ~80 KB) comes first instead of sharing the line with ~200 KB of scripts; a
 * stalled image must not keep the order form from working.
 */
const artworkFirstMs = 2500;

/**
 * Shows the artwork of a successful answer in the page's empty artwork `<img>` (the same URL React
 * renders there when the page is ready, so the image is fetched once). An answer without one, or an
 * error, leaves the page to say so.
 */
async function showArtwork(response: Response): Promise<void> {
  if (!response.ok) return;
  const url: unknown = shownArtworkUrl(await response.clone().json());
  if (typeof url !== 'string') return;
  // On a slow phone the answer can come before the body is parsed.
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  const image = document.getElementById(emailOrderArtworkImageId);
  if (!(image instanceof HTMLImageElement) || image.getAttribute('src')) return;
  // Element Timing (Chromium) reports when the image is on screen, as the largest paint does.
  image.setAttribute('elementtiming', emailOrderArtworkImageId);
  // The same sources React renders there (so the image is fetched once): srcset before src.
  const { src, srcSet, sizes } = artworkImageSources(url, window.location.origin);
  if (srcSet && sizes) {
    image.sizes = sizes;
    image.srcset = srcSet;
  }
  image.src = src;
  // Settles when the image can be painted (or cannot be: the page shows what it can).
  await image.decode().catch(() => undefined);
  await onScreen();
}

/**
 * How long the scripts wait at most, ms, for the decoded artwork to be reported on screen: a browser
 * that never reports it (hidden tab, no frames) must not keep them waiting until `artworkFirstMs`.
 */
const onScreenMs = 500;

/**
 * Settles once the artwork's frame is presented (its `element` timing entry; else the frame after
 * the next one), so no script is fetched, parsed or run while a phone lays out and paints it.
 */
function onScreen(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    setTimeout(done, onScreenMs);
    let observer: PerformanceObserver | undefined;
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element')) {
      const isArtwork = (entry: PerformanceEntry) =>
        (entry as PerformanceEntry & { identifier?: string }).identifier === emailOrderArtworkImageId;
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some(isArtwork)) done();
      });
      observer.observe({ type: 'element', buffered: true });
    } else if (document.visibilityState !== 'hidden') {
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
    }
  });
}

/**
 * Gives the prerendered language links the page's query, as storefront-languages.tsx does once
 * hydrated (issue 23 point 9): a visitor who switches language before that keeps the signed link.
 */
function languageLinksKeepTheLink(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-link]')) {
    if (link.pathname.endsWith('/emailorder') && !link.search) link.search = window.location.search;
  }
}

const query = new URLSearchParams(window.location.search);
const email = query.get('email');
const sig = query.get('sig');
if (email && sig) {
  const response = fetch(`/api/email-orders?${new URLSearchParams({ email, sig })}`, {
    headers: { accept: 'application/json' },
  });
  window.__emailOrderEarly = { search: window.location.search, response };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', languageLinksKeepTheLink, { once: true });
  } else languageLinksKeepTheLink();
  // A failure here is the page's to report (use-email-order.ts asks again or shows it).
  const shown = response.then(showArtwork).catch(() => undefined);
  window.__scriptsAfter = Promise.race([shown, new Promise((resolve) => setTimeout(resolve, artworkFirstMs))]);
}
