/**
 * Turns every failure into DESIGN.md's JSON error `{"error":{"code","message"}}`: 4xx with a stable
 * code for the caller's mistakes, 500 `INTERNAL` (logged, details hidden) for ours.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorBody, AppError, type ErrorCode } from '../../shared/errors.ts';

/** DESIGN.md's error answer `{error:{code,message}}`. */
export function errorBody(code: ErrorCode, message: string): ApiErrorBody {
  return { error: { code, message } };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = error.validation
        .map((issue) => `${issue.instancePath.replace(/^\//, '') || error.validationContext}: ${issue.message}`)
        .join('; ');
      return reply.status(400).send(errorBody('VALIDATION_FAILED', `Invalid request: ${detail}`));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(errorBody('FILE_TOO_LARGE', 'The file is larger than allowed'));
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
