/**
 * Schema of the API's error answer (DESIGN.md). zod/mini (issue 9): the browser parses every failed
 * answer with it, and mini keeps zod's full method API out of the storefront's bundle.
 */
import * as z from 'zod/mini';

export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.optional(z.string()) }),
});
