/**
 * A hosted provider's webhook says its work finished (issue 20 §1): the artwork waiting for it is
 * finished at once instead of at the render job's next check. The webhook's payload is never used:
 * the provider is asked with our own key (`PredictionApi.check`), so a webhook, even a validly signed
 * one about someone else's request, can only make us look sooner. A webhook and the job's poll may
 * both get the image; the conditional update lets one store it and the other delete its copy.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { artworks } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { HostedArtworkProvider } from '#shared/artwork.ts';
import { deleteRenderFiles, storeRender } from './artwork-files.ts';
import { completeProviderJob, type RenderedFiles } from './artwork-records.ts';
import { settleGeneration } from './artwork-spend.service.ts';

/** Wakes of render jobs waiting in this process, by artwork id. */
const waiting = new Map<string, AbortController>();

/** A signal that aborts when a webhook for artwork `artworkId` arrives in this process. */
export function wakeSignal(artworkId: string): AbortSignal {
  let controller = waiting.get(artworkId);
  if (!controller || controller.signal.aborted) {
    controller = new AbortController();
    waiting.set(artworkId, controller);
  }
  return controller.signal;
}

/** Forgets the wake of a render that stopped waiting. */
export function forgetWake(artworkId: string): void {
  waiting.delete(artworkId);
}

function wake(artworkId: string): void {
  waiting.get(artworkId)?.abort();
  waiting.delete(artworkId);
}

/**
 * Handles "work `providerJobId` of `provider` finished". Never throws: the render job's poll is the
 * backstop for anything that fails here.
 * @returns the customer whose artwork it made ready (the caller sends a requested preview) and the
 *   order it was made for by staff (then no preview is sent), or null.
 */
export async function handlePredictionDone(
  ctx: AppContext,
  provider: HostedArtworkProvider,
  providerJobId: string,
): Promise<{ customerId: string; orderId: string | null } | null> {
  const [artwork] = await ctx.database.db
    .select()
    .from(artworks)
    .where(
      and(
        eq(artworks.provider, provider),
        eq(artworks.providerJobId, providerJobId),
        inArray(artworks.status, ['queued', 'running']),
      ),
    )
    .limit(1);
  const api = ctx.stylizers.forProvider(provider)?.predictions;
  if (!artwork || !api) return null;
  let files: RenderedFiles | null = null;
  try {
    const state = await api.check(providerJobId, { signal: AbortSignal.timeout(60_000) });
    // A failure is the job's to handle (it falls back to the next provider).
    if (state.status !== 'succeeded') return null;
    // The provider made it: its call is billed (issue 20 §2), whoever stores the copy.
    await settleGeneration(ctx, artwork.id, provider, true);
    files = await storeRender(ctx, provider, state.image);
    const stored = await completeProviderJob(ctx, artwork, providerJobId, files);
    if (!stored) return null;
    files = null;
    ctx.log.info({ artworkId: artwork.id, provider }, 'artwork finished by webhook');
    return { customerId: artwork.customerId, orderId: artwork.orderId };
  } catch (error) {
    ctx.log.warn({ artworkId: artwork.id, provider, error: (error as Error).message }, 'artwork webhook not finished');
    return null;
  } finally {
    // Not kept (the job's poll or another delivery stored it first, or storing failed).
    if (files) await deleteRenderFiles(ctx, files).catch(() => {});
    wake(artwork.id);
  }
}
