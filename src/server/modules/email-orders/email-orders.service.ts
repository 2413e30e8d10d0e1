/**
 * Email orders (SPEC §2.10, §9; issue 7 §5, issue 17 §1 and §5): the artwork behind an email-order
 * link. A link shows what it was bound to when staff made it (docs/decisions/0012), never "the
 * customer with that email": an email saved on a record is an unproven claim.
 * - Bound to a record: that record's photo and artwork, the staff images staff attached to it, and,
 *   once the record proved the address (`email_verified_at`), the images staff kept for the email.
 * - Bound to no record: the images staff stored for the email.
 * Only a valid link sees anything; an unknown one gets one 404 whatever the reason.
 */
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { artworks, customers, staffImages } from '#server/db/schema/index.ts';
import { normalizeEmail } from '#server/email/email-links.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { EmailOrder } from '#shared/api/email-orders.schemas.ts';
import { artworkProviders, detailPrintDpi, type PrintSource } from '#shared/artwork.ts';
import { AppError } from '#shared/errors.ts';
import { isLocale } from '#shared/locales.ts';
import { artworkPrintDpi, findArtworkRow, photoPrintSize } from '../artworks/artwork-records.ts';
import { type LinkBinding, requireValidEmailOrderLink } from './email-order-links.service.ts';

/**
 * The image an order prints: its public URL, its storage key when it is one of our files, what it is
 * (issue 19 §4) and, for a customer's own artwork, which artwork (its print file is made from that
 * artwork's largest render, not from the stored preview).
 */
export interface PrintImage {
  url: string;
  key: string | null;
  source: PrintSource;
  artwork?: { id: string; style: string; provider: string };
}

/** What an email-order link shows, plus the image its order prints. */
export interface EmailOrderArtwork extends Omit<EmailOrder, 'printDpi'> {
  /** The generated artwork when there is one, else the upload: what the page shows and the order prints. */
  print: PrintImage;
}

/** How many staff images of one link are looked at (newest first); staff upload a handful at most. */
const staffImageLookback = 20;

/** Whether `row` proved it owns `email` (normalised): verified, and still carrying that address. */
export function ownsEmail(row: { email: string | null; emailVerifiedAt: Date | null }, email: string): boolean {
  return row.emailVerifiedAt !== null && row.email !== null && normalizeEmail(row.email) === email;
}

/**
 * The artwork a link bound to `binding` shows (see the file comment for which images count):
 * - the newest staff `generated` image is the artwork, else the record's `generated_image`;
 * - the record's own photo is the upload, else the newest staff `upload` image.
 * A staff-generated image wins over the record's `generated_image` (it has a stored key and a date).
 * @returns null when the link has no image at all (nothing to order) or its record is gone.
 */
export async function findLinkArtwork(ctx: AppContext, binding: LinkBinding): Promise<EmailOrderArtwork | null> {
  const { db } = ctx.database;
  const email = normalizeEmail(binding.email);
  const ofEmail = sql`lower(${staffImages.email}) = ${email}`;
  let customer: typeof customers.$inferSelect | null = null;
  let staffFilter: SQL | undefined = ofEmail;
  if (binding.customerId) {
    [customer] = await db.select().from(customers).where(eq(customers.id, binding.customerId)).limit(1);
    if (!customer) return null;
    const attached = eq(staffImages.customerId, customer.id);
    staffFilter = ownsEmail(customer, email) ? or(attached, and(isNull(staffImages.customerId), ofEmail)) : attached;
  }
  const staff = await db
    .select({ kind: staffImages.kind, storageKey: staffImages.storageKey, locale: staffImages.locale })
    .from(staffImages)
    .where(staffFilter)
    .orderBy(desc(staffImages.createdAt), desc(staffImages.id))
    .limit(staffImageLookback);

  const staffGenerated = staff.find((row) => row.kind === 'generated');
  const staffUpload = staff.find((row) => row.kind === 'upload');
  const generated: PrintImage | null = staffGenerated
    ? { url: ctx.storage.url(staffGenerated.storageKey), key: staffGenerated.storageKey, source: 'staff_artwork' }
    : customer?.generatedImageUrl
      ? await chosenArtworkImage(ctx, customer.id, customer.generatedImageUrl)
      : null;
  const upload: PrintImage | null = customer?.imageUrl
    ? { url: customer.imageUrl, key: customer.imageKey, source: 'photo' }
    : staffUpload
      ? { url: ctx.storage.url(staffUpload.storageKey), key: staffUpload.storageKey, source: 'photo' }
      : null;
  const print = generated ?? upload;
  if (!print) return null;
  const locale = [customer?.locale, staffGenerated?.locale, staffUpload?.locale].find(isLocale) ?? null;
  // Who made the generated artwork, as the page labels it (issue 20 §7: the instant preview says so).
  const made = generated?.source === 'staff_artwork' ? 'staff' : generated?.artwork?.provider;
  const artworkProvider = artworkProviders.find((provider) => provider === made) ?? null;
  return { imageUrl: upload?.url ?? null, generatedImageUrl: generated?.url ?? null, artworkProvider, locale, print };
}

/**
 * The record's `generated_image` as a print image: the customer's chosen artwork whose preview it
 * is (so the order prints that artwork at print size), else the bare URL (an image from before
 * artworks were recorded; no stored file to make a print file from).
 */
async function chosenArtworkImage(ctx: AppContext, customerId: string, url: string): Promise<PrintImage> {
  const [artwork] = await ctx.database.db
    .select({ id: artworks.id, style: artworks.style, provider: artworks.provider, previewKey: artworks.previewKey })
    .from(artworks)
    .where(and(eq(artworks.customerId, customerId), eq(artworks.previewUrl, url), eq(artworks.status, 'ready')))
    .orderBy(desc(artworks.createdAt))
    .limit(1);
  if (!artwork) return { url, key: null, source: 'artwork' };
  const { id, style, provider } = artwork;
  return { url, key: artwork.previewKey, source: 'artwork', artwork: { id, style, provider } };
}

/**
 * The artwork of an email-order link (`GET /api/email-orders`, checkout).
 * @param unknownCode the answer for a link that does not exist (the page: 404; checkout: 403).
 * @throws AppError `unknownCode` (no such link, or one without any image: one answer for both),
 *   EMAIL_ORDER_LINK_EXPIRED, EMAIL_ORDER_LINK_REVOKED.
 */
export async function getEmailOrderOfLink(
  ctx: AppContext,
  email: string,
  sig: string | undefined,
  unknownCode: 'EMAIL_ORDER_NOT_FOUND' | 'EMAIL_ORDER_SIGNATURE_REQUIRED' = 'EMAIL_ORDER_NOT_FOUND',
): Promise<EmailOrderArtwork> {
  const link = await requireValidEmailOrderLink(ctx, email, sig, unknownCode);
  const artwork = await findLinkArtwork(ctx, link);
  if (artwork) return artwork;
  if (unknownCode === 'EMAIL_ORDER_NOT_FOUND')
    throw new AppError('EMAIL_ORDER_NOT_FOUND', 'No email order for this link');
  throw new AppError('IMAGE_REQUIRED', 'There is no image for this email order');
}

/**
 * The effective DPI the print of `print` will have (issue 20 §3): a customer's artwork as the
 * storefront says it (`artworkPrintDpi`), a stored image by its pixel size, both with the print
 * upscaler's detail scale; null when it cannot be known (no stored file).
 */
export async function printImageDpi(ctx: AppContext, print: PrintImage): Promise<number | null> {
  const { detailScale } = ctx.printUpscaler;
  if (print.artwork) {
    const row = await findArtworkRow(ctx.database.db, print.artwork.id);
    return row ? artworkPrintDpi(row, detailScale) : null;
  }
  if (!print.key) return null;
  const size = await photoPrintSize(ctx.storage, print.key);
  return size ? detailPrintDpi(size.width, size.height, detailScale) : null;
}
