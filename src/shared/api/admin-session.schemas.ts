/** HTTP API schemas of the staff session (DESIGN.md: POST/GET/DELETE /api/admin/session; issue 7 §2). */
import { z } from 'zod';
import { emailMaxLength, emailPattern } from '../email.ts';

/** Longest password accepted; longer input is refused before any hashing work. */
export const staffPasswordMaxLength = 256;

export const adminLoginBodySchema = z
  .object({
    email: z.string().trim().max(emailMaxLength).regex(emailPattern),
    password: z.string().min(1).max(staffPasswordMaxLength),
  })
  .strict();
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

/** Who is logged in. */
export const adminSessionSchema = z.object({ email: z.string() });
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** The body of a 204 answer (nothing; the client reads it as `undefined`). */
export const noContentSchema = z.undefined();
