/**
 * One log line per answered request (ADR 0028 addendum, issue 22 §4): Fastify's own request logging
 * writes two ("incoming request", "request completed"), each through the redaction paths, the
 * `logMethod` hook and a `write` syscall; on a fast API read that was a fifth of the CPU. The one
 * line keeps what both carried: the request id, method, masked URL and client address (logging.ts),
 * the status and the milliseconds to answer. Routes with a stricter `logLevel` (the quiet pages)
 * write it only at that level, as before. A request that never gets an answer leaves no line.
 *
 * The line of an answered request is written without the redaction paths (round 2 of issue 22 §4:
 * their wildcards made pino clone and walk each of its five values, ~60 % of the line's cost): it
 * carries nothing but allowlisted fields, the request id (a random UUID or a checked incoming id,
 * request-id.ts), the request and reply through logging.ts's allowlists and the time. A failed
 * request's line carries the error, so it still goes through the redaction.
 */
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';

/** Fastify's `logController`: no "incoming request" line; the completion line carries the request. */
export class OneLineRequestLog extends LogController {
  #lineLog: Logger | undefined;

  /**
   * Writes the lines of answered requests through `logger` (the app's, `app.log`) without its
   * redaction paths. Until this is called, and when logging is off (Fastify's null logger is not
   * pino), they go through the request's own logger, redacted.
   */
  writeLinesTo(logger: FastifyBaseLogger): void {
    if (typeof (logger as Partial<Logger>).isLevelEnabled !== 'function') return;
    this.#lineLog = (logger as Logger).child({}, { redact: { paths: [] } });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, responseTime: reply.elapsedTime, err: error }, 'request errored');
      return;
    }
    if (!this.#lineLog) {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      return;
    }
    // The request's logger (a child of the app's) has the route's level: `warn` for a quiet page.
    if (!(reply.log as Logger).isLevelEnabled('info')) return;
    // The request id first, where the request logger's binding puts it: the same line as before.
    this.#lineLog.info(
      { [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
