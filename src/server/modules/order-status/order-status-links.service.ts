/**
 * The order's private status link (issue 19 §7): a random token (256 bits, base64url) of which only
 * the SHA-256 is stored (`order_status_links`), as the email-order links do. Tokens cannot be read
 * back, so every message that carries a link (each customer email, the success page, a lookup) gets
 * a new one; all of an order's links work alike.
 *
 * Validity: no expiry date of its own. A link works while its order is open and for the retention
 * period (`PURGE_FULFILLED_AFTER_DAYS`) after the order's last change once it is delivered,
 * cancelled or refunded, and never once staff erased the customer's personal data (issue 19 §9).
 * Anything else (unknown, tampered, malformed, expired) answers the same 404 ORDER_LINK_INVALID.
 *
 * The token travels in the page URL's fragment (`#t=…`, never sent to a server) and in the API path
 * `GET /api/orders/status/:token`, which the request logger masks (logging.ts `maskUrl`).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { artworks, orderEvents, orderStatusLinks, orders, refunds, shipments } from '#server/db/schema/index.ts';
import { hashLinkToken, linkTokenPattern, newLinkToken } from '#server/email/email-links.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { isPublicKey } from '#server/storage/file-storage.ts';
import type { CustomerOrderStatus, OrderStatusView } from '#shared/api/order-status.schemas.ts';
import { expectedDeliveryWindow } from '#shared/delivery-window.ts';
import { AppError } from '#shared/errors.ts';
import { isLocale, type Locale } from '#shared/locales.ts';
import { isOrderStatus, type OrderStatus } from '#shared/order-lifecycle.ts';
import { absoluteUrl, orderStatusLinkPath } from '#shared/paths.ts';
import { orderLinesOf, orderLineViews } from '../order-lines/order-lines.service.ts';

/** An order row as read here. */
type OrderRow = typeof orders.$inferSelect;

/** Statuses after which nothing more happens to an order: its link lasts the retention period more. */
const closedStatuses: readonly OrderStatus[] = ['delivered', 'cancelled', 'refunded'];

/** The order's language, `en-us` for a value written by older code. */
export function orderLocale(order: Pick<OrderRow, 'locale'>): Locale {
  return isLocale(order.locale) ? order.locale : 'en-us';
}

/**
 * Makes a new status link for `orderId` and returns its absolute URL (in the order's language).
 * @param db the database or the transaction that sends the message carrying it.
 */
export async function issueStatusLink(
  db: Db,
  publicUrl: string,
  order: { id: string; locale: string },
): Promise<string> {
  const token = newLinkToken();
  await db.insert(orderStatusLinks).values({ tokenHash: hashLinkToken(token), orderId: order.id });
  return absoluteUrl(publicUrl, orderStatusLinkPath(orderLocale(order), token));
}

const invalid = () => new AppError('ORDER_LINK_INVALID', 'This order link is not valid (any more)');

/**
 * The order a status link opens.
 * @throws AppError ORDER_LINK_INVALID (404) for a malformed, unknown or expired token, or an order
 *   whose personal data was erased.
 */
export async function orderOfStatusLink(ctx: AppContext, token: string): Promise<OrderRow> {
  if (!linkTokenPattern.test(token)) throw invalid();
  const { db } = ctx.database;
  const [row] = await db
    .select({ order: orders })
    .from(orderStatusLinks)
    .innerJoin(orders, eq(orders.id, orderStatusLinks.orderId))
    .where(eq(orderStatusLinks.tokenHash, hashLinkToken(token)))
    .limit(1);
  if (!row || row.order.personalDataErasedAt) throw invalid();
  const order = row.order;
  if (closedStatuses.includes(order.status as OrderStatus)) {
    const [last] = await db
      .select({ at: orderEvents.at })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(desc(orderEvents.at))
      .limit(1);
    const closedAt = last?.at ?? order.createdAt;
    const keepMs = ctx.config.retention.fulfilledOrderDays * 24 * 60 * 60 * 1000;
    if (Date.now() - closedAt.getTime() > keepMs) throw invalid();
  }
  return order;
}

/** The artwork preview of an order when it is a public image (never the customer's own photo). */
export async function publicDesignImage(db: Db, order: Pick<OrderRow, 'artworkId' | 'filesRemovedAt'>) {
  if (!order.artworkId || order.filesRemovedAt) return null;
  const [artwork] = await db
    .select({ previewKey: artworks.previewKey, previewUrl: artworks.previewUrl })
    .from(artworks)
    .where(eq(artworks.id, order.artworkId))
    .limit(1);
  return artwork?.previewUrl && artwork.previewKey && isPublicKey(artwork.previewKey) ? artwork.previewUrl : null;
}

/**
 * The customer's view of the order a status link opens (issue 19 §7): no personal data, no staff
 * notes or accounts, no on-hold reason. An on-hold order shows the status it was held from; the
 * timeline lists the first time the order reached each status the customer knows.
 * @throws AppError ORDER_LINK_INVALID, see {@link orderOfStatusLink}.
 */
export async function orderStatusView(ctx: AppContext, token: string): Promise<OrderStatusView> {
  const order = await orderOfStatusLink(ctx, token);
  const { db } = ctx.database;
  const [events, parcels, refundRows, designImageUrl, lineViews] = await Promise.all([
    db
      .select({ from: orderEvents.fromStatus, to: orderEvents.toStatus, at: orderEvents.at })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.createdAt)),
    db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ['succeeded'])))
      .orderBy(asc(refunds.createdAt)),
    publicDesignImage(db, order),
    orderLinesOf(db, order).then((lines) => orderLineViews(db, lines)),
  ]);
  const absolute = (url: string | null) => (url ? absoluteUrl(ctx.config.publicUrl, url) : null);
  const timeline: OrderStatusView['events'] = [{ status: 'paid', at: order.createdAt.toISOString() }];
  for (const event of events) {
    const to = event.to;
    if (!isOrderStatus(to) || to === 'on_hold') continue;
    if (timeline.some((step) => step.status === to)) continue;
    timeline.push({ status: to, at: event.at.toISOString() });
  }
  let status: CustomerOrderStatus;
  if (order.status === 'on_hold') {
    // The customer sees where the order was before the hold (the last event's `from`).
    const held = events.at(-1)?.from;
    status = held && isOrderStatus(held) && held !== 'on_hold' ? held : 'paid';
  } else {
    status = isOrderStatus(order.status) ? (order.status as CustomerOrderStatus) : 'paid';
  }
  const shippedAt = timeline.find((step) => step.status === 'shipped')?.at;
  const refundedMinor = refundRows.reduce((sum, refund) => sum + refund.amountMinor, 0);
  return {
    orderNumber: order.orderNumber,
    status,
    locale: orderLocale(order),
    placedAt: order.createdAt.toISOString(),
    testMode: order.testMode,
    // Issue 21 §4: every line, each with its artwork's public preview (never the customer's photo).
    lines: lineViews.map((line) => ({ ...line, designImageUrl: absolute(line.designImageUrl) })),
    designImageUrl: absolute(designImageUrl),
    feeMinor: order.feeMinor,
    discountCode:
      order.discountCode && order.discountMinor ? { code: order.discountCode, amountMinor: order.discountMinor } : null,
    amountPaidMinor: order.amountTotalMinor,
    amountRefundedMinor: refundedMinor,
    currency: order.currency.toUpperCase(),
    events: timeline,
    shipments: parcels.map((parcel) => ({
      carrier: parcel.carrier,
      trackingNumber: parcel.trackingNumber,
      trackingUrl: parcel.trackingUrl,
      shippedAt: parcel.createdAt.toISOString(),
    })),
    refunds: refundRows.map((refund) => ({
      amountMinor: refund.amountMinor,
      currency: refund.currency.toUpperCase(),
      at: refund.updatedAt.toISOString(),
    })),
    expectedDelivery:
      status === 'shipped' && shippedAt
        ? expectedDeliveryWindow(order.createdAt, new Date(shippedAt), ctx.config.claims.deliveryDays)
        : null,
    supportEmail: ctx.config.supportEmail,
    invoiceNumber: order.invoiceNumber,
    tax:
      order.taxMinor === null
        ? null
        : { taxMinor: order.taxMinor, rateBasisPoints: order.taxRateBasisPoints, country: order.taxCountry },
  };
}
