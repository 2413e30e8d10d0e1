/**
 * Logger options (pino through Fastify). Logs never carry personal data or credentials: customer
 * ids and checkout session ids are masked in logged URLs; a request or reply is logged through an
 * allowlist (method, masked URL and client address; the status), so no header (cookies,
 * `X-Customer-Id`, `Stripe-Signature`, …) reaches the log; and emails, addresses and the parameters
 * of failed SQL are redacted wherever they appear in a log object.
 */
import type { FastifyServerOptions, LogLevel } from 'fastify';
import { stdSerializers } from 'pino';

// Looser than #shared/ids.ts on purpose: whatever looks like an id is masked, valid or not.
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const checkoutSessionId = /\bcs_[A-Za-z0-9_]+/g;
const sensitiveQuery = /([?&](?:session_id|sig|email|token)=)[^&#]*/gi;
// The print-file URL a fulfilment provider downloads from carries its secret in the path (issue 19 §3).
const printFileToken = /(\/api\/fulfilment\/print-files\/)[^/?#]+/g;
/** The token of an order status link (issue 19 §7) rides in the API path. */
const statusLinkToken = /(\/api\/orders\/status\/)[^/?#]*/gi;
/** The token of a proof link (issue 20 §4) rides in the API path too. */
const proofLinkToken = /(\/api\/proofs\/)[^/?#]*/gi;

/** Whether a URL may hold one of the link tokens above (any case, as the widest of them matches). */
const linkTokenPath = /\/api\/(?:orders\/status|proofs|fulfilment\/print-files)\//i;

/** A request URL fit for the log: no customer id, session id, signature, link token or email in it. */
export function maskUrl(url: string): string {
  // It runs for every logged request: the patterns that cannot match (a token path, `cs_`, a
  // query) are skipped on a plain look first, which more than halves its time on an API URL.
  let masked = url;
  if (linkTokenPath.test(masked)) {
    masked = masked.replace(statusLinkToken, '$1…').replace(proofLinkToken, '$1…').replace(printFileToken, '$1…');
  }
  masked = masked.replace(uuid, ':id');
  if (masked.includes('cs_')) masked = masked.replace(checkoutSessionId, 'cs_…');
  if (masked.includes('=')) masked = masked.replace(sensitiveQuery, '$1…');
  return masked;
}

/**
 * The fields of a request a log line carries: an allowlist, so its headers (cookies, the customer
 * id header, webhook signatures) never reach the log, and its URL masked.
 */
function loggedRequest(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: maskUrl(request.url), remoteAddress: request.ip };
}

/** The fields of a reply a log line carries: its status only (no `Set-Cookie` or other header). */
function loggedReply(reply: { statusCode: number }) {
  return { statusCode: reply.statusCode };
}

/**
 * Redacted wherever they appear in a log object (at the top or up to two levels down). No header
 * paths: `req` and `res` go through the allowlists above, which keep no headers.
 */
const redactedPaths = [
  'email',
  '*.email',
  '*.*.email',
  'customerEmail',
  '*.customerEmail',
  'shippingAddress',
  '*.shippingAddress',
  // Database errors quote the statement's parameters (emails, addresses).
  'err.params',
  'err.query',
  'err.detail',
  'err.parameters',
];

/**
 * The level of routes whose successful answers are not worth a log line (ADR 0028): the prerendered
 * pages and the client's files, where two info lines per view cost more CPU than the view itself.
 * At `info` (the default) they log at `warn`: errors and warnings still go out, with the request's
 * id. At `debug` or `trace` they log as every route does; stricter levels stay as they are.
 */
export function quietRouteLogLevel(level: string): LogLevel {
  return level === 'info' ? 'warn' : (level as LogLevel);
}

/** Drizzle's query errors end their message with the statement's parameters: cut them off. */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
}

/**
 * Fastify's `logger` option for a level (`silent` turns logging off) and format: `json` writes one
 * JSON object per line; `pretty` (a terminal; issue 23 point 2) writes readable, coloured lines
 * through pino-pretty. Both go through the same redaction and serializers.
 */
export function loggerOptions(level: string, format: 'pretty' | 'json' = 'json'): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(format === 'pretty'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: false },
          },
        }
      : {}),
    redact: { paths: redactedPaths, censor: '[redacted]' },
    hooks: {
      // Fastify's own 500 log uses the error's message as the log message.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? withoutParams(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
    serializers: {
      err(error: Error) {
        const serialized = stdSerializers.err(error);
        return { ...serialized, message: withoutParams(serialized.message), stack: withoutParams(serialized.stack) };
      },
      req: loggedRequest,
      res: loggedReply,
    },
  };
}
