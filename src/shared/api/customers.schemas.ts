/**
 * HTTP API schemas for customer records (DESIGN.md "HTTP API"; SPEC §3 users). zod/mini (issue 9):
 * the storefront parses these answers and checks emails with them, and mini keeps zod's full method
 * API out of its bundle; the server validates through zod/v4/core with the same rules and messages.
 */
import * as z from 'zod/mini';
import { colors, productTypes } from '../catalog.ts';
import { emailMaxLength, emailPattern, hasHiddenCharacters } from '../email.ts';
import { uuidSchema } from '../ids.ts';
import { locales } from '../locales.ts';
import { cropShapes, placementFonts, placementSides } from '../placement-model.ts';

/** A customer id: a random UUID issued by the server, the customer's bearer id (SPEC §3). */
export const customerIdSchema = uuidSchema;

/**
 * The header that carries the caller's own customer id (from localStorage) where an answer may
 * include the customer's personal fields (session look-ups; DESIGN.md HTTP API). Lower case, as
 * Node's `request.headers` names it.
 */
export const customerIdHeader = 'x-customer-id';

export const customerParamsSchema = z.object({ id: customerIdSchema });

/**
 * The simple email pattern of SPEC §5: something@something.something with no spaces, and no bidi
 * or invisible characters (issue 17 point 5). The rule of `isValidEmail` (src/shared/email.ts).
 */
export const emailSchema = z.string().check(
  z.trim(),
  z.maxLength(emailMaxLength),
  z.regex(emailPattern),
  z.refine((value) => !hasHiddenCharacters(value), 'Invalid email address: it contains hidden characters'),
);

export const createCustomerResponseSchema = z.object({ id: customerIdSchema });

/**
 * A placement in an answer (the customer record, the staff order): its shape only, the rules having
 * been checked when it was saved; light, since every customize page parses the customer record.
 */
export const storedPlacementSchema = z.object({
  side: z.enum(placementSides),
  x: z.number(),
  y: z.number(),
  scale: z.number(),
  rotation: z.number(),
  crop: z.enum(cropShapes),
  text: z.optional(
    z.object({
      content: z.string(),
      font: z.enum(placementFonts),
      color: z.string(),
      x: z.number(),
      y: z.number(),
      size: z.number(),
    }),
  ),
});

export const customerSchema = z.object({
  id: customerIdSchema,
  email: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  generatedImageUrl: z.nullable(z.string()),
  locale: z.nullable(z.enum(locales)),
  previewRequested: z.boolean(),
  /** The saved placement of the artwork (issue 20 §5); null until the customer placed it. */
  placement: z.optional(z.nullable(storedPlacementSchema)),
});
export type Customer = z.infer<typeof customerSchema>;

export const updateCustomerBodySchema = z.strictObject({
  email: z.optional(emailSchema),
  locale: z.optional(z.enum(locales)),
  // SPEC §4: the only transition is to mark a preview requested.
  previewRequested: z.optional(z.literal(true)),
  // The product choice of a preview request (SPEC §3 preview request), shown to staff.
  previewProductType: z.optional(z.enum(productTypes)),
  previewColor: z.optional(z.enum(colors)),
});
export type UpdateCustomerBody = z.infer<typeof updateCustomerBodySchema>;

export const uploadImageResponseSchema = z.object({ imageUrl: z.string() });

/**
 * `POST /api/email-verifications` (issue 17 §1): the token of a verification link, as the verify
 * page read it from the link's fragment (32 random bytes, base64url).
 */
export const emailVerificationBodySchema = z.strictObject({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
});

/** Its answer: the verified address, as the customer typed it. */
export const emailVerificationResponseSchema = z.object({ email: z.string() });

/** `POST /api/admin/customers/:customerId/erasure` (issue 19 §9): the customer to erase, a UUID (else 400). */
export const customerErasureParamsSchema = z.object({ customerId: customerIdSchema });

/**
 * Its answer: the orders kept for accounting without personal data (by number) and how many stored
 * files were deleted.
 */
export const customerErasureSchema = z.object({
  orderNumbers: z.array(z.string()),
  filesDeleted: z.int(),
});
