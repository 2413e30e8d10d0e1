/**
 * One log line per answered request (ADR 0028 addendum, issue 22 §4): Fastify's own request logging
 * writes two ("incoming request", "request completed"), each through the redaction paths, the
 * `logMethod` hook and a `write` syscall; on a fast API read that was a fifth of the CPU. The one
 * line keeps what both carried: the request id, method, masked URL and client address (logging.ts),
 * the status and the milliseconds to answer. Routes with a stricter `logLevel` (the quiet pages)
 * write it only at that level, as before. A request that never gets an answer leaves no line.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Fastify's `logController`: no "incoming request" line; the completion line carries the request. */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
