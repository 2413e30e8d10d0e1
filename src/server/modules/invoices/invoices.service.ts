/**
 * Order invoices (issue 21 §2): one PDF per order, in the order's language, with its sequential
 * invoice number (given when the order was recorded, invoice-numbers.ts), the operator's legal
 * details from the configuration and the VAT recorded on the order. Made on demand from the order
 * row and the price book version it was charged from, so the same order always gives the same
 * invoice; attached to the confirmation email, downloaded from the status page and by staff.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { catalogChanges, orders } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { type ProductType, productTypes } from '#shared/catalog.ts';
import { AppError } from '#shared/errors.ts';
import { isUuid } from '#shared/ids.ts';
import { isLocale } from '#shared/locales.ts';
import type { PriceSet } from '#shared/pricing.ts';
import { orderLinesOf } from '../order-lines/order-lines.service.ts';
import { orderOfStatusLink } from '../order-status/order-status-links.service.ts';
import {
  type ChargedPrices,
  cartInvoiceLinesOf,
  type InvoiceModel,
  invoiceLinesOf,
  invoiceModelOf,
} from './invoice.model.ts';

type OrderRow = typeof orders.$inferSelect;

/** A rendered invoice: the model it was laid out from, the file and its download name. */
export interface RenderedInvoice {
  model: InvoiceModel;
  pdf: Uint8Array;
  fileName: string;
}

const isPriceSet = (value: unknown): value is PriceSet =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PriceSet).transformationFeeMinor === 'number' &&
  typeof (value as PriceSet).items === 'object';

/**
 * What the order was charged per row, from the version of its price book it records (issue 21 §1
 * keeps every version in `catalog_changes`); null for orders from before versions, or a version
 * not found.
 */
async function chargedPricesOf(db: Db, order: OrderRow): Promise<ChargedPrices | null> {
  if (order.priceBookVersion === null || !(productTypes as readonly string[]).includes(order.productType)) return null;
  const [change] = await db
    .select({ after: catalogChanges.after })
    .from(catalogChanges)
    .where(
      and(
        eq(catalogChanges.entity, 'price_book'),
        eq(catalogChanges.entityId, order.priceBookId),
        eq(catalogChanges.version, order.priceBookVersion),
      ),
    )
    .limit(1);
  const { original, discounted } = (change?.after ?? {}) as { original?: unknown; discounted?: unknown };
  if (!isPriceSet(original) || !isPriceSet(discounted)) return null;
  const type = order.productType as ProductType;
  const set = order.discountApplied ? discounted : original;
  const itemOriginalMinor = original.items[type];
  const itemMinor = set.items[type];
  if (typeof itemOriginalMinor !== 'number' || typeof itemMinor !== 'number') return null;
  return { itemOriginalMinor, itemMinor, feeMinor: set.transformationFeeMinor };
}

/**
 * The invoice of `order`.
 * @throws AppError NOT_FOUND when the order has no invoice number (recorded before invoices).
 */
export async function renderOrderInvoice(ctx: AppContext, order: OrderRow): Promise<RenderedInvoice> {
  if (!order.invoiceNumber) throw new AppError('NOT_FOUND', 'This order was recorded before invoices and has none');
  const locale = isLocale(order.locale) ? order.locale : 'en-us';
  const prices = await chargedPricesOf(ctx.database.db, order);
  // A dollar order's Stripe Tax is on top of the prices: the rows add up to the rest.
  const addedTaxMinor = order.currency.toUpperCase() === 'EUR' ? 0 : (order.taxMinor ?? 0);
  const chargedMinor = order.amountTotalMinor - addedTaxMinor;
  // Issue 21 §4: a cart order lists its line items; a one-item order its price book's split.
  const orderLines = await orderLinesOf(ctx.database.db, order);
  const lines =
    (orderLines.length > 1 || orderLines.some((line) => line.quantity > 1)
      ? cartInvoiceLinesOf(orderLines, order, locale, chargedMinor)
      : null) ?? invoiceLinesOf(order, locale, prices, chargedMinor);
  const model = invoiceModelOf(order, lines, ctx.config.shopOperator, ctx.config.supportEmail);
  // pdf-lib loads at the first invoice, not at every start: it is ~0.4 s of a start (ADR 0034).
  const { renderInvoicePdf } = await import('./invoice-pdf.ts');
  return { model, pdf: await renderInvoicePdf(model), fileName: model.fileName };
}

/**
 * The invoice of the order a private status link opens (issue 19 §7 rules: no invoice once the
 * link would not open the order).
 * @throws AppError ORDER_LINK_INVALID, NOT_FOUND.
 */
export async function invoiceOfStatusLink(ctx: AppContext, token: string): Promise<RenderedInvoice> {
  return renderOrderInvoice(ctx, await orderOfStatusLink(ctx, token));
}

/**
 * The invoice of an order for staff, by its `WT-…` number (or its id).
 * @throws AppError ORDER_NOT_FOUND, NOT_FOUND.
 */
export async function invoiceOfOrderNumber(ctx: AppContext, ref: string): Promise<RenderedInvoice> {
  const [order] = await ctx.database.db
    .select()
    .from(orders)
    .where(isUuid(ref) ? eq(orders.id, ref) : eq(orders.orderNumber, String(ref).trim().toUpperCase()))
    .limit(1);
  if (!order) throw new AppError('ORDER_NOT_FOUND', 'No order with that number');
  return renderOrderInvoice(ctx, order);
}
