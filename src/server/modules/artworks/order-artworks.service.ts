/**
 * Artworks staff make for an order (issue 20 §4, "Regenerate" on the staff order page's proof card):
 * a new artwork of the order's photo by a provider staff choose (any configured one), with an
 * optional addition to the style's prompt, through the same pipeline as a customer's artwork: the
 * hosted render job (the provider's time limits and the attempt budget), hand-over to the style's
 * other providers when it fails, and its cost recorded and reserved against each provider's daily
 * spend cap before each call (artwork-spend.service.ts). The customer's limits do not apply (staff
 * ask), and nothing is reused: staff regenerate to get something new, so it is never a cache entry.
 * It belongs to the order (`order_id`): never one of the customer's current artworks nor their
 * chosen one. The proofs module makes it the order's artwork when staff send the next proof.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { artworks } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { type JobTransaction, queueNames } from '#server/ports/job-queue.ts';
import type { ArtworkStyle, HostedArtworkProvider } from '#shared/artwork.ts';
import { AppError } from '#shared/errors.ts';
import { photoContentHash } from './artwork-limits.service.ts';
import { type ArtworkRow, photoPrintSize } from './artwork-records.ts';
import { firstAffordable, recordGeneration } from './artwork-spend.service.ts';

/** The order's photo as read before the transaction that queues the artwork. */
export interface OrderArtworkSource {
  key: string;
  photoHash: string;
  size: { width: number; height: number; dpi: number };
}

/**
 * Reads the photo an order artwork is made from.
 * @throws AppError IMAGE_MISSING when it is no longer stored (or unreadable).
 */
export async function readOrderArtworkSource(ctx: AppContext, key: string): Promise<OrderArtworkSource> {
  const size = await photoPrintSize(ctx.storage, key);
  const photoHash = size && (await photoContentHash(ctx.storage, key));
  if (!size || !photoHash) throw new AppError('IMAGE_MISSING', "The order's photo is no longer stored");
  return { key, photoHash, size };
}

/** What staff ask for. */
export interface OrderArtworkRequest {
  orderId: string;
  customerId: string;
  style: ArtworkStyle;
  provider: HostedArtworkProvider;
  /** Added to the style's prompt (trimmed, at most 300 characters); null: the style's prompt alone. */
  promptAddition: string | null;
}

/**
 * Queues a new artwork for an order in `tx` (the caller holds the order's row lock): the artwork
 * row, its first call's cost reserved and recorded, and its render job (sent in `tx`, so it exists
 * once the transaction commits). A provider at its daily cap is passed over to the style's others.
 * @returns the queued artwork.
 * @throws AppError ARTWORK_PROVIDER_UNAVAILABLE (`provider` is not configured), ARTWORK_LIMIT_REACHED
 *   (every provider it could go to is at its daily spend cap).
 */
export async function queueOrderArtwork(
  ctx: AppContext,
  tx: JobTransaction,
  request: OrderArtworkRequest,
  source: OrderArtworkSource,
): Promise<ArtworkRow> {
  const { provider, style } = request;
  if (!ctx.stylizers.configured.includes(provider)) {
    throw new AppError('ARTWORK_PROVIDER_UNAVAILABLE', `The provider ${provider} is not configured`);
  }
  const chain = [provider, ...ctx.stylizers.chainFor(style).filter((p) => p !== provider)];
  const { provider: maker, passedOver } = await firstAffordable(ctx, tx, chain);
  if (!maker) {
    throw new AppError('ARTWORK_LIMIT_REACHED', 'Every artwork provider has reached its daily spend cap');
  }
  const [row] = await tx
    .insert(artworks)
    .values({
      customerId: request.customerId,
      orderId: request.orderId,
      promptAddition: request.promptAddition,
      sourceImageKey: source.key,
      style,
      provider: maker,
      fallbacks: passedOver,
      status: 'queued',
      sourceWidth: source.size.width,
      sourceHeight: source.size.height,
      sourceDpi: source.size.dpi,
    })
    .returning();
  if (!row) throw new Error('The artwork was not written');
  await recordGeneration(
    ctx,
    tx,
    { customerId: request.customerId, photoHash: source.photoHash, style, provider: maker },
    row.id,
    { cacheEntry: false },
  );
  await ctx.jobs.send(queueNames.renderHosted, { artworkId: row.id }, { id: row.id, tx });
  return row;
}

/**
 * The newest artwork made for `orderId` since `since` (staff's regeneration or upload answering the
 * current change request), of any status or (`readyOnly`) ready; null when none.
 */
export async function newestOrderArtwork(
  db: Db,
  orderId: string,
  since: Date,
  { readyOnly = false }: { readyOnly?: boolean } = {},
): Promise<ArtworkRow | null> {
  const [row] = await db
    .select()
    .from(artworks)
    .where(
      and(
        eq(artworks.orderId, orderId),
        gt(artworks.createdAt, since),
        readyOnly ? eq(artworks.status, 'ready') : undefined,
      ),
    )
    .orderBy(desc(artworks.createdAt))
    .limit(1);
  return row ?? null;
}
