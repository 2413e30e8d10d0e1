/**
 * The email-order page's first request (issue 22 §2), a module of its own that the build puts in
 * the head of the prerendered email-order pages (scripts/strip-hydration.ts): it asks
 * GET /api/email-orders for the link in the query while the HTML is still parsing, and preloads the
 * artwork the answer names. The artwork is the page's largest paint; without this its URL waited for
 * the page's scripts, which load after the first paint (ADR 0027 addendum). use-email-order.ts takes
 * the started request (`window.__emailOrderEarly`) and parses it as any API answer; a page without
 * a link in its query (the checkout's cancel link) asks there as before.
 *
 * No imports: this file is bundled alone and must stay a few hundred bytes (`export {}` below only
 * makes it a module, for the `Window` declaration).
 */

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
  }
}

/** Adds `<link rel=preload as=image>` for the artwork of a successful answer (the `<img>` React renders later). */
async function preloadArtwork(response: Response): Promise<void> {
  if (!response.ok) return;
  const order: { generatedImageUrl?: unknown; imageUrl?: unknown } = await response.clone().json();
  const url = order.generatedImageUrl ?? order.imageUrl;
  if (typeof url !== 'string') return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: url });
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

const query = new URLSearchParams(window.location.search);
const email = query.get('email');
const sig = query.get('sig');
if (email && sig) {
  const response = fetch(`/api/email-orders?${new URLSearchParams({ email, sig })}`, {
    headers: { accept: 'application/json' },
  });
  window.__emailOrderEarly = { search: window.location.search, response };
  // A failure here is the page's to report (use-email-order.ts asks again or shows it).
  response.then(preloadArtwork).catch(() => undefined);
}

export {};
