/**
 * Loads the order a private status link opens (issue 19 §7). The token rides in the link's fragment
 * (`#t=…`), which no browser sends to a server or puts in a Referer; it stays in the address bar so
 * the customer can bookmark or reload the page. Starts as `loading` on the server and in the first
 * client render (the prerendered shell has no fragment), so hydration matches.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { api, isApiError } from '#client/lib/api-client.ts';
import type { OrderStatusView } from '#shared/api/order-status.schemas.ts';

export type OrderStatusState =
  | { status: 'loading' }
  /** `invoiceUrl`: the invoice PDF's download (issue 21 §2), null for an order without one. */
  | { status: 'ready'; order: OrderStatusView; invoiceUrl: string | null }
  /** No token, or one the server does not accept (unknown, tampered, expired). */
  | { status: 'invalid' }
  /** Network or server trouble: the same link can be tried again. */
  | { status: 'failed' };

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The token of a fragment such as `#t=abc…`, or null. */
export function statusTokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t');
  return token && tokenPattern.test(token) ? token : null;
}

/** @returns the state and `retry` for the `failed` state. */
export function useOrderStatus(): { state: OrderStatusState; retry: () => void } {
  const { hash } = useLocation();
  const [state, setState] = useState<OrderStatusState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt; // a retry runs the effect again
    const token = statusTokenFromHash(hash || window.location.hash);
    if (!token) {
      setState({ status: 'invalid' });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    api.getOrderStatus(token).then(
      (order) => {
        if (active)
          setState({ status: 'ready', order, invoiceUrl: order.invoiceNumber ? api.orderInvoiceUrl(token) : null });
      },
      (error: unknown) => {
        if (!active) return;
        setState({ status: isApiError(error, 'ORDER_LINK_INVALID', 'NOT_FOUND') ? 'invalid' : 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [hash, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
