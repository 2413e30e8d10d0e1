/**
 * Order lines (issue 21 §4; docs/decisions/0025): written with the order from the paid checkout
 * session (a buy-now order has one line, a cart's order one per cart line), and read by everything
 * that shows or makes an order's items (staff pages, emails, status page, fulfilment, print files).
 * Line 0 is also what the order's own columns describe; orders recorded before lines existed have
 * no rows, and `orderLinesOf` answers their one line from those columns.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { artworks, type CartCheckoutLine, cartCheckouts, orderLines, orders } from '#server/db/schema/index.ts';
import { isPublicKey } from '#server/storage/file-storage.ts';
import type { OrderLineView } from '#shared/api/order-lines.schemas.ts';
import { type Color, colors, type ProductType, productTypes, type Size, sizes } from '#shared/catalog.ts';
import { isUuid } from '#shared/ids.ts';
import type { Placement } from '#shared/placement.ts';

type OrderRow = typeof orders.$inferSelect;
type CartCheckoutRow = typeof cartCheckouts.$inferSelect;

/** One item of an order as its readers see it; money in minor units of the order's currency. */
export interface OrderLine {
  position: number;
  productType: ProductType;
  size: Size;
  color: Color;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  artworkId: string | null;
  artworkStyle: string | null;
  artworkProvider: string | null;
  imageKey: string | null;
  imageUrl: string | null;
  printSource: string | null;
  placement: Placement | null;
  /** The line's print file: line 0's is the order's own (`orders.print_file_key`). */
  printFileKey: string | null;
}

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** @returns the charged cart a checkout session's metadata names (`cartCheckoutId`), or null. */
export async function findCartCheckout(db: Db, id: string | undefined): Promise<CartCheckoutRow | null> {
  if (!id || !isUuid(id)) return null;
  const [row] = await db.select().from(cartCheckouts).where(eq(cartCheckouts.id, id)).limit(1);
  return row ?? null;
}

/** The rows to insert for a cart's order: one per charged line, in cart order. */
export function cartOrderLineRows(orderId: string, lines: CartCheckoutLine[]): Array<typeof orderLines.$inferInsert> {
  // Line 0's image is the order's own (`orders.image_key`): retention and erasure clear it there.
  return lines.map((line, position) => ({
    orderId,
    position,
    productType: line.productType,
    size: line.size,
    color: line.color,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
    lineTotalMinor: line.lineTotalMinor,
    artworkId: line.artworkId,
    artworkStyle: line.artworkStyle,
    artworkProvider: line.artworkProvider,
    imageKey: position === 0 ? null : line.imageKey,
    imageUrl: position === 0 ? null : line.imageUrl,
    printSource: line.printSource,
  }));
}

/**
 * The one line of a buy-now order, from the order's own columns. `itemMinor`: the unit price charged
 * (from the session's metadata); sessions from before carry none, and the line then costs the total.
 */
export function buyNowOrderLineRow(order: OrderRow, itemMinor: number | null): typeof orderLines.$inferInsert {
  const unit = itemMinor ?? order.amountTotalMinor;
  return {
    orderId: order.id,
    position: 0,
    productType: order.productType,
    size: order.size,
    color: order.color,
    quantity: 1,
    unitPriceMinor: unit,
    lineTotalMinor: unit,
    artworkId: order.artworkId,
    artworkStyle: order.artworkStyle,
    artworkProvider: order.artworkProvider,
    // Line 0's image and print file are the order's own columns (`toOrderLine` reads them there).
    imageKey: null,
    imageUrl: null,
    printSource: order.printSource,
    placement: order.placement,
  };
}

function toOrderLine(row: typeof orderLines.$inferSelect, order: OrderRow): OrderLine {
  return {
    position: row.position,
    productType: oneOf(productTypes, row.productType, 'tshirt'),
    size: oneOf(sizes, row.size, 'm'),
    color: oneOf(colors, row.color, 'white'),
    quantity: row.quantity,
    unitPriceMinor: row.unitPriceMinor,
    lineTotalMinor: row.lineTotalMinor,
    artworkId: row.artworkId,
    artworkStyle: row.artworkStyle,
    artworkProvider: row.artworkProvider,
    // Retention and erasure clear the order's references (issue 19 §9): line 0 follows the order.
    imageKey: row.position === 0 ? order.imageKey : row.imageKey,
    imageUrl: row.position === 0 ? order.imageUrl : row.imageUrl,
    printSource: row.printSource,
    placement: row.placement,
    printFileKey: row.position === 0 ? order.printFileKey : row.printFileKey,
  };
}

/** The single line of an order recorded before order lines existed, from its own columns. */
function legacyLine(order: OrderRow): OrderLine {
  return toOrderLine({ ...buyNowOrderLineRow(order, null), id: order.id, printFileKey: null } as never, order);
}

/** @returns the order's lines by position (one, from its columns, for orders from before lines). */
export async function orderLinesOf(db: Db, order: OrderRow): Promise<OrderLine[]> {
  const rows = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  return rows.length > 0 ? rows.map((row) => toOrderLine(row, order)) : [legacyLine(order)];
}

/** The lines of many orders at once (staff lists), keyed by order id. */
export async function orderLinesOfMany(db: Db, list: OrderRow[]): Promise<Map<string, OrderLine[]>> {
  const byOrder = new Map<string, OrderLine[]>(list.map((order) => [order.id, []]));
  if (list.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        list.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  const orderById = new Map(list.map((order) => [order.id, order]));
  for (const row of rows) {
    const order = orderById.get(row.orderId);
    if (order) byOrder.get(row.orderId)?.push(toOrderLine(row, order));
  }
  for (const order of list) if (byOrder.get(order.id)?.length === 0) byOrder.set(order.id, [legacyLine(order)]);
  return byOrder;
}

/**
 * The API view of lines (staff pages, status page): each with its artwork's preview when that is in
 * public storage (never a customer's photo: the status page is reached by a link that may be forwarded).
 */
export async function orderLineViews(db: Db, lines: readonly OrderLine[]): Promise<OrderLineView[]> {
  const ids = [...new Set(lines.flatMap((line) => (line.artworkId ? [line.artworkId] : [])))];
  const previews = new Map<string, string>();
  if (ids.length > 0) {
    const rows = await db
      .select({ id: artworks.id, previewKey: artworks.previewKey, previewUrl: artworks.previewUrl })
      .from(artworks)
      .where(inArray(artworks.id, ids));
    for (const row of rows) {
      if (row.previewUrl && row.previewKey && isPublicKey(row.previewKey)) previews.set(row.id, row.previewUrl);
    }
  }
  return lines.map((line) => ({
    position: line.position,
    productType: line.productType,
    size: line.size,
    color: line.color,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
    lineTotalMinor: line.lineTotalMinor,
    artworkId: line.artworkId,
    designImageUrl: line.artworkId ? (previews.get(line.artworkId) ?? null) : null,
  }));
}

/** An order's items as its customer's pages show them: lines, fees and the discount code (issue 21 §4). */
export interface OrderItemsView {
  lines: OrderLineView[];
  /** Transformation fees charged, minor units; null on orders from before fees were recorded. */
  feeMinor: number | null;
  discountCode: { code: string; amountMinor: number } | null;
}

/**
 * The items of order `orderId` for the success page: every line with its artwork's public preview
 * when `withDesigns` (the order's own customer), none otherwise (a forwarded success link shows
 * the garments alone, as before). Null for an unknown order.
 */
export async function orderItemsOf(db: Db, orderId: string, withDesigns: boolean): Promise<OrderItemsView | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const views = await orderLineViews(db, await orderLinesOf(db, order));
  return {
    lines: withDesigns ? views : views.map((line) => ({ ...line, designImageUrl: null })),
    feeMinor: order.feeMinor,
    discountCode:
      order.discountCode && order.discountMinor ? { code: order.discountCode, amountMinor: order.discountMinor } : null,
  };
}
