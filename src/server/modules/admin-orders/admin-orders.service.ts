/**
 * Orders for staff (DESIGN.md "HTTP API" `GET /api/admin/orders`; SPEC §2.12; issue 7 §3): the paid
 * orders newest first (or by amount), searchable by email, one order with everything about it, and
 * its full-resolution print file. Orders table rows exist only for paid checkout sessions
 * (orders.service.ts), so every row is a paid order.
 */

import { and, asc, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { artworks, customers, orders, refunds } from '#server/db/schema/index.ts';
import { adminOrderProof } from '#server/modules/proofs/staff-proofs.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  type AdminDiscountKind,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type AdminOrdersResponse,
  adminDiscountKinds,
  type adminOrdersFilterSchema,
  type adminOrdersQuerySchema,
  type PrintFileInfo,
} from '#shared/api/admin-orders.schemas.ts';
import type { OrderLineView } from '#shared/api/order-lines.schemas.ts';
import {
  type ArtworkProvider,
  type ArtworkStyle,
  artworkProviders,
  artworkStyles,
  effectivePrintDpi,
  type PrintSource,
  printSources,
  printUpscaleMethods,
} from '#shared/artwork.ts';
import { type Color, colors, type ProductType, productTypes, type Size, sizes } from '#shared/catalog.ts';
import { AppError } from '#shared/errors.ts';
import { isUuid } from '#shared/ids.ts';
import { isLocale } from '#shared/locales.ts';
import { isOrderStatus } from '#shared/order-lifecycle.ts';
import { orderNumberPattern } from '#shared/order-number.ts';
import { fulfilmentInfo } from '../fulfilment/fulfilment-info.service.ts';
import { nextTransitions, orderHistory } from '../order-lifecycle/order-lifecycle.service.ts';
import { orderLinesOf, orderLinesOfMany, orderLineViews } from '../order-lines/order-lines.service.ts';
import { listRefunds, refundTotals } from '../refunds/refunds.service.ts';
import { artworkUrl, containsPattern, isoTime, newestStaffImageKey } from './artwork-lookup.ts';

export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;
export type AdminOrdersFilter = z.output<typeof adminOrdersFilterSchema>;

/** The columns every staff view of an order reads: the order, plus its artwork. */
const orderColumns = {
  order: orders,
  customerGeneratedImageUrl: customers.generatedImageUrl,
  staffArtworkKey: newestStaffImageKey(orders.email, 'generated'),
  /** The preview of the artwork chosen at checkout (issue 8), when the order has one. */
  chosenArtworkUrl: artworks.previewUrl,
  /** Succeeded refunds (issue 19 §5), minor units; read per listed row only. */
  refundedMinor:
    sql<number>`(select coalesce(sum(${refunds.amountMinor}), 0)::int from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'succeeded')`.mapWith(
      Number,
    ),
};

type OrderRow = typeof orders.$inferSelect;

/** A stored value that must be one of `values`; rows are written from the catalogue, so a stray one is a bug. */
function known<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function toSummary(
  ctx: AppContext,
  lines: OrderLineView[],
  row: {
    order: OrderRow;
    customerGeneratedImageUrl: string | null;
    staffArtworkKey: string | null;
    chosenArtworkUrl: string | null;
    refundedMinor: number;
  },
): AdminOrderSummary {
  const o = row.order;
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    status: isOrderStatus(o.status) ? o.status : 'paid',
    refundedMinor: row.refundedMinor,
    createdAt: isoTime(o.createdAt),
    photoUrl: o.filesRemovedAt ? null : o.imageUrl,
    // The artwork the customer chose and paid for wins over whatever the customer has now; once the
    // order's files were removed (issue 19 §9) it shows none rather than the customer's newer work.
    artworkUrl: o.filesRemovedAt
      ? null
      : (row.chosenArtworkUrl ?? artworkUrl(ctx.storage, row.staffArtworkKey, row.customerGeneratedImageUrl)),
    productType: known<ProductType>(productTypes, o.productType, 'tshirt'),
    size: known<Size>(sizes, o.size, 'm'),
    color: known<Color>(colors, o.color, 'white'),
    amountTotalMinor: o.amountTotalMinor,
    currency: o.currency.toUpperCase(),
    discountKind: known<AdminDiscountKind>(adminDiscountKinds, o.discountKind, 'none'),
    discountCode: o.discountCode,
    discountMinor: o.discountMinor,
    needsReview: o.needsReview,
    reviewReason: o.reviewReason,
    testMode: o.testMode,
    email: o.email,
    shippingAddress: o.shippingAddress ?? null,
    locale: isLocale(o.locale) ? o.locale : 'en-us',
    artwork: o.artworkId
      ? {
          id: o.artworkId,
          style: known<ArtworkStyle>(artworkStyles, o.artworkStyle ?? '', 'painterly'),
          provider: known<ArtworkProvider>(artworkProviders, o.artworkProvider ?? '', 'local'),
        }
      : null,
    sourceDpi: o.sourceDpi,
    lines,
    feeMinor: o.feeMinor,
  };
}

/** The day after `day` (`YYYY-MM-DD`), as a UTC instant: the exclusive end of a `to` filter. */
function dayAfter(day: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * The WHERE of the orders list and its CSV export (issue 19 §1): `q` anywhere in the order number,
 * email, shipping name or postcode (case-insensitive; spaces in postcodes ignored), the status, the
 * days `from`..`to` (UTC, inclusive) and real or test orders.
 */
function orderFilter(filter: AdminOrdersFilter): SQL | undefined {
  const q = filter.q;
  const postcode = q?.replace(/\s+/g, '');
  return and(
    q
      ? or(
          sql`lower(${orders.orderNumber}) like ${containsPattern(q)}`,
          sql`lower(${orders.email}) like ${containsPattern(q)}`,
          sql`lower(${orders.shippingAddress}->>'name') like ${containsPattern(q)}`,
          postcode
            ? sql`replace(lower(${orders.shippingAddress}->>'postalCode'), ' ', '') like ${containsPattern(postcode)}`
            : undefined,
        )
      : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.from ? gte(orders.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(orders.createdAt, dayAfter(filter.to)) : undefined,
    filter.mode === 'all' ? undefined : eq(orders.testMode, filter.mode === 'test'),
  );
}

/** The ORDER BY of the list: ties (same amount, same instant) keep a stable order, so pages never repeat or skip a row. */
function orderSort(filter: AdminOrdersFilter) {
  const direction = filter.dir === 'asc' ? asc : desc;
  return filter.sort === 'amount'
    ? [direction(orders.amountTotalMinor), desc(orders.createdAt), desc(orders.id)]
    : [direction(orders.createdAt), direction(orders.id)];
}

/**
 * Orders matching `filter` in its order, `limit` from `offset` (see {@link orderFilter}).
 * @returns the rows as the list shows them.
 */
export async function findAdminOrders(
  ctx: AppContext,
  filter: AdminOrdersFilter,
  limit: number,
  offset = 0,
): Promise<AdminOrderSummary[]> {
  const rows = await ctx.database.db
    .select(orderColumns)
    .from(orders)
    .leftJoin(customers, eq(orders.customerId, customers.id))
    .leftJoin(artworks, eq(orders.artworkId, artworks.id))
    .where(orderFilter(filter))
    .orderBy(...orderSort(filter))
    .limit(limit)
    .offset(offset);
  const { db } = ctx.database;
  const linesByOrder = await orderLinesOfMany(
    db,
    rows.map((row) => row.order),
  );
  const views = await orderLineViews(db, [...linesByOrder.values()].flat());
  return rows.map((row) => {
    const count = linesByOrder.get(row.order.id)?.length ?? 0;
    return toSummary(ctx, views.splice(0, count), row);
  });
}

/**
 * One page of orders: newest first unless `sort`/`dir` say otherwise, filtered as {@link orderFilter}.
 * @returns the page's orders and how many orders match in all.
 */
export async function listAdminOrders(ctx: AppContext, query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
  const offset = query.page * query.pageSize;
  const page = await findAdminOrders(ctx, query, query.pageSize, offset);
  // A page that is not full, and not past the end, is the last one: it tells the total without a
  // second pass over the matches (a search by order number or email, issue 19 bench).
  if (page.length > 0 && page.length < query.pageSize) {
    return { orders: page, total: offset + page.length, page: query.page, pageSize: query.pageSize };
  }
  const [{ total }] = await ctx.database.db
    .select({ total: sql`count(*)`.mapWith(Number) })
    .from(orders)
    .where(orderFilter(query));
  return { orders: page, total, page: query.page, pageSize: query.pageSize };
}

/**
 * The order named `ref` and its artwork: its order number (`WT-7K3M9Q`, any case; issue 19 §1) or, for
 * links made before, its UUID. @throws AppError ORDER_NOT_FOUND (also for anything else).
 */
async function findOrder(ctx: AppContext, ref: string) {
  const byNumber = orderNumberPattern.test(ref.toUpperCase());
  if (!byNumber && !isUuid(ref)) throw new AppError('ORDER_NOT_FOUND', 'No order with that number');
  const [row] = await ctx.database.db
    .select(orderColumns)
    .from(orders)
    .leftJoin(customers, eq(orders.customerId, customers.id))
    .leftJoin(artworks, eq(orders.artworkId, artworks.id))
    .where(byNumber ? eq(orders.orderNumber, ref.toUpperCase()) : eq(orders.id, ref.toLowerCase()))
    .limit(1);
  if (!row) throw new AppError('ORDER_NOT_FOUND', 'No order with that number');
  return row;
}

/** The id of the order named `ref` (see {@link findOrder}). @throws AppError ORDER_NOT_FOUND. */
export async function findOrderId(
  ctx: AppContext,
  ref: string,
): Promise<{ id: string; orderNumber: string; status: string }> {
  const { order } = await findOrder(ctx, ref);
  return { id: order.id, orderNumber: order.orderNumber, status: order.status };
}

/**
 * Everything about one order, and whether its print file is still stored.
 * @throws AppError ORDER_NOT_FOUND for an unknown or malformed id.
 */
export async function getAdminOrder(ctx: AppContext, ref: string): Promise<AdminOrderDetail> {
  const row = await findOrder(ctx, ref);
  const o = row.order;
  const { db } = ctx.database;
  const lines = await orderLineViews(db, await orderLinesOf(db, o));
  const [printFile, history, allowedTransitions, fulfilment, orderRefunds, totals, proof] = await Promise.all([
    printFileOf(ctx, o),
    orderHistory(db, o.id),
    nextTransitions(db, o.id, o.status, o.proofState),
    fulfilmentInfo(ctx, o.id, o.status, o.proofState),
    listRefunds(db, [o.id]),
    refundTotals(db, o),
    adminOrderProof(ctx, o),
  ]);
  // Refund events keep the status (from = to); the hold's reason is the note of the move into it.
  const holdEvent = history.events.findLast((e) => e.to === 'on_hold' && e.from !== 'on_hold');
  const delivered = history.events.findLast((e) => e.to === 'delivered' && e.from !== 'delivered');
  return {
    ...toSummary(ctx, lines, row),
    events: history.events,
    shipments: history.shipments,
    refunds: orderRefunds,
    refundableMinor: totals.refundableMinor,
    deliveredAt: delivered?.at ?? null,
    daysSinceDelivery: delivered ? daysSince(delivered.at) : null,
    allowedTransitions,
    holdReason: o.status === 'on_hold' ? (holdEvent?.note ?? null) : null,
    customerId: o.customerId,
    checkoutSessionId: o.checkoutSessionId,
    paymentProvider: o.paymentProvider,
    paymentIntentId: o.paymentIntentId,
    paymentStatus: o.paymentStatus,
    priceBookId: o.priceBookId,
    priceBookVersion: o.priceBookVersion,
    printSource: printSourceOf(o),
    printFile: printFile?.made ?? null,
    printFileAvailable: printFile !== null,
    printFilePending: (o.artworkId !== null || o.imageKey !== null) && o.filesRemovedAt === null && !printFile?.made,
    mockupUrl: o.mockupKey && !o.filesRemovedAt ? ctx.storage.url(o.mockupKey) : null,
    placement: o.placement ?? null,
    filesRemoved: o.filesRemovedAt
      ? { at: isoTime(o.filesRemovedAt), reason: o.filesRemovedReason === 'erasure' ? 'erasure' : 'retention' }
      : null,
    personalDataErasedAt: o.personalDataErasedAt ? isoTime(o.personalDataErasedAt) : null,
    fulfilment,
    proof,
    invoiceNumber: o.invoiceNumber,
    taxMinor: o.taxMinor,
    taxRateBasisPoints: o.taxRateBasisPoints,
    taxCountry: o.taxCountry,
  };
}

/** Whole days from `iso` to now (0 on the same day, counted in 24 h steps). */
function daysSince(iso: string): number {
  return Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / 86_400_000));
}

const extensionByType: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/avif': '.avif',
};

/** What an order prints: as recorded, or for orders from before the record, by its artwork. */
function printSourceOf(order: OrderRow): PrintSource | null {
  if (order.printSource) return known<PrintSource>(printSources, order.printSource, 'photo');
  if (order.artworkId) return 'artwork';
  return order.imageUrl ? 'photo' : null;
}

/**
 * Which stored file an order's print-file download serves: its print file (issue 8, issue 19 §4)
 * when it exists, with what it is when the print-file job recorded that; else the printed image as
 * stored; null when neither is stored.
 */
async function printFileOf(
  ctx: AppContext,
  order: OrderRow,
): Promise<{ key: string; made: PrintFileInfo | null } | null> {
  if (order.printFileKey && (await ctx.storage.exists(order.printFileKey))) {
    const { printFileWidthPx: widthPx, printFileHeightPx: heightPx } = order;
    const source = printSourceOf(order);
    const made =
      widthPx !== null && heightPx !== null && source
        ? {
            url: `/api/admin/orders/${order.orderNumber}/print-file`,
            widthPx,
            heightPx,
            dpi: order.printFileDpi ?? effectivePrintDpi(widthPx, heightPx),
            upscaled: order.printFileUpscaled === true,
            source,
            method: printUpscaleMethods.find((m) => m === order.printFileMethod) ?? null,
            effectiveDpi: order.printFileEffectiveDpi,
            upscaleNote: order.printFileUpscaleNote,
          }
        : null;
    return { key: order.printFileKey, made };
  }
  if (order.imageKey && (await ctx.storage.exists(order.imageKey))) return { key: order.imageKey, made: null };
  return null;
}

/**
 * The full-resolution image an order prints: the generated print file of its artwork when made, else
 * the printed image as stored; with a download name made of the order number only (`order-WT-7K3M9Q.png`,
 * a test order's `test-order-WT-7K3M9Q.png`: no customer name or email in file names that travel to print shops).
 * @throws AppError ORDER_NOT_FOUND for an unknown or malformed id; NOT_FOUND when the order has no
 *   stored print file or the file is gone from storage.
 */
export async function getPrintFile(
  ctx: AppContext,
  id: string,
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const { order } = await findOrder(ctx, id);
  const chosen = await printFileOf(ctx, order);
  const file = chosen ? await ctx.storage.get(chosen.key) : null;
  if (!chosen || !file) throw new AppError('NOT_FOUND', 'The print file of this order is not stored');
  const keyExtension = /\.[a-z0-9]{2,5}$/i.exec(chosen.key)?.[0]?.toLowerCase();
  const extension = keyExtension ?? extensionByType[file.contentType] ?? '';
  // A test order's file says so in its name (issue 17 point 4): it must never reach a print shop as an order.
  const prefix = order.testMode ? 'test-order' : 'order';
  return { body: file.body, contentType: file.contentType, fileName: `${prefix}-${order.orderNumber}${extension}` };
}
