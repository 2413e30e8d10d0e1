/**
 * One-time move of uploads stored before random keys (docs/decisions/0006): those files were named
 * `customer-uploads/{customerId}{ext}`, so their URL published the customer's id. At start, each is
 * copied to a new random key, the customer and its orders are pointed at the copy, and the old file
 * is deleted. Safe to run again after a crash at any step: a record moves only while it has no key,
 * and the old file is removed only after the records point elsewhere.
 */
import { and, eq, isNotNull, isNull, like } from 'drizzle-orm';
import { customers, orders } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { newStorageKey } from '#server/storage/file-storage.ts';

const legacyPath = /\/files\/(customer-uploads\/[0-9a-f-]{36}\.(?:jpg|png|webp|gif))(?:\?.*)?$/;

/** @returns how many customers' photos were moved. */
export async function migrateLegacyUploads(ctx: AppContext): Promise<number> {
  const { db } = ctx.database;
  const pending = await db
    .select({ id: customers.id, imageUrl: customers.imageUrl })
    .from(customers)
    .where(and(isNull(customers.imageKey), isNotNull(customers.imageUrl)));
  let moved = 0;
  for (const customer of pending) {
    const legacyKey = customer.imageUrl ? legacyPath.exec(customer.imageUrl)?.[1] : undefined;
    if (!legacyKey) continue;
    const file = await ctx.storage.get(legacyKey);
    // A lost file stays missing: checkout then asks for a new upload (IMAGE_MISSING).
    if (!file) continue;
    const key = newStorageKey('customer-uploads', legacyKey.slice(legacyKey.lastIndexOf('.')));
    await ctx.storage.put(key, file.body, { contentType: file.contentType, cacheSeconds: file.cacheSeconds });
    const imageUrl = ctx.storage.url(key);
    await db.transaction(async (tx) => {
      await tx
        .update(customers)
        .set({ imageKey: key, imageUrl })
        .where(and(eq(customers.id, customer.id), isNull(customers.imageKey)));
      await tx
        .update(orders)
        .set({ imageKey: key, imageUrl })
        // By path: the shop's origin (PUBLIC_URL) may have changed since the order was recorded.
        .where(and(isNull(orders.imageKey), like(orders.imageUrl, `%/files/${legacyKey}%`)));
    });
    await ctx.storage.delete(legacyKey);
    moved++;
  }
  return moved;
}
