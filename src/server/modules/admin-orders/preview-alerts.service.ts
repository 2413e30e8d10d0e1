/**
 * The staff alert of waiting preview requests (issue 23 item 10; SPEC §4 'Get preview to email
 * later'): a customer who confirmed their address and has waited {@link previewAlertAfterMinutes}
 * minutes without a preview (neither the one-click send, PREVIEW_AUTO_SEND nor any order-link
 * email since the request) is reported to every active staff account by email, once per request.
 *
 * The wait counts from the request, or from the confirmation of the address when that came later
 * (the storefront promises the preview after the confirmation). Unconfirmed requests are not
 * reported: no preview may go to them yet. Requests waiting longer than
 * {@link previewAlertMaxAgeDays} days are left to the staff dashboard, so turning this on reports
 * no old backlog.
 *
 * Once: one conditional `update … where preview_alerted_at is null … returning` claims the
 * requests before the email. PostgreSQL re-checks the condition on a row another instance claimed
 * meanwhile, so two runs at once never report the same request. When no email could be sent the
 * claim is released and the run fails (the job retries; the next run finds them again).
 */
import { and, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { customers } from '#server/db/schema/index.ts';
import { MailSendError } from '#server/email/mailer.ts';
import { renderStaffPreviewAlertEmail } from '#server/email/templates/render-email.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { defaultLocale } from '#shared/locales.ts';
import { activeStaffEmails } from '../admin/staff-accounts.service.ts';
import { lastOrderLinkSentAt } from './artwork-lookup.ts';

/** How long a request waits before staff hear of it. */
export const previewAlertAfterMinutes = 60;
/** Requests older than this are not reported (see the file comment). */
export const previewAlertMaxAgeDays = 7;

/** What one run did. */
export interface PreviewAlertResult {
  /** Requests reported (claimed and mailed). */
  requests: number;
  /** Emails sent, one per active staff account. */
  emails: number;
}

/**
 * Claims the requests waiting too long at `now` and emails them to every active staff account.
 * @param now the time to measure waits against (tests move it forward).
 * @throws Error when there were requests to report and no email could be sent (the claim is released).
 */
export async function alertWaitingPreviewRequests(ctx: AppContext, now = new Date()): Promise<PreviewAlertResult> {
  const { db } = ctx.database;
  const waitingSince = sql<Date>`greatest(coalesce(${customers.previewRequestedAt}, ${customers.updatedAt}), ${customers.emailVerifiedAt})`;
  const dueBefore = new Date(now.getTime() - previewAlertAfterMinutes * 60_000);
  const notBefore = new Date(now.getTime() - previewAlertMaxAgeDays * 86_400_000);
  const claimedAt = new Date(now);
  const claimed = await db
    .update(customers)
    .set({ previewAlertedAt: claimedAt })
    .where(
      and(
        sql`${customers.previewRequested}`,
        isNull(customers.previewSentAt),
        isNull(customers.previewAlertedAt),
        isNotNull(customers.email),
        isNotNull(customers.emailVerifiedAt),
        sql`${waitingSince} <= ${dueBefore.toISOString()}::timestamptz`,
        sql`${waitingSince} > ${notBefore.toISOString()}::timestamptz`,
        // Answered by hand from the email sender since the request.
        sql`coalesce(${lastOrderLinkSentAt(customers.email)} < coalesce(${customers.previewRequestedAt}, ${customers.updatedAt}), true)`,
      ),
    )
    .returning({ id: customers.id, email: customers.email, waitingSince: waitingSince.mapWith(customers.updatedAt) });
  if (claimed.length === 0) return { requests: 0, emails: 0 };

  const requests = claimed
    .map((row) => ({ email: row.email ?? '', waitingSince: row.waitingSince }))
    .sort((a, b) => a.waitingSince.getTime() - b.waitingSince.getTime());
  const { subject, html, text } = await renderStaffPreviewAlertEmail({
    locale: defaultLocale,
    requests,
    pageUrl: `${ctx.config.publicUrl}/admin/preview-requests`,
    supportEmail: ctx.config.supportEmail,
  });
  const recipients = await activeStaffEmails(db);
  let emails = 0;
  const failures: string[] = [];
  for (const to of recipients) {
    try {
      await ctx.mailer.send({ to, subject, html, text });
      emails += 1;
    } catch (error) {
      // Codes only: a mail server's words may carry an address.
      failures.push(error instanceof MailSendError ? (error.transportCode ?? 'refused') : 'outbox');
    }
  }
  if (emails === 0) {
    const ids = claimed.map((row) => row.id);
    await db
      .update(customers)
      .set({ previewAlertedAt: null })
      .where(
        and(inArray(customers.id, ids), sql`${customers.previewAlertedAt} = ${claimedAt.toISOString()}::timestamptz`),
      );
    throw new Error(`preview alert not sent (${failures.join(', ') || 'no active staff account'})`);
  }
  if (failures.length > 0) ctx.log.warn({ failures }, 'preview alert not sent to every staff account');
  return { requests: claimed.length, emails };
}
