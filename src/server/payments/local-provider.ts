/**
 * The built-in test payment provider (DESIGN.md principle 1: the shop runs with no account or key).
 * Sessions live in the `checkout_sessions` table; the browser pays on our own hosted page at
 * `/pay/:id` (local-checkout/), which accepts Stripe's well-known test card numbers.
 * SPEC §2.8, §3 "Checkout session", §7 create-checkout / get-session.
 */

import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Currency, isLocale } from '#shared/locales.ts';
import { absoluteUrl, paths } from '#shared/paths.ts';
import { type ShippingCountry, shippingCountries } from '#shared/shipping.ts';
import { defaultVatRates, type VatRates } from '#shared/tax.ts';
import type { Db } from '../db/client.ts';
import { checkoutSessions, localRefunds } from '../db/schema/index.ts';
import { registerLocalCheckoutRoutes } from './local-checkout/local-checkout.routes.ts';
import type {
  LocalCheckoutSession,
  LocalCheckoutStore,
  LocalPaymentDetails,
} from './local-checkout/local-checkout.types.ts';
import type {
  CheckoutLineItem,
  CheckoutMetadata,
  CheckoutSessionSummary,
  CreateCheckoutSessionInput,
  PaymentProvider,
  PaymentRoutesContext,
  PaymentStatus,
  RefundRequest,
  RefundResult,
} from './payment-provider.ts';

type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** A random id part like Stripe's: letters and digits only. */
function randomIdPart(): string {
  return randomBytes(16).toString('hex');
}

function toLocalSession(row: CheckoutSessionRow): LocalCheckoutSession {
  // An open session past its `expires_at` is expired, as Stripe's are (issue 21 §3).
  const lapsed = row.status === 'open' && row.expiresAt !== null && row.expiresAt.getTime() <= Date.now();
  const status = lapsed ? 'expired' : row.status === 'complete' || row.status === 'expired' ? row.status : 'open';
  const paymentStatus: PaymentStatus =
    row.paymentStatus === 'paid' || row.paymentStatus === 'no_payment_required' ? row.paymentStatus : 'unpaid';
  const address = row.shippingAddress;
  return {
    id: row.id,
    status,
    paymentStatus,
    paymentIntentId: row.paymentIntentId,
    amountTotalMinor: row.amountTotalMinor,
    currency: row.currency as Currency,
    metadata: row.metadata as CheckoutMetadata,
    customerEmail: row.customerEmail,
    shippingAddress: address
      ? {
          name: address.name ?? '',
          line1: address.line1 ?? '',
          line2: address.line2 ?? null,
          city: address.city ?? '',
          state: address.state ?? null,
          postalCode: address.postalCode ?? '',
          country: address.country ?? '',
        }
      : null,
    lineItems: row.lineItems as CheckoutLineItem[],
    locale: isLocale(row.locale) ? row.locale : 'en-us',
    successUrl: row.successUrl,
    cancelUrl: row.cancelUrl,
  };
}

/**
 * The local test provider: sessions in our own database, paid on our own `/pay/:id` page.
 * Constructed by app.ts when STRIPE_SECRET_KEY is unset.
 */
export class LocalPaymentProvider implements PaymentProvider, LocalCheckoutStore {
  readonly name = 'local' as const;
  /** Takes no money: every order it pays is a test order (issue 17 point 4). */
  readonly testMode = true;
  private readonly db: Db;
  private readonly publicUrl: string;
  private readonly checkoutAssetsDir: string;
  private readonly vatRates: VatRates;
  private readonly countries: readonly ShippingCountry[];

  /**
   * @param db the shop's database (table `checkout_sessions`).
   * @param publicUrl origin customers reach the shop at, e.g. `http://localhost:3000`.
   * @param checkoutAssetsDir folder of the hosted checkout's built stylesheet and script (`npm run build`).
   * @param vatRates the VAT table (`VAT_RATES`; issue 21 §2): the page says the VAT of the chosen country.
   * @param countries the countries its page offers and accepts (SHIPPING_COUNTRIES; issue 21 §5).
   */
  constructor(
    db: Db,
    publicUrl: string,
    checkoutAssetsDir: string,
    vatRates: VatRates = defaultVatRates,
    countries: readonly ShippingCountry[] = shippingCountries,
  ) {
    this.countries = countries;
    this.db = db;
    this.publicUrl = publicUrl;
    this.checkoutAssetsDir = checkoutAssetsDir;
    this.vatRates = vatRates;
  }

  /**
   * Opens a session (status `open`, payment `unpaid`) for `input`; amounts in minor units.
   * Idempotent: the same `idempotencyKey` returns the session it first created, even when two
   * requests race (the key is a unique column; the loser's insert does nothing).
   * @returns the session id (`cs_test_local_…`) and the absolute URL of its hosted page (`/pay/:id`).
   */
  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<{ id: string; url: string }> {
    await this.db
      .insert(checkoutSessions)
      .values({
        id: `cs_test_local_${randomIdPart()}`,
        idempotencyKey: input.idempotencyKey,
        status: 'open',
        paymentStatus: 'unpaid',
        currency: input.currency,
        amountTotalMinor: input.amountTotalMinor,
        lineItems: input.lineItems,
        metadata: input.metadata,
        customerEmail: input.customerEmail ?? null,
        locale: input.locale,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: input.expiresAt ?? null,
      })
      .onConflictDoNothing({ target: checkoutSessions.idempotencyKey });
    const [row] = await this.db
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.idempotencyKey, input.idempotencyKey))
      .limit(1);
    return { id: row.id, url: absoluteUrl(this.publicUrl, paths.testCheckout(row.id)) };
  }

  /**
   * Registers the hosted checkout (`GET`/`POST /pay/:sessionId` and its assets under
   * `/pay/assets/`); see local-checkout/local-checkout.routes.ts.
   */
  async registerRoutes(app: FastifyInstance, _routes: PaymentRoutesContext): Promise<void> {
    await registerLocalCheckoutRoutes(app, this, this.checkoutAssetsDir, this.vatRates, this.countries);
  }

  /** @returns the session as every provider reports it, or `null` for an unknown id. */
  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionSummary | null> {
    const session = await this.findSession(id);
    if (!session) return null;
    const { lineItems: _l, locale: _lo, successUrl: _s, cancelUrl: _c, ...summary } = session;
    return summary;
  }

  /** @returns the session with what its hosted page needs, or `null` for an unknown id. */
  async findSession(id: string): Promise<LocalCheckoutSession | null> {
    const [row] = await this.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
    return row ? toLocalSession(row) : null;
  }

  /**
   * Marks an open session paid (status `complete`, payment `paid`, a new `pi_test_local_…` payment
   * intent, the shipping address and email, completed_at now). The update is conditional on the
   * session still being open and not past its `expires_at`, so a double submit or a second tab never pays twice.
   * @returns `paid: true` when this call paid it; `paid: false` when it was not open (or unknown),
   *   with the session as it is now (or `null`).
   */
  async completeSession(
    id: string,
    details: LocalPaymentDetails,
  ): Promise<{ paid: boolean; session: LocalCheckoutSession | null }> {
    const [row] = await this.db
      .update(checkoutSessions)
      .set({
        status: 'complete',
        paymentStatus: 'paid',
        paymentIntentId: `pi_test_local_${randomIdPart()}`,
        customerEmail: details.email,
        shippingAddress: { ...details.shippingAddress },
        completedAt: sql`now()`,
      })
      .where(
        and(
          eq(checkoutSessions.id, id),
          eq(checkoutSessions.status, 'open'),
          or(isNull(checkoutSessions.expiresAt), gt(checkoutSessions.expiresAt, sql`now()`)),
        ),
      )
      .returning();
    if (row) return { paid: true, session: toLocalSession(row) };
    return { paid: false, session: await this.findSession(id) };
  }

  /**
   * Records a refund in `local_refunds` (no money moves; issue 19 §5): always `succeeded`.
   * Idempotent like Stripe's: the key is a unique column, so the same key (even from two requests
   * at once) answers the refund first recorded.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    await this.db
      .insert(localRefunds)
      .values({
        id: `re_test_local_${randomIdPart()}`,
        idempotencyKey: request.idempotencyKey,
        paymentIntentId: request.paymentIntentId,
        amountMinor: request.amountMinor,
        currency: request.currency.toUpperCase(),
        reason: request.reason,
      })
      .onConflictDoNothing({ target: localRefunds.idempotencyKey });
    const [row] = await this.db
      .select({ id: localRefunds.id })
      .from(localRefunds)
      .where(eq(localRefunds.idempotencyKey, request.idempotencyKey))
      .limit(1);
    return { providerRefundId: row.id, status: 'succeeded' };
  }
}
