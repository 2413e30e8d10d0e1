/**
 * Answering a preview request (issue 8; SPEC §4 'Get preview to email later'): once the customer's
 * artwork from a real provider or from staff is ready, the order-link email (SPEC §7 send-email,
 * `sendOrderLinkEmail`) goes out in the customer's language with the default subject (SPEC §9):
 * - staff approve it with one click (`POST /api/admin/preview-requests/:customerId/send`);
 * - with `PREVIEW_AUTO_SEND=true` it is sent without review when the artwork becomes ready, or when
 *   the request is completed (or its email proven) after the artwork was ready, once per customer
 *   (`preview_sent_at`).
 * Either way only to an address the customer proved (issue 17 §1: the email carries the customer's
 * artwork), with a link bound to the customer's record.
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { artworks, customers, staffImages } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { defaultEmailSubject } from '#shared/email-subjects.ts';
import { AppError } from '#shared/errors.ts';
import { isUuid } from '#shared/ids.ts';
import { defaultLocale, isLocale } from '#shared/locales.ts';
import { sendOrderLinkEmail } from '../emails/emails.service.ts';

type CustomerRow = typeof customers.$inferSelect;

/**
 * Whether the customer has artwork worth sending: a ready artwork of the current photo from a real
 * provider or staff, or an image staff generated for the customer (attached to it, or kept for its
 * email while the customer proved the address).
 */
export async function hasApprovableArtwork(db: Db, customer: CustomerRow): Promise<boolean> {
  const [artwork] = await db
    .select({ id: artworks.id })
    .from(artworks)
    .where(
      and(
        eq(artworks.customerId, customer.id),
        customer.imageKey === null
          ? sql`${artworks.sourceImageKey} is null`
          : eq(artworks.sourceImageKey, customer.imageKey),
        eq(artworks.status, 'ready'),
        sql`${artworks.provider} <> 'local'`,
      ),
    )
    .limit(1);
  if (artwork) return true;
  const attached = eq(staffImages.customerId, customer.id);
  const ofProvenEmail =
    customer.email && customer.emailVerifiedAt
      ? and(isNull(staffImages.customerId), sql`lower(${staffImages.email}) = lower(trim(${customer.email}))`)
      : undefined;
  const [staff] = await db
    .select({ id: staffImages.id })
    .from(staffImages)
    .where(and(eq(staffImages.kind, 'generated'), ofProvenEmail ? or(attached, ofProvenEmail) : attached))
    .limit(1);
  return Boolean(staff);
}

/**
 * Sends the order-link email for a customer's preview request, its link bound to the customer.
 * @throws AppError EMAIL_NOT_VERIFIED, EMAIL_SEND_FAILED
 */
async function sendFor(
  ctx: AppContext,
  customer: { id: string; email: string; locale: string | null },
  staffId: string | null,
): Promise<{ id: string }> {
  const language = isLocale(customer.locale) ? customer.locale : defaultLocale;
  const sent = await sendOrderLinkEmail(ctx, {
    to: customer.email,
    subject: defaultEmailSubject(language),
    locale: language,
    customerId: customer.id,
    createdBy: staffId,
  });
  return { id: sent.id };
}

/**
 * `POST /api/admin/preview-requests/:customerId/send`: staff approve the artwork and send the
 * order-link email (again, if they choose to).
 * @param staffId the staff member approving it.
 * @returns the email_sent id.
 * @throws AppError CUSTOMER_NOT_FOUND (unknown or malformed id), NOT_FOUND (the customer asked for no
 *   preview or left no email), EMAIL_NOT_VERIFIED (the customer has not proven the address yet),
 *   ARTWORK_NOT_READY (no artwork to show yet), EMAIL_SEND_FAILED.
 */
export async function sendPreviewEmail(ctx: AppContext, customerId: string, staffId: string): Promise<{ id: string }> {
  const { db } = ctx.database;
  if (!isUuid(customerId)) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId.toLowerCase())).limit(1);
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
  if (!customer.previewRequested || !customer.email) {
    throw new AppError('NOT_FOUND', 'This customer has not asked for a preview by email');
  }
  if (!customer.emailVerifiedAt) {
    throw new AppError('EMAIL_NOT_VERIFIED', 'The customer has not confirmed this email address yet');
  }
  // With STYLIZER=manual the record's artwork may be the instant preview: staff's own must be ready.
  const needsApprovable = ctx.stylizers.byStaff || !customer.generatedImageUrl;
  if (needsApprovable && !(await hasApprovableArtwork(db, customer))) {
    throw new AppError('ARTWORK_NOT_READY', 'There is no artwork to send yet');
  }
  const sent = await sendFor(ctx, { id: customer.id, email: customer.email, locale: customer.locale }, staffId);
  await db
    .update(customers)
    .set({ previewSentAt: sql`coalesce(${customers.previewSentAt}, now())` })
    .where(eq(customers.id, customer.id));
  return sent;
}

/**
 * PREVIEW_AUTO_SEND: sends the order-link email of a preview request once its approvable artwork is
 * ready, at most once per customer. Does nothing when the setting is off, the customer asked for no
 * preview (or left no email), has not proven the address, the email went out before, or no artwork
 * is ready. A refused send is
 * logged (codes only) and may be tried again by the next trigger.
 * @returns whether an email was sent.
 */
export async function autoSendPreview(ctx: AppContext, customerId: string): Promise<boolean> {
  if (!ctx.config.previewAutoSend) return false;
  const { db } = ctx.database;
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer?.previewRequested || !customer.email || !customer.emailVerifiedAt || customer.previewSentAt) {
    return false;
  }
  if (!(await hasApprovableArtwork(db, customer))) return false;
  // The claim makes it once, also when two triggers race (two instances, two artworks).
  const [claimed] = await db
    .update(customers)
    .set({ previewSentAt: sql`now()` })
    .where(and(eq(customers.id, customerId), isNull(customers.previewSentAt)))
    .returning({ email: customers.email, locale: customers.locale });
  if (!claimed?.email) return false;
  try {
    await sendFor(ctx, { id: customerId, email: claimed.email, locale: claimed.locale }, null);
    return true;
  } catch (error) {
    await db.update(customers).set({ previewSentAt: null }).where(eq(customers.id, customerId));
    const code = error instanceof AppError ? error.code : error instanceof Error ? error.name : typeof error;
    ctx.log.warn({ code }, 'automatic preview email failed');
    return false;
  }
}
