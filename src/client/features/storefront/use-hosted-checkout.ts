/**
 * Leaving for the hosted checkout (SPEC §5), as the customize and the email order pages do it: get
 * the visitor's customer id, create the checkout session and go to its URL, staying 'Processing...'
 * while the browser leaves; a failure shows the SPEC §8 checkout message and enables the button again.
 */
import { useEffect, useState } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { loadApi } from '#client/lib/load-api.ts';
import { toast } from '#client/lib/toast.ts';
import type { CheckoutRequest } from '#shared/api/checkout.schemas.ts';

/**
 * @param ensureCustomerId resolves to the visitor's customer id, or null when none can be had.
 * @param onFailure hears why an attempt failed, after the message showed (the customize page reloads
 *   its prices on PRICE_MISMATCH, issue 21 §1).
 * @returns `processing` (true from the click until the page is left or the attempt failed) and
 *   `start(request)`, where `request` builds the checkout body for the customer id.
 */
export function useHostedCheckout(
  t: Translator,
  ensureCustomerId: () => Promise<string | null>,
  onFailure?: (error: unknown) => void,
) {
  const [processing, setProcessing] = useState(false);

  // Coming back from the checkout with the browser's back button restores the page from the
  // back-forward cache with 'Processing...' still showing.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = async (request: (customerId: string) => CheckoutRequest) => {
    setProcessing(true);
    try {
      const customerId = await ensureCustomerId();
      if (!customerId) throw new Error('No customer id');
      // Loaded on the first checkout (issue 22 §2): the client and its schemas are not initial JS.
      const api = await loadApi();
      const { url } = await api.createCheckout(request(customerId));
      // Stay 'Processing...' while the browser leaves for the hosted checkout.
      window.location.assign(url);
    } catch (error) {
      toast.error(t('messages.checkoutFailed'), { description: errorMessage(t, error) });
      setProcessing(false);
      onFailure?.(error);
    }
  };

  return { processing, start };
}
