/**
 * HTTP API schemas of the staff area (DESIGN.md "HTTP API", SPEC §2.12, §7; issue 7 §3-§4): customer
 * look-up by email, staff image uploads, signed email-order links, order-link emails, email tracking
 * and the outbox. Every route here needs a staff session (401 UNAUTHORIZED otherwise); mutations also
 * need the shop's own Origin (403 ORIGIN_NOT_ALLOWED). zod/mini (issue 9) like the storefront's
 * schemas: admin pages share a chunk with customize, and full zod's method API would ride along.
 */
import * as z from 'zod/mini';
import { emailMaxLength, hasHiddenCharacters } from '../email.ts';
import { locales } from '../locales.ts';

/**
 * An email typed by staff: trimmed, not empty. SPEC §5: no format check on admin pages beyond the
 * input type, so only a loose shape (something@something) is required; but no bidi or invisible
 * characters (issue 17 point 5), as for every email field.
 */
export const staffEmailSchema = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(emailMaxLength),
  z.regex(/^[^\s@]+@[^\s@]+$/),
  z.refine((value) => !hasHiddenCharacters(value), 'Invalid email address: it contains hidden characters'),
);

/** `GET /api/admin/users?email=` (SPEC §7 users: select by email). */
export const adminUserQuerySchema = z.object({ email: staffEmailSchema });

/** An image staff uploaded for an email (table staff_images): `upload` is a photo, `generated` artwork. */
export const staffImageKinds = ['upload', 'generated'] as const;
export type StaffImageKind = (typeof staffImageKinds)[number];

/**
 * The answer of `GET /api/admin/users?email=`: the customer with that email (null when none) and the
 * images stored for the email, as the image admin shows them. 404 USER_NOT_FOUND only when there is
 * neither a customer nor any image for the email.
 */
export const adminUserSchema = z.object({
  email: z.string(),
  customer: z.nullable(
    z.object({
      id: z.string(),
      imageUrl: z.nullable(z.string()),
      generatedImageUrl: z.nullable(z.string()),
      locale: z.nullable(z.enum(locales)),
      previewRequested: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  /** The current image of each tab: the customer's or the newest staff image of that kind. */
  uploadImageUrl: z.nullable(z.string()),
  generatedImageUrl: z.nullable(z.string()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * `POST /api/admin/users/image`, multipart fields `email`, `locale`, `kind` (upload|generated) and
 * `file` (SPEC §7 update-user-image). Answer: the stored image's URL.
 */
export const adminUserImageFieldsSchema = z.object({
  email: staffEmailSchema,
  locale: z.enum(locales),
  kind: z.enum(staffImageKinds),
});
export const adminUserImageResponseSchema = z.object({ imageUrl: z.string() });

/** `POST /api/admin/email-order-links`: the signed email-order link (SPEC §2.10, §7) of an email. */
export const emailOrderLinkBodySchema = z.strictObject({ email: staffEmailSchema, locale: z.enum(locales) });
export const emailOrderLinkResponseSchema = z.object({ url: z.string() });

/**
 * `POST /api/admin/emails` (SPEC §7 send-email): the order-link email. The server builds and signs
 * the link from `to` and `locale` itself; an `emailOrderLink` sent by the client is ignored (never
 * trusted). Answer `{data:{id}}` with the email_sent id; EMAIL_SEND_FAILED when the mail server refuses.
 */
export const sendEmailBodySchema = z.object({
  to: staffEmailSchema,
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  locale: z.enum(locales),
  emailOrderLink: z.optional(z.string().check(z.maxLength(2000))),
});
export type SendEmailBody = z.infer<typeof sendEmailBodySchema>;
export const sendEmailResponseSchema = z.object({ data: z.object({ id: z.string() }) });

/** One sent order-link email and its opens (SPEC §4 email tracking). Times are ISO 8601. */
export const emailTrackingRowSchema = z.object({
  emailId: z.string(),
  email: z.string(),
  subject: z.string(),
  locale: z.nullable(z.enum(locales)),
  sentAt: z.string(),
  opened: z.boolean(),
  firstOpenedAt: z.nullable(z.string()),
  openCount: z.int(),
});
export type EmailTrackingRow = z.infer<typeof emailTrackingRowSchema>;
/** `GET /api/admin/email-tracking`: newest sent first. */
export const emailTrackingResponseSchema = z.object({ rows: z.array(emailTrackingRowSchema) });

/** One message of the outbox folder (no SMTP_URL): what would have been sent. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
  sizeBytes: z.int(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
/**
 * `GET /api/admin/outbox`: newest first. `GET /api/admin/outbox/:id` gives one message's headers and
 * text; `GET /api/admin/outbox/:id/html` its HTML part as a sandboxed document for an iframe.
 */
export const outboxListSchema = z.object({ messages: z.array(outboxMessageSchema) });
export const outboxDetailSchema = z.extend(outboxMessageSchema, { from: z.string(), text: z.string() });
export type OutboxDetail = z.infer<typeof outboxDetailSchema>;
