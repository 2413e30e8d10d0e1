/**
 * A discount code on an order page (issue 21 §3), shared by the customize and the email order pages:
 * the code the customer typed, the server's quote for the order shown (asked again whenever the
 * product or the order-now choice changes, so the total paid is always the server's), and the
 * translated reason when the server refuses it. The API client loads on first use (issue 9 budgets).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import type { DiscountQuote, DiscountQuoteBody } from '#shared/api/discount-codes.schemas.ts';

/** The order the code is priced for: what the checkout request will carry. */
export type DiscountContext = Omit<DiscountQuoteBody, 'code'>;

export interface DiscountCodeState {
  /** The field is shown (after "Have a code?"). */
  open: boolean;
  setOpen: (open: boolean) => void;
  input: string;
  setInput: (value: string) => void;
  /** Asks the server for the code in `input`. */
  apply: () => Promise<void>;
  remove: () => void;
  pending: boolean;
  /** The server's quote while a code applies; null otherwise. */
  applied: DiscountQuote | null;
  /** The translated refusal, or null. */
  error: string | null;
  /** The server asked for an email (a code limited per customer) and none is known: the field asks. */
  needsEmail: boolean;
  email: string;
  setEmail: (value: string) => void;
  /** The field offers Remove even while no discount applies (the cart's saved code that stopped applying). */
  canRemove?: boolean;
}

/** @param context the order shown; `email` the one the checkout will carry, when known. */
export function useDiscountCode(t: Translator, context: DiscountContext): DiscountCodeState {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const [applied, setApplied] = useState<DiscountQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [needsEmail, setNeedsEmail] = useState(false);
  const [typedEmail, setEmail] = useState('');
  const email = context.email ?? (typedEmail.trim() || undefined);
  const latest = useRef(0);
  const { productType, discountApplied, fromEmailOrder, locale, variant } = context;

  const quote = useCallback(
    async (code: string) => {
      const call = ++latest.current;
      setPending(true);
      try {
        const { discountCodesApi } = await import('#client/lib/discount-codes-api.ts');
        const answer = await discountCodesApi.quote({
          code,
          productType,
          discountApplied,
          fromEmailOrder,
          locale,
          variant,
          email,
        });
        if (call !== latest.current) return;
        setApplied(answer);
        setError(null);
      } catch (failure) {
        if (call !== latest.current) return;
        setApplied(null);
        if (isApiError(failure, 'DISCOUNT_CODE_EMAIL_REQUIRED')) setNeedsEmail(true);
        setError(
          isApiError(failure, 'VALIDATION_FAILED') ? t('errors.DISCOUNT_CODE_UNKNOWN') : errorMessage(t, failure),
        );
      } finally {
        if (call === latest.current) setPending(false);
      }
    },
    [t, productType, discountApplied, fromEmailOrder, locale, variant, email],
  );

  // The order changed under an applied code: its price is asked again (a code for hoodies stops
  // applying when the customer picks a t-shirt, with the reason shown).
  const appliedCode = applied?.code;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-quote only when the order changes, not when the quote does.
  useEffect(() => {
    if (appliedCode) void quote(appliedCode);
  }, [productType, discountApplied, locale, variant]);

  const apply = useCallback(async () => {
    if (!input.trim()) return;
    await quote(input);
  }, [input, quote]);

  const remove = useCallback(() => {
    latest.current++;
    setApplied(null);
    setError(null);
    setInput('');
    setPending(false);
  }, []);

  return {
    open,
    setOpen,
    input,
    setInput: (value: string) => {
      setInput(value);
      setError(null);
    },
    apply,
    remove,
    pending,
    applied,
    error,
    needsEmail: needsEmail && !context.email,
    email: typedEmail,
    setEmail,
  };
}
