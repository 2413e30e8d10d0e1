/**
 * Timing and placing of the mock checkout's order (SPEC §2.8, §9); its amounts are
 * `mockCheckoutOrder` in shared/pricing.ts.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Translator } from '#client/i18n/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import type { Locale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';

/** SPEC §9 "Mock checkout delay 1.5 s": how long 'Processing...' shows before the order is placed. */
export const MOCK_PROCESSING_MS = 1500;

/**
 * Placing the mock order (SPEC §2.8): 'Processing...' for {@link MOCK_PROCESSING_MS}, then the toast
 * 'Order placed successfully' and back to the shop home. Nothing is sent anywhere.
 * @returns `processing` and `placeOrder`.
 */
export function useMockOrder(t: Translator, locale: Locale, variant: StorefrontVariant) {
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const placeOrder = () => {
    setProcessing(true);
    timer.current = window.setTimeout(() => {
      toast.success(t('mockCheckout.orderPlaced'));
      navigate(paths.storefront(locale, variant));
    }, MOCK_PROCESSING_MS);
  };

  return { processing, placeOrder };
}
