/**
 * The print file a fulfilment provider downloads (issue 19 §3), found by the secret token of its
 * provider order: the generated print file, else the printed photo as stored.
 */
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { orderLines, orders, providerOrders } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { AppError } from '#shared/errors.ts';
import { closedProviderStatuses } from './fulfilment-reconcile.service.ts';

/**
 * @param line the order line (issue 21 §4): 0 (the order's own file) unless a cart's later line.
 * @throws AppError NOT_FOUND for an unknown or closed token, an unknown line, or a file no longer stored.
 */
export async function providerPrintFile(
  ctx: AppContext,
  token: string,
  line = 0,
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const [row] = await ctx.database.db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      printFileKey: orders.printFileKey,
      imageKey: orders.imageKey,
    })
    .from(providerOrders)
    .innerJoin(orders, eq(orders.id, providerOrders.orderId))
    .where(
      and(
        eq(providerOrders.fileToken, token),
        notInArray(providerOrders.status, [...closedProviderStatuses]),
        isNull(orders.filesRemovedAt),
      ),
    )
    .limit(1);
  let key = row?.printFileKey ?? row?.imageKey;
  if (row && line > 0) {
    const [other] = await ctx.database.db
      .select({ printFileKey: orderLines.printFileKey, imageKey: orderLines.imageKey, artworkId: orderLines.artworkId })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, row.id), eq(orderLines.position, line)))
      .limit(1);
    // An artwork line prints its artwork's file only, never the photo it was made from.
    key = other ? (other.printFileKey ?? (other.artworkId ? null : other.imageKey)) : null;
  }
  const file = key ? await ctx.storage.get(key) : null;
  if (!row || !key || !file) throw new AppError('NOT_FOUND', 'No print file here');
  const extension = /\.[a-z0-9]{2,5}$/i.exec(key)?.[0]?.toLowerCase() ?? '';
  const suffix = line > 0 ? `-${line + 1}` : '';
  return { body: file.body, contentType: file.contentType, fileName: `${row.orderNumber}${suffix}${extension}` };
}
