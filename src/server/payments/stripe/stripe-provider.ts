/**
 * Stripe Checkout as the payment provider (DESIGN.md principle 2: used when STRIPE_SECRET_KEY is
 * set). Only this adapter (this file and `stripe/`) imports the `stripe` SDK; its webhook route is
 * in stripe/stripe-webhook.routes.ts. SPEC §2.8, §3 "Checkout session", §7.
 */

import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { StripeApiTarget } from '#server/config.ts';
import { AppError } from '#shared/errors.ts';
import type { Locale } from '#shared/locales.ts';
import { type ShippingCountry, shippingCountries } from '#shared/shipping.ts';
import type {
  CheckoutSessionSummary,
  CreateCheckoutSessionInput,
  PaymentProvider,
  PaymentRoutesContext,
  RefundRequest,
  RefundResult,
} from '../payment-provider.ts';
import { toCheckoutSessionSummary } from './stripe-checkout-session.ts';
import { failureReasonOf, refundCreateParams, toRefundStatus } from './stripe-refund.ts';
import { registerStripeWebhookRoutes, type StripeWebhookVerifier } from './stripe-webhook.routes.ts';
import {
  assertNotFutureDated,
  readWebhookEvent,
  type StripeWebhookEvent,
  webhookToleranceSeconds,
} from './stripe-webhook-event.ts';

export interface StripeProviderConfig {
  secretKey: string;
  /** `whsec_…`; without it every webhook is refused. */
  webhookSecret?: string;
  /** Where API requests go; tests point it at a local fake (test-support/fake-stripe-server.ts). */
  apiTarget?: StripeApiTarget;
  /** `US_SALES_TAX=stripe` (issue 21 §2): dollar sessions ask Stripe Tax to add US sales tax. */
  automaticTax?: boolean;
  /** Countries Checkout collects addresses in (SHIPPING_COUNTRIES; issue 21 §5); all of the list by default. */
  shippingCountries?: readonly ShippingCountry[];
}

/** Stripe Checkout's locale for ours (Stripe has no `en-us`; `en` is US English). */
const stripeLocaleByLocale: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  'en-us': 'en',
  de: 'de',
  fr: 'fr',
  es: 'es',
};

/** How long a refund request may take before we stop waiting (the refund record stays pending; issue 19 §5). */
const refundTimeoutMs = 20_000;

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Payment provider backed by Stripe Checkout (hosted page on checkout.stripe.com). */
export class StripePaymentProvider implements PaymentProvider, StripeWebhookVerifier {
  readonly name = 'stripe' as const;
  /** A test-mode key (`sk_test_…`, restricted `rk_test_…`) moves no money: its orders are test orders (issue 17 point 4). */
  readonly testMode: boolean;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;
  private readonly automaticTax: boolean;
  private readonly shippingCountries: readonly ShippingCountry[];

  /** @param config secret key, optional webhook secret, optional API target (tests only). */
  constructor(config: StripeProviderConfig) {
    this.stripe = new Stripe(config.secretKey, {
      appInfo: { name: 'wowtees' },
      ...(config.apiTarget
        ? { host: config.apiTarget.host, port: config.apiTarget.port, protocol: config.apiTarget.protocol }
        : {}),
    });
    this.webhookSecret = config.webhookSecret;
    this.automaticTax = config.automaticTax === true;
    this.shippingCountries = config.shippingCountries ?? shippingCountries;
    this.testMode = /^(sk|rk)_test_/.test(config.secretKey);
  }

  /**
   * Creates a Checkout Session in payment mode: one price_data line per item (unit_amount in minor
   * units, currency lower-cased), shipping address collection, the customer's email when known,
   * metadata on the session and on its payment intent, Stripe's locale for ours; a discount code as
   * a one-use coupon and the session's `expires_at` when given (issue 21 §3). The idempotency
   * key goes in Stripe's `Idempotency-Key` header, so a retried request returns the same session.
   * @returns the session id and the checkout.stripe.com URL to send the browser to.
   * @throws AppError PAYMENT_PROVIDER_ERROR when Stripe refuses or cannot be reached.
   */
  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<{ id: string; url: string }> {
    const currency = input.currency.toLowerCase();
    // Issue 21 §2: dollar prices exclude tax; with Stripe Tax on, Stripe adds the sales tax of the
    // address on its page. Euro prices include VAT (our table), so they are sent as they are.
    const stripeTax = this.automaticTax && currency === 'usd';
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      line_items: input.lineItems.map((item) => ({
        quantity: item.quantity,
        price_data: {
          currency,
          unit_amount: item.unitAmountMinor,
          ...(stripeTax ? { tax_behavior: 'exclusive' as const } : {}),
          product_data: {
            name: item.name,
            ...(item.description ? { description: item.description } : {}),
            // Stripe's page is served over https and would block other image URLs.
            ...(item.imageUrl?.startsWith('https://') ? { images: [item.imageUrl] } : {}),
          },
        },
      })),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      locale: stripeLocaleByLocale[input.locale],
      shipping_address_collection: {
        allowed_countries: [...this.shippingCountries],
      },
      ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
      metadata: input.metadata,
      payment_intent_data: { metadata: input.metadata },
      ...(stripeTax ? { automatic_tax: { enabled: true } } : {}),
    };
    let session: Stripe.Checkout.Session;
    try {
      if (input.expiresAt) params.expires_at = Math.floor(input.expiresAt.getTime() / 1000);
      // Issue 21 §3, ADR 0024: the code as a one-use coupon, so Stripe's page and receipt show it
      // by name and the session's total is the discounted one.
      if (input.discount) params.discounts = [{ coupon: await this.couponFor(input) }];
      session = await this.stripe.checkout.sessions.create(params, { idempotencyKey: input.idempotencyKey });
    } catch (error) {
      throw new AppError('PAYMENT_PROVIDER_ERROR', `Stripe refused the checkout session: ${describe(error)}`);
    }
    if (!session.url) throw new AppError('PAYMENT_PROVIDER_ERROR', 'No checkout URL returned');
    return { id: session.id, url: session.url };
  }

  /**
   * A coupon of exactly the checkout's discount (`amount_off` in its currency, once, one redemption,
   * named by the code), made under an idempotency key derived from the session's, so a retried
   * checkout reuses it. @returns the coupon id.
   */
  private async couponFor(input: CreateCheckoutSessionInput): Promise<string> {
    const discount = input.discount as NonNullable<CreateCheckoutSessionInput['discount']>;
    const coupon = await this.stripe.coupons.create(
      {
        amount_off: discount.amountMinor,
        currency: input.currency.toLowerCase(),
        duration: 'once',
        max_redemptions: 1,
        name: discount.code,
        ...(input.expiresAt ? { redeem_by: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
      },
      { idempotencyKey: `${input.idempotencyKey}-coupon` },
    );
    return coupon.id;
  }

  /**
   * @returns the session mapped by `toCheckoutSessionSummary`, or `null` when Stripe does not know
   *   the id (`resource_missing`) or it is not a Checkout Session id at all.
   * @throws AppError PAYMENT_PROVIDER_ERROR on any other Stripe failure.
   */
  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionSummary | null> {
    // Not a Checkout Session id: no need to ask Stripe (and no odd characters in its URL path).
    if (!/^cs_[A-Za-z0-9_]+$/.test(id)) return null;
    try {
      return toCheckoutSessionSummary(await this.stripe.checkout.sessions.retrieve(id));
    } catch (error) {
      if (isStripeError(error) && (error.code === 'resource_missing' || error.statusCode === 404)) return null;
      throw new AppError('PAYMENT_PROVIDER_ERROR', `Stripe could not return the checkout session: ${describe(error)}`);
    }
  }

  /**
   * `POST /v1/refunds` with the payment intent, the amount in minor units and our idempotency key
   * (Stripe's `Idempotency-Key`, also in the refund's metadata so its `refund.*` events find our
   * record), within {@link refundTimeoutMs}. The SDK's own network retries reuse the same key.
   * @returns the refund's id and status; `failed` with Stripe's message when Stripe refuses the
   *   request (400/402/404: e.g. already refunded, amount too large), with no refund id.
   * @throws AppError PAYMENT_PROVIDER_ERROR when Stripe cannot be reached, times out, answers 5xx or
   *   429, or the key is in use by a request still running: whether money moved is unknown.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    let refund: Stripe.Refund;
    try {
      refund = await this.stripe.refunds.create(refundCreateParams(request), {
        idempotencyKey: request.idempotencyKey,
        timeout: refundTimeoutMs,
      });
    } catch (error) {
      if (
        isStripeError(error) &&
        (error.type === 'StripeInvalidRequestError' || error.type === 'StripeCardError') &&
        [400, 402, 404].includes(error.statusCode ?? 0)
      ) {
        return { providerRefundId: null, status: 'failed', failureReason: describe(error) };
      }
      throw new AppError('PAYMENT_PROVIDER_ERROR', `Stripe could not make the refund: ${describe(error)}`);
    }
    const status = toRefundStatus(refund.status);
    return {
      providerRefundId: refund.id,
      status,
      ...(status === 'failed' ? { failureReason: failureReasonOf(refund) } : {}),
    };
  }

  /** Registers `POST /api/webhooks/stripe` (stripe/stripe-webhook.routes.ts). */
  async registerRoutes(app: FastifyInstance, routes: PaymentRoutesContext): Promise<void> {
    await registerStripeWebhookRoutes(app, routes, this);
  }

  /**
   * Verifies a webhook's `Stripe-Signature` header against the raw request body (bytes exactly as
   * received) and the webhook secret, within 300 s of `nowMs` either way, and reads the event.
   * @throws AppError WEBHOOK_SIGNATURE_INVALID when the signature is missing, wrong, too old or
   *   future-dated, or no webhook secret is configured; WEBHOOK_EVENT_INVALID when the signed body
   *   is not JSON or not an event with an id, a type and `data.object`.
   */
  constructWebhookEvent(rawBody: Buffer, signatureHeader: string, nowMs: number = Date.now()): StripeWebhookEvent {
    if (!this.webhookSecret) {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'No webhook secret is configured (STRIPE_WEBHOOK_SECRET)');
    }
    if (!signatureHeader) throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Missing Stripe-Signature header');
    let event: unknown;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.webhookSecret,
        webhookToleranceSeconds,
        undefined,
        nowMs,
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', `Webhook signature verification failed: ${describe(error)}`);
      }
      // Signed, but not JSON (or a thin v2 event): content we cannot read.
      throw new AppError('WEBHOOK_EVENT_INVALID', `The signed webhook body is not an event: ${describe(error)}`);
    }
    assertNotFutureDated(signatureHeader, nowMs);
    return readWebhookEvent(event);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
