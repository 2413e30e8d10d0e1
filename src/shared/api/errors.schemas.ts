/** Schema of the API's error answer (DESIGN.md). */
import { z } from 'zod';

export const apiErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
