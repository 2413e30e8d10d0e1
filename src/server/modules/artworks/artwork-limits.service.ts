/**
 * Cost and abuse limits of artwork generation (issue 20 §2), used by `requestArtwork` inside the
 * transaction that holds the customer's row lock (so one customer's counts cannot race):
 * - the cache: a photo's content (SHA-256), style and provider is generated once per customer; a
 *   second request (also after uploading the same photo again) gets the same artwork, uncharged;
 * - request limits, once a request needs anything new: the render queue's depth, requests per
 *   client address per hour (the shared counters: memory, PostgreSQL or Redis);
 * - customer limits at the first provider asked: generations per customer per day and per photo
 *   (hosted and local apart; the merchant's ONNX model counts as local);
 * - the daily spend cap per provider, and the ledger of what each call cost, are in
 *   artwork-spend.service.ts.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { artworkGenerations, artworks } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import type { ArtworkLimitName } from '#shared/api/artworks.schemas.ts';
import { type ArtworkProvider, localArtworkProviders } from '#shared/artwork.ts';
import { type ArtworkRow, chooseArtwork } from './artwork-records.ts';
import type { GenerationFor } from './artwork-spend.service.ts';

/** SHA-256 (hex) of a stored photo's bytes; null when the file is gone. */
export async function photoContentHash(storage: FileStorage, key: string): Promise<string | null> {
  const file = await storage.get(key);
  return file ? createHash('sha256').update(file.body).digest('hex') : null;
}

/**
 * The artwork already made (or being made) for this photo content and style by one of `providers`,
 * moved onto the customer's current photo `sourceKey` (the same bytes uploaded again). An entry
 * whose artwork failed or is gone is released, so a new generation may take its place.
 * @returns the artwork row, or null when a new generation is needed.
 */
export async function cachedArtwork(
  tx: Db,
  g: Omit<GenerationFor, 'provider'>,
  providers: readonly ArtworkProvider[],
  sourceKey: string,
): Promise<ArtworkRow | null> {
  const entries = await tx
    .select({ id: artworkGenerations.id, artworkId: artworkGenerations.artworkId })
    .from(artworkGenerations)
    .where(
      and(
        eq(artworkGenerations.customerId, g.customerId),
        eq(artworkGenerations.photoHash, g.photoHash),
        eq(artworkGenerations.style, g.style),
        inArray(artworkGenerations.provider, [...providers]),
        isNull(artworkGenerations.releasedAt),
      ),
    );
  for (const entry of entries) {
    const artwork = await takeCached(tx, g.customerId, entry, sourceKey);
    if (artwork) return artwork;
  }
  return null;
}

/** The live artwork of a cache entry moved onto `sourceKey`, or null (the entry is then released). */
async function takeCached(
  tx: Db,
  customerId: string,
  entry: { id: string; artworkId: string | null },
  sourceKey: string,
): Promise<ArtworkRow | null> {
  const [artwork] = entry.artworkId
    ? await tx
        .update(artworks)
        .set({ sourceImageKey: sourceKey })
        .where(
          and(
            eq(artworks.id, entry.artworkId),
            eq(artworks.customerId, customerId),
            isNull(artworks.orderId),
            inArray(artworks.status, ['queued', 'running', 'ready']),
          ),
        )
        .returning()
    : [];
  if (artwork) {
    // A ready artwork of the same photo is the customer's choice again (SPEC §3 generated_image).
    if (artwork.status === 'ready') await chooseArtwork(tx, customerId);
    return artwork;
  }
  await tx.update(artworkGenerations).set({ releasedAt: sql`now()` }).where(eq(artworkGenerations.id, entry.id));
  return null;
}

/**
 * Whether asking for `style` of the photo needs any new generation (for some of the provider sets,
 * no provider of the set has a live artwork of it, nor a cache entry). Read outside the request's
 * transaction, so a duplicate asked at the same moment may count once more against the address
 * limit; it is never charged twice.
 */
export async function needsGeneration(
  db: Db,
  g: Omit<GenerationFor, 'provider'>,
  sourceKey: string,
  providerSets: ReadonlyArray<readonly ArtworkProvider[]>,
): Promise<boolean> {
  for (const providers of providerSets) {
    if (providers.includes('staff')) continue;
    const [live] = await db
      .select({ id: artworks.id })
      .from(artworks)
      .leftJoin(
        artworkGenerations,
        and(eq(artworkGenerations.artworkId, artworks.id), isNull(artworkGenerations.releasedAt)),
      )
      .where(
        and(
          eq(artworks.customerId, g.customerId),
          eq(artworks.style, g.style),
          inArray(artworks.provider, [...providers]),
          isNull(artworks.orderId),
          inArray(artworks.status, ['queued', 'running', 'ready']),
          or(eq(artworks.sourceImageKey, sourceKey), eq(artworkGenerations.photoHash, g.photoHash)),
        ),
      )
      .limit(1);
    if (!live) return true;
  }
  return false;
}

/**
 * The limits of a whole request that needs a new generation: the render queue's depth, then
 * requests per `clientIp` per hour (counted here; a counter store that does not answer lets the
 * request through, as the route limits do). Called outside the request's transaction: the
 * PostgreSQL counters take a connection of the same pool.
 * @returns the limit that holds, or null.
 */
export async function requestLimitReached(ctx: AppContext, clientIp: string): Promise<ArtworkLimitName | null> {
  const { limits } = ctx.config.artworkLimits;
  const [depth] = await ctx.database.db
    .select({ n: count() })
    .from(artworks)
    .where(and(inArray(artworks.status, ['queued', 'running']), ne(artworks.provider, 'staff')));
  if ((depth?.n ?? 0) >= limits.queueDepth) return 'queueDepth';
  try {
    const hits = await ctx.counters.hit(`artwork-generations:${clientIp}`, 3_600_000);
    if (hits.count > limits.perIpHour) return 'perIpHour';
  } catch (error) {
    ctx.log.warn({ err: { message: (error as Error).message } }, 'artwork address limit not counted');
  }
  return null;
}

/**
 * Checks a customer's limits at `g`'s provider (generations per customer a day, per photo). Run in
 * the transaction holding the customer's row lock; the spend cap is reserved after it
 * (artwork-spend.service.ts).
 * @returns the limit that holds, or null.
 */
export async function customerLimitReached(
  ctx: AppContext,
  tx: Db,
  g: GenerationFor,
): Promise<ArtworkLimitName | null> {
  const { limits } = ctx.config.artworkLimits;
  // The merchant's ONNX model costs this machine's CPU like the instant preview (issue 20 §7).
  const local = localArtworkProviders.includes(g.provider);
  const ofProvider = and(eq(artworkGenerations.customerId, g.customerId), eq(artworkGenerations.provider, g.provider));
  const [today] = await tx
    .select({ n: count() })
    .from(artworkGenerations)
    .where(and(ofProvider, gt(artworkGenerations.createdAt, sql`now() - interval '24 hours'`)));
  if ((today?.n ?? 0) >= (local ? limits.localPerCustomerDay : limits.perCustomerDay)) return 'perCustomerDay';
  const [photo] = await tx
    .select({ n: count() })
    .from(artworkGenerations)
    .where(and(ofProvider, eq(artworkGenerations.photoHash, g.photoHash)));
  if ((photo?.n ?? 0) >= (local ? limits.localPerPhoto : limits.perPhoto)) return 'perPhoto';
  return null;
}
