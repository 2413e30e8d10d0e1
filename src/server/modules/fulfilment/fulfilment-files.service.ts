/**
 * The print file a fulfilment provider downloads (issue 19 §3), found by the secret token of its
 * provider order: the generated print file, else the printed photo as stored.
 */
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { orders, providerOrders } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { AppError } from '#shared/errors.ts';
import { closedProviderStatuses } from './fulfilment-reconcile.service.ts';

/** @throws AppError NOT_FOUND for an unknown or closed token, or a file no longer stored. */
export async function providerPrintFile(
  ctx: AppContext,
  token: string,
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const [row] = await ctx.database.db
    .select({ orderNumber: orders.orderNumber, printFileKey: orders.printFileKey, imageKey: orders.imageKey })
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
  const key = row?.printFileKey ?? row?.imageKey;
  const file = key ? await ctx.storage.get(key) : null;
  if (!row || !key || !file) throw new AppError('NOT_FOUND', 'No print file here');
  const extension = /\.[a-z0-9]{2,5}$/i.exec(key)?.[0]?.toLowerCase() ?? '';
  return { body: file.body, contentType: file.contentType, fileName: `${row.orderNumber}${extension}` };
}
