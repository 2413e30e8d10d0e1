/**
 * Loads the artwork of the email order page's link (GET /api/email-orders, SPEC §2.10). A missing,
 * incomplete or unknown link and one without an image all end in `notFound`; a link past its time
 * in `expired` (a new one can be asked for) and one staff revoked in `revoked` (issue 17 §5). In
 * none of them does the page show anything of any customer.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { shownArtworkUrl } from '#client/early/email-order-artwork-image.ts';
import { api, isApiError } from '#client/lib/api-client.ts';
import type { EmailOrder } from '#shared/api/email-orders.schemas.ts';
import { type EmailOrderLink, readEmailOrderLink, rememberEmailOrderLink } from './email-order-link.ts';

export type EmailOrderState =
  | { status: 'loading' }
  | { status: 'notFound' }
  /** The link is no longer valid: `renewable` when it only expired (the page offers a new one). */
  | { status: 'noLongerValid'; link: EmailOrderLink; renewable: boolean }
  | { status: 'failed' }
  | {
      status: 'ready';
      link: EmailOrderLink;
      order: EmailOrder;
      /** The image shown and printed: the generated artwork, else the upload (as the server prints). */
      artworkUrl: string;
    };

/**
 * The answer for the link this page was opened with, asked for before hydration (issue 22 §2): the
 * artwork is the page's largest paint, and its URL comes only with this answer, which otherwise
 * waited for the first render. The request is the one the page's early module started while the
 * HTML was parsing (src/client/early/email-order-early.ts) when it did, else it starts when this
 * module runs. Taken once, by the first effect for the same query; a retry or another link asks again.
 */
let early: { search: string; answer: Promise<EmailOrder> } | undefined;
if (typeof window !== 'undefined' && window.location.pathname.endsWith('/emailorder')) {
  const { search } = window.location;
  const link = readEmailOrderLink(search);
  if (link?.email && link.sig) {
    const started = window.__emailOrderEarly?.search === search ? window.__emailOrderEarly.response : undefined;
    window.__emailOrderEarly = undefined;
    const answer = api.getEmailOrder(link.email, link.sig, started);
    // Handled where it is taken; never an unhandled rejection if it is not.
    answer.catch(() => undefined);
    early = { search, answer };
  }
}

function takeEarlyAnswer(search: string): Promise<EmailOrder> | undefined {
  if (early?.search !== search) return undefined;
  const { answer } = early;
  early = undefined;
  return answer;
}

/**
 * The state of the page's link; starts as `loading` on the server and in the first client render
 * (the prerendered shell has no query), so hydration matches.
 * @returns the state and `retry`, for the `failed` state (network or server trouble).
 */
export function useEmailOrder(): { state: EmailOrderState; retry: () => void } {
  const { search } = useLocation();
  const [state, setState] = useState<EmailOrderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt; // a retry runs the effect again
    const link = readEmailOrderLink(search);
    if (!link?.email || !link.sig) {
      setState({ status: 'notFound' });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    (takeEarlyAnswer(search) ?? api.getEmailOrder(link.email, link.sig)).then(
      (order) => {
        if (!active) return;
        const artworkUrl = shownArtworkUrl(order);
        if (!artworkUrl) {
          setState({ status: 'notFound' });
          return;
        }
        rememberEmailOrderLink(link);
        // The whole order form mounts now: a transition renders it in slices, so a phone's main
        // thread is not blocked for the length of that render (issue 22 §2, Total Blocking Time).
        startTransition(() => setState({ status: 'ready', link, order, artworkUrl }));
      },
      (error: unknown) => {
        if (!active) return;
        if (isApiError(error, 'EMAIL_ORDER_LINK_EXPIRED', 'EMAIL_ORDER_LINK_REVOKED')) {
          setState({ status: 'noLongerValid', link, renewable: error.code === 'EMAIL_ORDER_LINK_EXPIRED' });
          return;
        }
        const notFound = isApiError(error, 'EMAIL_ORDER_NOT_FOUND', 'VALIDATION_FAILED');
        setState({ status: notFound ? 'notFound' : 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [search, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
