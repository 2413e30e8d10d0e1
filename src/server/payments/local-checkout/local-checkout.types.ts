/**
 * What the local test provider's hosted checkout needs from the provider: its sessions and a way to
 * pay one. Kept apart from local-provider.ts so the provider and its page do not import each other.
 */
import type { ShippingAddress } from '#shared/api/checkout.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import type { CheckoutLineItem, CheckoutSessionSummary } from '../payment-provider.ts';

/** A local checkout session with everything its hosted page shows; amounts in minor units. */
export interface LocalCheckoutSession extends CheckoutSessionSummary {
  lineItems: CheckoutLineItem[];
  locale: Locale;
  /** Absolute URL with Stripe's `{CHECKOUT_SESSION_ID}` placeholder. */
  successUrl: string;
  cancelUrl: string;
}

/** What the hosted page collected when the customer paid. */
export interface LocalPaymentDetails {
  email: string;
  shippingAddress: ShippingAddress;
}

/** The provider's side of the hosted page (implemented by LocalPaymentProvider). */
export interface LocalCheckoutStore {
  /** @returns the session, or `null` for an unknown id. */
  findSession(id: string): Promise<LocalCheckoutSession | null>;
  /**
   * Pays an open session once.
   * @returns `paid: true` when this call paid it; otherwise the session as it is now (or `null`).
   */
  completeSession(
    id: string,
    details: LocalPaymentDetails,
  ): Promise<{ paid: boolean; session: LocalCheckoutSession | null }>;
}
