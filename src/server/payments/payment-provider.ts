/**
 * The payment provider interface: a hosted checkout that the browser is sent to, and a lookup of
 * the resulting checkout session. Implementations: `local-provider.ts` (built-in test provider, the
 * default) and `stripe-provider.ts` (used when STRIPE_SECRET_KEY is set). SPEC §2.8, §3, §7.
 */
import type { ShippingAddress } from '../../shared/api/checkout.schemas.ts';
import type { Currency, Locale } from '../../shared/locales.ts';

/** One line of the hosted checkout; amounts in minor units. */
export interface CheckoutLineItem {
  name: string;
  description?: string;
  unitAmountMinor: number;
  quantity: number;
  /** Absolute image URL shown beside the line, when public. */
  imageUrl?: string;
}

/** Metadata carried through the provider and back; every value a string (Stripe's rule). */
export interface CheckoutMetadata {
  customerId: string;
  productType: string;
  size: string;
  color: string;
  discountApplied: 'true' | 'false';
  priceBookId: string;
  locale: Locale;
  variant: string;
  [key: string]: string;
}

export interface CreateCheckoutSessionInput {
  lineItems: CheckoutLineItem[];
  currency: Currency;
  /** Sum of the line items, minor units; computed by the server's price book. */
  amountTotalMinor: number;
  customerEmail?: string;
  locale: Locale;
  metadata: CheckoutMetadata;
  /** Absolute URL containing the literal `{CHECKOUT_SESSION_ID}`, replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
  /** Same key, same session: a retried request does not open a second checkout. */
  idempotencyKey: string;
}

export type PaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

/** A checkout session as our code sees it, whichever provider ran it. */
export interface CheckoutSessionSummary {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: PaymentStatus;
  paymentIntentId: string | null;
  amountTotalMinor: number;
  currency: Currency;
  metadata: CheckoutMetadata;
  customerEmail: string | null;
  shippingAddress: ShippingAddress | null;
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /**
   * Opens a hosted checkout session.
   * @returns the session id and the URL to send the browser to.
   * @throws AppError PAYMENT_PROVIDER_ERROR when the provider refuses or cannot be reached.
   */
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** @returns the session, or `null` when the provider does not know the id. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionSummary | null>;
}
