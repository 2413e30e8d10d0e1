/**
 * Changes a customer makes to its own record (SPEC §7 users: update) and what they set off: a
 * completed preview request (SPEC §4) and the email verification. The record itself (create, find,
 * the API view) is modules/customer-records, below the modules that read it. The email a record saves is an unproven claim
 * until its owner opens the verification link mailed to it (issue 17 §1, email-verification.service.ts):
 * nothing stored for that email is attached to the record before.
 */
import { eq, sql } from 'drizzle-orm';
import { customers } from '#server/db/schema/index.ts';
import { normalizeEmail } from '#server/email/email-links.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { UpdateCustomerBody } from '#shared/api/customers.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { defaultLocale, isLocale } from '#shared/locales.ts';
import { autoSendPreview } from '../admin-orders/preview-send.service.ts';
import { sendPreviewAcknowledgement } from '../emails/emails.service.ts';
import { sendVerificationMail } from './email-verification.service.ts';

type CustomerRow = typeof customers.$inferSelect;

/**
 * Whether an update completes a preview request (SPEC §4 "Get preview to email later", email dialog
 * submit): afterwards the record has an email and preview_requested, and before it was not requested
 * or had another email. Either PATCH order gets there; repeating the same PATCH does not again.
 */
export function completesPreviewRequest(
  before: Pick<CustomerRow, 'email' | 'previewRequested'>,
  after: Pick<CustomerRow, 'email' | 'previewRequested'>,
): boolean {
  if (!after.previewRequested || !after.email) return false;
  return !before.previewRequested || !before.email || normalizeEmail(before.email) !== normalizeEmail(after.email);
}

/**
 * Hook run once a customer's preview request is complete (an email to send the preview to), in the
 * background (`ctx.mailer.defer`), so the PATCH answers at once; a failed or withheld email is logged
 * and does not undo the saved email (SPEC §4, §8: the dialog reports the email saved).
 * - An address the record has not proven (the usual case) gets the acknowledgement without any
 *   uploaded content: the shop's text and the verification link, within daily limits per sender
 *   address and recipient (issue 17 §1; `sendVerificationMail`).
 * - A proven address gets the acknowledgement with the photo's thumbnail (issue 7 §1), and
 *   PREVIEW_AUTO_SEND sends artwork that is already ready (issue 8).
 * @param clientIp the address the request came from (`request.ip`).
 */
export async function onPreviewRequested(ctx: AppContext, customer: CustomerRow, clientIp: string): Promise<void> {
  const to = customer.email;
  if (!to) return;
  const logFailure = (error: unknown) => {
    // No address, customer id or server reply in the log: all may be personal (the id is a credential).
    const code = error instanceof AppError ? error.code : error instanceof Error ? error.name : typeof error;
    ctx.log.warn({ code }, 'preview acknowledgement email failed');
  };
  if (!customer.emailVerifiedAt) {
    ctx.mailer.defer(async () => {
      await sendVerificationMail(ctx, { id: customer.id, email: to, locale: customer.locale }, clientIp).catch(
        logFailure,
      );
    });
    return;
  }
  const ack = {
    to,
    locale: isLocale(customer.locale) ? customer.locale : defaultLocale,
    photoUrl: customer.imageUrl,
    customerId: customer.id,
  };
  ctx.mailer.defer(async () => {
    await sendPreviewAcknowledgement(ctx, ack).catch(logFailure);
    await autoSendPreview(ctx, customer.id);
  });
}

/**
 * Applies the SPEC §7 `users: update` changes a customer may make to its own record, under the
 * row's lock, and runs `onPreviewRequested` when the change completes a preview request. A new email
 * (compared trimmed and lower-cased) clears the record's verification: the new address is a claim
 * to prove again (issue 17 §1).
 * @param clientIp the address the request came from (`request.ip`), for the mail limits.
 * @throws AppError CUSTOMER_NOT_FOUND
 */
export async function updateCustomer(
  ctx: AppContext,
  id: string,
  changes: UpdateCustomerBody,
  clientIp: string,
): Promise<CustomerRow> {
  const { before, after } = await ctx.database.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ email: customers.email, previewRequested: customers.previewRequested })
      .from(customers)
      .where(eq(customers.id, id))
      .for('update');
    if (!current) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
    const newAddress =
      changes.email !== undefined && normalizeEmail(changes.email) !== normalizeEmail(current.email ?? '');
    const [row] = await tx
      .update(customers)
      .set({
        ...changes,
        ...(newAddress ? { emailVerifiedAt: null } : {}),
        // The first request's time stays: staff list preview requests by it.
        ...(changes.previewRequested
          ? { previewRequestedAt: sql`coalesce(${customers.previewRequestedAt}, now())` }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(customers.id, id))
      .returning();
    return { before: current, after: row };
  });
  if (completesPreviewRequest(before, after)) await onPreviewRequested(ctx, after, clientIp);
  return after;
}
