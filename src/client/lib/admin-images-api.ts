/**
 * Client of the image admin API (SPEC §2.12, §7; DESIGN.md "HTTP API"): look a customer up by email,
 * store a staff image for an email, make the signed email-order link. Every call needs a staff
 * session (UNAUTHORIZED otherwise) and fails with an `ApiError` whose code the page translates.
 */
import {
  type AdminUser,
  adminUserImageResponseSchema,
  adminUserSchema,
  emailOrderLinkResponseSchema,
  type StaffImageKind,
} from '#shared/api/admin.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import { postJson, request } from './api-client.ts';

export const adminImagesApi = {
  /**
   * GET /api/admin/users?email=: the customer with that email and the current image of each tab.
   * Fails with USER_NOT_FOUND when the email has neither a customer nor an image.
   */
  findUser: (email: string): Promise<AdminUser> =>
    request(`/api/admin/users?${new URLSearchParams({ email })}`, { method: 'GET' }, adminUserSchema),

  /**
   * POST /api/admin/users/image (multipart `email`, `locale`, `kind`, then `file`): stores the image
   * for the email and returns its `{imageUrl}`. Fails with FILE_TOO_LARGE, NOT_AN_IMAGE,
   * IMAGE_UNREADABLE, IMAGE_TOO_MANY_PIXELS, IMAGE_PROCESSING_TIMEOUT, SERVICE_BUSY, RATE_LIMITED or
   * VALIDATION_FAILED.
   */
  uploadImage: (input: { email: string; locale: Locale; kind: StaffImageKind; file: File }) => {
    const form = new FormData();
    // The text fields first: the server reads the parts in order.
    form.append('email', input.email);
    form.append('locale', input.locale);
    form.append('kind', input.kind);
    form.append('file', input.file);
    return request('/api/admin/users/image', { method: 'POST', body: form }, adminUserImageResponseSchema);
  },

  /** POST /api/admin/email-order-links: the absolute signed email-order link `{url}` of an email in a language. */
  createEmailOrderLink: (email: string, locale: Locale) =>
    request('/api/admin/email-order-links', postJson({ email, locale }), emailOrderLinkResponseSchema),
};
