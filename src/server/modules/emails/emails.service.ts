/**
 * The shop's emails (SPEC §2.12, §3 email_sent/email_tracking, §4 email tracking, §7 send-email;
 * issue 7 §1 and §4): the order-link email staff send, the preview acknowledgement a customer gets,
 * the opens of the tracking pixel and the tracking table.
 *
 * Every sent email is a row of email_sent (kind `order-link` or `preview-ack`). The row is written
 * before the message goes out, so an open that arrives at once is never lost, and removed again
 * when the mail server refuses the message: a refused send records nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import { customers, emailSent, emailTracking } from '#server/db/schema/index.ts';
import { normalizeEmail } from '#server/email/email-links.ts';
import { MailSendError } from '#server/email/mailer.ts';
import { renderOrderLinkEmail, renderPreviewAckEmail } from '#server/email/templates/render-email.ts';
import { trackingPixelUrl } from '#server/email/tracking-pixel.ts';
import { findEmailOrderArtwork } from '#server/modules/email-orders/email-orders.service.ts';
import type { EmailTrackingRow, SendEmailBody } from '#shared/api/admin.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { isLocale, type Locale } from '#shared/locales.ts';
import { absoluteUrl } from '#shared/paths.ts';
import { priceBooks } from '#shared/pricing.ts';

/** The kinds of email_sent rows. Only `order-link` emails carry a pixel and appear in tracking. */
export type SentEmailKind = 'order-link' | 'preview-ack' | 'order-confirmation';

/** Lower-case UUID shape of email_sent ids; anything else is not looked up at all. */
const emailIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An email's opens are recorded at most once per this interval (issue 17 point 5). */
const openInterval = '1 minute';

/** How many sent emails the tracking table lists (newest first). */
export const emailTrackingLimit = 2000;

/** The newest customer with `email` (compared trimmed and lower-cased), for email_sent.customer_id. */
async function customerIdByEmail(ctx: AppContext, email: string): Promise<string | null> {
  const [row] = await ctx.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${normalizeEmail(email)}`)
    .orderBy(desc(customers.updatedAt))
    .limit(1);
  return row?.id ?? null;
}

/** One email to record in email_sent and send (`recordAndSend`). */
export interface OutgoingEmail {
  id: string;
  kind: SentEmailKind;
  to: string;
  subject: string;
  locale: Locale;
  customerId: string | null;
  html: string;
  text: string;
}

/**
 * Records and sends one email; on any failure the record is removed again.
 * @throws AppError EMAIL_SEND_FAILED (502, 'Failed to send email: {message}', SPEC §8) when the mail
 *   server refuses the message or cannot be reached; other errors (outbox disk, database) as they are.
 */
export async function recordAndSend(ctx: AppContext, email: OutgoingEmail): Promise<void> {
  const { db } = ctx.database;
  await db.insert(emailSent).values({
    id: email.id,
    email: email.to,
    subject: email.subject,
    locale: email.locale,
    kind: email.kind,
    customerId: email.customerId,
  });
  try {
    await ctx.mailer.send({ to: email.to, subject: email.subject, html: email.html, text: email.text });
  } catch (error) {
    await db.delete(emailSent).where(eq(emailSent.id, email.id));
    if (error instanceof MailSendError) {
      // The server's words may contain the address: only the codes are logged.
      ctx.log.warn(
        { kind: email.kind, transportCode: error.transportCode, responseCode: error.responseCode },
        'the mail server refused an email',
      );
      throw new AppError('EMAIL_SEND_FAILED', `Failed to send email: ${error.message}`);
    }
    throw error;
  }
}

/**
 * Sends the order-link email (SPEC §7 send-email): the link is built and signed here from `to` and
 * `locale` (a link the client sent is ignored); the image is the email's artwork or photo
 * (findEmailOrderArtwork), left out when there is none.
 * @returns the email_sent id (also the pixel's id).
 * @throws AppError EMAIL_SEND_FAILED when the mail server refuses it (nothing is recorded then).
 */
export async function sendOrderLinkEmail(ctx: AppContext, body: SendEmailBody): Promise<{ id: string }> {
  const { publicUrl, supportEmail } = ctx.config;
  const id = randomUUID();
  const artwork = await findEmailOrderArtwork(ctx, body.to);
  const { html, text } = await renderOrderLinkEmail({
    locale: body.locale,
    name: body.name || undefined,
    imageUrl: artwork ? absoluteUrl(publicUrl, artwork.print.url) : null,
    orderLink: ctx.emailLinks.link(publicUrl, body.locale, body.to),
    discountPercent: priceBooks['email-order-eur'].discountPercent,
    supportEmail,
    pixelUrl: trackingPixelUrl(publicUrl, id),
  });
  await recordAndSend(ctx, {
    id,
    kind: 'order-link',
    to: body.to,
    subject: body.subject,
    locale: body.locale,
    customerId: await customerIdByEmail(ctx, body.to),
    html,
    text,
  });
  return { id };
}

/** Who gets a preview acknowledgement (issue 7 §1). */
export interface PreviewAcknowledgement {
  to: string;
  locale: Locale;
  /** The customer's photo (absolute or shop-relative URL); no thumbnail when null. */
  photoUrl: string | null;
  customerId: string | null;
}

/**
 * Sends the preview acknowledgement in the customer's language: we have your photo, the preview
 * arrives within 1-3 hours, the photo's thumbnail and the support address.
 * @throws AppError EMAIL_SEND_FAILED when the mail server refuses it (nothing is recorded then).
 */
export async function sendPreviewAcknowledgement(ctx: AppContext, ack: PreviewAcknowledgement): Promise<void> {
  const { publicUrl, supportEmail } = ctx.config;
  const { subject, html, text } = await renderPreviewAckEmail({
    locale: ack.locale,
    photoUrl: ack.photoUrl ? absoluteUrl(publicUrl, ack.photoUrl) : null,
    supportEmail,
  });
  await recordAndSend(ctx, {
    id: randomUUID(),
    kind: 'preview-ack',
    to: ack.to,
    subject,
    locale: ack.locale,
    customerId: ack.customerId,
    html,
    text,
  });
}

/**
 * Records one open of a sent email (its pixel was loaded), at most one per email per minute (issue
 * 17 point 5, probe F8): a mail program that reloads the image, or anyone holding the URL in a
 * loop, adds one open a minute, and SPEC §4's counts (opened, first opened, open count = rows)
 * keep meaning real openings. Unknown and malformed ids record nothing.
 *
 * One statement: the email row is claimed by setting `last_opened_at` only when it is null or at
 * least a minute old, and the open is inserted from what that update returned. Concurrent loads
 * queue on the row and the later ones find it claimed (PostgreSQL re-checks the condition on the
 * updated row), so exactly one writes; every other load reads one row by key and writes nothing.
 * @returns whether an open was recorded.
 */
export async function recordEmailOpen(ctx: AppContext, emailId: string): Promise<boolean> {
  if (!emailIdPattern.test(emailId)) return false;
  const { db } = ctx.database;
  const claimed = db.$with('claimed').as(
    db
      .update(emailSent)
      .set({ lastOpenedAt: sql`now()` })
      .where(
        and(
          eq(emailSent.id, emailId.toLowerCase()),
          or(isNull(emailSent.lastOpenedAt), lte(emailSent.lastOpenedAt, sql`now() - ${openInterval}::interval`)),
        ),
      )
      .returning({ emailId: emailSent.id }),
  );
  const rows = await db
    .with(claimed)
    .insert(emailTracking)
    .select(
      db
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          emailId: claimed.emailId,
          openedAt: sql<Date>`now()`.as('opened_at'),
        })
        .from(claimed),
    )
    .returning({ id: emailTracking.id });
  return rows.length > 0;
}

/**
 * The email tracking table (SPEC §4): every order-link email, newest first (at most
 * {@link emailTrackingLimit}), opened when at least one open exists, first opened the earliest
 * open, the open count the number of opens.
 */
export async function listEmailTracking(ctx: AppContext): Promise<EmailTrackingRow[]> {
  const rows = await ctx.database.db
    .select({
      emailId: emailSent.id,
      email: emailSent.email,
      subject: emailSent.subject,
      locale: emailSent.locale,
      sentAt: emailSent.sentAt,
      firstOpenedAt: sql<Date | null>`min(${emailTracking.openedAt})`.mapWith(emailTracking.openedAt),
      openCount: sql<number>`count(${emailTracking.id})::int`.mapWith(Number),
    })
    .from(emailSent)
    .leftJoin(emailTracking, eq(emailTracking.emailId, emailSent.id))
    .where(eq(emailSent.kind, 'order-link' satisfies SentEmailKind))
    .groupBy(emailSent.id)
    .orderBy(desc(emailSent.sentAt), desc(emailSent.id))
    .limit(emailTrackingLimit);
  return rows.map((row) => ({
    emailId: row.emailId,
    email: row.email,
    subject: row.subject,
    locale: isLocale(row.locale) ? row.locale : null,
    sentAt: row.sentAt.toISOString(),
    opened: row.openCount > 0,
    firstOpenedAt: row.firstOpenedAt ? new Date(row.firstOpenedAt).toISOString() : null,
    openCount: row.openCount,
  }));
}
