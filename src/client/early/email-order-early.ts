/**
 * The email-order page's first request (issue 22 §2), a module of its own that the build puts in
 * the head of the prerendered email-order pages (scripts/strip-hydration.ts): it asks
 * GET /api/email-orders for the link in the query while the HTML is still parsing, and sets the
 * artwork the answer names as the `src` of the page's prerendered, still empty artwork `<img>`. The
 * artwork is the page's largest paint; so it paints before the page's scripts, which load after the
 * first paint (ADR 0027 addendum), have run and hydrated; those scripts are fetched once the artwork
 * is painted (`window.__scriptsAfter`, at most `artworkFirstMs`). use-email-order.ts takes the started
 * request (`window.__emailOrderEarly`) and parses it as any API answer; a page without a link in
 * its query (the checkout's cancel link) asks there as before.
 *
 * Bundled alone and inlined in the page (about a kilobyte): it imports only
 * email-order-artwork-image.ts, which imports nothing.
 */
import { emailOrderArtworkImageId, shownArtworkUrl } from './email-order-artwork-image.ts';

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
  image.src = url;
  // Settles when the image can be painted (or cannot be: the page shows what it can).
  await image.decode().catch(() => undefined);
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
