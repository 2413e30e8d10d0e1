/**
 * HTTP API schemas of the staff area (DESIGN.md "HTTP API", SPEC §2.12, §7; issue 7 §3-§4, issue 17
 * §1 and §5): customer look-up by email, staff image uploads, email-order links, order-link emails,
 * email tracking and the outbox. Every route here needs a staff session (401 UNAUTHORIZED otherwise); mutations also
 * need the shop's own Origin (403 ORIGIN_NOT_ALLOWED). zod/mini (issue 9) like the storefront's
 * schemas: admin pages share a chunk with customize, and full zod's method API would ride along.
 */
import * as z from 'zod/mini';
import { emailMaxLength, hasHiddenCharacters } from '../email.ts';
import { uuidSchema } from '../ids.ts';
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

/** A customer record as staff choose among the records carrying one email (issue 17 §1). */
export const adminUserCustomerSchema = z.object({
  id: z.string(),
  /** The email as the customer typed it (case and all). */
  email: z.string(),
  /** The customer's own upload (the photo thumbnail). */
  photoUrl: z.nullable(z.string()),
  /** What an email-order link bound to this record shows: the upload and the artwork (either may be null). */
  imageUrl: z.nullable(z.string()),
  generatedImageUrl: z.nullable(z.string()),
  locale: z.nullable(z.enum(locales)),
  previewRequested: z.boolean(),
  previewRequestedAt: z.nullable(z.string()),
  /** Whether the record proved the address (opened the verification link); the email is a mere claim otherwise. */
  emailVerified: z.boolean(),
  emailVerifiedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUserCustomer = z.infer<typeof adminUserCustomerSchema>;

/** The states of an email-order link (issue 17 §5). */
export const emailOrderLinkStatuses = ['active', 'expired', 'revoked'] as const;

/** One email-order link of an email, as the image admin lists it. Times are ISO 8601. */
export const emailOrderLinkSummarySchema = z.object({
  id: z.string(),
  /** The record it shows; null: the images staff stored for the email. */
  customerId: z.nullable(z.string()),
  locale: z.nullable(z.enum(locales)),
  /** Whether the shop mailed it (an order-link email or a renewal); else staff made it to share themselves. */
  mailed: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.nullable(z.string()),
  status: z.enum(emailOrderLinkStatuses),
});
export type EmailOrderLinkSummary = z.infer<typeof emailOrderLinkSummarySchema>;

/**
 * The answer of `GET /api/admin/users?email=` (issue 17 §1): every customer record carrying the email
 * (newest change first), the images staff stored for the email itself (what a link without a record
 * shows) and the email's links. 404 USER_NOT_FOUND only when there is neither a record nor an image.
 */
export const adminUserSchema = z.object({
  email: z.string(),
  customers: z.array(adminUserCustomerSchema),
  /** The newest photo and artwork staff stored for the email, whichever record they went to. */
  uploadImageUrl: z.nullable(z.string()),
  generatedImageUrl: z.nullable(z.string()),
  links: z.array(emailOrderLinkSummarySchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * `POST /api/admin/users/image`, multipart fields `email`, `locale`, `kind` (upload|generated),
 * optionally `customerId` (the record staff chose; it must carry the email), and `file` (SPEC §7
 * update-user-image). Without `customerId` the image is kept for the email only. Answer: the stored
 * image's URL.
 */
export const adminUserImageFieldsSchema = z.object({
  email: staffEmailSchema,
  locale: z.enum(locales),
  kind: z.enum(staffImageKinds),
  customerId: z.optional(uuidSchema),
});
export const adminUserImageResponseSchema = z.object({ imageUrl: z.string() });

/**
 * `POST /api/admin/email-order-links`: a new email-order link (SPEC §2.10, §7) of an email, bound to
 * the record staff chose (`customerId`, which must carry the email) or, without one, to the images
 * staff stored for the email (issue 17). It works `EMAIL_ORDER_LINK_DAYS` days.
 */
export const emailOrderLinkBodySchema = z.strictObject({
  email: staffEmailSchema,
  locale: z.enum(locales),
  customerId: z.optional(uuidSchema),
});
export const emailOrderLinkResponseSchema = z.object({ id: z.string(), url: z.string(), expiresAt: z.string() });

/** `POST /api/admin/email-order-links/:id/revoke` (issue 17 §5): the link shows nothing from then on. */
export const emailOrderLinkParamsSchema = z.object({ id: z.string().check(z.maxLength(100)) });
export const emailOrderLinkRevokedSchema = z.object({ id: z.string(), revokedAt: z.string() });

/**
 * `POST /api/admin/emails` (SPEC §7 send-email): the order-link email. The server makes the email's
 * own link from `to`, `locale` and `customerId` (the record staff chose; it must carry `to` and have
 * proven it, else 409 EMAIL_NOT_VERIFIED; without one the link shows the email's staff images); an
 * `emailOrderLink` sent by the client is ignored (never trusted). Answer `{data:{id}}` with the
 * email_sent id; EMAIL_SEND_FAILED when the mail server refuses.
 */
export const sendEmailBodySchema = z.object({
  to: staffEmailSchema,
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  locale: z.enum(locales),
  customerId: z.optional(uuidSchema),
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
  /** The link the email carried (issue 17 §5), which staff can revoke; null for emails sent before links had rows. */
  link: z.nullable(z.object({ id: z.string(), expiresAt: z.string(), revokedAt: z.nullable(z.string()) })),
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
