/**
 * Client of the image admin API (SPEC §2.12, §7; DESIGN.md "HTTP API"; issue 17 §1 and §5): look up
 * the records carrying an email, store a staff image for an email (for a chosen record or the email
 * alone), make and revoke email-order links. Every call needs a staff session (UNAUTHORIZED
 * otherwise) and fails with an `ApiError` whose code the page translates.
 */
import {
  type AdminUser,
  adminUserImageResponseSchema,
  adminUserSchema,
  emailOrderLinkResponseSchema,
  emailOrderLinkRevokedSchema,
  type StaffImageKind,
} from '#shared/api/admin.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import { postJson, request } from './api-request.ts';

export const adminImagesApi = {
  /**
   * GET /api/admin/users?email=: every record carrying the email, the email's own staff images and
   * its links. Fails with USER_NOT_FOUND when the email has neither a record nor an image.
   */
  findUser: (email: string): Promise<AdminUser> =>
    request(`/api/admin/users?${new URLSearchParams({ email })}`, { method: 'GET' }, adminUserSchema),

  /**
   * POST /api/admin/users/image (multipart `email`, `locale`, `kind`, `customerId` when a record is
   * chosen, then `file`): stores the image for the email (and the chosen record) and returns its
   * `{imageUrl}`. Fails with FILE_TOO_LARGE, NOT_AN_IMAGE, IMAGE_UNREADABLE, IMAGE_TOO_MANY_PIXELS,
   * IMAGE_PROCESSING_TIMEOUT, SERVICE_BUSY, RATE_LIMITED, CUSTOMER_EMAIL_MISMATCH or VALIDATION_FAILED.
   */
  uploadImage: (input: {
    email: string;
    locale: Locale;
    kind: StaffImageKind;
    customerId: string | null;
    file: File;
  }) => {
    const form = new FormData();
    // The text fields first: the server reads the parts in order.
    form.append('email', input.email);
    form.append('locale', input.locale);
    form.append('kind', input.kind);
    if (input.customerId) form.append('customerId', input.customerId);
    form.append('file', input.file);
    return request('/api/admin/users/image', { method: 'POST', body: form }, adminUserImageResponseSchema);
  },

  /**
   * POST /api/admin/email-order-links: a new email-order link `{id, url, expiresAt}` of an email in a
   * language, bound to the chosen record (or, with null, to the email's staff images).
   */
  createEmailOrderLink: (email: string, locale: Locale, customerId: string | null) =>
    request(
      '/api/admin/email-order-links',
      postJson(customerId ? { email, locale, customerId } : { email, locale }),
      emailOrderLinkResponseSchema,
    ),

  /** POST /api/admin/email-order-links/:id/revoke: the link shows nothing from now on. */
  revokeEmailOrderLink: (id: string) =>
    request(
      `/api/admin/email-order-links/${encodeURIComponent(id)}/revoke`,
      { method: 'POST' },
      emailOrderLinkRevokedSchema,
    ),
};
