/**
 * The cart page's state (issue 21 §4): loads the visitor's cart priced for this storefront, changes
 * a line's quantity or removes it (the server answers the cart priced again), and checks the cart
 * out in one hosted checkout. A stale total (PRICE_MISMATCH), a line no longer on sale or a
 * discount code that stopped applying reloads the cart so the page shows what would be charged.
 * `saveCode` puts a discount code on the cart or removes it (issue 21 §3): the server prices it.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { cartApi, toLineInputs } from '#client/lib/cart-api.ts';
import { announceCartCount } from '#client/lib/cart-count.ts';
import { readCustomerEmail, readCustomerId } from '#client/lib/customer-id.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import type { PricedCart } from '#shared/api/cart.schemas.ts';
import { emailSchema } from '#shared/api/customers.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import { toPriceString } from '#shared/money.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';

type CartState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; cart: PricedCart | null };

export function useCart(t: Translator, locale: Locale, variant: StorefrontVariant) {
  const [state, setState] = useState<CartState>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [processing, setProcessing] = useState(false);
  const customerId = typeof window === 'undefined' ? null : readCustomerId(variant);

  const load = useCallback(async () => {
    if (!customerId) {
      setState({ status: 'ready', cart: null });
      return;
    }
    setState({ status: 'loading' });
    try {
      const cart = await cartApi.get(customerId, locale, variant);
      setState({ status: 'ready', cart });
      announceCartCount(cart.itemCount);
    } catch {
      setState({ status: 'error' });
    }
  }, [customerId, locale, variant]);

  useEffect(() => {
    void load();
  }, [load]);

  // Back from the hosted checkout (browser back): the page comes from the cache, not 'Processing…'.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const cart = state.status === 'ready' ? state.cart : null;

  /** Saves the cart with line `index` at `quantity` (0 removes it). */
  const setQuantity = async (index: number, quantity: number) => {
    if (!customerId || !cart) return;
    const lines = toLineInputs(cart).flatMap((line, i) =>
      i !== index ? [line] : quantity > 0 ? [{ ...line, quantity }] : [],
    );
    setBusy(true);
    try {
      const saved = await cartApi.save(customerId, { lines, locale, variant });
      setState({ status: 'ready', cart: saved });
      announceCartCount(saved.itemCount);
    } catch (error) {
      toast.error(errorMessage(t, error));
      void load();
    } finally {
      setBusy(false);
    }
  };

  /**
   * Saves the cart's lines with `discountCode` (null removes it) and shows the answer.
   * @throws ApiError DISCOUNT_CODE_* when the server refuses the code (nothing saved then).
   */
  const saveCode = async (discountCode: string | null): Promise<void> => {
    if (!customerId || !cart) return;
    setBusy(true);
    try {
      const saved = await cartApi.save(customerId, { lines: toLineInputs(cart), locale, variant, discountCode });
      setState({ status: 'ready', cart: saved });
    } finally {
      setBusy(false);
    }
  };

  const checkout = async () => {
    if (!customerId || !cart || cart.lines.length === 0) return;
    setProcessing(true);
    try {
      const storedEmail = emailSchema.safeParse(readCustomerEmail());
      const { url } = await cartApi.checkout({
        cart: true,
        customerId,
        locale,
        variant,
        currency: cart.currency === 'EUR' ? 'eur' : 'usd',
        price: toPriceString(cart.totalMinor),
        email: storedEmail.success ? storedEmail.data : undefined,
      });
      window.location.assign(url);
    } catch (error) {
      toast.error(t('messages.checkoutFailed'), { description: errorMessage(t, error) });
      setProcessing(false);
      const stale =
        isApiError(error, 'PRICE_MISMATCH', 'PRODUCT_NOT_AVAILABLE', 'COLOR_NOT_AVAILABLE', 'ARTWORK_NOT_FOUND') ||
        (isApiError(error) && error.code.startsWith('DISCOUNT_CODE_'));
      if (stale) void load();
    }
  };

  return { state, cart, customerId, busy, processing, reload: load, setQuantity, saveCode, checkout };
}
