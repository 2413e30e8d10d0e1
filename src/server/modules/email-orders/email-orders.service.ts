/**
 * Email orders (SPEC §2.10, §9; issue 7 §5): the artwork behind a signed email-order link. It is the
 * stored image of the customer with that email, or an image staff uploaded for that email
 * (table staff_images) even when no customer has it. Only a correctly signed link sees anything;
 * every other request gets the same 404, so the endpoint tells nothing about which emails exist.
 */
import { desc, sql } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import { customers, staffImages } from '#server/db/schema/index.ts';
import { normalizeEmail } from '#server/email/email-links.ts';
import type { EmailOrder } from '#shared/api/email-orders.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { isLocale } from '#shared/locales.ts';

/** The image printed for an email order: its public URL and, when it is one of our files, its storage key. */
export interface PrintImage {
  url: string;
  key: string | null;
}

/** What an email-order link shows, plus the image its order prints. */
export interface EmailOrderArtwork extends EmailOrder {
  /** The generated artwork when there is one, else the upload: what the page shows and the order prints. */
  print: PrintImage;
}

/** How many staff images of one email are looked at (newest first); staff upload a handful at most. */
const staffImageLookback = 20;

/**
 * The artwork stored for `email` (compared trimmed and lower-cased):
 * - the customer with that email, those with an image first, then the most recently updated;
 * - staff images for that email, newest first: the newest `generated` one is the artwork, the
 *   newest `upload` one stands in for a missing customer upload.
 * A staff-generated image wins over the customer's `generated_image` (it has a stored key and a date).
 * @returns null when the email has no image at all (nothing to order).
 */
export async function findEmailOrderArtwork(ctx: AppContext, email: string): Promise<EmailOrderArtwork | null> {
  const { db } = ctx.database;
  const normalized = normalizeEmail(email);
  const [customer] = await db
    .select({
      imageUrl: customers.imageUrl,
      imageKey: customers.imageKey,
      generatedImageUrl: customers.generatedImageUrl,
      locale: customers.locale,
    })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${normalized}`)
    .orderBy(
      desc(sql`(${customers.imageUrl} is not null or ${customers.generatedImageUrl} is not null)`),
      desc(customers.updatedAt),
    )
    .limit(1);
  const staff = await db
    .select({ kind: staffImages.kind, storageKey: staffImages.storageKey, locale: staffImages.locale })
    .from(staffImages)
    .where(sql`lower(${staffImages.email}) = ${normalized}`)
    .orderBy(desc(staffImages.createdAt))
    .limit(staffImageLookback);

  const staffGenerated = staff.find((row) => row.kind === 'generated');
  const staffUpload = staff.find((row) => row.kind === 'upload');
  const generated: PrintImage | null = staffGenerated
    ? { url: ctx.storage.url(staffGenerated.storageKey), key: staffGenerated.storageKey }
    : customer?.generatedImageUrl
      ? { url: customer.generatedImageUrl, key: null }
      : null;
  const upload: PrintImage | null = customer?.imageUrl
    ? { url: customer.imageUrl, key: customer.imageKey }
    : staffUpload
      ? { url: ctx.storage.url(staffUpload.storageKey), key: staffUpload.storageKey }
      : null;
  const print = generated ?? upload;
  if (!print) return null;
  const locale = [customer?.locale, staffGenerated?.locale, staffUpload?.locale].find(isLocale) ?? null;
  return { imageUrl: upload?.url ?? null, generatedImageUrl: generated?.url ?? null, locale, print };
}

/**
 * The artwork of a signed email-order link.
 * @throws AppError EMAIL_ORDER_NOT_FOUND when the signature is missing or wrong, or the email has no
 *   image: one answer for all three.
 */
export async function getSignedEmailOrderArtwork(
  ctx: AppContext,
  email: string,
  signature: string | undefined,
): Promise<EmailOrderArtwork> {
  const artwork = ctx.emailLinks.verify(email, signature) ? await findEmailOrderArtwork(ctx, email) : null;
  if (!artwork) throw new AppError('EMAIL_ORDER_NOT_FOUND', 'No email order for this link');
  return artwork;
}
