/**
 * The `artwork.render` job (issue 8, issue 20 §1): makes one artwork. The instant preview renders at
 * 1024 px on the image worker threads; a hosted provider renders at its own size, kept whole as the
 * print file's source (`master_key`) and resized to a 1024 px preview (modules/artworks/artwork-files.ts).
 * Then the artwork turns `ready` and the customer's `generated_image` follows the chosen artwork
 * (artwork-records.ts).
 *
 * Asynchronous providers (Replicate, fal, ComfyUI): the job starts the work, keeps the provider's id
 * on the artwork, and checks it with backoff within this attempt's time budget. A webhook that
 * arrives first finishes the artwork itself (prediction-events.service.ts) and wakes the wait, which
 * then ends without storing anything. A retried attempt waits for the same work (nothing is paid twice).
 *
 * Failures: a provider that fails for good (a refusal, an answer that will not change, or retries
 * exhausted) hands the artwork to the next hosted provider of its style, recording which and why
 * (`fallbacks`); after the last one the artwork fails and the customer keeps the instant preview,
 * told why. Anything else is retried by pg-boss with backoff, the artwork `queued` again with the
 * error visible. A photo replaced meanwhile fails it as stale.
 */

import { eq } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { waitForPrediction } from '#server/artwork/provider-http.ts';
import { type StylizedImage, type Stylizer, StylizerError } from '#server/artwork/stylizer.ts';
import { customers } from '#server/db/schema/index.ts';
import { autoSendPreview } from '#server/modules/admin-orders/preview-send.service.ts';
import { deleteRenderFiles, storeRender } from '#server/modules/artworks/artwork-files.ts';
import {
  type ArtworkRow,
  completeAttempt,
  findArtworkRow,
  isSettled,
  type RenderedFiles,
  recordFailure,
  recordFallback,
  recordProviderJob,
  rowProvider,
  rowStyle,
  startAttempt,
} from '#server/modules/artworks/artwork-records.ts';
import { forgetWake, wakeSignal } from '#server/modules/artworks/prediction-events.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { RenderJobData } from '#server/ports/job-queue.ts';
import { type ArtworkFallbackReason, type HostedArtworkProvider, previewLongSidePx } from '#shared/artwork.ts';

/** One attempt's time for providers: the queue's 600 s expiry less a minute to store the result. */
const attemptBudgetMs = 540_000;

/** An error that ends the artwork at once (no retry). */
class FinalRenderError extends Error {}

/** What the customer is told about a provider passed over. */
function fallbackReason(error: StylizerError): ArtworkFallbackReason {
  if (error.refused) return 'refused';
  return error.retryable ? 'busy' : 'failed';
}

/**
 * Makes the image with `stylizer`: one call for a synchronous one; for an asynchronous one, starts
 * the work (or takes up the work an earlier attempt started) and waits for it.
 * @returns the image, or null when a webhook finished the artwork meanwhile.
 */
async function render(
  ctx: AppContext,
  artwork: ArtworkRow,
  attempt: number,
  stylizer: Stylizer,
  source: Buffer,
  options: { signal: AbortSignal; deadline: number },
): Promise<StylizedImage | null> {
  const style = rowStyle(artwork);
  const longSidePx = stylizer.provider === 'local' ? previewLongSidePx : stylizer.maxLongSidePx;
  const api = stylizer.predictions;
  if (!api) return stylizer.stylize(source, style, { longSidePx, signal: options.signal });
  let jobId = artwork.providerJobId;
  if (!jobId) {
    jobId = await api.start(source, style, { signal: options.signal });
    await recordProviderJob(ctx, artwork.id, attempt, jobId);
  }
  try {
    return await waitForPrediction(api, jobId, {
      provider: stylizer.provider,
      deadline: Math.min(options.deadline, Date.now() + ctx.stylizers.waitMs),
      signal: options.signal,
      settled: () => isSettled(ctx.database.db, artwork.id),
      wake: () => wakeSignal(artwork.id),
    });
  } finally {
    forgetWake(artwork.id);
  }
}

/** The job handler: one attempt at one artwork. Throws to have pg-boss retry it. */
export async function runRenderJob(ctx: AppContext, job: JobWithMetadata<RenderJobData>): Promise<void> {
  const { db } = ctx.database;
  let artwork = await findArtworkRow(db, job.data.artworkId);
  if (!artwork || artwork.status === 'ready' || artwork.status === 'failed') return;
  const attempt = await startAttempt(ctx, artwork.id);
  if (attempt === null) return;
  const started = Date.now();
  const deadline = started + attemptBudgetMs;
  let files: RenderedFiles | null = null;
  try {
    const [customer] = await db
      .select({ imageKey: customers.imageKey })
      .from(customers)
      .where(eq(customers.id, artwork.customerId));
    if (!artwork.sourceImageKey || customer?.imageKey !== artwork.sourceImageKey) {
      throw new FinalRenderError('The photo was replaced before this artwork was made');
    }
    const source = await ctx.storage.get(artwork.sourceImageKey);
    if (!source) throw new FinalRenderError('The source photo is no longer stored');
    for (;;) {
      const stylizer = ctx.stylizers.forProvider(rowProvider(artwork));
      if (!stylizer) throw new FinalRenderError(`No stylizer for provider ${artwork.provider} is configured`);
      let image: StylizedImage | null;
      try {
        image = await render(ctx, artwork, attempt, stylizer, source.body, { signal: job.signal, deadline });
      } catch (error) {
        const next = await passOver(ctx, job, artwork, attempt, error);
        if (!next) return;
        artwork = next;
        continue;
      }
      // A webhook finished it meanwhile.
      if (image === null) return;
      // Stopped meanwhile: pg-boss already failed this attempt, a later one does the work.
      if (job.signal.aborted) throw new Error('The job was stopped while running');
      files = await storeRender(ctx, artwork.provider, image);
      if (!(await completeAttempt(ctx, artwork, attempt, files, Date.now() - started))) {
        await deleteRenderFiles(ctx, files);
        return;
      }
      break;
    }
  } catch (error) {
    if (files) await deleteRenderFiles(ctx, files);
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
 * A hosted provider failed `artwork`'s attempt. Rethrows what pg-boss should retry with the same
 * provider (a retryable failure while retries are left); otherwise hands the artwork to the next
 * provider of its style (issue 20 §1), or fails it when none is left.
 * @returns the artwork handed on (render it now), or null when it failed for good or was superseded.
 */
async function passOver(
  ctx: AppContext,
  job: JobWithMetadata<RenderJobData>,
  artwork: ArtworkRow,
  attempt: number,
  error: unknown,
): Promise<ArtworkRow | null> {
  const provider = rowProvider(artwork);
  if (!(error instanceof StylizerError) || provider === 'local') throw error;
  // A stopping process is no provider failure: a later attempt takes the work up again.
  if (job.signal.aborted || (error.retryable && job.retryCount < job.retryLimit)) throw error;
  const chain = ctx.stylizers.chainFor(rowStyle(artwork));
  const next: HostedArtworkProvider | null = chain[chain.indexOf(provider as HostedArtworkProvider) + 1] ?? null;
  const entry = { provider, reason: fallbackReason(error), error: error.message };
  const row = await recordFallback(ctx, artwork.id, attempt, entry, next);
  ctx.log.warn(
    { artworkId: artwork.id, provider, next: next ?? 'instant preview', reason: entry.reason, error: error.message },
    'artwork provider passed over',
  );
  return next ? row : null;
}

/**
 * The `artwork.render.dead` job: a render that failed every attempt without saying so itself (its
 * process died or it ran out of time on the last attempt) is marked failed with pg-boss's reason;
 * a hosted one records its provider as passed over (`busy`), so the customer is told why the
 * instant preview stays.
 */
export async function runRenderDeadJob(ctx: AppContext, job: JobWithMetadata<RenderJobData>): Promise<void> {
  const output = job.sourceOutput as { message?: unknown } | null;
  const reason = typeof output?.message === 'string' ? output.message : 'The artwork job failed on every attempt';
  const artwork = await findArtworkRow(ctx.database.db, job.data.artworkId);
  const provider = artwork ? rowProvider(artwork) : 'local';
  const hosted = provider !== 'local' && provider !== 'staff';
  await recordFailure(ctx, job.data.artworkId, null, reason, {
    final: true,
    ...(hosted ? { fallback: { provider, reason: 'busy' as const, error: reason } } : {}),
  });
}
