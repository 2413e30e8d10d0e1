/**
 * HTTP API schemas of the staff session (DESIGN.md: POST/GET/DELETE /api/admin/session; issue 7 §2).
 * zod/mini (issue 9): the shared API client (api-client.ts) imports the session's answer schemas,
 * so they must not pull zod's full method API into the storefront's bundle.
 */
import * as z from 'zod/mini';
import { emailMaxLength, emailPattern, hasHiddenCharacters } from '../email.ts';

/** Longest password accepted; longer input is refused before any hashing work. */
export const staffPasswordMaxLength = 256;

export const adminLoginBodySchema = z.strictObject({
  email: z.string().check(
    z.trim(),
    z.maxLength(emailMaxLength),
    z.regex(emailPattern),
    z.refine((value) => !hasHiddenCharacters(value), 'Invalid email address: it contains hidden characters'),
  ),
  password: z.string().check(z.minLength(1), z.maxLength(staffPasswordMaxLength)),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

/** Who is logged in. */
export const adminSessionSchema = z.object({ email: z.string() });
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** The body of a 204 answer (nothing; the client reads it as `undefined`). */
export const noContentSchema = z.undefined();
