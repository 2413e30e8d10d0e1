/**
 * `POST /api/webhooks/printful` (issue 19 §3): Printful's v2 webhooks, registered with
 * `POST /v2/webhooks`, whose answer holds a hex `secret_key` (PRINTFUL_WEBHOOK_SECRET). Each delivery
 * carries `X-PF-Webhook-Signature`: the hex HMAC-SHA256 of the raw body keyed with the decoded secret.
 * A missing or wrong signature (or no configured secret) is a 400 WEBHOOK_SIGNATURE_INVALID and
 * changes nothing. Events handled: `shipment_sent` (parcel with carrier, tracking number and URL),
 * `order_failed`, `order_put_hold`, `order_canceled` and any other `order_*`/`shipment_*` event
 * naming an order: the service reads the whole order from Printful and reconciles it, so a replayed
 * or late event can only confirm what Printful says now. A delivery already handled (same body) is
 * answered `duplicate` at once.
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#shared/errors.ts';
import type { FulfilmentRoutesContext, FulfilmentWebhookNotice } from '../fulfilment-provider.ts';
import { registerFulfilmentWebhook } from '../fulfilment-webhook.routes.ts';
import { sameSecret } from '../webhook-body.ts';
import { asObject, asText, type Json, printfulShipment, printfulStatus } from './printful-mapping.ts';

/** The v2 signature of `body` with the hex secret. */
export function printfulSignature(body: Buffer | string, secretHex: string): string {
  return createHmac('sha256', Buffer.from(secretHex, 'hex')).update(body).digest('hex');
}

/** What one verified event says, or null when it names no order (catalog and mockup events). */
export function printfulNotice(event: Json): FulfilmentWebhookNotice | null {
  const type = asText(event.type) ?? '';
  const data = asObject(event.data);
  const order = asObject(data.order);
  const shipment = asObject(data.shipment);
  const providerOrderId = asText(order.id) ?? asText(shipment.order_id) ?? asText(data.order_id);
  const orderNumber = asText(order.external_id) ?? asText(shipment.order_external_id) ?? asText(data.external_id);
  if (!providerOrderId && !orderNumber) return null;
  const reason = asText(data.reason);
  const parcel = type === 'shipment_sent' || type === 'package_shipped' ? printfulShipment(shipment) : null;
  const word = asText(order.status);
  return {
    providerOrderId,
    orderNumber,
    reported: {
      ...(word ? { providerStatus: word, status: printfulStatus(word) } : {}),
      ...(reason ? { message: reason } : {}),
      ...(parcel ? { shipments: [parcel] } : {}),
    },
  };
}

export async function registerPrintfulWebhookRoutes(
  app: FastifyInstance,
  routes: FulfilmentRoutesContext,
  secretHex: string | undefined,
): Promise<void> {
  if (!secretHex)
    app.log.warn('PRINTFUL_WEBHOOK_SECRET is not set: Printful webhooks are refused, the poll still runs');
  await registerFulfilmentWebhook(app, routes, {
    vendor: 'printful',
    verify(request, body) {
      const signature = request.headers['x-pf-webhook-signature'];
      if (!secretHex || typeof signature !== 'string') {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Missing or unverifiable Printful signature');
      }
      if (!sameSecret(signature.toLowerCase(), printfulSignature(body, secretHex))) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Wrong Printful signature');
      }
    },
    eventType: (event) => asText(event.type),
    notice: printfulNotice,
  });
}
