/**
 * The shape every fulfilment webhook shares (issue 19 §3): a raw-body route that verifies the delivery
 * as received, parses it, answers `duplicate` for a body already handled, hands what the event says to
 * the fulfilment service and then remembers the body (`processed_webhook_events`). Each vendor's
 * adapter keeps its own verification and event mapping.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { processedWebhookEvents } from '#server/db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import type { FulfilmentRoutesContext, FulfilmentWebhookNotice } from './fulfilment-provider.ts';
import { deliveryId, parseJsonObject } from './webhook-body.ts';

/** One vendor's webhook route. */
export interface FulfilmentWebhookRoute {
  /** `printful`, `gelato`: the route is `/api/webhooks/{vendor}` and deliveries are remembered under it. */
  vendor: string;
  /**
   * Checks the delivery's signature or token against the raw body.
   * @throws AppError WEBHOOK_SIGNATURE_INVALID (400) when it does not hold; nothing has changed yet.
   */
  verify(request: FastifyRequest, body: Buffer): void;
  /** The event's type, for the remembered delivery (`{vendor}.{type}`). */
  eventType(event: Record<string, unknown>): string | null;
  /** What a verified event says about an order, or null when it names none. */
  notice(event: Record<string, unknown>): FulfilmentWebhookNotice | null;
}

/**
 * Registers `POST /api/webhooks/{vendor}` in its own scope (raw JSON body). Answers
 * `{received, known}` or `{received, duplicate: true}`; 400 WEBHOOK_SIGNATURE_INVALID or
 * WEBHOOK_EVENT_INVALID change nothing. Errors of the service propagate as 5xx so the vendor
 * retries; reconciling is idempotent.
 */
export async function registerFulfilmentWebhook(
  app: FastifyInstance,
  routes: FulfilmentRoutesContext,
  route: FulfilmentWebhookRoute,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(`/api/webhooks/${route.vendor}`, { schema: { hide: true } }, async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', `Missing or unverifiable ${route.vendor} delivery`);
      }
      route.verify(request, body);
      const event = parseJsonObject(body);
      if (!event) throw new AppError('WEBHOOK_EVENT_INVALID', `Not a ${route.vendor} event`);
      const id = deliveryId(route.vendor, body);
      const { db } = routes.database;
      const [seen] = await db
        .select({ id: processedWebhookEvents.id })
        .from(processedWebhookEvents)
        .where(eq(processedWebhookEvents.id, id))
        .limit(1);
      if (seen) return reply.send({ received: true, duplicate: true });
      const notice = route.notice(event);
      const known = notice ? (await routes.onNotice(notice)).known : false;
      await db
        .insert(processedWebhookEvents)
        .values({ id, type: `${route.vendor}.${route.eventType(event) ?? 'unknown'}` })
        .onConflictDoNothing();
      return reply.send({ received: true, known });
    });
  });
}
