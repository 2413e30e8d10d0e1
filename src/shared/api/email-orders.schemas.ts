/**
 * HTTP API schemas of the email order page (SPEC §2.10; issue 7 §5; DESIGN.md GET /api/email-orders).
 * zod/mini (issue 9): the storefront parses the answer, and mini keeps its bundle small.
 */
import * as z from 'zod/mini';
import { artworkProviders } from '../artwork.ts';
import { emailMaxLength } from '../email.ts';
import { locales } from '../locales.ts';

/**
 * An email-order link's `sig`: its random token (issue 17; before, an HMAC-SHA256), base64url, 43
 * characters; a little room above that so a malformed one is answered like a wrong one, not as a
 * validation error.
 */
export const emailOrderSignatureSchema = z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

/**
 * Query of `GET /api/email-orders`: the email and `sig` of the link. The email is not checked
 * against the SPEC §5 pattern and `sig` may be missing or odd: every link that does not exist gets
 * the same 404, so the answer tells nothing about which emails exist. A link that expired or was
 * revoked gets 410 (EMAIL_ORDER_LINK_EXPIRED, EMAIL_ORDER_LINK_REVOKED), again without anything of
 * the customer (issue 17 §5).
 */
export const emailOrderQuerySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(emailMaxLength)),
  sig: z.optional(z.string().check(z.maxLength(64))),
});

/**
 * The stored artwork of the signed email (SPEC §2.10 "It shows that user's stored image"; §7 users
 * select "image_url, generated_image, locale by email"): the upload, the generated artwork (either
 * may be null, never both) and the customer's language. `artworkProvider` says who made the
 * generated artwork (`local`: the instant preview, `staff`, a provider; issue 20 §7), so the page
 * labels it as the customize page does; null when unknown or there is none. `printDpi` is the
 * effective DPI the print of what the page shows will have (issue 20 §3: its pixels over the
 * 12 x 16 in print area, times the detail the shop's upscaler adds, at most 300; null when
 * unknown), so the page warns under 150 before paying.
 */
export const emailOrderSchema = z.object({
  imageUrl: z.nullable(z.string()),
  generatedImageUrl: z.nullable(z.string()),
  artworkProvider: z.nullable(z.enum(artworkProviders)),
  locale: z.nullable(z.enum(locales)),
  printDpi: z.nullable(z.int()),
});
export type EmailOrder = z.infer<typeof emailOrderSchema>;

/**
 * `POST /api/email-orders/renewals` (issue 17 §5): the link the page was opened with, and the
 * page's language (the language of an old link's new one). Answer 202: a new link is on its way to
 * the link's own address.
 */
export const emailOrderRenewalBodySchema = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(emailMaxLength)),
  sig: emailOrderSignatureSchema,
  locale: z.enum(locales),
});
export type EmailOrderRenewalBody = z.infer<typeof emailOrderRenewalBodySchema>;
export const emailOrderRenewalResponseSchema = z.object({ sent: z.literal(true) });
