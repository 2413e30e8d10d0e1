/**
 * Staff images (SPEC §2.12 image admin, §3 user-images, §7 update-user-image and users: select;
 * issue 7 §3): staff look a customer up by email and store a photo or generated artwork for that
 * email. Every image is kept by email in `staff_images` under a random key `user-images/{random}{ext}`
 * (docs/decisions/0006), so an email with no customer yet still has its image; the customer gets it
 * when it saves that email (`attachStaffImagesToCustomer`, called by `updateCustomer`).
 *
 * What the image admin shows is what the email-order page shows: the customer is picked and the
 * images are ranked as in `findEmailOrderArtwork` (email-orders.service.ts).
 *
 * Crash safety: files are written completely first, then the records change in one transaction
 * holding the customer's row lock (as customer uploads do); a crash in between leaves at most an
 * unreferenced file, never a record without its file. Files `staff_images` rows point at are never
 * deleted; a customer's replaced upload is deleted only when no order and no staff image uses it.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/client.ts';
import { customers, orders, staffImages } from '#server/db/schema/index.ts';
import { normalizeEmail } from '#server/email/email-links.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { newStorageKey } from '#server/storage/file-storage.ts';
import type { AdminUser, StaffImageKind } from '#shared/api/admin.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { isLocale, type Locale } from '#shared/locales.ts';
import { autoSendPreview } from '../admin-orders/preview-send.service.ts';
import { recordStaffArtwork } from '../artworks/staff-artworks.ts';
import { findEmailOrderArtwork } from '../email-orders/email-orders.service.ts';
import { uploadCacheSeconds } from '../uploads/uploads.service.ts';

/** Longest original file name kept (a note for staff, never used as a path). */
const originalNameMaxLength = 200;

/**
 * The customer a staff action on `email` (already normalised) is about: the one
 * `findEmailOrderArtwork` shows, i.e. with an image first, then the most recently updated.
 */
function customerByEmail(db: Db, normalizedEmail: string) {
  return db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = ${normalizedEmail}`)
    .orderBy(
      desc(sql`(${customers.imageUrl} is not null or ${customers.generatedImageUrl} is not null)`),
      desc(customers.updatedAt),
    )
    .limit(1);
}

/**
 * SPEC §7 users: select by email, as the image admin shows it.
 * @param email compared trimmed and lower-cased.
 * @returns the customer (null when none has the email) and the current image of each tab: the
 *   customer's or the newest staff image, ranked exactly as the email-order page ranks them.
 * @throws AppError USER_NOT_FOUND when the email has neither a customer nor any image.
 */
export async function findAdminUser(ctx: AppContext, email: string): Promise<AdminUser> {
  const normalized = normalizeEmail(email);
  const [customer] = await customerByEmail(ctx.database.db, normalized);
  const artwork = await findEmailOrderArtwork(ctx, normalized);
  if (!customer && !artwork) throw new AppError('USER_NOT_FOUND', 'No customer and no image for that email');
  return {
    email: normalized,
    customer: customer
      ? {
          id: customer.id,
          imageUrl: customer.imageUrl,
          generatedImageUrl: customer.generatedImageUrl,
          locale: isLocale(customer.locale) ? customer.locale : null,
          previewRequested: customer.previewRequested,
          createdAt: customer.createdAt.toISOString(),
        }
      : null,
    uploadImageUrl: artwork?.imageUrl ?? null,
    generatedImageUrl: artwork?.generatedImageUrl ?? null,
  };
}

/** A file staff upload for an email (`POST /api/admin/users/image`). */
export interface StaffImageInput {
  email: string;
  locale: Locale;
  kind: StaffImageKind;
  /** The uploaded bytes, at most `config.uploadMaxBytes`. */
  bytes: Buffer;
  /** The browser's file name; kept (shortened, without control characters) for staff only. */
  originalName: string | null;
  /** The staff member uploading (`request.staff.id`). */
  staffId: string;
}

/**
 * SPEC §7 update-user-image: normalises the file like a customer upload (worker pool: decoded by
 * its bytes, EXIF orientation applied, metadata dropped), stores it under `user-images/{random}`,
 * and records it in `staff_images`. For the customer with that email:
 * - `generated` sets `generated_image` to it (and the locale when the customer has none);
 * - `upload` replaces the customer's photo like a customer upload would: a copy under
 *   `customer-uploads/{random}` becomes `image_key`, and the replaced photo is deleted unless an
 *   order or a staff image uses it. (A copy, so a later customer upload, which deletes what it
 *   replaces, never removes a file a `staff_images` row points at.)
 * @returns the URL of the image the tab now shows (the customer's copy for `upload` with a customer).
 * @throws AppError NOT_AN_IMAGE, IMAGE_UNREADABLE, IMAGE_TOO_MANY_PIXELS, SERVICE_BUSY (nothing is stored).
 */
export async function storeStaffImage(ctx: AppContext, input: StaffImageInput): Promise<string> {
  const { db } = ctx.database;
  const email = normalizeEmail(input.email);
  const image = await ctx.images.normalizeUpload(input.bytes, ctx.config.uploadMaxPixels);
  const put = (key: string) =>
    ctx.storage.put(key, image.body, { contentType: image.contentType, cacheSeconds: uploadCacheSeconds });

  const staffKey = newStorageKey('user-images', image.extension);
  await put(staffKey);
  // The customer's copy is written only when a customer is there to take it (checked again under the lock).
  let customerKey: string | null = null;
  if (input.kind === 'upload') {
    const [existing] = await customerByEmail(db, email);
    if (existing) {
      customerKey = newStorageKey('customer-uploads', image.extension);
      await put(customerKey);
    }
  }

  let outcome: { url: string; usedCustomerKey: boolean; replacedKey: string | null; artworkFor?: string };
  try {
    outcome = await db.transaction(async (tx) => {
      const [found] = await customerByEmail(tx, email);
      // The row lock serialises this switch with customer uploads and `updateCustomer` of that customer.
      const [customer] = found
        ? await tx
            .select({ id: customers.id, imageKey: customers.imageKey, locale: customers.locale })
            .from(customers)
            .where(eq(customers.id, found.id))
            .for('update')
        : [];
      await tx.insert(staffImages).values({
        email,
        customerId: customer?.id ?? null,
        kind: input.kind,
        storageKey: staffKey,
        originalName: cleanOriginalName(input.originalName),
        locale: input.locale,
        uploadedBy: input.staffId,
      });
      const staffUrl = ctx.storage.url(staffKey);
      if (!customer) return { url: staffUrl, usedCustomerKey: false, replacedKey: null };
      if (input.kind === 'generated') {
        await tx
          .update(customers)
          .set({ generatedImageUrl: staffUrl, locale: customer.locale ?? input.locale, updatedAt: sql`now()` })
          .where(eq(customers.id, customer.id));
        // Issue 8: a ready artwork of provider `staff` for the customer's current photo.
        await recordStaffArtwork(tx, ctx.storage, customer.id, staffKey);
        return { url: staffUrl, usedCustomerKey: false, replacedKey: null, artworkFor: customer.id };
      }
      // A customer that saved this email after the check above: the image is attached (customer_id)
      // like one uploaded before the customer existed, and the customer's own photo stays.
      if (!customerKey) return { url: staffUrl, usedCustomerKey: false, replacedKey: null };
      const imageUrl = ctx.storage.url(customerKey);
      await tx
        .update(customers)
        .set({ imageKey: customerKey, imageUrl, updatedAt: sql`now()` })
        .where(eq(customers.id, customer.id));
      return { url: imageUrl, usedCustomerKey: true, replacedKey: customer.imageKey };
    });
  } catch (error) {
    await ctx.storage.delete(staffKey);
    if (customerKey) await ctx.storage.delete(customerKey);
    throw error;
  }
  if (customerKey && !outcome.usedCustomerKey) await ctx.storage.delete(customerKey);
  if (outcome.replacedKey) await deleteIfUnreferenced(ctx, outcome.replacedKey);
  // PREVIEW_AUTO_SEND: a customer waiting for this preview gets the order-link email now.
  // In the background: the staff's upload does not wait for the mail server.
  const waiting = outcome.artworkFor;
  if (waiting) ctx.mailer.defer(async () => void (await autoSendPreview(ctx, waiting)));
  return outcome.url;
}

/**
 * Deletes a customer's replaced photo unless an order prints it or a staff image record holds it.
 * Runs after the switch committed.
 */
async function deleteIfUnreferenced(ctx: AppContext, key: string): Promise<void> {
  const { db } = ctx.database;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.imageKey, key)).limit(1);
  if (order) return;
  const [staff] = await db
    .select({ id: staffImages.id })
    .from(staffImages)
    .where(eq(staffImages.storageKey, key))
    .limit(1);
  if (!staff) await ctx.storage.delete(key);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: it exists to remove them
const controlCharacters = /[\u0000-\u001F\u007F]/g;

/** The browser's file name as a short note: no control characters, at most 200 characters; null when empty. */
function cleanOriginalName(name: string | null): string | null {
  const cleaned = (name ?? '').replace(controlCharacters, '').trim().slice(0, originalNameMaxLength);
  return cleaned === '' ? null : cleaned;
}

/**
 * Gives a customer the staff images of its email (issue 7 §3: "attached when the customer
 * appears"): rows of that email without a customer get its id, and when the customer has no
 * generated image, the newest staff `generated` image becomes it. Run inside the transaction that
 * saves the email (`updateCustomer`), holding the customer's row lock.
 * @param tx the open transaction.
 * @param email the saved email (compared trimmed and lower-cased).
 */
export async function attachStaffImagesToCustomer(
  tx: Db,
  storage: Pick<FileStorage, 'url'>,
  customerId: string,
  email: string,
): Promise<void> {
  const normalized = normalizeEmail(email);
  const ofEmail = sql`lower(${staffImages.email}) = ${normalized}`;
  await tx
    .update(staffImages)
    .set({ customerId })
    .where(and(ofEmail, isNull(staffImages.customerId)));
  const [newest] = await tx
    .select({ storageKey: staffImages.storageKey, locale: staffImages.locale })
    .from(staffImages)
    .where(and(ofEmail, eq(staffImages.kind, 'generated')))
    .orderBy(desc(staffImages.createdAt))
    .limit(1);
  if (!newest) return;
  await tx
    .update(customers)
    .set({
      generatedImageUrl: storage.url(newest.storageKey),
      locale: sql`coalesce(${customers.locale}, ${newest.locale})`,
    })
    .where(and(eq(customers.id, customerId), isNull(customers.generatedImageUrl)));
}
