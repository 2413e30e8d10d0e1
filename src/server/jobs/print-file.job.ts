/**
 * The `artwork.print-file` job (issue 8): after an order with an artwork is paid, its print file is
 * made, not while the customer waits. It fills the 12 x 16 in print area at 300 DPI (at most
 * 3600 x 4800 px, the artwork's aspect kept), upscaled with Lanczos on the image worker threads
 * (`upscaleForPrint`) from the largest render there is: the instant preview's filters run again at
 * 2048 px; a provider's or staff's artwork is taken whole (`master_key`). The PNG is stored under a
 * random key in `print-files/` (handed out only by the staff order download) and recorded on the
 * artwork (reused by later orders of it) and on the order. Before it, the order's mockup image is
 * made from the artwork the customer saw (issue 20 §6, modules/orders/order-mockup.service.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { artworks, orders } from '#server/db/schema/index.ts';
import { findArtworkRow, rowProvider, rowStyle } from '#server/modules/artworks/artwork-records.ts';
import { deleteUnreferencedFiles } from '#server/modules/customer-data/stored-file-references.ts';
import { ensureOrderMockup } from '#server/modules/orders/order-mockup.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { PrintFileJobData } from '#server/ports/job-queue.ts';
import { newStorageKey } from '#server/storage/file-storage.ts';
import { printArea } from '#shared/artwork.ts';

/** The print area in pixels: 3600 x 4800. */
export const printPixels = {
  maxWidth: printArea.widthInches * printArea.dpi,
  maxHeight: printArea.heightInches * printArea.dpi,
};

/** Print files are downloaded by staff only; caches may keep them a day. */
const printFileCacheSeconds = 86_400;

/** The job handler. Throws (to be retried) when the file cannot be made now. */
export async function runPrintFileJob(ctx: AppContext, job: JobWithMetadata<PrintFileJobData>): Promise<void> {
  const { db } = ctx.database;
  const [order] = await db.select().from(orders).where(eq(orders.id, job.data.orderId)).limit(1);
  // An order whose files retention or erasure removed (issue 19 §9) gets none back.
  if (!order?.artworkId || order.filesRemovedAt) return;
  const artwork = await findArtworkRow(db, order.artworkId);
  if (!artwork) throw new Error('The order names an artwork that does not exist');
  // The mockup first: it takes a fraction of a second, the print file seconds.
  await ensureOrderMockup(ctx, order);
  if (!(order.printFileKey && (await ctx.storage.exists(order.printFileKey)))) {
    await storePrintFile(ctx, order, artwork, job.signal);
  }
}

/** Makes, stores and records the order's print file (see the file comment). */
async function storePrintFile(
  ctx: AppContext,
  order: typeof orders.$inferSelect,
  artwork: NonNullable<Awaited<ReturnType<typeof findArtworkRow>>>,
  signal: AbortSignal,
): Promise<void> {
  const { db } = ctx.database;
  let printKey = artwork.printKey && (await ctx.storage.exists(artwork.printKey)) ? artwork.printKey : null;
  if (!printKey) {
    const render = await largestRender(ctx, artwork, order.imageKey, signal);
    const print = await ctx.images.upscaleForPrint(render, printPixels);
    if (signal.aborted) throw new Error('The job was stopped while running');
    printKey = newStorageKey('print-files', '.png');
    await ctx.storage.put(printKey, print.body, {
      contentType: print.contentType,
      cacheSeconds: printFileCacheSeconds,
    });
    // The first print file of an artwork is kept on it; a concurrent job's file stays with its order.
    await db
      .update(artworks)
      .set({ printKey })
      .where(and(eq(artworks.id, artwork.id), isNull(artworks.printKey)));
  }
  const named = await db
    .update(orders)
    .set({ printFileKey: printKey })
    .where(and(eq(orders.id, order.id), isNull(orders.filesRemovedAt)))
    .returning({ id: orders.id });
  // Erased or purged while the file was made: the new file goes unless something else names it.
  if (named.length === 0) await deleteUnreferencedFiles(ctx, [printKey]);
}

/**
 * The artwork at the largest size its stylizer renders: the local filters again at their maximum
 * from the source photo (the order's, which the order keeps stored); a provider's or staff's stored
 * whole image otherwise.
 * @throws Error when the needed file is gone or no stylizer can render it.
 */
async function largestRender(
  ctx: AppContext,
  artwork: NonNullable<Awaited<ReturnType<typeof findArtworkRow>>>,
  orderImageKey: string | null,
  signal: AbortSignal,
): Promise<Buffer> {
  const provider = rowProvider(artwork);
  if (provider !== 'local') {
    const key = artwork.masterKey ?? artwork.previewKey;
    const file = key ? await ctx.storage.get(key) : null;
    if (!file) throw new Error('The artwork image is no longer stored');
    return file.body;
  }
  const sourceKey = artwork.sourceImageKey ?? orderImageKey;
  const source = sourceKey ? await ctx.storage.get(sourceKey) : null;
  if (!source) throw new Error('The source photo is no longer stored');
  const stylizer = ctx.stylizers.forProvider('local');
  if (!stylizer) throw new Error('The local stylizer is not available');
  const image = await stylizer.stylize(source.body, rowStyle(artwork), {
    longSidePx: stylizer.maxLongSidePx,
    signal,
  });
  return image.body;
}
