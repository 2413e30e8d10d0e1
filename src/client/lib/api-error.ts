/**
 * The error every API call fails with (DESIGN.md "HTTP API"), apart from the client itself
 * (api-client.ts) and its zod schemas: pages check failures with it before the client has loaded,
 * so the customize page's initial JS carries neither (issue 22 §2).
 */
import type { ErrorCode } from '#shared/errors.ts';

/**
 * Codes a call can fail with: the server's codes plus two of the client's own, `NETWORK_ERROR` (no
 * answer) and `UNEXPECTED_RESPONSE` (an answer that is not the documented shape).
 */
export type ClientErrorCode = ErrorCode | 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE';

/** A failed API call. `status` is the HTTP status, 0 when no answer arrived. */
export class ApiError extends Error {
  readonly code: ClientErrorCode;
  readonly status: number;
  /** The request's failing field as the server named it (`discounted.items.tshirt`), when it did. */
  readonly field?: string;
  constructor(code: ClientErrorCode, status: number, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    if (field !== undefined) this.field = field;
  }
}

/** Whether `error` is an `ApiError` with one of `codes`. */
export function isApiError(error: unknown, ...codes: ClientErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}
