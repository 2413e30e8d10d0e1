/**
 * The `provider_orders` rows (issue 19 §3): one per order sent to a fulfilment provider, made before
 * the provider is first asked so a retry, a poll or a webhook finds it.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { providerOrders } from '#server/db/schema/index.ts';

export type ProviderOrderRow = typeof providerOrders.$inferSelect;

/** How long one submission holds its row (a dead process's claim runs out after this). */
const claimSeconds = 120;

/** The row of `orderId`, made now (status `pending`, a fresh print-file token) when there is none. */
export async function ensureProviderOrder(db: Db, orderId: string, provider: string): Promise<ProviderOrderRow> {
  await db
    .insert(providerOrders)
    .values({ orderId, provider, fileToken: randomBytes(24).toString('base64url') })
    .onConflictDoNothing({ target: providerOrders.orderId });
  const row = await findProviderOrder(db, orderId);
  if (!row) throw new Error('The provider order row was not written');
  return row;
}

/** The row of `orderId`, or null. */
export async function findProviderOrder(db: Db, orderId: string): Promise<ProviderOrderRow | null> {
  const [row] = await db.select().from(providerOrders).where(eq(providerOrders.orderId, orderId)).limit(1);
  return row ?? null;
}

/**
 * Claims the row for one submission attempt (and counts the attempt), unless another attempt holds
 * it: a staff click and the job, or two instances, never submit at once.
 * @returns whether this attempt holds the row now.
 */
export async function claimSubmission(db: Db, id: string): Promise<boolean> {
  const claimed = await db
    .update(providerOrders)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
      attempts: sql`${providerOrders.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(providerOrders.id, id),
        or(isNull(providerOrders.claimedUntil), lt(providerOrders.claimedUntil, sql`now()`)),
      ),
    )
    .returning({ id: providerOrders.id });
  return claimed.length > 0;
}

/** Writes what is known of the provider order now (and ends a submission's claim). */
export async function updateProviderOrder(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      ProviderOrderRow,
      'providerOrderId' | 'status' | 'providerStatus' | 'lastError' | 'submittedAt' | 'claimedUntil' | 'lastPolledAt'
    >
  >,
): Promise<void> {
  await db
    .update(providerOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(providerOrders.id, id));
}
