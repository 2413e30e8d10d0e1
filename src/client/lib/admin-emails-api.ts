/**
 * Client of the staff area's email calls (DESIGN.md "HTTP API", SPEC §2.12, §7; issue 7 §3-§4):
 * customer look-up by email, sending the order-link email, email tracking (and revoking a sent
 * link, issue 17 §5) and the outbox. Every call needs the staff session cookie (401 UNAUTHORIZED without);
 * failures are `ApiError`s (see api-request.ts).
 */
import {
  adminUserSchema,
  emailOrderLinkRevokedSchema,
  emailTrackingResponseSchema,
  outboxDetailSchema,
  outboxListSchema,
  type SendEmailBody,
  sendEmailResponseSchema,
} from '#shared/api/admin.schemas.ts';
import { postJson, request } from './api-request.ts';

const get: RequestInit = { method: 'GET' };

export const adminEmailsApi = {
  /**
   * GET /api/admin/users?email=: the customer (or staff images) stored for `email`.
   * @throws ApiError USER_NOT_FOUND when the shop knows nothing of the email.
   */
  findUser: (email: string) => request(`/api/admin/users?${new URLSearchParams({ email })}`, get, adminUserSchema),

  /**
   * POST /api/admin/emails: sends the order-link email; the server makes the email's own link, bound
   * to `customerId` (a record that confirmed the address) or to the email's own images.
   * @returns `{data:{id}}`, the email_sent id. @throws ApiError EMAIL_SEND_FAILED with the mail
   * server's reason in `message` (SPEC §8 'Failed to send email: {message}'), EMAIL_NOT_VERIFIED.
   */
  sendEmail: (body: SendEmailBody) => request('/api/admin/emails', postJson(body), sendEmailResponseSchema),

  /** GET /api/admin/email-tracking: every sent order-link email with its opens and link, newest first (SPEC §4). */
  emailTracking: () => request('/api/admin/email-tracking', get, emailTrackingResponseSchema),

  /** POST /api/admin/email-order-links/:id/revoke: the email's link shows nothing from now on (issue 17 §5). */
  revokeEmailOrderLink: (id: string) =>
    request(
      `/api/admin/email-order-links/${encodeURIComponent(id)}/revoke`,
      { method: 'POST' },
      emailOrderLinkRevokedSchema,
    ),

  /** GET /api/admin/outbox: the messages written to DATA_DIR/outbox (no SMTP_URL), newest first. */
  outbox: () => request('/api/admin/outbox', get, outboxListSchema),

  /** GET /api/admin/outbox/:id: one message's headers and text part. @throws ApiError OUTBOX_MESSAGE_NOT_FOUND. */
  outboxMessage: (id: string) => request(`/api/admin/outbox/${encodeURIComponent(id)}`, get, outboxDetailSchema),
};

/** URL of one outbox message's HTML part, a sandboxed document meant for an `<iframe>`. */
export function outboxHtmlUrl(id: string): string {
  return `/api/admin/outbox/${encodeURIComponent(id)}/html`;
}
