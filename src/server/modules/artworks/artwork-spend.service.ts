/**
 * What artwork generations cost and which calls are billed (issue 20 §2, with §1's fallbacks;
 * docs/decisions/0018, "Costs of fallbacks"). One ledger row (`artwork_generations`) per call at one
 * provider: the first provider of an artwork's list when it is queued, then each provider the
 * artwork is handed to when one fails. Each call's cost is reserved against its provider's daily cap
 * before the call, so the cap holds per provider whichever provider ends up making the artwork:
 * - {@link reserveSpend}: the configured cost against today's (UTC) total of that provider, in one
 *   statement on its `artwork_spend_days` row (the row lock makes concurrent reservations wait, the
 *   cap is checked against the committed total), so two calls at once never pass the cap together;
 * - {@link firstAffordable}: of a provider list, the first whose cap has room (reserved); the ones
 *   at their cap are passed over (`busy`, the customer sees the same notice as for a busy service);
 * - {@link settleGeneration}: once the call's outcome is known. Billed when the provider made the
 *   artwork, or when it failed after accepting the work and is configured to bill such failures
 *   (`ARTWORK_BILLED_FAILURES`, e.g. Replicate bills a failed prediction's compute time). Otherwise
 *   nothing was billed: the row's cost becomes 0 and the reservation goes back to its day's total.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { artworkGenerations, artworkSpendDays } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { ArtworkLimitName } from '#shared/api/artworks.schemas.ts';
import type { ArtworkProvider, ArtworkStyle } from '#shared/artwork.ts';

/** Who and what one generation is for. */
export interface GenerationFor {
  customerId: string;
  photoHash: string;
  style: ArtworkStyle;
  provider: ArtworkProvider;
}

/** A provider passed over, as `artworks.fallbacks` keeps it (issue 20 §1). */
export interface PassedOver {
  provider: string;
  reason: 'busy' | 'refused' | 'failed';
  error: string;
  at: string;
}

/** Cost of one generation at `provider`, minor units of the configured currency. */
export function generationCostMinor(ctx: AppContext, provider: ArtworkProvider): number {
  return ctx.config.artworkLimits.costMinor[provider] ?? 0;
}

const today = sql`(now() at time zone 'UTC')::date`;

/**
 * Reserves one call's cost at `provider` against its daily cap for today (UTC). Run in the
 * transaction that then records the generation: a rollback undoes the reservation too.
 * @returns true when reserved (or the provider has no cap), false when the cap would be passed.
 */
export async function reserveSpend(ctx: AppContext, tx: Db, provider: ArtworkProvider): Promise<boolean> {
  const { dailyCapMinor, currency } = ctx.config.artworkLimits;
  const cost = generationCostMinor(ctx, provider);
  const cap = dailyCapMinor[provider];
  if (cap === undefined) return true;
  if (cost > cap) return false;
  // One statement: the first of the day inserts; later ones update only while the total stays
  // within the cap. ON CONFLICT DO UPDATE locks the row and sees the latest committed total.
  const reserved = await tx
    .insert(artworkSpendDays)
    .values({ provider, day: today, spentMinor: cost, currency, generations: 1 })
    .onConflictDoUpdate({
      target: [artworkSpendDays.provider, artworkSpendDays.day],
      set: {
        spentMinor: sql`${artworkSpendDays.spentMinor} + ${cost}`,
        generations: sql`${artworkSpendDays.generations} + 1`,
      },
      setWhere: sql`${artworkSpendDays.spentMinor} + ${cost} <= ${cap}`,
    })
    .returning({ spentMinor: artworkSpendDays.spentMinor });
  return reserved.length > 0;
}

/** Whether today's total of `provider` visibly leaves no room (read without a lock, to skip it early). */
async function looksCapped(ctx: AppContext, tx: Db, provider: ArtworkProvider): Promise<boolean> {
  const cap = ctx.config.artworkLimits.dailyCapMinor[provider];
  if (cap === undefined) return false;
  const [day] = await tx
    .select({ spentMinor: artworkSpendDays.spentMinor })
    .from(artworkSpendDays)
    .where(and(eq(artworkSpendDays.provider, provider), eq(artworkSpendDays.day, today)));
  return (day?.spentMinor ?? 0) + generationCostMinor(ctx, provider) > cap;
}

/** The fallback entry of a provider passed over at its daily cap. */
export function cappedEntry(provider: string): PassedOver {
  return {
    provider,
    reason: 'busy',
    error: `The daily spend cap of ${provider} is reached (ARTWORK_DAILY_SPEND_CAP)`,
    at: new Date().toISOString(),
  };
}

/**
 * The first provider of `providers` whose daily cap has room, its call's cost reserved (in `tx`).
 * A provider whose cap is reached is passed over (checked first without a lock, so one transaction
 * rarely holds two providers' rows). With `limitOf`, a provider about to be chosen is first checked
 * against it (the customer's limits, read-only): a limit that holds stops the choice.
 * @returns the provider (null when none), the ones passed over at their cap, and the limit that
 *   stopped the choice (null when every cap was reached, or a provider was chosen).
 */
export async function firstAffordable(
  ctx: AppContext,
  tx: Db,
  providers: readonly ArtworkProvider[],
  limitOf?: (provider: ArtworkProvider) => Promise<ArtworkLimitName | null>,
): Promise<{ provider: ArtworkProvider | null; passedOver: PassedOver[]; limit: ArtworkLimitName | null }> {
  const passedOver: PassedOver[] = [];
  for (const provider of providers) {
    if (!(await looksCapped(ctx, tx, provider))) {
      const limit = (await limitOf?.(provider)) ?? null;
      if (limit) return { provider: null, passedOver, limit };
      if (await reserveSpend(ctx, tx, provider)) return { provider, passedOver, limit: null };
    }
    passedOver.push(cappedEntry(provider));
  }
  return { provider: null, passedOver, limit: null };
}

/**
 * Writes the ledger row of a call just queued as `artworkId` (its cost as reserved). With
 * `cacheEntry` (the default) it is the cache entry of its customer, photo content, style and
 * provider, unless one exists already (an artwork handed to a provider that made this photo and
 * style before): then, and for staff's regenerations, it is recorded released (counted, never reused).
 */
export async function recordGeneration(
  ctx: AppContext,
  tx: Db,
  g: GenerationFor,
  artworkId: string,
  options: { cacheEntry?: boolean } = {},
): Promise<void> {
  const row = {
    artworkId,
    customerId: g.customerId,
    photoHash: g.photoHash,
    style: g.style,
    provider: g.provider,
    costMinor: generationCostMinor(ctx, g.provider),
    currency: ctx.config.artworkLimits.currency,
  };
  if (options.cacheEntry !== false) {
    const inserted = await tx
      .insert(artworkGenerations)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: artworkGenerations.id });
    if (inserted.length > 0) return;
  }
  await tx.insert(artworkGenerations).values({ ...row, releasedAt: sql`now()` });
}

/** Whether a failed call at `provider` is billed: it accepted the work and bills such failures. */
export function failureBilled(ctx: AppContext, provider: string, accepted: boolean): boolean {
  return accepted && ctx.config.artworkLimits.billedFailures.includes(provider);
}

/**
 * Settles the call at `provider` for `artworkId` that is still under way: `billed` keeps its cost;
 * otherwise its cost becomes 0, its cache entry is released and the reservation is given back to the
 * day it was made on. Idempotent (a settled call is left as it is); runs in `tx` when given.
 */
export async function settleGeneration(
  ctx: AppContext,
  artworkId: string,
  provider: string,
  billed: boolean,
  tx?: Db,
): Promise<void> {
  const settle = async (db: Db) => {
    const [call] = await db
      .select({ id: artworkGenerations.id, costMinor: artworkGenerations.costMinor })
      .from(artworkGenerations)
      .where(
        and(
          eq(artworkGenerations.artworkId, artworkId),
          eq(artworkGenerations.provider, provider),
          isNull(artworkGenerations.billed),
        ),
      )
      .orderBy(desc(artworkGenerations.createdAt))
      .limit(1)
      .for('update');
    if (!call) return;
    if (billed) {
      await db.update(artworkGenerations).set({ billed: true }).where(eq(artworkGenerations.id, call.id));
      return;
    }
    const [released] = await db
      .update(artworkGenerations)
      .set({ billed: false, costMinor: 0, releasedAt: sql`coalesce(${artworkGenerations.releasedAt}, now())` })
      .where(eq(artworkGenerations.id, call.id))
      .returning({ day: sql<string>`((${artworkGenerations.createdAt} at time zone 'UTC')::date)::text` });
    if (!released) return;
    await db
      .update(artworkSpendDays)
      .set({
        spentMinor: sql`greatest(${artworkSpendDays.spentMinor} - ${call.costMinor}, 0)`,
        generations: sql`greatest(${artworkSpendDays.generations} - 1, 0)`,
      })
      .where(and(eq(artworkSpendDays.provider, provider), eq(artworkSpendDays.day, released.day)));
  };
  if (tx) await settle(tx);
  else await ctx.database.db.transaction(settle);
}
