/**
 * The payment provider interface: a hosted checkout that the browser is sent to, a lookup of the
 * resulting checkout session, and the provider's own HTTP routes. Implementations: `local-provider.ts`
 * (built-in test provider, the default; its page in `local-checkout/`) and `stripe/stripe-provider.ts` (used
 * when STRIPE_SECRET_KEY is set; its webhook in `stripe/`). SPEC §2.8, §3, §7.
 */
import type { FastifyInstance } from 'fastify';
import type { ShippingAddress } from '#shared/api/checkout.schemas.ts';
import type { Currency, Locale } from '#shared/locales.ts';
import type { Database } from '../db/client.ts';

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

/**
 * What a provider's webhook concluded about one event, as Medusa's `getWebhookActionAndData` does:
 * `captured` when the checkout session `data` is paid, `not_supported` when the shop has nothing to do.
 */
export type PaymentWebhookAction = { action: 'captured'; data: CheckoutSessionSummary } | { action: 'not_supported' };

/**
 * Acts on a provider's verdict: the payments service (modules/orders/payment-actions.service.ts),
 * handed to the provider by the composition root, so no provider imports a module.
 * @returns whether this call recorded a new order.
 * @throws whatever recording throws; the webhook then fails and the vendor retries.
 */
type PaymentActionHandler = (action: PaymentWebhookAction) => Promise<{ orderCreated: boolean }>;

/** What a provider's own routes get from the composition root. */
export interface PaymentRoutesContext {
  database: Database;
  onWebhookAction: PaymentActionHandler;
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /**
   * Whether this provider takes no real money (the built-in test provider; Stripe with a test key).
   * Orders it pays are recorded as test orders (orders.test_mode; issue 17 point 4).
   */
  readonly testMode: boolean;
  /**
   * Opens a hosted checkout session.
   * @returns the session id and the URL to send the browser to.
   * @throws AppError PAYMENT_PROVIDER_ERROR when the provider refuses or cannot be reached.
   */
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** @returns the session, or `null` when the provider does not know the id. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionSummary | null>;
  /**
   * Registers the routes only this provider has (the local provider's hosted page under `/pay/`,
   * Stripe's `POST /api/webhooks/stripe`); the other provider's paths then answer the JSON 404.
   * Called once by app.ts after the shared plugins.
   */
  registerRoutes(app: FastifyInstance, routes: PaymentRoutesContext): Promise<void> | void;
}
