/**
 * Customer uploads (SPEC §4 upload flow, §3 storage areas): the photo is normalised, stored as
 * `customer-uploads/{customerId}{ext}` (overwriting an earlier upload, cache 3600 s) and its URL
 * recorded on the customer.
 */
import type { AppContext } from '../../app-context.ts';
import { normalizeUpload } from '../../images/upload-normalizer.ts';
import { setCustomerImageUrl } from '../customers/customers.service.ts';

/** SPEC §9: storage cache lifetime, seconds. */
export const uploadCacheSeconds = 3600;
const knownExtensions = ['.jpg', '.png', '.webp', '.gif'];

/**
 * Stores a customer's photo and points the customer record at it.
 * @param bytes the uploaded file, at most `config.uploadMaxBytes`.
 * @returns the public URL, with a version parameter so a replaced photo is not served from cache.
 * @throws AppError NOT_AN_IMAGE, IMAGE_UNREADABLE, IMAGE_TOO_MANY_PIXELS (nothing is stored then).
 */
export async function storeCustomerUpload(ctx: AppContext, customerId: string, bytes: Buffer): Promise<string> {
  const image = await normalizeUpload(bytes, ctx.config.uploadMaxPixels);
  const key = `customer-uploads/${customerId}${image.extension}`;
  await ctx.storage.put(key, image.body, { contentType: image.contentType, cacheSeconds: uploadCacheSeconds });
  // A new photo of another format would leave the old file behind under a different name.
  await Promise.all(
    knownExtensions
      .filter((extension) => extension !== image.extension)
      .map((extension) => ctx.storage.delete(`customer-uploads/${customerId}${extension}`)),
  );
  const imageUrl = `${ctx.storage.publicUrl(key)}?v=${Date.now()}`;
  await setCustomerImageUrl(ctx.database.db, customerId, imageUrl);
  return imageUrl;
}
