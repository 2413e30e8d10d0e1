/**
 * The `artwork.render` job (issue 8): makes one artwork. The instant preview renders at 1024 px on
 * the image worker threads; a real provider renders at its own size, kept whole as the print file's
 * source (`master_key`) and resized to a 1024 px preview. Files go under new random keys in
 * `artworks/`; then the artwork turns `ready` and the customer's `generated_image` follows the
 * chosen artwork (artwork-records.ts).
 *
 * Failures: a refusal (or anything that will not change) fails the artwork at once; anything else is
 * retried by pg-boss with backoff, the artwork `queued` again with the error visible, and failed
 * after the last attempt. A photo replaced meanwhile fails it as stale.
 */

import { eq } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import sharp from 'sharp';
import { type StylizedImage, StylizerError } from '#server/artwork/stylizer.ts';
import { customers } from '#server/db/schema/index.ts';
import { sharpTimeoutSeconds } from '#server/images/image-deadlines.ts';
import { autoSendPreview } from '#server/modules/admin-orders/preview-send.service.ts';
import {
  type ArtworkRow,
  completeAttempt,
  findArtworkRow,
  type RenderedFiles,
  recordFailure,
  rowProvider,
  rowStyle,
  startAttempt,
} from '#server/modules/artworks/artwork-records.ts';
import { uploadCacheSeconds } from '#server/modules/uploads/uploads.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { RenderJobData } from '#server/ports/job-queue.ts';
import { newStorageKey } from '#server/storage/file-storage.ts';
import { previewLongSidePx } from '#shared/artwork.ts';

const extensionByType: Record<string, string> = {
  'image/png': '.png',
  'image/webp': '.webp',
  'image/jpeg': '.jpg',
};

/** An error that ends the artwork at once (no retry). */
class FinalRenderError extends Error {}

/** Stores a render: as it is for the instant preview; master plus a 1024 px WebP preview otherwise. */
async function storeRender(ctx: AppContext, artwork: ArtworkRow, image: StylizedImage): Promise<RenderedFiles> {
  const put = async (body: Buffer, contentType: string) => {
    const key = newStorageKey('artworks', extensionByType[contentType] ?? '.png');
    await ctx.storage.put(key, body, { contentType, cacheSeconds: uploadCacheSeconds });
    return key;
  };
  if (rowProvider(artwork) === 'local')
    return { previewKey: await put(image.body, image.contentType), masterKey: null };
  const masterKey = await put(image.body, image.contentType);
  // sharp works on libvips threads, off the event loop; the preview deadline bounds it (issue 17 point 2).
  const preview = await sharp(image.body)
    .timeout({ seconds: sharpTimeoutSeconds(ctx.config.imageWorkers.artwork.previewTimeoutSeconds) })
    .resize({ width: previewLongSidePx, height: previewLongSidePx, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 90 })
    .toBuffer();
  return { previewKey: await put(preview, 'image/webp'), masterKey };
}

/** The job handler: one attempt at one artwork. Throws to have pg-boss retry it. */
export async function runRenderJob(ctx: AppContext, job: JobWithMetadata<RenderJobData>): Promise<void> {
  const { db } = ctx.database;
  const artwork = await findArtworkRow(db, job.data.artworkId);
  if (!artwork || artwork.status === 'ready' || artwork.status === 'failed') return;
  const attempt = await startAttempt(ctx, artwork.id);
  if (attempt === null) return;
  const started = Date.now();
  let files: RenderedFiles | null = null;
  try {
    const stylizer = ctx.stylizers.forProvider(rowProvider(artwork));
    if (!stylizer) throw new FinalRenderError(`No stylizer for provider ${artwork.provider} is configured`);
    const [customer] = await db
      .select({ imageKey: customers.imageKey })
      .from(customers)
      .where(eq(customers.id, artwork.customerId));
    if (!artwork.sourceImageKey || customer?.imageKey !== artwork.sourceImageKey) {
      throw new FinalRenderError('The photo was replaced before this artwork was made');
    }
    const source = await ctx.storage.get(artwork.sourceImageKey);
    if (!source) throw new FinalRenderError('The source photo is no longer stored');
    const longSidePx = stylizer.provider === 'local' ? previewLongSidePx : stylizer.maxLongSidePx;
    const image = await stylizer.stylize(source.body, rowStyle(artwork), { longSidePx, signal: job.signal });
    // Stopped meanwhile: pg-boss already failed this attempt, a later one does the work.
    if (job.signal.aborted) throw new Error('The job was stopped while running');
    files = await storeRender(ctx, artwork, image);
    if (!(await completeAttempt(ctx, artwork, attempt, files, Date.now() - started))) {
      await deleteFiles(ctx, files);
      return;
    }
  } catch (error) {
    if (files) await deleteFiles(ctx, files);
    const message = error instanceof Error ? error.message : String(error);
    const retryable = !(error instanceof FinalRenderError) && !(error instanceof StylizerError && !error.retryable);
    const final = !retryable || job.retryCount >= job.retryLimit;
    await recordFailure(ctx, artwork.id, attempt, message, { final, durationMs: Date.now() - started });
    if (!final) throw error;
    ctx.log.warn({ artworkId: artwork.id, provider: artwork.provider, error: message }, 'artwork failed');
    return;
  }
  if (artwork.provider !== 'local') await autoSendPreview(ctx, artwork.customerId);
}

/**
 * The `artwork.render.dead` job: a render that failed every attempt without saying so itself (its
 * process died or it ran out of time on the last attempt) is marked failed with pg-boss's reason.
 */
export async function runRenderDeadJob(ctx: AppContext, job: JobWithMetadata<RenderJobData>): Promise<void> {
  const output = job.sourceOutput as { message?: unknown } | null;
  const reason = typeof output?.message === 'string' ? output.message : 'The artwork job failed on every attempt';
  await recordFailure(ctx, job.data.artworkId, null, reason, { final: true });
}

async function deleteFiles(ctx: AppContext, files: RenderedFiles): Promise<void> {
  await ctx.storage.delete(files.previewKey);
  if (files.masterKey) await ctx.storage.delete(files.masterKey);
}
