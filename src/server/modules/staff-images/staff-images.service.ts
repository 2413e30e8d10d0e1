/**
 * Staff images (SPEC §2.12 image admin, §3 user-images, §7 update-user-image and users: select;
 * issue 7 §3, issue 17 §1): staff look an email up and store a photo or generated artwork for it.
 * Every image is kept by email in `staff_images` under a random key `user-images/{random}{ext}`
 * (docs/decisions/0006). The email on a customer record is only a claim (docs/decisions/0012), so:
 * - the look-up lists every record carrying the email (photo, artwork, dates, verified or not) and
 *   staff choose the record an image goes to, by its id;
 * - without a choice the image stays with the email only; it attaches to a record when that record
 *   proves the address (`attachStaffImagesToCustomer`, called by the email verification).
 *
 * Crash safety: files are written completely first, then the records change in one transaction
 * holding the customer's row lock (as customer uploads do); a crash in between leaves at most an
 * unreferenced file, never a record without its file. Files `staff_images` rows point at are never
 * deleted; a customer's replaced upload is deleted only when no order and no staff image uses it.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { customers, orders, staffImages } from '#server/db/schema/index.ts';
import { normalizeEmail } from '#server/email/email-links.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { newStorageKey } from '#server/storage/file-storage.ts';
import type { AdminUser, AdminUserCustomer, StaffImageKind } from '#shared/api/admin.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { isLocale, type Locale } from '#shared/locales.ts';
import { autoSendPreview } from '../admin-orders/preview-send.service.ts';
import { recordStaffArtwork } from '../artworks/staff-artworks.ts';
import { listEmailOrderLinks } from '../email-orders/email-order-links.service.ts';
import { findLinkArtwork } from '../email-orders/email-orders.service.ts';
import { uploadCacheSeconds } from '../uploads/uploads.service.ts';

/** Longest original file name kept (a note for staff, never used as a path). */
const originalNameMaxLength = 200;

/** How many records of one email the look-up lists (newest change first); more is an attack, not a family. */
const recordsListed = 50;

/** Every customer record carrying `email` (normalised), newest change first. */
function customersWithEmail(db: Db, normalizedEmail: string) {
  return db
    .select()
    .from(customers)
    .where(sql`lower(trim(${customers.email})) = ${normalizedEmail}`)
    .orderBy(desc(customers.updatedAt), desc(customers.id))
    .limit(recordsListed);
}

/**
 * The record staff chose for `email` (normalised); with `lock`, its row is locked for the change
 * (inside a transaction).
 * @throws AppError CUSTOMER_NOT_FOUND, CUSTOMER_EMAIL_MISMATCH (the record does not carry the email).
 */
async function chosenCustomer(db: Db, customerId: string, email: string, lock: boolean) {
  const query = db
    .select({ id: customers.id, email: customers.email, imageKey: customers.imageKey, locale: customers.locale })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [customer] = lock ? await query.for('update') : await query;
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
  if (!customer.email || normalizeEmail(customer.email) !== email) {
    throw new AppError('CUSTOMER_EMAIL_MISMATCH', 'That customer record does not carry this email');
  }
  return customer;
}

/**
 * Checks that the record staff chose carries `email` (normalised).
 * @throws AppError CUSTOMER_NOT_FOUND, CUSTOMER_EMAIL_MISMATCH.
 */
export async function requireRecordWithEmail(db: Db, customerId: string, email: string): Promise<void> {
  await chosenCustomer(db, customerId, email, false);
}

/**
 * SPEC §7 users: select by email, as the image admin shows it (issue 17 §1).
 * @param email compared trimmed and lower-cased.
 * @returns every record carrying the email, each with what a link bound to it shows; the images
 *   staff stored for the email (what a link without a record shows); the email's links.
 * @throws AppError USER_NOT_FOUND when the email has neither a record nor any image.
 */
export async function findAdminUser(ctx: AppContext, email: string): Promise<AdminUser> {
  const { db } = ctx.database;
  const normalized = normalizeEmail(email);
  const rows = await customersWithEmail(db, normalized);
  const emailImages = await findLinkArtwork(ctx, { email: normalized, customerId: null });
  if (rows.length === 0 && !emailImages)
    throw new AppError('USER_NOT_FOUND', 'No customer and no image for that email');
  const records: AdminUserCustomer[] = [];
  for (const row of rows) {
    const shown = await findLinkArtwork(ctx, { email: normalized, customerId: row.id });
    records.push({
      id: row.id,
      email: row.email ?? normalized,
      photoUrl: row.imageUrl,
      imageUrl: shown?.imageUrl ?? null,
      generatedImageUrl: shown?.generatedImageUrl ?? null,
      locale: isLocale(row.locale) ? row.locale : null,
      previewRequested: row.previewRequested,
      previewRequestedAt: row.previewRequestedAt?.toISOString() ?? null,
      emailVerified: row.emailVerifiedAt !== null,
      emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return {
    email: normalized,
    customers: records,
    uploadImageUrl: emailImages?.imageUrl ?? null,
    generatedImageUrl: emailImages?.generatedImageUrl ?? null,
    links: await listEmailOrderLinks(db, normalized),
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
  /** The record staff chose (it must carry `email`); absent: the image is kept for the email only. */
  customerId?: string;
}

/**
 * SPEC §7 update-user-image: normalises the file like a customer upload (worker pool: decoded by
 * its bytes, EXIF orientation applied, metadata dropped), stores it under `user-images/{random}`,
 * and records it in `staff_images` for the email. For the record staff chose (`customerId`), if any:
 * - `generated` sets `generated_image` to it (and the locale when the customer has none);
 * - `upload` replaces the customer's photo like a customer upload would: a copy under
 *   `customer-uploads/{random}` becomes `image_key`, and the replaced photo is deleted unless an
 *   order or a staff image uses it. (A copy, so a later customer upload, which deletes what it
 *   replaces, never removes a file a `staff_images` row points at.)
 * @returns the URL of the image the tab now shows (the customer's copy for `upload` with a customer).
 * @throws AppError CUSTOMER_NOT_FOUND, CUSTOMER_EMAIL_MISMATCH (a chosen record without that email),
 *   NOT_AN_IMAGE, IMAGE_UNREADABLE, IMAGE_TOO_MANY_PIXELS, SERVICE_BUSY (nothing is stored).
 */
export async function storeStaffImage(ctx: AppContext, input: StaffImageInput): Promise<string> {
  const { db } = ctx.database;
  const email = normalizeEmail(input.email);
  const image = await ctx.images.normalizeUpload(input.bytes, ctx.config.uploadMaxPixels);
  const put = (key: string) =>
    ctx.storage.put(key, image.body, { contentType: image.contentType, cacheSeconds: uploadCacheSeconds });

  const chosenId = input.customerId ?? null;
  // Checked before any file is written; again under the lock below.
  if (chosenId) await chosenCustomer(db, chosenId, email, false);

  const staffKey = newStorageKey('user-images', image.extension);
  await put(staffKey);
  // The customer's copy of a photo, for a chosen record.
  const customerKey = input.kind === 'upload' && chosenId ? newStorageKey('customer-uploads', image.extension) : null;
  if (customerKey) await put(customerKey);

  let outcome: { url: string; replacedKey: string | null; artworkFor?: string };
  try {
    outcome = await db.transaction(async (tx) => {
      // The row lock serialises this switch with customer uploads and `updateCustomer` of that customer.
      const customer = chosenId ? await chosenCustomer(tx, chosenId, email, true) : null;
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
      if (!customer) return { url: staffUrl, replacedKey: null };
      if (input.kind === 'generated') {
        await tx
          .update(customers)
          .set({ generatedImageUrl: staffUrl, locale: customer.locale ?? input.locale, updatedAt: sql`now()` })
          .where(eq(customers.id, customer.id));
        // Issue 8: a ready artwork of provider `staff` for the customer's current photo.
        await recordStaffArtwork(tx, ctx.storage, customer.id, staffKey, image);
        return { url: staffUrl, replacedKey: null, artworkFor: customer.id };
      }
      const imageUrl = ctx.storage.url(customerKey ?? staffKey);
      await tx
        .update(customers)
        .set({ imageKey: customerKey, imageUrl, updatedAt: sql`now()` })
        .where(eq(customers.id, customer.id));
      return { url: imageUrl, replacedKey: customer.imageKey };
    });
  } catch (error) {
    await ctx.storage.delete(staffKey);
    if (customerKey) await ctx.storage.delete(customerKey);
    throw error;
  }
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
 * appears"; issue 17 §1: when it proved the address): rows of that email without a customer get its
 * id, and when the customer has no generated image, the newest staff `generated` image becomes it.
 * Run inside the transaction that verifies the email (`confirmEmailOwnership`), holding the
 * customer's row lock; never for an unproven claim.
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
