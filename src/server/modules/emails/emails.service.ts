/**
 * The shop's emails (SPEC §2.12, §3 email_sent/email_tracking, §4 email tracking, §7 send-email;
 * issue 7 §1 and §4): the order-link email staff send, the preview acknowledgement a customer gets,
 * the opens of the tracking pixel and the tracking table.
 *
 * Every sent email is a row of email_sent (kind `order-link` or `preview-ack`). The row is written
 * before the message goes out, so an open that arrives at once is never lost, and removed again
 * when the mail server refuses the message: a refused send records nothing (nor the link it carried).
 *
 * Issue 17 (docs/decisions/0012): an order-link email carries a link of its own (email_order_links,
 * written with the email_sent row), bound to the record staff chose, and a record's artwork is
 * mailed only to an address that record proved.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { customers, emailOrderLinks, emailSent, emailTracking } from '#server/db/schema/index.ts';
import { emailOrderLinkUrl, newLinkToken, normalizeEmail } from '#server/email/email-links.ts';
import { type MailAttachment, MailSendError } from '#server/email/mailer.ts';
import {
  renderOrderLinkEmail,
  renderPreviewAckEmail,
  renderPreviewConfirmEmail,
} from '#server/email/templates/render-email.ts';
import { trackingPixelUrl } from '#server/email/tracking-pixel.ts';
import { insertEmailOrderLink } from '#server/modules/email-orders/email-order-links.service.ts';
import { findLinkArtwork, ownsEmail } from '#server/modules/email-orders/email-orders.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { EmailTrackingRow } from '#shared/api/admin.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { isUuid } from '#shared/ids.ts';
import { isLocale, type Locale } from '#shared/locales.ts';
import { absoluteUrl } from '#shared/paths.ts';
import { priceBookIdFor } from '#shared/pricing.ts';
import { currentPriceBook } from '../catalog/catalog.service.ts';

/** The kinds of email_sent rows. Only `order-link` emails carry a pixel and appear in tracking. */
export type SentEmailKind = 'order-link' | 'preview-ack' | 'order-confirmation' | 'order-update' | 'proof';

/** Lower-case UUID shape of email_sent ids; anything else is not looked up at all. */

/** An email's opens are recorded at most once per this interval (issue 17 point 5). */
const openInterval = '1 minute';

/** How many sent emails the tracking table lists (newest first). */
export const emailTrackingLimit = 2000;

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
  /** Files sent with it (the confirmation's invoice PDF, issue 21 §2). */
  attachments?: MailAttachment[];
}

/**
 * Records and sends one email; on any failure the record is removed again.
 * @throws AppError EMAIL_SEND_FAILED (502, 'Failed to send email: {message}', SPEC §8) when the mail
 *   server refuses the message or cannot be reached; other errors (outbox disk, database) as they are.
 */
export async function recordAndSend(
  ctx: AppContext,
  email: OutgoingEmail,
  /** Rows that belong to the email (its link), written in the same transaction as its email_sent row. */
  recordWith?: (tx: Db) => Promise<void>,
): Promise<void> {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    await tx.insert(emailSent).values({
      id: email.id,
      email: email.to,
      subject: email.subject,
      locale: email.locale,
      kind: email.kind,
      customerId: email.customerId,
    });
    await recordWith?.(tx);
  });
  try {
    await ctx.mailer.send({
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      attachments: email.attachments,
    });
  } catch (error) {
    // The link that never left is no link.
    await db.transaction(async (tx) => {
      await tx.delete(emailOrderLinks).where(eq(emailOrderLinks.emailSentId, email.id));
      await tx.delete(emailSent).where(eq(emailSent.id, email.id));
    });
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

/** An order-link email to send (SPEC §7 send-email). */
export interface OrderLinkEmail {
  to: string;
  subject: string;
  name?: string;
  locale: Locale;
  /** The record whose artwork the link shows (staff's choice); null: the images staff stored for the email. */
  customerId: string | null;
  /** The staff member sending it; null for a renewal the link's holder asked for. */
  createdBy: string | null;
}

/**
 * The record a mail to `email` (normalised) may carry the artwork of: it must carry that address
 * and have proven it (issue 17 §1: nothing made for an email goes out through an unproven claim).
 * @throws AppError CUSTOMER_NOT_FOUND, CUSTOMER_EMAIL_MISMATCH, EMAIL_NOT_VERIFIED.
 */
export async function requireOwnerOf(db: Db, customerId: string, email: string): Promise<void> {
  const [row] = await db
    .select({ email: customers.email, emailVerifiedAt: customers.emailVerifiedAt })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
  if (!row.email || normalizeEmail(row.email) !== email) {
    throw new AppError('CUSTOMER_EMAIL_MISMATCH', 'That customer record does not carry this email');
  }
  if (!ownsEmail(row, email)) {
    throw new AppError('EMAIL_NOT_VERIFIED', 'The customer has not confirmed this email address yet');
  }
}

/**
 * Sends the order-link email (SPEC §7 send-email): a new link (email_order_links, `EMAIL_ORDER_LINK_DAYS`)
 * bound to `mail.customerId` is made here and recorded with the email; a link the client sent is
 * ignored. The image is the link's artwork (findLinkArtwork), left out when there is none.
 * @param options.alreadyMailed staff already gave this binding to this address (a renewal): the record's proof is not asked again.
 * @returns the email_sent id (also the pixel's id) and the link's id.
 * @throws AppError CUSTOMER_NOT_FOUND, CUSTOMER_EMAIL_MISMATCH, EMAIL_NOT_VERIFIED (a record that has
 *   not proven `to`), EMAIL_SEND_FAILED when the mail server refuses it (nothing is recorded then).
 */
export async function sendOrderLinkEmail(
  ctx: AppContext,
  mail: OrderLinkEmail,
  options: { alreadyMailed?: boolean } = {},
): Promise<{ id: string; linkId: string }> {
  const { publicUrl, supportEmail } = ctx.config;
  const email = normalizeEmail(mail.to);
  if (mail.customerId && !options.alreadyMailed) await requireOwnerOf(ctx.database.db, mail.customerId, email);
  const id = randomUUID();
  const token = newLinkToken();
  const artwork = await findLinkArtwork(ctx, { email, customerId: mail.customerId });
  const { html, text } = await renderOrderLinkEmail({
    locale: mail.locale,
    name: mail.name || undefined,
    imageUrl: artwork ? absoluteUrl(publicUrl, artwork.print.url) : null,
    // The address as staff typed it; the link compares it trimmed and lower-cased.
    orderLink: emailOrderLinkUrl(publicUrl, mail.locale, mail.to.trim(), token),
    // The live email-order book of the mail's language (issue 21 §1: staff may change its discount).
    discountPercent: (
      await currentPriceBook(
        ctx.database.db,
        priceBookIdFor({ locale: mail.locale, variant: 'wowanimatedtees', fromEmailOrder: true }),
      )
    ).discountPercent,
    supportEmail,
    claims: ctx.config.claims,
    pixelUrl: trackingPixelUrl(publicUrl, id),
  });
  let linkId = '';
  await recordAndSend(
    ctx,
    {
      id,
      kind: 'order-link',
      to: mail.to,
      subject: mail.subject,
      locale: mail.locale,
      customerId: mail.customerId,
      html,
      text,
    },
    async (tx) => {
      const link = await insertEmailOrderLink(
        tx,
        ctx,
        { email, customerId: mail.customerId, locale: mail.locale, createdBy: mail.createdBy, emailSentId: id },
        token,
      );
      linkId = link.id;
    },
  );
  return { id, linkId };
}

/** Who gets a preview acknowledgement (issue 7 §1): an address its record proved. */
export interface PreviewAcknowledgement {
  to: string;
  locale: Locale;
  /** The customer's photo (absolute or shop-relative URL); no thumbnail when null. */
  photoUrl: string | null;
  customerId: string | null;
}

/**
 * Sends the preview acknowledgement in the customer's language: we have your photo, the preview
 * arrives within 1-3 hours (or minutes: `previewTiming`), the photo's thumbnail and the support address.
 * @throws AppError EMAIL_SEND_FAILED when the mail server refuses it (nothing is recorded then).
 */
export async function sendPreviewAcknowledgement(ctx: AppContext, ack: PreviewAcknowledgement): Promise<void> {
  const { publicUrl, supportEmail } = ctx.config;
  const { subject, html, text } = await renderPreviewAckEmail({
    locale: ack.locale,
    photoUrl: ack.photoUrl ? absoluteUrl(publicUrl, ack.photoUrl) : null,
    supportEmail,
    timing: ctx.config.previewTiming,
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

/** Who gets the acknowledgement of an address not proven yet (issue 17 §1). */
export interface EmailConfirmation {
  to: string;
  locale: Locale;
  /** The absolute verification link (token in the fragment). */
  verifyUrl: string;
  /** How long the link works, hours. */
  validHours: number;
  customerId: string;
}

/**
 * Sends the acknowledgement of a preview request to an address not proven yet: the shop's own text
 * and the verification link, no uploaded content (issue 17 §1; the probe's F2 relay).
 * @throws AppError EMAIL_SEND_FAILED when the mail server refuses it (nothing is recorded then).
 */
export async function sendEmailConfirmation(ctx: AppContext, confirmation: EmailConfirmation): Promise<void> {
  const { subject, html, text } = await renderPreviewConfirmEmail({
    locale: confirmation.locale,
    verifyUrl: confirmation.verifyUrl,
    validHours: confirmation.validHours,
    supportEmail: ctx.config.supportEmail,
    timing: ctx.config.previewTiming,
  });
  await recordAndSend(ctx, {
    id: randomUUID(),
    kind: 'preview-ack',
    to: confirmation.to,
    subject,
    locale: confirmation.locale,
    customerId: confirmation.customerId,
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
  if (!isUuid(emailId)) return false;
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
      linkId: emailOrderLinks.id,
      linkExpiresAt: emailOrderLinks.expiresAt,
      linkRevokedAt: emailOrderLinks.revokedAt,
    })
    .from(emailSent)
    .leftJoin(emailTracking, eq(emailTracking.emailId, emailSent.id))
    .leftJoin(emailOrderLinks, eq(emailOrderLinks.emailSentId, emailSent.id))
    .where(eq(emailSent.kind, 'order-link' satisfies SentEmailKind))
    .groupBy(emailSent.id, emailOrderLinks.id)
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
    // Issue 17 §5: the link the email carried, which staff can revoke (null for emails sent before).
    link:
      row.linkId && row.linkExpiresAt
        ? {
            id: row.linkId,
            expiresAt: row.linkExpiresAt.toISOString(),
            revokedAt: row.linkRevokedAt?.toISOString() ?? null,
          }
        : null,
  }));
}
