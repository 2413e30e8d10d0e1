/**
 * Request ids (issue 10): every request gets one, logged on each of its log lines (`reqId`) and
 * echoed in the `X-Request-Id` response header. An incoming `X-Request-Id` (set by the load
 * balancer, say) is kept when it looks like an id (1-128 of `A-Z a-z 0-9 . _ : -`), so one id
 * follows a request through the proxy and all instances; anything else is replaced by a random UUID,
 * so a client cannot put arbitrary text into the logs. Jobs queued by the request carry the id on
 * (request-context.ts).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { requestContext } from '../request-context.ts';

export const requestIdHeader = 'x-request-id';
const safeRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the incoming id when it is safe, else a random UUID. */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader];
  return typeof incoming === 'string' && safeRequestId.test(incoming) ? incoming : randomUUID();
}

/** Echoes the id in the response and makes it the request's context for jobs it queues. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    requestContext.run({ requestId: request.id }, done);
  });
}
