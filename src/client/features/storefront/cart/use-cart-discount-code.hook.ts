/**
 * The cart page's discount code (issue 21 §3): the same field as the customize page
 * (`DiscountCodeField`), backed by the saved cart instead of a quote. Applying saves the code on the
 * cart (`PUT /api/customers/:id/cart`, the server prices it and refuses a bad one with its reason,
 * saving nothing); removing saves the cart without it. A saved code that stopped applying (expired,
 * used up, minimum no longer met) comes back as `discountCodeError`: the field shows the reason and
 * offers Remove. A code limited per customer asks for the email, which is saved on the customer
 * record (and kept for checkout) before the code is tried again.
 */
import { useState } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { api, isApiError } from '#client/lib/api-client.ts';
import { writeCustomerEmail } from '#client/lib/customer-id.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import type { PricedCart } from '#shared/api/cart.schemas.ts';
import { emailSchema } from '#shared/api/customers.schemas.ts';
import { normalizeDiscountCode } from '#shared/discount-codes.ts';
import type { Currency } from '#shared/locales.ts';
import type { DiscountCodeState } from '../use-discount-code.hook.ts';

/** The translated reason a code does not apply to this cart (the product message worded for a cart). */
function codeMessage(t: Translator, code: string): string {
  if (code === 'DISCOUNT_CODE_NOT_FOR_PRODUCT') return t('cart.codeNotForItems');
  if (code === 'VALIDATION_FAILED') return t('errors.DISCOUNT_CODE_UNKNOWN');
  return t(`errors.${code}` as 'errors.INTERNAL');
}

/**
 * @param saveCode saves the cart with a code (null: without); throws the server's refusal.
 */
export function useCartDiscountCode(
  t: Translator,
  cart: PricedCart | null,
  customerId: string | null,
  saveCode: (code: string | null) => Promise<void>,
): DiscountCodeState {
  const [opened, setOpen] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [needsEmail, setNeedsEmail] = useState(false);
  const [email, setEmail] = useState('');
  const saved = cart?.discountCode ?? null;
  const input = typed ?? saved ?? '';
  const applied =
    cart && saved && !cart.discountCodeError
      ? {
          code: saved,
          currency: cart.currency as Currency,
          subtotalMinor: cart.subtotalMinor + cart.feeMinor,
          discountMinor: cart.discountMinor,
          totalMinor: cart.totalMinor,
        }
      : null;
  const savedError = cart?.discountCodeError ?? null;

  const apply = async () => {
    if (!input.trim()) return;
    setPending(true);
    setFailure(null);
    try {
      const address = emailSchema.safeParse(email.trim());
      if (needsEmail && customerId && address.success) {
        // Per-email limits count on the customer's email: saved on their record, and kept for checkout.
        await api.updateCustomer(customerId, { email: address.data });
        writeCustomerEmail(address.data);
      }
      await saveCode(input);
      setTyped(null);
      setNeedsEmail(false);
    } catch (error) {
      if (isApiError(error, 'DISCOUNT_CODE_EMAIL_REQUIRED')) setNeedsEmail(true);
      setFailure(isApiError(error) ? codeMessage(t, error.code) : errorMessage(t, error));
    } finally {
      setPending(false);
    }
  };

  const remove = () => {
    setFailure(null);
    setTyped(null);
    setPending(true);
    saveCode(null)
      .catch((error: unknown) => setFailure(errorMessage(t, error)))
      .finally(() => setPending(false));
  };

  return {
    open: opened || saved !== null,
    setOpen,
    input,
    setInput: (value: string) => {
      setTyped(value);
      setFailure(null);
    },
    apply,
    remove,
    pending,
    applied,
    error: failure ?? (savedError && typed === null ? codeMessage(t, savedError) : null),
    needsEmail,
    email,
    setEmail,
    // A saved code that does not apply any more can be taken off as it stands.
    canRemove: saved !== null && normalizeDiscountCode(input) === saved,
  };
}
