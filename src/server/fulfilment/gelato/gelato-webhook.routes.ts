/**
 * `POST /api/webhooks/gelato` (issue 19 §3): Gelato's `order_status_updated` event. Gelato does not
 * sign its webhooks, so the shop checks a secret of its own (GELATO_WEBHOOK_SECRET, docs/decisions/0017):
 * the URL set in Gelato's API portal is `https://{shop}/api/webhooks/gelato?token={secret}` (or a
 * proxy adds the `X-Webhook-Token` header). A missing or wrong token is a 400 WEBHOOK_SIGNATURE_INVALID
 * and changes nothing; the token is masked in logged URLs. The event only says which order changed:
 * the service reads the order from Gelato and reconciles it (a replay or a late event cannot move an
 * order backwards), and a delivery already handled (same body) is answered `duplicate`.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '#shared/errors.ts';
import type { FulfilmentRoutesContext, FulfilmentWebhookNotice } from '../fulfilment-provider.ts';
import { registerFulfilmentWebhook } from '../fulfilment-webhook.routes.ts';
import { sameSecret } from '../webhook-body.ts';
import { asText, gelatoOrderState, type Json } from './gelato-mapping.ts';

/** What one verified event says, or null when it is not about an order. */
export function gelatoNotice(event: Json): FulfilmentWebhookNotice | null {
  if (asText(event.event) !== 'order_status_updated') return null;
  const state = gelatoOrderState({ ...event, id: event.orderId });
  if (!state.providerOrderId && !state.orderNumber) return null;
  return {
    providerOrderId: state.providerOrderId || null,
    orderNumber: state.orderNumber,
    reported: { status: state.status, providerStatus: state.providerStatus, shipments: state.shipments },
  };
}

export async function registerGelatoWebhookRoutes(
  app: FastifyInstance,
  routes: FulfilmentRoutesContext,
  secret: string | undefined,
): Promise<void> {
  if (!secret) app.log.warn('GELATO_WEBHOOK_SECRET is not set: Gelato webhooks are refused, the poll still runs');
  await registerFulfilmentWebhook(app, routes, {
    vendor: 'gelato',
    verify(request) {
      const header = request.headers['x-webhook-token'];
      const query = (request.query as Record<string, unknown> | undefined)?.token;
      const token = typeof header === 'string' ? header : typeof query === 'string' ? query : null;
      if (!secret || !token || !sameSecret(token, secret)) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Missing or wrong Gelato webhook token');
      }
    },
    eventType: (event) => asText(event.event),
    notice: gelatoNotice,
  });
}
