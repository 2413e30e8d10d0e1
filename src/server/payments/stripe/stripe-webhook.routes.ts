/**
 * POST /api/webhooks/stripe (DESIGN.md "HTTP API"): Stripe tells us a Checkout Session was paid, so
 * the order is recorded even when the customer never reaches the success page (SPEC §4 success page
 * does the same from the browser; both are idempotent on the session id). Registered by
 * StripePaymentProvider.registerRoutes, so the route exists only while Stripe is the provider.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { processedWebhookEvents } from '#server/db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import type { PaymentRoutesContext, PaymentWebhookAction } from '../payment-provider.ts';
import { readWebhookCheckoutSession } from './stripe-checkout-session.ts';
import { readWebhookRefund } from './stripe-refund.ts';
import type { StripeWebhookEvent } from './stripe-webhook-event.ts';

/** Event types that may carry a paid session: paid on completion, or later for asynchronous methods. */
const paidSessionEventTypes = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * Event types that carry a Refund (issue 19 §5): made (by the shop or in Stripe's dashboard), changed
 * (pending -> succeeded, or failed later). `charge.refunded` tells the same as `refund.created` for
 * the charge and is left alone, so each refund is reconciled from one kind of event.
 */
const refundEventTypes = new Set(['refund.created', 'refund.updated', 'refund.failed']);

/**
 * The shop's verdict on a verified event (Medusa's `getWebhookActionAndData`): a paid session of a
 * paid-session event type is `captured`, a refund of a payment intent `refund_updated`, everything
 * else `not_supported`.
 * @throws AppError WEBHOOK_EVENT_INVALID for a paid-session or refund event whose object we cannot read.
 */
function getWebhookActionAndData(event: StripeWebhookEvent): PaymentWebhookAction {
  if (refundEventTypes.has(event.type)) {
    const refund = readWebhookRefund(event.data.object);
    return refund ? { action: 'refund_updated', data: refund } : { action: 'not_supported' };
  }
  if (!paidSessionEventTypes.has(event.type)) return { action: 'not_supported' };
  const session = readWebhookCheckoutSession(event.data.object);
  return session.paymentStatus === 'paid' ? { action: 'captured', data: session } : { action: 'not_supported' };
}

/** Turns a signed request into an event (StripePaymentProvider.constructWebhookEvent). */
export interface StripeWebhookVerifier {
  /**
   * @throws AppError WEBHOOK_SIGNATURE_INVALID for a missing, wrong, too old or future-dated
   *   signature; WEBHOOK_EVENT_INVALID for a signed body that is not an event.
   */
  constructWebhookEvent(rawBody: Buffer, signatureHeader: string): StripeWebhookEvent;
}

/**
 * Registers the Stripe webhook in its own encapsulated plugin, whose `application/json` parser keeps
 * the body as a Buffer: the signature is computed over the exact bytes Stripe sent.
 * Answers: 400 WEBHOOK_SIGNATURE_INVALID for a missing, wrong or out-of-tolerance (past or future)
 * `Stripe-Signature`; 400 WEBHOOK_EVENT_INVALID for a signed body that is not a readable event (no
 * `data.object`, wrong shapes, a paid session without our metadata); 200
 * `{received:true, duplicate:true}` for an event already processed; otherwise 200 `{received:true}`
 * after handing the session of a paid `checkout.session.completed` /
 * `checkout.session.async_payment_succeeded` to `routes.onWebhookAction` (which records the order)
 * and marking the event processed; the refund of a `refund.created` / `refund.updated` /
 * `refund.failed` to the same handler, which reconciles the order's refund records (issue 19 §5).
 * Other event types are only marked processed.
 */
export async function registerStripeWebhookRoutes(
  app: FastifyInstance,
  routes: PaymentRoutesContext,
  verifier: StripeWebhookVerifier,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    scope.post('/api/webhooks/stripe', async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Missing Stripe-Signature header');
      }
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Expected a JSON body to verify');
      }
      const event = verifier.constructWebhookEvent(request.body, signature);

      const { db } = routes.database;
      const [seen] = await db
        .select({ id: processedWebhookEvents.id })
        .from(processedWebhookEvents)
        .where(eq(processedWebhookEvents.id, event.id))
        .limit(1);
      if (seen) return reply.send({ received: true, duplicate: true });

      const verdict = getWebhookActionAndData(event);
      if (verdict.action === 'captured') {
        // Errors propagate: Stripe retries the delivery and the failure shows in its dashboard;
        // recording is idempotent on the session id, so a retry is safe.
        const { orderCreated } = await routes.onWebhookAction(verdict);
        request.log.info(
          { eventId: event.id, sessionId: verdict.data.id, created: orderCreated },
          'stripe checkout session paid',
        );
      } else if (verdict.action === 'refund_updated') {
        // Errors propagate (Stripe retries); reconciling is idempotent on the refund id and status.
        await routes.onWebhookAction(verdict);
        request.log.info(
          { eventId: event.id, refundId: verdict.data.providerRefundId, status: verdict.data.status },
          'stripe refund reconciled',
        );
      }
      // Concurrent deliveries of one event may both get here; the second insert does nothing.
      await db.insert(processedWebhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
      return reply.send({ received: true });
    });
  });
}
