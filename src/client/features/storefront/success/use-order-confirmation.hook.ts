/**
 * Saving the order of a paid checkout (SPEC §2.8, §4): reads `session_id` from the query string,
 * POSTs /api/orders/confirm once per session id and page load (idempotent on the server; the
 * customer's own id goes along so the answer includes the personal fields), refreshes the header's
 * cart count (a paid cart is emptied), toasts the outcome
 * ('Order details saved successfully' or SPEC §8 'There was a problem processing your order').
 */
import { useEffect, useState } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { ApiError, api } from '#client/lib/api-client.ts';
import { announceCartCount, fetchCartCount } from '#client/lib/cart-count.ts';
import { readCustomerId } from '#client/lib/customer-id.ts';
import { toast } from '#client/lib/toast.ts';
import type { ConfirmedOrder } from '#shared/api/checkout.schemas.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';

export type OrderConfirmationState =
  | { status: 'loading' }
  | { status: 'confirmed'; order: ConfirmedOrder }
  | { status: 'failed' };

// One confirmation per session id and page load: React StrictMode runs effects twice in
// development, and the toast must show once.
const confirmations = new Map<string, Promise<ConfirmedOrder>>();

function confirmOnce(sessionId: string, customerId: string | null, t: Translator): Promise<ConfirmedOrder> {
  let pending = confirmations.get(sessionId);
  if (!pending) {
    pending = api.confirmOrder(sessionId, customerId).then(
      ({ order }) => {
        toast.success(t('messages.orderSaved'));
        return order;
      },
      (error: unknown) => {
        toast.error(t('messages.orderFailed'));
        throw error;
      },
    );
    confirmations.set(sessionId, pending);
  }
  return pending;
}

/**
 * The confirmation of the checkout in the page's query string; `loading` on the server and in the
 * first client render (the prerendered HTML has no query string), so hydration matches.
 */
export function useOrderConfirmation(variant: StorefrontVariant, t: Translator): OrderConfirmationState {
  const [state, setState] = useState<OrderConfirmationState>({ status: 'loading' });

  useEffect(() => {
    // Read in an effect: the prerendered HTML has no query string.
    const sessionId = new URLSearchParams(window.location.search).get('session_id');
    if (!sessionId) {
      toast.error(t('messages.orderFailed'));
      setState({ status: 'failed' });
      return;
    }
    let active = true;
    const customerId = readCustomerId(variant);
    confirmOnce(sessionId, customerId, t).then(
      (order) => {
        // A paid cart was emptied with the order (docs/decisions/0025): the header, read when the
        // page opened, may still count its items.
        if (customerId && order.lines) void fetchCartCount(customerId).then(announceCartCount);
        if (active) setState({ status: 'confirmed', order });
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) console.error(error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [t, variant]);

  return state;
}
