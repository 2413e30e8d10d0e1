/**
 * Artwork spend for the staff dashboard (issue 20 §2): per provider and currency, what the
 * generations started each UTC day cost (minor units) and how many there were, from the
 * `artwork_generations` ledger. Local previews are listed too (cost 0; they count against limits).
 */
import { gte, sql } from 'drizzle-orm';
import { artworkGenerations } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { AdminDashboard } from '#shared/api/admin-dashboard.schemas.ts';

/**
 * Every day of `days` (UTC `YYYY-MM-DD`, oldest first, the first being `from`'s) for each provider
 * and currency with a generation since `from`; providers alphabetical.
 */
export async function artworkSpendSince(
  ctx: AppContext,
  from: Date,
  days: string[],
): Promise<AdminDashboard['artworkSpend']> {
  const day = sql<string>`to_char(${artworkGenerations.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const currency = sql<string>`upper(${artworkGenerations.currency})`;
  const rows = await ctx.database.db
    .select({
      provider: artworkGenerations.provider,
      currency,
      day,
      generations: sql<number>`count(*)::int`.mapWith(Number),
      amountMinor: sql<number>`sum(${artworkGenerations.costMinor})::bigint`.mapWith(Number),
    })
    .from(artworkGenerations)
    .where(gte(artworkGenerations.createdAt, sql`${from.toISOString()}::timestamptz`))
    .groupBy(artworkGenerations.provider, currency, day);
  const series = new Map<string, Map<string, { amountMinor: number; generations: number }>>();
  for (const row of rows) {
    const key = `${row.provider}|${row.currency}`;
    const perDay = series.get(key) ?? new Map();
    perDay.set(row.day, { amountMinor: row.amountMinor, generations: row.generations });
    series.set(key, perDay);
  }
  return [...series.keys()].sort().map((key) => {
    const [provider, code] = key.split('|');
    const perDay = series.get(key) ?? new Map();
    const filled = days.map((d) => ({ day: d, ...(perDay.get(d) ?? { amountMinor: 0, generations: 0 }) }));
    return {
      provider,
      currency: code,
      totalMinor: filled.reduce((sum, d) => sum + d.amountMinor, 0),
      generations: filled.reduce((sum, d) => sum + d.generations, 0),
      days: filled,
    };
  });
}
