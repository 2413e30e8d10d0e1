/**
 * The order line's mockup image (issue 20 §6), a step of the `artwork.print-file` job: once an
 * order with an artwork is paid, the artwork the customer saw is drawn onto the ordered product in
 * its colour (`ImageWorkerPool.renderMockup`, in the artwork pool with its deadline), stored under
 * a random key in `mockups/` and recorded on the order (`orders.mockup_key`). Shown in the order
 * confirmation email and to staff (`mockupUrl` of the staff order detail). Idempotent: an order
 * whose mockup is stored is left alone; a concurrent run's extra file is deleted.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { orders } from '#server/db/schema/index.ts';
import { deleteUnreferencedFiles } from '#server/modules/customer-data/stored-file-references.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { newStorageKey } from '#server/storage/file-storage.ts';
import { type Color, colors, type ProductType, productTypes } from '#shared/catalog.ts';

/** Mockups are public product pictures of a paid order (random keys); caches may keep them a day. */
const mockupCacheSeconds = 86_400;

interface MockupOrder {
  id: string;
  productType: string;
  color: string;
  mockupKey: string | null;
  filesRemovedAt: Date | null;
}

/**
 * Makes and records the order's mockup from `artwork` (the encoded image the customer chose).
 * Does nothing when the order's mockup exists or its product or colour is not in the catalogue.
 * @throws AppError IMAGE_UNREADABLE, IMAGE_PROCESSING_TIMEOUT, ServiceBusyError (the job retries).
 */
export async function storeOrderMockup(ctx: AppContext, order: MockupOrder, artwork: Buffer): Promise<void> {
  if (order.filesRemovedAt) return;
  if (order.mockupKey && (await ctx.storage.exists(order.mockupKey))) return;
  const productType = productTypes.find((t) => t === order.productType) as ProductType | undefined;
  const color = colors.find((c) => c === order.color) as Color | undefined;
  if (!productType || !color) return;
  const mockup = await ctx.images.renderMockup(artwork, { productType, color });
  const key = newStorageKey('mockups', '.png');
  await ctx.storage.put(key, mockup.body, { contentType: mockup.contentType, cacheSeconds: mockupCacheSeconds });
  const named = await db(ctx)
    .update(orders)
    .set({ mockupKey: key })
    .where(and(eq(orders.id, order.id), isNull(orders.filesRemovedAt)))
    .returning({ id: orders.id });
  // Erased or purged meanwhile: the new file goes unless something else names it.
  if (named.length === 0) await deleteUnreferencedFiles(ctx, [key]);
}

const db = (ctx: AppContext) => ctx.database.db;
