/**
 * The `artwork.print-file` job (issue 8, issue 19 §4): after an order is paid, its print file is made,
 * not while the customer waits. Every order that prints an image gets one: the chosen artwork, an
 * image staff made for an email order, or the customer's photo. It fills the 12 x 16 in print area at
 * 300 DPI (at most 3600 x 4800 px, the image's aspect kept), enlarged by the print upscaler
 * (`ctx.printUpscaler`, issue 20 §3: Lanczos with sharpening on the image worker threads within
 * IMAGE_PRINT_TIMEOUT_SECONDS, or Real-ESRGAN on Replicate with Lanczos as its fallback) from the
 * largest image there is: the instant preview's filters run again at 2400 px; a provider's or staff's
 * artwork is taken whole (`master_key`); an email order's staff image or a photo as stored. The PNG
 * is stored under a random key in `print-files/` (handed out only by the staff order download) and
 * recorded on the order with what it is: pixel size, DPI at the print area, whether it was enlarged,
 * how (`lanczos`, `replicate`, `none`), its effective DPI of detail and why a configured upscaler
 * was passed over. An artwork's
 * file is also kept on the artwork and reused by later orders of it. Then the order is queued for
 * its fulfilment provider when auto-submit is on (issue 19 §3; fulfilment-submission.service.ts),
 * unless its customer is to approve a proof first (issue 20 §4; modules/proofs sends it).
 * Before the print file, the order's mockup image is made from the artwork the customer saw
 * (issue 20 §6, modules/orders/order-mockup.service.ts).
 * An order line with a placement (issue 20 §5) gets the whole print area instead, transparent, with
 * the artwork scaled, cropped, rotated and placed where the customer put it and their text line
 * (images/placed-print-renderer.ts, the maths and fonts the page drew the preview with); its DPI is
 * the artwork's at that size.
 */
import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { artworks, orderLines, orders } from '#server/db/schema/index.ts';
import { findArtworkRow, rowProvider, rowStyle } from '#server/modules/artworks/artwork-records.ts';
import { deleteUnreferencedFiles } from '#server/modules/customer-data/stored-file-references.ts';
import { ensureOrderMockup } from '#server/modules/orders/order-mockup.service.ts';
import { startProofOrRelease } from '#server/modules/proofs/proofs.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { PrintFileJobData } from '#server/ports/job-queue.ts';
import { newStorageKey } from '#server/storage/file-storage.ts';
import { effectivePrintDpi, type PrintUpscaleMethod, printArea, printUpscaleMethods } from '#shared/artwork.ts';
import type { Placement } from '#shared/placement.ts';

/** The print area in pixels: 3600 x 4800. */
export const printPixels = {
  maxWidth: printArea.widthInches * printArea.dpi,
  maxHeight: printArea.heightInches * printArea.dpi,
};

/** Print files are downloaded by staff only; caches may keep them a day. */
const printFileCacheSeconds = 86_400;

type OrderRow = typeof orders.$inferSelect;

/** A print file as recorded on the order. */
interface MadePrintFile {
  key: string;
  widthPx: number;
  heightPx: number;
  dpi: number;
  upscaled: boolean;
  /** How it reached the print size; null on files recorded before issue 20 §3. */
  method: PrintUpscaleMethod | null;
  /** Effective DPI of detail (`detailPrintDpi`); null on files recorded before issue 20 §3. */
  effectiveDpi: number | null;
  /** Why the configured upscaler was not used; null when it was. */
  upscaleNote: string | null;
  /** Made by this run (so removed again when no order takes it). */
  created: boolean;
}

/** The job handler. Throws (to be retried) when the file cannot be made now. */
export async function runPrintFileJob(ctx: AppContext, job: JobWithMetadata<PrintFileJobData>): Promise<void> {
  const { db } = ctx.database;
  const [order] = await db.select().from(orders).where(eq(orders.id, job.data.orderId)).limit(1);
  // An order whose files retention or erasure removed (issue 19 §9) gets none back.
  if (!order || order.filesRemovedAt || (!order.artworkId && !order.imageKey)) return;
  // The mockup first: it takes a fraction of a second, the print file seconds.
  await ensureOrderMockup(ctx, order);
  if (order.printFileKey && order.printFileWidthPx !== null && (await ctx.storage.exists(order.printFileKey))) {
    await linePrintFiles(ctx, order, order.printFileKey, job.signal);
    await startProofOrRelease(ctx, order.id);
    return;
  }

  const made = order.placement
    ? await placedPrintFile(ctx, order, order.placement, job.signal)
    : order.artworkId
      ? await artworkPrintFile(ctx, order, order.artworkId, job.signal)
      : await imagePrintFile(ctx, order, order.imageKey as string, job.signal);
  const named = await db
    .update(orders)
    .set({
      printFileKey: made.key,
      printFileWidthPx: made.widthPx,
      printFileHeightPx: made.heightPx,
      printFileDpi: made.dpi,
      printFileUpscaled: made.upscaled,
      printFileMethod: made.method,
      printFileEffectiveDpi: made.effectiveDpi,
      printFileUpscaleNote: made.upscaleNote,
    })
    .where(and(eq(orders.id, order.id), isNull(orders.filesRemovedAt)))
    .returning({ id: orders.id });
  // Erased or purged while the file was made: the new file goes unless something else names it.
  if (named.length === 0 && made.created) await deleteUnreferencedFiles(ctx, [made.key]);
  // A file made before its size was recorded, now replaced: it goes unless an artwork keeps it.
  if (named.length > 0 && order.printFileKey && order.printFileKey !== made.key) {
    await deleteUnreferencedFiles(ctx, [order.printFileKey]);
  }
  if (named.length > 0) await linePrintFiles(ctx, order, made.key, job.signal);
  // Paid and printable: the customer's proof first when one is asked for (issue 20 §4), else (or
  // once approved) off to the fulfilment provider when FULFILMENT_AUTO_SUBMIT is on (issue 19 §3).
  if (named.length > 0) await startProofOrRelease(ctx, order.id);
}

/**
 * The print files of a cart order's later lines (issue 21 §4): a line printing what line 0 prints
 * shares its file (`firstKey`); another artwork or image gets its own, made as line 0's is (an
 * artwork's file is kept on the artwork and reused). Lines that have one are left alone, so a retry
 * makes only what is missing.
 */
async function linePrintFiles(ctx: AppContext, order: OrderRow, firstKey: string, signal: AbortSignal): Promise<void> {
  const { db } = ctx.database;
  const lines = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), gt(orderLines.position, 0), isNull(orderLines.printFileKey)));
  for (const line of lines) {
    const sameAsFirst = line.artworkId === order.artworkId && line.imageKey === order.imageKey && !order.placement;
    const asOrder = { ...order, artworkId: line.artworkId, imageKey: line.imageKey, placement: null };
    let key = firstKey;
    if (!sameAsFirst && line.artworkId) key = (await artworkPrintFile(ctx, asOrder, line.artworkId, signal)).key;
    else if (!sameAsFirst && line.imageKey) key = (await imagePrintFile(ctx, asOrder, line.imageKey, signal)).key;
    else if (!sameAsFirst) continue;
    await db.update(orderLines).set({ printFileKey: key }).where(eq(orderLines.id, line.id));
  }
}

/**
 * The recorded print file at `key` of another order, when one was made and is still stored: the
 * same artwork or image printed again needs no second file.
 */
async function madeBefore(ctx: AppContext, key: string, orderId: string): Promise<MadePrintFile | null> {
  const [other] = await ctx.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.printFileKey, key), ne(orders.id, orderId), isNotNull(orders.printFileWidthPx)))
    .limit(1);
  if (!other || !(await ctx.storage.exists(key))) return null;
  return recorded(other);
}

function recorded(row: OrderRow): MadePrintFile | null {
  const { printFileKey, printFileWidthPx, printFileHeightPx, printFileDpi, printFileUpscaled, printFileMethod } = row;
  if (!printFileKey || printFileWidthPx === null || printFileHeightPx === null) return null;
  return {
    key: printFileKey,
    widthPx: printFileWidthPx,
    heightPx: printFileHeightPx,
    dpi: printFileDpi ?? effectivePrintDpi(printFileWidthPx, printFileHeightPx),
    upscaled: printFileUpscaled === true,
    method: printUpscaleMethods.find((m) => m === printFileMethod) ?? null,
    effectiveDpi: row.printFileEffectiveDpi,
    upscaleNote: row.printFileUpscaleNote,
    created: false,
  };
}

/**
 * Scales `image` to the print area with the print upscaler and stores it.
 * @param detailLimitDpi the most detail the image can carry whatever its pixel count (a local
 *   artwork's photo's DPI: its filters enlarge a small photo first); unset: no such limit.
 * @throws AppError IMAGE_UNREADABLE, IMAGE_PROCESSING_TIMEOUT, SERVICE_BUSY (the job retries).
 */
async function makePrintFile(
  ctx: AppContext,
  image: Buffer,
  signal: AbortSignal,
  detailLimitDpi?: number | null,
): Promise<MadePrintFile> {
  const print = await ctx.printUpscaler.makePrintFile(image, printPixels, { signal });
  if (signal.aborted) throw new Error('The job was stopped while running');
  if (print.fallbackReason) {
    ctx.log.warn({ reason: print.fallbackReason }, 'Print file made with Lanczos: the configured upscaler failed');
  }
  const key = newStorageKey('print-files', '.png');
  await ctx.storage.put(key, print.body, { contentType: print.contentType, cacheSeconds: printFileCacheSeconds });
  return {
    key,
    widthPx: print.width,
    heightPx: print.height,
    dpi: effectivePrintDpi(print.width, print.height),
    upscaled: print.upscaled,
    method: print.method,
    effectiveDpi:
      typeof detailLimitDpi === 'number' ? Math.min(print.effectiveDpi, detailLimitDpi) : print.effectiveDpi,
    upscaleNote: print.fallbackReason,
    created: true,
  };
}

/** The print file of the order's artwork: the artwork's own when an order recorded it, else made now. */
async function artworkPrintFile(
  ctx: AppContext,
  order: OrderRow,
  artworkId: string,
  signal: AbortSignal,
): Promise<MadePrintFile> {
  const { db } = ctx.database;
  const artwork = await findArtworkRow(db, artworkId);
  if (!artwork) throw new Error('The order names an artwork that does not exist');
  const reused = artwork.printKey ? await madeBefore(ctx, artwork.printKey, order.id) : null;
  if (reused) return reused;
  const image = await largestRender(ctx, artwork, order.imageKey, signal);
  // The local filters enlarge a small photo before painting it: no more detail than the photo has.
  const limit = rowProvider(artwork) === 'local' ? artwork.sourceDpi : null;
  const made = await makePrintFile(ctx, image, signal, limit);
  // The first print file of an artwork is kept on it; a concurrent job's file stays with its order.
  await db
    .update(artworks)
    .set({ printKey: made.key })
    .where(and(eq(artworks.id, artwork.id), isNull(artworks.printKey)));
  return made;
}

/**
 * The print file of an order line with a placement (issue 20 §5): the whole print area with the
 * image (the artwork at its largest, or the stored image) drawn where the customer placed it, and
 * the text line; made for this order alone (another order of the artwork may place it elsewhere).
 * @throws Error when the image is no longer stored; AppError as `makePrintFile`.
 */
async function placedPrintFile(
  ctx: AppContext,
  order: OrderRow,
  placement: Placement,
  signal: AbortSignal,
): Promise<MadePrintFile> {
  let image: Buffer;
  if (order.artworkId) {
    const artwork = await findArtworkRow(ctx.database.db, order.artworkId);
    if (!artwork) throw new Error('The order names an artwork that does not exist');
    image = await largestRender(ctx, artwork, order.imageKey, signal);
  } else {
    const stored = order.imageKey ? await ctx.storage.get(order.imageKey) : null;
    if (!stored) throw new Error('The printed image is no longer stored');
    image = stored.body;
  }
  const print = await ctx.images.renderPlacedPrint(image, {
    width: printPixels.maxWidth,
    height: printPixels.maxHeight,
    placement,
  });
  if (signal.aborted) throw new Error('The job was stopped while running');
  const key = newStorageKey('print-files', '.png');
  await ctx.storage.put(key, print.body, { contentType: print.contentType, cacheSeconds: printFileCacheSeconds });
  return {
    key,
    widthPx: print.width,
    heightPx: print.height,
    dpi: print.dpi,
    upscaled: print.upscaled,
    // The placed renderer scales with Lanczos (no upscaler detail), so the DPI it reports is real.
    method: print.upscaled ? 'lanczos' : 'none',
    effectiveDpi: print.dpi,
    upscaleNote: null,
    created: true,
  };
}

/**
 * The print file of an order without an artwork (an email order's staff image, or the photo): made
 * from the stored image at `imageKey`, or another order's file of the same image.
 * @throws Error when the image is no longer stored.
 */
async function imagePrintFile(
  ctx: AppContext,
  order: OrderRow,
  imageKey: string,
  signal: AbortSignal,
): Promise<MadePrintFile> {
  const [sibling] = await ctx.database.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.imageKey, imageKey),
        isNull(orders.artworkId),
        // A placed order's file is its own placement's, not the plain image's.
        isNull(orders.placement),
        ne(orders.id, order.id),
        isNotNull(orders.printFileWidthPx),
      ),
    )
    .limit(1);
  const reused = sibling?.printFileKey ? await madeBefore(ctx, sibling.printFileKey, order.id) : null;
  if (reused) return reused;
  const image = await ctx.storage.get(imageKey);
  if (!image) throw new Error('The printed image is no longer stored');
  return makePrintFile(ctx, image.body, signal);
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
