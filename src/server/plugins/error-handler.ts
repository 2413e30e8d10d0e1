/**
 * Turns every failure into DESIGN.md's JSON error `{"error":{"code","message"}}`: 4xx with a stable
 * code for the caller's mistakes, 500 `INTERNAL` (logged, details hidden) for ours.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { type ApiErrorBody, AppError, type ErrorCode } from '#shared/errors.ts';

/** DESIGN.md's error answer `{error:{code,message}}`. */
export function errorBody(code: ErrorCode, message: string, field?: string): ApiErrorBody {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

/**
 * Errors of a malformed multipart body: @fastify/multipart's own codes (FST_INVALID_MULTIPART_…,
 * FST_PARTS_LIMIT, …) and busboy's plain errors ("Unexpected end of form", "Malformed part header").
 */
function isMultipartError(error: FastifyError): boolean {
  if (
    typeof error.code === 'string' &&
    /^FST_(INVALID_MULTIPART|INVALID_JSON_FIELD|PARTS_LIMIT|FIELDS_LIMIT|FILES_LIMIT|PROTO_VIOLATION|MP_PREMATURE_CLOSE)/.test(
      error.code,
    )
  ) {
    return true;
  }
  return (
    !error.statusCode &&
    /unexpected end of (form|multipart)|malformed (part|urlencoded)|multipart: boundary|boundary not found/i.test(
      error.message,
    )
  );
}

export function registerErrorHandler(app: FastifyInstance): void {
  // English validation messages for VALIDATION_FAILED answers. The shared schemas are zod/mini
  // (issue 9), which registers no locale; full zod only does on its first schema, so do it here.
  z.config(z.locales.en());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = (error as AppError & { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply.status(error.status).send(errorBody(error.code, error.message, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = error.validation
        .map((issue) => `${issue.instancePath.replace(/^\//, '') || error.validationContext}: ${issue.message}`)
        .join('; ');
      return reply.status(400).send(errorBody('VALIDATION_FAILED', `Invalid request: ${detail}`));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(errorBody('FILE_TOO_LARGE', 'The file is larger than allowed'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(errorBody('REQUEST_TOO_LARGE', 'The request body is larger than allowed'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(errorBody('UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted here'));
    }
    if (isMultipartError(error)) {
      return reply.status(400).send(errorBody('INVALID_MULTIPART', 'The multipart body is malformed'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(errorBody('INVALID_JSON', 'The request body is not valid JSON'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody('RATE_LIMITED', 'Too many requests, try again shortly'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody('VALIDATION_FAILED', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side'));
  });
}
