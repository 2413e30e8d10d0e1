/**
 * Orders (SPEC §2.8 success page, §3 users payment fields, §4 success page): one order per paid
 * checkout session, recorded by whichever comes first (the success page's confirm or Stripe's
 * webhook) and never twice, thanks to the unique checkout session id.
 */
import { eq, sql } from 'drizzle-orm';
import { customers, orderLines, orders } from '#server/db/schema/index.ts';
import type { CheckoutSessionSummary } from '#server/payments/payment-provider.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { ConfirmedOrder, Order, PublicOrder } from '#shared/api/checkout.schemas.ts';
import { parsePlacementJson } from '#shared/api/placement.schemas.ts';
import { artworkProviders, artworkStyles, printSources } from '#shared/artwork.ts';
import { type Color, colors, type ProductType, productTypes, type Size, sizes } from '#shared/catalog.ts';
import { AppError } from '#shared/errors.ts';
import { isUuid } from '#shared/ids.ts';
import { isLocale, type Locale } from '#shared/locales.ts';
import { toMajorUnits } from '#shared/money.ts';
import { orderTaxOf } from '#shared/tax.ts';
import { queuePrintFile } from '../artworks/artworks.service.ts';
import { emptyPaidCart } from '../cart/cart.service.ts';
import { type DiscountKind, discountKinds } from '../checkout/checkout.service.ts';
import { redeemDiscountUse } from '../discount-codes/discount-redemptions.service.ts';
import { assignInvoiceNumber } from '../invoices/invoice-numbers.ts';
import { buyNowOrderLineRow, cartOrderLineRows, findCartCheckout } from '../order-lines/order-lines.service.ts';
import { queueOrderConfirmation } from './order-confirmation.service.ts';

type OrderRow = typeof orders.$inferSelect;

function oneOf<T extends string>(values: readonly T[], value: string, field: string): T {
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new AppError('VALIDATION_FAILED', `Checkout session metadata has an invalid ${field}`);
}

/** The API view of an order row. */
export function toOrder(row: OrderRow): Order {
  return {
    ...toPublicOrder(row),
    customerId: row.customerId,
    email: row.email,
    shippingAddress: row.shippingAddress ?? null,
    imageUrl: row.imageUrl,
  };
}

/** The part of an order anyone holding its checkout session id may see (no personal data). */
export function toPublicOrder(row: OrderRow | Order): PublicOrder {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    checkoutSessionId: row.checkoutSessionId,
    paymentProvider: row.paymentProvider,
    paymentIntentId: row.paymentIntentId,
    paymentStatus: row.paymentStatus,
    amountTotalMinor: row.amountTotalMinor,
    currency: row.currency,
    productType: row.productType as ProductType,
    size: row.size as Size,
    color: row.color as Color,
    discountApplied: row.discountApplied,
    priceBookId: row.priceBookId,
    locale: (isLocale(row.locale) ? row.locale : 'en-us') as Locale,
    createdAt: typeof row.createdAt === 'string' ? row.createdAt : row.createdAt.toISOString(),
  };
}

/** The tax columns of a new order from its paid session (issue 21 §2). */
function orderTaxColumns(ctx: AppContext, session: CheckoutSessionSummary) {
  const tax = orderTaxOf(
    {
      currency: session.currency,
      totalMinor: session.amountTotalMinor,
      country: session.shippingAddress?.country || null,
      providerTaxMinor: session.amountTaxMinor,
    },
    ctx.config.tax.vatRates,
  );
  return { taxMinor: tax.taxMinor, taxRateBasisPoints: tax.rateBasisPoints, taxCountry: tax.country };
}

/** Whether the caller (`viewerCustomerId` from the `X-Customer-Id` header) is the order's own customer. */
export function isOwnOrder(order: Order, viewerCustomerId: string | undefined): boolean {
  return viewerCustomerId !== undefined && order.customerId !== null && viewerCustomerId === order.customerId;
}

/**
 * The view of an order for a caller: whole for its own customer (`viewerCustomerId` from the
 * `X-Customer-Id` header equals the order's customer), the public part for anyone else.
 */
export function orderViewFor(order: Order, viewerCustomerId: string | undefined): ConfirmedOrder {
  return isOwnOrder(order, viewerCustomerId) ? order : toPublicOrder(order);
}

/**
 * Records the order of a paid checkout session once and copies SPEC §3's payment fields to the
 * customer (payment_amount = amount_total / 100, payment_date now), in one transaction.
 * @returns `created: false` with the existing order when the session was recorded before.
 * A session whose metadata names no known customer is still recorded, without a customer and with
 * `needs_review` set, so a paid order is never lost (issue 6 point 5).
 * The new order gets a random order number and its confirmation email is queued (issue 11);
 * `attempt` counts the retries after a clash of that number (internal).
 * @throws AppError PAYMENT_NOT_COMPLETED when the session is not paid; VALIDATION_FAILED when its
 * metadata names no product, size or colour of the catalogue.
 */
export async function recordPaidCheckoutSession(
  ctx: AppContext,
  session: CheckoutSessionSummary,
  attempt = 1,
): Promise<{ created: boolean; order: Order }> {
  if (session.paymentStatus !== 'paid') {
    throw new AppError('PAYMENT_NOT_COMPLETED', 'The payment for this checkout session is not complete');
  }
  const { db } = ctx.database;
  const existing = await findOrderBySession(ctx, session.id);
  if (existing) return { created: false, order: existing };

  const m = session.metadata;
  // Issue 21 §4: a cart's checkout names the charged cart, whose lines the order gets.
  const cartCheckout = await findCartCheckout(db, m.cartCheckoutId);
  const minorOf = (value: string | undefined) => (/^\d{1,9}$/.test(value ?? '') ? Number(value) : null);
  const values = {
    checkoutSessionId: session.id,
    paymentProvider: ctx.payments.name,
    // Issue 17 point 4: what the provider says at recording time stays with the order.
    testMode: ctx.payments.testMode,
    paymentIntentId: session.paymentIntentId,
    paymentStatus: session.paymentStatus,
    amountTotalMinor: session.amountTotalMinor,
    currency: session.currency,
    productType: oneOf(productTypes, m.productType, 'productType'),
    size: oneOf(sizes, m.size, 'size'),
    color: oneOf(colors, m.color, 'color'),
    discountApplied: m.discountApplied === 'true',
    priceBookId: m.priceBookId,
    // Issue 21 §1: the version charged (checkout.service.ts); sessions from before carry none.
    priceBookVersion: /^\d{1,9}$/.test(m.priceBookVersion ?? '') ? Number(m.priceBookVersion) : null,
    // Sessions opened before discount kinds existed carry none: 'none' then, as for anything unknown.
    discountKind: (discountKinds as readonly string[]).includes(m.discountKind)
      ? (m.discountKind as DiscountKind)
      : 'none',
    // Issue 21 §3: the code and what it took off (checkout.service.ts wrote these).
    discountCode: /^[A-Z0-9_-]{1,32}$/.test(m.discountCode ?? '') ? m.discountCode : null,
    discountMinor: /^\d{1,9}$/.test(m.discountMinor ?? '') ? Number(m.discountMinor) : null,
    locale: isLocale(m.locale) ? m.locale : 'en-us',
    email: session.customerEmail,
    shippingAddress: session.shippingAddress,
    // Issue 21 §2: the tax in the total, for the destination as paid (src/shared/tax.ts).
    ...orderTaxColumns(ctx, session),
    feeMinor: cartCheckout ? cartCheckout.feeMinor : minorOf(m.feeMinor),
  };
  const claimedCustomerId = isUuid(m.customerId) ? m.customerId : null;
  // Issue 8: the artwork chosen at checkout (checkout.service.ts wrote these; checked again anyway).
  const artwork = isUuid(m.artworkId)
    ? {
        artworkId: m.artworkId,
        artworkStyle: (artworkStyles as readonly string[]).includes(m.artworkStyle) ? m.artworkStyle : null,
        artworkProvider: (artworkProviders as readonly string[]).includes(m.artworkProvider) ? m.artworkProvider : null,
      }
    : { artworkId: null, artworkStyle: null, artworkProvider: null };
  const sourceDpi = /^\d{1,6}$/.test(m.sourceDpi ?? '') ? Number(m.sourceDpi) : null;
  // Issue 19 §4: what is printed, as checkout.service.ts decided it (sessions from before: by the artwork).
  const printSource = (printSources as readonly string[]).includes(m.printSource)
    ? m.printSource
    : artwork.artworkId
      ? 'artwork'
      : 'photo';
  // Issue 20 §5: the placement the customer saved, as checkout.service.ts copied it (the order line's).
  const placement = cartCheckout ? null : parsePlacementJson(m.placement);
  // A cart's first line prints what its snapshot says (an artwork of an earlier photo, say).
  const firstCartLine = cartCheckout?.lines[0];

  const inserted = await db.transaction(async (tx) => {
    // The row lock orders this against a concurrent upload: the order keeps the photo it names
    // (uploads.service.ts deletes a replaced photo only when no order points at it).
    const [customer] = claimedCustomerId
      ? await tx
          .select({
            id: customers.id,
            imageKey: customers.imageKey,
            imageUrl: customers.imageUrl,
            email: customers.email,
          })
          .from(customers)
          .where(eq(customers.id, claimedCustomerId))
          .for('update')
      : [];
    // An email order prints the signed email's artwork named in the metadata by checkout.service.ts
    // (our own server wrote it); every other order prints the customer's current upload.
    const printed = firstCartLine
      ? { imageKey: firstCartLine.imageKey, imageUrl: firstCartLine.imageUrl }
      : m.printImageUrl
        ? { imageKey: m.printImageKey ?? null, imageUrl: m.printImageUrl }
        : { imageKey: customer?.imageKey ?? null, imageUrl: customer?.imageUrl ?? null };
    // A paid session is never dropped: without its customer it is recorded for staff to sort out.
    const review: { customerId: string | null; needsReview: boolean; reviewReason: string | null } = customer
      ? { customerId: customer.id, needsReview: false, reviewReason: null }
      : {
          customerId: null,
          needsReview: true,
          reviewReason: claimedCustomerId
            ? 'The checkout session names an unknown customer'
            : 'The checkout session names no customer',
        };
    // Issue 21 §5: paid with an address the shop does not ship to (a Stripe session opened before
    // SHIPPING_COUNTRIES changed, or a crafted payment): recorded, never dropped, and flagged for staff.
    const country = session.shippingAddress?.country;
    if (country && !(ctx.config.shippingCountries as readonly string[]).includes(country.toUpperCase())) {
      review.needsReview = true;
      const reason = `The shipping address is in ${country}, a country the shop does not ship to`;
      review.reviewReason = review.reviewReason ? `${review.reviewReason}; ${reason}` : reason;
    }
    // Concurrent confirms race here; the unique session id lets exactly one insert through. Any
    // conflict does nothing: a clash of the random order number (issue 11) is retried below.
    const [row] = await tx
      .insert(orders)
      .values({ ...values, ...review, ...printed, ...artwork, sourceDpi, printSource, placement })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    // Issue 21 §2: the next invoice number, only for the insert that won (no number lost to a race).
    row.invoiceNumber = await assignInvoiceNumber(tx, row.id, row.testMode);
    // Issue 21 §3: the code's use held for this checkout counts for good, with the order.
    if (isUuid(m.discountRedemptionId)) await redeemDiscountUse(tx, m.discountRedemptionId, row.id);
    // Issue 21 §4: the order's items, in the same transaction (an order never lacks its lines).
    await tx
      .insert(orderLines)
      .values(
        cartCheckout ? cartOrderLineRows(row.id, cartCheckout.lines) : [buyNowOrderLineRow(row, minorOf(m.itemMinor))],
      );
    // The cart is emptied once paid, not when the checkout opened (a cancelled checkout keeps it).
    if (cartCheckout) await emptyPaidCart(tx, cartCheckout.customerId, cartCheckout.cartRevision);
    // Issue 11: the confirmation email, once, whoever recorded the order (confirm or webhook); a
    // durable job committed with the order, so no stop or crash after this loses it.
    await queueOrderConfirmation(ctx, tx, row.id);
    if (!customer) return row;
    await tx
      .update(customers)
      .set({
        stripeCheckoutSessionId: session.id,
        stripePaymentIntentId: session.paymentIntentId,
        paymentStatus: session.paymentStatus,
        paymentAmount: toMajorUnits(session.amountTotalMinor),
        productDetails: { ...m },
        paymentDate: row.createdAt,
        email: customer.email ?? session.customerEmail,
        updatedAt: sql`now()`,
      })
      .where(eq(customers.id, customer.id));
    return row;
  });
  if (inserted?.needsReview) {
    ctx.log.warn({ orderId: inserted.id, reason: inserted.reviewReason }, 'paid order recorded for staff review');
  }
  if (inserted) {
    // Made after payment, not while the customer waited (issue 8); every order that prints an image
    // gets one at print size, email orders and plain photos too (issue 19 §4).
    if (inserted.artworkId || inserted.imageKey) await queuePrintFile(ctx, inserted.id);
    return { created: true, order: toOrder(inserted) };
  }
  const winner = await findOrderBySession(ctx, session.id);
  // No order for the session: the conflict was the new order number's (1 in ~729 million per
  // order); the next attempt draws another.
  if (!winner && attempt < 4) return recordPaidCheckoutSession(ctx, session, attempt + 1);
  if (!winner) throw new Error(`Order for ${session.id} vanished after a conflicting insert`);
  return { created: false, order: winner };
}

/** @returns the order recorded for a checkout session, or `null`. */
export async function findOrderBySession(ctx: AppContext, checkoutSessionId: string): Promise<Order | null> {
  const [row] = await ctx.database.db
    .select()
    .from(orders)
    .where(eq(orders.checkoutSessionId, checkoutSessionId))
    .limit(1);
  return row ? toOrder(row) : null;
}

/**
 * Confirms a checkout session from the success page: looks it up at the payment provider and
 * records its order (idempotent).
 * @throws AppError CHECKOUT_SESSION_NOT_FOUND, PAYMENT_NOT_COMPLETED.
 */
export async function confirmCheckoutSession(
  ctx: AppContext,
  sessionId: string,
): Promise<{ created: boolean; order: Order }> {
  const existing = await findOrderBySession(ctx, sessionId);
  if (existing) return { created: false, order: existing };
  const session = await ctx.payments.retrieveCheckoutSession(sessionId);
  if (!session) throw new AppError('CHECKOUT_SESSION_NOT_FOUND', 'No checkout session with that id');
  return recordPaidCheckoutSession(ctx, session);
}
