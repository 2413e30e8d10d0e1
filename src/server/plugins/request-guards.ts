/**
 * Guards every request before a route sees it (issue 6, DESIGN.md principle 5): text with control
 * characters is refused with 400 INVALID_CHARACTERS (PostgreSQL cannot store NUL, and no field of the
 * shop needs one), Fastify's own bad-URL answer gets our JSON error shape, and API answers, which are
 * per customer, are never stored by a cache.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { customerIdHeader } from '#shared/api/customers.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { errorBody } from './error-handler.ts';

// C0 controls other than tab, line feed and carriage return, and DEL. Matching control characters
// is this pattern's purpose.
// biome-ignore lint/suspicious/noControlCharactersInRegex: it exists to find them
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Whether `value` (a parsed JSON body, query or params; depth-limited) holds a string with a control
 * character, in a value or a key. Buffers (raw webhook bodies, multipart) are not text and pass.
 */
export function containsControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return controlCharacter.test(value);
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => containsControlCharacter(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => controlCharacter.test(key) || containsControlCharacter(item, depth + 1),
  );
}

/** Fastify's `frameworkErrors` option: a path that cannot be decoded answers our JSON 400. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.status(400).send(errorBody('INVALID_URL', 'The address contains an invalid percent-encoding'));
    return;
  }
  reply.status(400).send(errorBody('VALIDATION_FAILED', 'The request could not be read'));
}

/** Registers the hooks on the root instance, so they cover every route. */
export function registerRequestGuards(app: FastifyInstance): void {
  // Callback hooks, not async ones: they run on every request, and a promise each costs more than
  // the checks (issue 22 §4).
  app.addHook('preValidation', (request, _reply, done) => {
    const { body, query, params } = request;
    if (
      containsControlCharacter(params) ||
      containsControlCharacter(query) ||
      containsControlCharacter(body) ||
      controlCharacter.test(request.headers[customerIdHeader]?.toString() ?? '')
    ) {
      done(new AppError('INVALID_CHARACTERS', 'The request contains control characters'));
      return;
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
