/** HTTP API schemas for customer records (DESIGN.md "HTTP API"; SPEC §3 users). */
import { z } from 'zod';
import { colors, productTypes } from '../catalog.ts';
import { emailMaxLength, emailPattern } from '../email.ts';
import { locales } from '../locales.ts';

/** A customer id: a random UUID issued by the server, the customer's bearer id (SPEC §3). */
export const customerIdSchema = z.uuid();

export const customerParamsSchema = z.object({ id: customerIdSchema });

/** The simple email pattern of SPEC §5: something@something.something with no spaces. */
export const emailSchema = z.string().trim().max(emailMaxLength).regex(emailPattern);

export const createCustomerResponseSchema = z.object({ id: customerIdSchema });

export const customerSchema = z.object({
  id: customerIdSchema,
  email: z.string().nullable(),
  imageUrl: z.string().nullable(),
  generatedImageUrl: z.string().nullable(),
  locale: z.enum(locales).nullable(),
  previewRequested: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

export const updateCustomerBodySchema = z
  .object({
    email: emailSchema.optional(),
    locale: z.enum(locales).optional(),
    // SPEC §4: the only transition is to mark a preview requested.
    previewRequested: z.literal(true).optional(),
    // The product choice of a preview request (SPEC §3 preview request), shown to staff.
    previewProductType: z.enum(productTypes).optional(),
    previewColor: z.enum(colors).optional(),
  })
  .strict();
export type UpdateCustomerBody = z.infer<typeof updateCustomerBodySchema>;

export const uploadImageResponseSchema = z.object({ imageUrl: z.string() });
