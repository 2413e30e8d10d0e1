/**
 * Staff forms answer a failing body with 422 and the first failing field (issue 21 §1, §3), not the
 * generic 400: the page puts the message beside that field.
 */
import * as z from 'zod/mini';
import { AppError, type ErrorCode } from '#shared/errors.ts';

/**
 * `body` parsed with `schema`.
 * @throws AppError `code` (422) naming the first failing field (an unknown key by its own path).
 */
export function parseBodyOrFieldError<T>(code: ErrorCode, schema: z.ZodMiniType<T>, body: unknown): T {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) path.push(issue.keys[0]);
  const field = path.join('.') || 'body';
  throw new AppError(code, `${field}: ${issue.message}`, field);
}
