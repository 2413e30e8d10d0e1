/**
 * The order line's mockup image (issue 20 §6): once an order with an artwork is paid, the artwork
 * the customer saw is drawn onto the ordered product in its colour (`ImageWorkerPool.renderMockup`,
 * in the artwork pool within its deadline), stored under a random key in `mockups/` and recorded
 * on the order (`orders.mockup_key`). Made by the `artwork.print-file` job, or by the confirmation
 * email job if that runs first, so the email shows it; staff see it (`mockupUrl` of the staff order
 * detail). A placed order line (issue 20 §5) shows its placement on the front; a back print gets
 * none (the server has front bases only). Idempotent: an order whose mockup is stored is left alone; when two runs race, the
 * later one's file is replaced in the row and deleted unless something names it.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { orders } from '#server/db/schema/index.ts';
import { findArtworkRow } from '#server/modules/artworks/artwork-records.ts';
import { deleteUnreferencedFiles } from '#server/modules/customer-data/stored-file-references.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { newStorageKey } from '#server/storage/file-storage.ts';
import { type Color, colors, type ProductType, productTypes } from '#shared/catalog.ts';
import type { Placement } from '#shared/placement-model.ts';

/** Mockups are product pictures of a paid order under random keys; caches may keep them a day. */
const mockupCacheSeconds = 86_400;

/** The order columns the mockup needs. */
export interface MockupOrder {
  id: string;
  productType: string;
  color: string;
  artworkId: string | null;
  imageKey: string | null;
  mockupKey: string | null;
  filesRemovedAt: Date | null;
  /** The order line's placement (issue 20 §5); absent or null: the artwork as large as fits on the front. */
  placement?: Placement | null;
}

/**
 * Makes, stores and records the order's mockup unless it is stored already.
 * @returns the storage key of the order's mockup, or null for an order without an artwork, whose
 *   files were removed, whose product or colour is not in the catalogue, or whose image is gone.
 * @throws AppError IMAGE_UNREADABLE, IMAGE_PROCESSING_TIMEOUT, ServiceBusyError (the job retries).
 */
export async function ensureOrderMockup(ctx: AppContext, order: MockupOrder): Promise<string | null> {
  if (!order.artworkId || order.filesRemovedAt) return null;
  // The server's garment bases show the front only: a back print gets no mockup (emails show the
  // design itself) rather than one that shows it where it is not printed.
  if (order.placement?.side === 'back') return null;
  if (order.mockupKey && (await ctx.storage.exists(order.mockupKey))) return order.mockupKey;
  const productType = productTypes.find((t) => t === order.productType) as ProductType | undefined;
  const color = colors.find((c) => c === order.color) as Color | undefined;
  if (!productType || !color) return null;
  const { db } = ctx.database;
  const artwork = await findArtworkRow(db, order.artworkId);
  // The image the customer saw and chose: the artwork's preview (or its whole master).
  const shownKey = artwork?.previewKey ?? artwork?.masterKey ?? order.imageKey;
  const shown = shownKey ? await ctx.storage.get(shownKey) : null;
  if (!shown) return null;

  // A placed design (issue 20 §5) goes on the garment as placed: the whole 3:4 print area, drawn as
  // the print file is, fits the mockup's print area exactly as the page's placement frame does.
  const design = order.placement
    ? (await ctx.images.renderPlacedPrint(shown.body, { width: 600, height: 800, placement: order.placement })).body
    : shown.body;
  const mockup = await ctx.images.renderMockup(design, { productType, color });
  const key = newStorageKey('mockups', '.png');
  await ctx.storage.put(key, mockup.body, { contentType: mockup.contentType, cacheSeconds: mockupCacheSeconds });
  // First writer wins (the print-file job and the confirmation email may render at once): the order
  // keeps one mockup, and the later run hands back the winner's instead of a second file.
  const named = await db
    .update(orders)
    .set({ mockupKey: key })
    .where(
      and(
        eq(orders.id, order.id),
        isNull(orders.filesRemovedAt),
        order.mockupKey
          ? or(isNull(orders.mockupKey), eq(orders.mockupKey, order.mockupKey))
          : isNull(orders.mockupKey),
      ),
    )
    .returning({ id: orders.id });
  if (named.length === 0) {
    await deleteUnreferencedFiles(ctx, [key]);
    const [current] = await db
      .select({ mockupKey: orders.mockupKey, filesRemovedAt: orders.filesRemovedAt })
      .from(orders)
      .where(eq(orders.id, order.id));
    // Erased or purged meanwhile: none; else the concurrent run's mockup.
    return current && !current.filesRemovedAt ? current.mockupKey : null;
  }
  // A stored key whose file was gone is replaced: the old name goes unless something else names it.
  if (order.mockupKey && order.mockupKey !== key) await deleteUnreferencedFiles(ctx, [order.mockupKey]);
  return key;
}
