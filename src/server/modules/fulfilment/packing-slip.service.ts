/**
 * The packing slip of one order (issue 19 §3, `manual` provider): the order's number, date, ship-to
 * address, item and artwork thumbnail, in the order's language (packing-slip.view.ts).
 */
import { eq } from 'drizzle-orm';
import { artworks, orders } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { type Color, colors, type ProductType, productTypes, type Size, sizes } from '#shared/catalog.ts';
import { isLocale } from '#shared/locales.ts';
import { orderLinesOf } from '../order-lines/order-lines.service.ts';
import { renderPackingSlip } from './packing-slip.view.ts';

const pick = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * @param orderId our order id (the caller resolved the staff's `WT-` number).
 * @returns the page's HTML and a download name made of the order number only.
 * @throws AppError ORDER_NOT_FOUND is the caller's; here an unknown id is an Error.
 */
export async function packingSlipHtml(ctx: AppContext, orderId: string): Promise<{ html: string; fileName: string }> {
  const [row] = await ctx.database.db
    .select({ order: orders, artworkUrl: artworks.previewUrl })
    .from(orders)
    .leftJoin(artworks, eq(orders.artworkId, artworks.id))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw new Error('No order with that id');
  const o = row.order;
  const a = o.shippingAddress;
  const locale = isLocale(o.locale) ? o.locale : 'en-us';
  // The country's name in the order's language (`Deutschland`), the code when Intl does not know it.
  const country = a ? (new Intl.DisplayNames([locale], { type: 'region' }).of(a.country) ?? a.country) : null;
  const html = renderPackingSlip({
    locale,
    orderNumber: o.orderNumber,
    createdAt: o.createdAt,
    shipTo: a
      ? {
          name: a.name,
          lines: [a.line1, a.line2, [a.postalCode, a.city].join(' '), a.state, country].filter((line): line is string =>
            Boolean(line),
          ),
        }
      : null,
    item: {
      productType: pick<ProductType>(productTypes, o.productType, 'tshirt'),
      size: pick<Size>(sizes, o.size, 'm'),
      color: pick<Color>(colors, o.color, 'white'),
    },
    // Issue 21 §4: every line of a cart's order.
    items: (await orderLinesOf(ctx.database.db, o)).map(({ productType, size, color, quantity }) => ({
      productType,
      size,
      color,
      quantity,
    })),
    artworkUrl: o.filesRemovedAt ? null : (row.artworkUrl ?? o.imageUrl),
  });
  return { html, fileName: `packing-slip-${o.orderNumber}.html` };
}
