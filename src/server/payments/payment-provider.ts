/**
 * The payment provider interface: a hosted checkout that the browser is sent to, a lookup of the
 * resulting checkout session, the provider's own HTTP routes, and refunds (issue 19 §5). Implementations: `local-provider.ts`
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
  /**
   * A discount code taken off the line items (issue 21 §3): `amountTotalMinor` is already net of it.
   * Stripe shows it as a coupon named by the code (ADR 0024); the test provider as a line.
   */
  discount?: { code: string; amountMinor: number };
  /** After this the session cannot be paid any more (a held discount use runs out; issue 21 §3). */
  expiresAt?: Date;
}

export type PaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

/** A checkout session as our code sees it, whichever provider ran it. */
export interface CheckoutSessionSummary {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: PaymentStatus;
  paymentIntentId: string | null;
  amountTotalMinor: number;
  /** Tax the provider added to the total (Stripe Tax, issue 21 §2), minor units; absent: none. */
  amountTaxMinor?: number | null;
  currency: Currency;
  metadata: CheckoutMetadata;
  customerEmail: string | null;
  shippingAddress: ShippingAddress | null;
}

/** What the shop asks a provider to give back (issue 19 §5); amounts in minor units. */
export interface RefundRequest {
  /** The payment to refund (Stripe's `pi_…`; the local provider's `pi_test_local_…` or session id). */
  paymentIntentId: string;
  amountMinor: number;
  currency: string;
  /** Same key, same refund: a retried request (after a crash or timeout) never refunds twice. */
  idempotencyKey: string;
  /** Staff's reason, kept with the provider's refund for its dashboard. */
  reason: string;
}

/** A refund's state at the provider: `pending` until the money moved (or not). */
export type ProviderRefundStatus = 'succeeded' | 'pending' | 'failed';

/** The provider's answer to a refund request. */
export interface RefundResult {
  /** Null only for a request the provider refused outright (`failed`, no refund made). */
  providerRefundId: string | null;
  status: ProviderRefundStatus;
  /** The provider's reason for a `failed` refund. */
  failureReason?: string;
}

/**
 * A refund as a provider's webhook reports it (issue 19 §5): made by the shop, or by staff in the
 * provider's dashboard, or one that failed after it was first reported. Amounts in minor units.
 */
export interface ProviderRefundUpdate {
  provider: 'local' | 'stripe';
  providerRefundId: string;
  paymentIntentId: string;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  status: ProviderRefundStatus;
  failureReason: string | null;
  /** The idempotency key the shop sent with it (carried in the refund's metadata); null for dashboard refunds. */
  idempotencyKey: string | null;
}

/**
 * What a provider's webhook concluded about one event, as Medusa's `getWebhookActionAndData` does:
 * `captured` when the checkout session `data` is paid, `refund_updated` when a refund was made or
 * changed (issue 19 §5), `not_supported` when the shop has nothing to do.
 */
export type PaymentWebhookAction =
  | { action: 'captured'; data: CheckoutSessionSummary }
  | { action: 'refund_updated'; data: ProviderRefundUpdate }
  | { action: 'not_supported' };

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
  /**
   * Gives back `amountMinor` of a payment (issue 19 §5). Idempotent on `idempotencyKey`: asking
   * again with the same key answers the refund first made, never a second one.
   * @returns the provider's refund id and its status (`failed` with the reason when the provider refused).
   * @throws AppError PAYMENT_PROVIDER_ERROR when the provider cannot be reached or times out: whether
   *   the money moved is then unknown, so the caller keeps its record pending and asks again later.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
}
