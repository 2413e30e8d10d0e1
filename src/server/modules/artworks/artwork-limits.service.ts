/**
 * Cost and abuse limits of artwork generation (issue 20 §2), used by `requestArtwork` inside the
 * transaction that holds the customer's row lock (so one customer's counts cannot race):
 * - the cache: a photo's content (SHA-256), style and provider is generated once per customer; a
 *   second request (also after uploading the same photo again) gets the same artwork, uncharged;
 * - request limits, once a request needs anything new: the render queue's depth, requests per
 *   client address per hour (the shared counters: memory, PostgreSQL or Redis);
 * - provider limits: generations per customer per day and per photo (hosted and local apart; the
 *   merchant's ONNX model counts as local), and
 *   the daily spend cap of a priced provider, reserved with one statement on the provider's
 *   `artwork_spend_days` row (its row lock makes concurrent reservations wait, and the cap is
 *   checked against the committed total), so two requests at once never pass the cap together;
 * - every generation started is written to `artwork_generations` with its cost (local at 0).
 */
import { createHash } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { artworkGenerations, artworkSpendDays, artworks } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import type { ArtworkLimitName } from '#shared/api/artworks.schemas.ts';
import { type ArtworkProvider, type ArtworkStyle, localArtworkProviders } from '#shared/artwork.ts';
import { type ArtworkRow, chooseArtwork } from './artwork-records.ts';

/** SHA-256 (hex) of a stored photo's bytes; null when the file is gone. */
export async function photoContentHash(storage: FileStorage, key: string): Promise<string | null> {
  const file = await storage.get(key);
  return file ? createHash('sha256').update(file.body).digest('hex') : null;
}

/** Who and what one generation is for. */
export interface GenerationFor {
  customerId: string;
  photoHash: string;
  style: ArtworkStyle;
  provider: ArtworkProvider;
}

const cacheEntry = (g: GenerationFor) =>
  and(
    eq(artworkGenerations.customerId, g.customerId),
    eq(artworkGenerations.photoHash, g.photoHash),
    eq(artworkGenerations.style, g.style),
    eq(artworkGenerations.provider, g.provider),
    isNull(artworkGenerations.releasedAt),
  );

/**
 * The artwork already made (or being made) for this photo content, style and provider, moved onto
 * the customer's current photo `sourceKey` (the same bytes uploaded again). An entry whose artwork
 * failed or is gone is released, so a new generation may take its place.
 * @returns the artwork row, or null when a new generation is needed.
 */
export async function cachedArtwork(tx: Db, g: GenerationFor, sourceKey: string): Promise<ArtworkRow | null> {
  const [entry] = await tx
    .select({ id: artworkGenerations.id, artworkId: artworkGenerations.artworkId })
    .from(artworkGenerations)
    .where(cacheEntry(g))
    .limit(1);
  if (!entry) return null;
  const [artwork] = entry.artworkId
    ? await tx
        .update(artworks)
        .set({ sourceImageKey: sourceKey })
        .where(
          and(
            eq(artworks.id, entry.artworkId),
            eq(artworks.customerId, g.customerId),
            inArray(artworks.status, ['queued', 'running', 'ready']),
          ),
        )
        .returning()
    : [];
  if (artwork) {
    // A ready artwork of the same photo is the customer's choice again (SPEC §3 generated_image).
    if (artwork.status === 'ready') await chooseArtwork(tx, g.customerId);
    return artwork;
  }
  await tx.update(artworkGenerations).set({ releasedAt: sql`now()` }).where(eq(artworkGenerations.id, entry.id));
  return null;
}

/**
 * Whether asking for `style` of the photo needs any new generation (some provider has no live
 * artwork of it, nor a cache entry). Read outside the request's transaction, so a duplicate asked
 * at the same moment may count once more against the address limit; it is never charged twice.
 */
export async function needsGeneration(
  db: Db,
  g: Omit<GenerationFor, 'provider'>,
  sourceKey: string,
  providers: ArtworkProvider[],
): Promise<boolean> {
  for (const provider of providers) {
    if (provider === 'staff') continue;
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
          eq(artworks.provider, provider),
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

/** Cost of one generation at `provider`, minor units of the configured currency. */
export function generationCostMinor(ctx: AppContext, provider: ArtworkProvider): number {
  return ctx.config.artworkLimits.costMinor[provider] ?? 0;
}

/**
 * Checks `g`'s provider limits (per customer a day, per photo) and reserves its cost against the
 * provider's daily cap for today (UTC). Run in the transaction that then inserts the artwork and
 * {@link recordGeneration}: a rollback undoes the reservation too.
 * @returns the limit that holds (nothing reserved), or null (reserved).
 */
export async function reserveGeneration(ctx: AppContext, tx: Db, g: GenerationFor): Promise<ArtworkLimitName | null> {
  const { limits, dailyCapMinor, currency } = ctx.config.artworkLimits;
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

  const cost = generationCostMinor(ctx, g.provider);
  const cap = dailyCapMinor[g.provider];
  if (cap === undefined) return null;
  if (cost > cap) return 'dailySpendCap';
  // One statement: the first of the day inserts; later ones update only while the total stays
  // within the cap. ON CONFLICT DO UPDATE locks the row and sees the latest committed total.
  const reserved = await tx
    .insert(artworkSpendDays)
    .values({
      provider: g.provider,
      day: sql`(now() at time zone 'UTC')::date`,
      spentMinor: cost,
      currency,
      generations: 1,
    })
    .onConflictDoUpdate({
      target: [artworkSpendDays.provider, artworkSpendDays.day],
      set: {
        spentMinor: sql`${artworkSpendDays.spentMinor} + ${cost}`,
        generations: sql`${artworkSpendDays.generations} + 1`,
      },
      setWhere: sql`${artworkSpendDays.spentMinor} + ${cost} <= ${cap}`,
    })
    .returning({ spentMinor: artworkSpendDays.spentMinor });
  return reserved.length > 0 ? null : 'dailySpendCap';
}

/** Writes the ledger row (and cache entry) of a generation just queued as `artworkId`. */
export async function recordGeneration(ctx: AppContext, tx: Db, g: GenerationFor, artworkId: string): Promise<void> {
  await tx.insert(artworkGenerations).values({
    artworkId,
    customerId: g.customerId,
    photoHash: g.photoHash,
    style: g.style,
    provider: g.provider,
    costMinor: generationCostMinor(ctx, g.provider),
    currency: ctx.config.artworkLimits.currency,
  });
}
