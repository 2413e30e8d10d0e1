/**
 * Stripe Checkout as the payment provider (DESIGN.md principle 2: used when STRIPE_SECRET_KEY is
 * set). The only module that imports the `stripe` SDK. SPEC §2.8, §3 "Checkout session", §7.
 */
import Stripe from 'stripe';
import type { ShippingAddress } from '../../shared/api/checkout.schemas.ts';
import { AppError } from '../../shared/errors.ts';
import type { Currency, Locale } from '../../shared/locales.ts';
import { shippingCountries } from '../../shared/shipping.ts';
import type { StripeApiTarget } from '../config.ts';
import type {
  CheckoutMetadata,
  CheckoutSessionSummary,
  CreateCheckoutSessionInput,
  PaymentProvider,
  PaymentStatus,
} from './payment-provider.ts';

/** The Stripe event type, re-exported so other modules need not import the SDK. */
export type StripeEvent = Stripe.Event;
/** A Stripe Checkout Session object as the API (or a webhook event) returns it. */
export type StripeCheckoutSession = Stripe.Checkout.Session;

export interface StripeProviderConfig {
  secretKey: string;
  /** `whsec_…`; without it every webhook is refused. */
  webhookSecret?: string;
  /** Where API requests go; tests point it at a local fake (test-support/fake-stripe-server.ts). */
  apiTarget?: StripeApiTarget;
}

/** Stripe Checkout's locale for ours (Stripe has no `en-us`; `en` is US English). */
const stripeLocaleByLocale: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  'en-us': 'en',
  de: 'de',
  fr: 'fr',
  es: 'es',
};

/** Shipping details before API 2025-03-31 lived on the session itself; old events still carry them. */
interface LegacyShippingDetails {
  shipping_details?: { name?: string | null; address?: Stripe.Address | null } | null;
}

function toShippingAddress(
  details: { name?: string | null; address?: Stripe.Address | null } | null | undefined,
): ShippingAddress | null {
  const address = details?.address;
  if (!details || !address) return null;
  return {
    name: details.name ?? '',
    line1: address.line1 ?? '',
    line2: address.line2 || null,
    city: address.city ?? '',
    state: address.state || null,
    postalCode: address.postal_code ?? '',
    country: address.country ?? '',
  };
}

/**
 * Maps a Stripe Checkout Session (from the API or a webhook event) to our provider-neutral summary:
 * amounts stay in minor units, the currency is upper-cased, `payment_intent` may be an id or an
 * expanded object, shipping comes from `collected_information.shipping_details` or the legacy
 * `shipping_details`, the email from `customer_details` or `customer_email`.
 */
export function toCheckoutSessionSummary(session: Stripe.Checkout.Session): CheckoutSessionSummary {
  // Stripe's enums are open (`OtherString`): anything unknown counts as not done.
  const status = session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  const paymentStatus: PaymentStatus =
    session.payment_status === 'paid'
      ? 'paid'
      : session.payment_status === 'no_payment_required'
        ? 'no_payment_required'
        : 'unpaid';
  const paymentIntent = session.payment_intent;
  const shipping =
    session.collected_information?.shipping_details ??
    (session as Stripe.Checkout.Session & LegacyShippingDetails).shipping_details;
  return {
    id: session.id,
    status,
    paymentStatus,
    paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    amountTotalMinor: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase() as Currency,
    metadata: (session.metadata ?? {}) as CheckoutMetadata,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    shippingAddress: toShippingAddress(shipping),
  };
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Payment provider backed by Stripe Checkout (hosted page on checkout.stripe.com). */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;

  /** @param config secret key, optional webhook secret, optional API target (tests only). */
  constructor(config: StripeProviderConfig) {
    this.stripe = new Stripe(config.secretKey, {
      appInfo: { name: 'wowtees' },
      ...(config.apiTarget
        ? { host: config.apiTarget.host, port: config.apiTarget.port, protocol: config.apiTarget.protocol }
        : {}),
    });
    this.webhookSecret = config.webhookSecret;
  }

  /**
   * Creates a Checkout Session in payment mode: one price_data line per item (unit_amount in minor
   * units, currency lower-cased), shipping address collection, the customer's email when known,
   * metadata on the session and on its payment intent, Stripe's locale for ours. The idempotency
   * key goes in Stripe's `Idempotency-Key` header, so a retried request returns the same session.
   * @returns the session id and the checkout.stripe.com URL to send the browser to.
   * @throws AppError PAYMENT_PROVIDER_ERROR when Stripe refuses or cannot be reached.
   */
  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<{ id: string; url: string }> {
    const currency = input.currency.toLowerCase();
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      line_items: input.lineItems.map((item) => ({
        quantity: item.quantity,
        price_data: {
          currency,
          unit_amount: item.unitAmountMinor,
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
        allowed_countries: [...shippingCountries],
      },
      ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
      metadata: input.metadata,
      payment_intent_data: { metadata: input.metadata },
    };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(params, { idempotencyKey: input.idempotencyKey });
    } catch (error) {
      throw new AppError('PAYMENT_PROVIDER_ERROR', `Stripe refused the checkout session: ${describe(error)}`);
    }
    if (!session.url) throw new AppError('PAYMENT_PROVIDER_ERROR', 'No checkout URL returned');
    return { id: session.id, url: session.url };
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
   * Verifies a webhook's `Stripe-Signature` header against the raw request body (bytes exactly as
   * received) and the webhook secret, and parses the event.
   * @throws AppError WEBHOOK_SIGNATURE_INVALID when the signature is missing, wrong or too old, or no
   *   webhook secret is configured.
   */
  constructWebhookEvent(rawBody: Buffer, signatureHeader: string): Stripe.Event {
    if (!this.webhookSecret) {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'No webhook secret is configured (STRIPE_WEBHOOK_SECRET)');
    }
    if (!signatureHeader) throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Missing Stripe-Signature header');
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    } catch (error) {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID', `Webhook signature verification failed: ${describe(error)}`);
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
