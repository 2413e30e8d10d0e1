/**
 * Handing an artwork to the next provider when its provider failed for good (issue 20 §1), with
 * what the calls cost (issue 20 §2; docs/decisions/0018 "Costs of fallbacks"): in one transaction
 * on the attempt's row, the failed call is settled (billed only when the provider accepted the work
 * and bills such failures), and the next provider of the style's list that has not been tried and
 * whose daily spend cap has room gets the artwork, its cost reserved and recorded. Providers at
 * their cap are passed over as `busy`. With none left the artwork fails (the customer keeps the
 * instant preview, told why; staff see it on the proof card for an order's artwork).
 */
import { and, eq, sql } from 'drizzle-orm';
import { artworkGenerations, artworks } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { photoContentHash } from './artwork-limits.service.ts';
import { type ArtworkRow, type FallbackEntry, rowStyle } from './artwork-records.ts';
import { firstAffordable, type PassedOver, recordGeneration, settleGeneration } from './artwork-spend.service.ts';

/** What a hand-over did. */
export interface HandOver {
  row: ArtworkRow;
  /** The provider that has the artwork now; null: it failed for good. */
  next: string | null;
}

/**
 * Hands attempt `attempt` of `artworkId`, whose provider failed with `entry`, to the next provider.
 * @param billed whether the failed call is billed (see `failureBilled`).
 * @returns what was done, or null when the attempt was superseded (nothing changed).
 */
export async function handOverArtwork(
  ctx: AppContext,
  artworkId: string,
  attempt: number,
  entry: FallbackEntry,
  billed: boolean,
): Promise<HandOver | null> {
  return ctx.database.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(artworks)
      .where(and(eq(artworks.id, artworkId), eq(artworks.status, 'running'), eq(artworks.attempts, attempt)))
      .for('update');
    if (!locked) return null;
    await settleGeneration(ctx, locked.id, locked.provider, billed, tx);
    const tried = new Set([locked.provider, ...locked.fallbacks.map((f) => f.provider)]);
    const candidates = ctx.stylizers.chainFor(rowStyle(locked)).filter((p) => !tried.has(p));
    const { provider: next, passedOver } = await firstAffordable(ctx, tx, candidates);
    if (next) {
      const [earlier] = await tx
        .select({ photoHash: artworkGenerations.photoHash })
        .from(artworkGenerations)
        .where(eq(artworkGenerations.artworkId, locked.id))
        .limit(1);
      const photoHash =
        earlier?.photoHash ??
        (locked.sourceImageKey ? await photoContentHash(ctx.storage, locked.sourceImageKey) : null) ??
        'unknown';
      await recordGeneration(
        ctx,
        tx,
        { customerId: locked.customerId, photoHash, style: rowStyle(locked), provider: next },
        locked.id,
        // Staff's regenerations are never a customer's cache entry.
        { cacheEntry: locked.orderId === null },
      );
    }
    const passed: PassedOver[] = [{ ...entry, at: new Date().toISOString() }, ...passedOver];
    const fallbacks = sql`${artworks.fallbacks} || ${JSON.stringify(passed)}::jsonb`;
    const [row] = await tx
      .update(artworks)
      .set(
        next
          ? { fallbacks, provider: next, providerJobId: null, error: entry.error }
          : { fallbacks, providerJobId: null, status: 'failed', error: entry.error, finishedAt: sql`now()` },
      )
      .where(eq(artworks.id, locked.id))
      .returning();
    return row ? { row, next } : null;
  });
}
