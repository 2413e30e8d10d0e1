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
 * exhausted) hands the artwork to the next hosted provider of its style whose daily spend cap has
 * room, recording which and why (`fallbacks`; modules/artworks/artwork-hand-over.ts); after the last
 * one the artwork fails and the customer keeps the instant preview, told why. Anything else is
 * retried by pg-boss with backoff, the artwork `queued` again with the error visible. A photo
 * replaced meanwhile fails it as stale.
 *
 * Costs (issue 20 §2): each provider's call is settled once its outcome is known: billed as soon as
 * the provider's image is in hand; a failure is billed only when the provider had accepted the work
 * and is configured to bill failures (ARTWORK_BILLED_FAILURES), otherwise its reservation is released.
 *
 * An artwork staff regenerate for an order (issue 20 §4: `order_id`, `prompt_addition`) is made from
 * the order's photo, which the order keeps stored, whatever the customer uploaded since; the prompt
 * addition goes to the provider with the style's prompt; no preview email follows it.
 */

import { eq } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { waitForPrediction } from '#server/artwork/provider-http.ts';
import { type StylizedImage, type Stylizer, StylizerError } from '#server/artwork/stylizer.ts';
import { customers } from '#server/db/schema/index.ts';
import { autoSendPreview } from '#server/modules/admin-orders/preview-send.service.ts';
import { deleteRenderFiles, storeRender } from '#server/modules/artworks/artwork-files.ts';
import { handOverArtwork } from '#server/modules/artworks/artwork-hand-over.ts';
import {
  type ArtworkRow,
  completeAttempt,
  findArtworkRow,
  isSettled,
  type RenderedFiles,
  recordFailure,
  recordProviderJob,
  rowProvider,
  rowStyle,
  startAttempt,
} from '#server/modules/artworks/artwork-records.ts';
import { failureBilled, settleGeneration } from '#server/modules/artworks/artwork-spend.service.ts';
import { forgetWake, wakeSignal } from '#server/modules/artworks/prediction-events.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { RenderJobData } from '#server/ports/job-queue.ts';
import type { ArtworkFallbackReason } from '#shared/artwork.ts';

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
 * Whether the provider has taken on the current call (so a failure may be billed, see
 * `failureBilled`): an asynchronous provider once its work is started; a synchronous one when it
 * answered with a failure that will not change (a refusal, an unusable image).
 */
interface CallProgress {
  accepted: boolean;
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
  options: { signal: AbortSignal; deadline: number; progress: CallProgress },
): Promise<StylizedImage | null> {
  const style = rowStyle(artwork);
  const longSidePx = stylizer.provider === 'local' ? ctx.config.previewLongSidePx : stylizer.maxLongSidePx;
  const { promptAddition } = artwork;
  const api = stylizer.predictions;
  if (!api) {
    try {
      return await stylizer.stylize(source, style, { longSidePx, signal: options.signal, promptAddition });
    } catch (error) {
      if (error instanceof StylizerError && !error.retryable) options.progress.accepted = true;
      throw error;
    }
  }
  let jobId = artwork.providerJobId;
  if (!jobId) {
    jobId = await api.start(source, style, { signal: options.signal, promptAddition });
    await recordProviderJob(ctx, artwork.id, attempt, jobId);
  }
  options.progress.accepted = true;
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
  const progress: CallProgress = { accepted: false };
  try {
    if (!artwork.orderId) {
      const [customer] = await db
        .select({ imageKey: customers.imageKey })
        .from(customers)
        .where(eq(customers.id, artwork.customerId));
      if (!artwork.sourceImageKey || customer?.imageKey !== artwork.sourceImageKey) {
        throw new FinalRenderError('The photo was replaced before this artwork was made');
      }
    }
    const source = artwork.sourceImageKey ? await ctx.storage.get(artwork.sourceImageKey) : null;
    if (!source) throw new FinalRenderError('The source photo is no longer stored');
    for (;;) {
      const stylizer = ctx.stylizers.forProvider(rowProvider(artwork));
      if (!stylizer) throw new FinalRenderError(`No stylizer for provider ${artwork.provider} is configured`);
      let image: StylizedImage | null;
      progress.accepted = artwork.providerJobId !== null;
      try {
        image = await render(ctx, artwork, attempt, stylizer, source.body, {
          signal: job.signal,
          deadline,
          progress,
        });
      } catch (error) {
        const next = await passOver(ctx, job, artwork, attempt, error, progress.accepted);
        if (!next) return;
        artwork = next;
        continue;
      }
      // A webhook finished it meanwhile (and settled its cost).
      if (image === null) return;
      // The provider made it: its call is billed, whatever happens to the copy.
      await settleGeneration(ctx, artwork.id, artwork.provider, true);
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
    await settleGeneration(ctx, artwork.id, artwork.provider, failureBilled(ctx, artwork.provider, progress.accepted));
    ctx.log.warn({ artworkId: artwork.id, provider: artwork.provider, error: message }, 'artwork failed');
    return;
  }
  if (artwork.provider !== 'local' && !artwork.orderId) await autoSendPreview(ctx, artwork.customerId);
}

/**
 * A hosted provider failed `artwork`'s attempt. Rethrows what pg-boss should retry with the same
 * provider (a retryable failure while retries are left); otherwise hands the artwork to the next
 * untried provider of its style with room under its spend cap (issue 20 §1, §2), or fails it when
 * none is left. `accepted`: the provider had taken the work on (its failure may be billed).
 * @returns the artwork handed on (render it now), or null when it failed for good or was superseded.
 */
async function passOver(
  ctx: AppContext,
  job: JobWithMetadata<RenderJobData>,
  artwork: ArtworkRow,
  attempt: number,
  error: unknown,
  accepted: boolean,
): Promise<ArtworkRow | null> {
  const provider = rowProvider(artwork);
  if (!(error instanceof StylizerError) || provider === 'local') throw error;
  // A stopping process is no provider failure: a later attempt takes the work up again.
  if (job.signal.aborted || (error.retryable && job.retryCount < job.retryLimit)) throw error;
  const entry = { provider, reason: fallbackReason(error), error: error.message };
  const handed = await handOverArtwork(ctx, artwork.id, attempt, entry, failureBilled(ctx, provider, accepted));
  ctx.log.warn(
    {
      artworkId: artwork.id,
      provider,
      next: handed?.next ?? 'instant preview',
      reason: entry.reason,
      error: error.message,
    },
    'artwork provider passed over',
  );
  return handed?.next ? handed.row : null;
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
  // A started prediction may have run (and be billed); a call that never started was not.
  if (artwork) {
    await settleGeneration(
      ctx,
      artwork.id,
      artwork.provider,
      failureBilled(ctx, provider, artwork.providerJobId !== null),
    );
  }
}
