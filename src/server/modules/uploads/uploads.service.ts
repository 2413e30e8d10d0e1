/**
 * Customer uploads (SPEC §4 upload flow, §3 storage areas): the photo is normalised in the image
 * worker pool, stored under a new random key `customer-uploads/{random}{ext}` (cache 3600 s), and
 * only then is the customer record switched to it, in a transaction holding the customer's row lock;
 * the replaced file is deleted last, unless an order still points at it. So the record always points
 * at a file that exists, whatever order concurrent uploads finish in or wherever the process dies.
 */
import { eq, sql } from 'drizzle-orm';
import { customers, orders } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { newStorageKey } from '#server/storage/file-storage.ts';
import { AppError } from '#shared/errors.ts';

/** SPEC §9: storage cache lifetime, seconds. */
export const uploadCacheSeconds = 3600;

/**
 * Stores a customer's photo and points the customer record at it.
 * @param bytes the uploaded file, at most `config.uploadMaxBytes`.
 * @returns the public URL of the stored photo (a new key each time, so no cache serves an old one).
 * @throws AppError NOT_AN_IMAGE, IMAGE_UNREADABLE, IMAGE_TOO_MANY_PIXELS, IMAGE_PROCESSING_TIMEOUT, SERVICE_BUSY,
 *   CUSTOMER_NOT_FOUND (nothing is stored then).
 */
export async function storeCustomerUpload(ctx: AppContext, customerId: string, bytes: Buffer): Promise<string> {
  const image = await ctx.images.normalizeUpload(bytes, ctx.config.uploadMaxPixels);
  const key = newStorageKey('customer-uploads', image.extension);
  await ctx.storage.put(key, image.body, { contentType: image.contentType, cacheSeconds: uploadCacheSeconds });
  const imageUrl = ctx.storage.url(key);

  let replacedKey: string | null;
  try {
    replacedKey = await ctx.database.db.transaction(async (tx) => {
      // The row lock serialises one customer's uploads: each switch sees the key the previous set.
      const [current] = await tx
        .select({ imageKey: customers.imageKey })
        .from(customers)
        .where(eq(customers.id, customerId))
        .for('update');
      if (!current) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
      await tx
        .update(customers)
        .set({ imageKey: key, imageUrl, updatedAt: sql`now()` })
        .where(eq(customers.id, customerId));
      return current.imageKey;
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  if (replacedKey) await deleteIfUnreferenced(ctx, replacedKey);
  return imageUrl;
}

/**
 * Deletes a replaced upload unless an order points at it (orders keep their print file). Runs
 * after the switch committed: an order recorded later reads the new key under the same row lock.
 */
async function deleteIfUnreferenced(ctx: AppContext, key: string): Promise<void> {
  const { db } = ctx.database;
  const [inUse] = await db.select({ id: orders.id }).from(orders).where(eq(orders.imageKey, key)).limit(1);
  if (!inUse) await ctx.storage.delete(key);
}
