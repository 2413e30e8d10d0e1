/**
 * Stripe Checkout Sessions as our code sees them (SPEC §3 "Checkout session"): the mapping to the
 * provider-neutral summary, and the zod schemas a session from a webhook event must pass before
 * anything is recorded (a correctly signed event is still data we have to read safely).
 */
import type Stripe from 'stripe';
import { z } from 'zod';
import type { ShippingAddress } from '#shared/api/checkout.schemas.ts';
import { colors, productTypes, sizes } from '#shared/catalog.ts';
import { AppError } from '#shared/errors.ts';
import { uuidSchema } from '#shared/ids.ts';
import type { Currency } from '#shared/locales.ts';
import type { CheckoutMetadata, CheckoutSessionSummary, PaymentStatus } from '../payment-provider.ts';

/** A Stripe Checkout Session object as the API (or a webhook event) returns it. */
export type StripeCheckoutSession = Stripe.Checkout.Session;

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
export function toCheckoutSessionSummary(session: StripeCheckoutSession): CheckoutSessionSummary {
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
    (session as StripeCheckoutSession & LegacyShippingDetails).shipping_details;
  return {
    id: session.id,
    status,
    paymentStatus,
    paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    amountTotalMinor: session.amount_total ?? 0,
    // Stripe Tax's sales tax (issue 21 §2); left out when Stripe reports none.
    ...(session.total_details?.amount_tax ? { amountTaxMinor: session.total_details.amount_tax } : {}),
    currency: (session.currency ?? '').toUpperCase() as Currency,
    metadata: (session.metadata ?? {}) as CheckoutMetadata,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    shippingAddress: toShippingAddress(shipping),
  };
}

// C0 controls other than tab, line feed and carriage return, and DEL: PostgreSQL cannot store NUL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Text we may store: at most `max` characters, no control characters. */
export function storableText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !controlCharacters.test(value), 'contains control characters');
}

const addressSchema = z.looseObject({
  line1: storableText(500).nullish(),
  line2: storableText(500).nullish(),
  city: storableText(500).nullish(),
  state: storableText(500).nullish(),
  postal_code: storableText(100).nullish(),
  country: storableText(2).nullish(),
});
const shippingDetailsSchema = z.looseObject({ name: storableText(500).nullish(), address: addressSchema.nullish() });

/** The fields of a Checkout Session that `toCheckoutSessionSummary` reads, with Stripe's types. */
const checkoutSessionSchema = z.looseObject({
  id: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'not a Checkout Session id'),
  status: z.string().max(100).nullish(),
  payment_status: z.string().max(100),
  payment_intent: z.union([storableText(255), z.looseObject({ id: storableText(255) })]).nullish(),
  amount_total: z.int().min(0).max(2_147_483_647).nullish(),
  total_details: z.looseObject({ amount_tax: z.int().min(0).max(2_147_483_647).nullish() }).nullish(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'not an ISO currency')
    .nullish(),
  // Stripe: keys up to 40 characters, values up to 500.
  metadata: z.record(storableText(40), storableText(500)).nullish(),
  customer_email: storableText(254).nullish(),
  customer_details: z.looseObject({ email: storableText(254).nullish() }).nullish(),
  collected_information: z.looseObject({ shipping_details: shippingDetailsSchema.nullish() }).nullish(),
  shipping_details: shippingDetailsSchema.nullish(),
});

/** What a paid session must carry for its order to be recorded: our checkout's metadata, amount and currency. */
const paidCheckoutSessionSchema = z.looseObject({
  amount_total: z.int().min(0).max(2_147_483_647),
  currency: z.string().regex(/^(usd|eur)$/i, 'not a currency the shop charges'),
  metadata: z.looseObject({
    customerId: uuidSchema,
    productType: z.enum(productTypes),
    size: z.enum(sizes),
    color: z.enum(colors),
    discountApplied: z.enum(['true', 'false']),
    priceBookId: storableText(100).min(1),
  }),
});

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'session'}: ${issue.message}`).join('; ');
}

/**
 * Reads the Checkout Session of a verified `checkout.session.*` webhook event.
 * @returns the provider-neutral summary; a paid one carries valid metadata (customer id a UUID,
 *   known product type, size and colour), an amount and a currency in USD or EUR.
 * @throws AppError WEBHOOK_EVENT_INVALID when the object is not such a session.
 */
export function readWebhookCheckoutSession(object: unknown): CheckoutSessionSummary {
  const parsed = checkoutSessionSchema.safeParse(object);
  if (!parsed.success) {
    throw new AppError(
      'WEBHOOK_EVENT_INVALID',
      `The event's checkout session is unreadable: ${describeIssues(parsed.error)}`,
    );
  }
  // The schema checked every field the mapping reads, with the types Stripe gives them.
  const summary = toCheckoutSessionSummary(parsed.data as unknown as StripeCheckoutSession);
  if (summary.paymentStatus === 'paid') {
    const paid = paidCheckoutSessionSchema.safeParse(parsed.data);
    if (!paid.success) {
      throw new AppError(
        'WEBHOOK_EVENT_INVALID',
        `The paid checkout session is not one of ours: ${describeIssues(paid.error)}`,
      );
    }
  }
  return summary;
}
