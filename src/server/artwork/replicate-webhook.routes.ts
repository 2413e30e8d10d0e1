/**
 * POST /api/webhooks/replicate (issue 20 §1; DESIGN.md "HTTP API, next capabilities"): Replicate
 * posts a prediction when it completes. Signed as Standard Webhooks (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature`: HMAC-SHA256 of `{id}.{timestamp}.{body}` with the
 * account's `whsec_…` key; the `standardwebhooks` library checks it and refuses timestamps more than
 * 5 minutes away). Registered only with `REPLICATE_WEBHOOK_SECRET`.
 * Answers: 400 WEBHOOK_SIGNATURE_INVALID (missing, wrong, too old or future-dated signature; a
 * replay of an old delivery); 400 WEBHOOK_EVENT_INVALID (signed but not a prediction); 200
 * `{received:true, duplicate:true}` for a delivery already handled (Replicate resends with the same
 * `webhook-id`); else 200 after handing the prediction id to `onPredictionDone`.
 */
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { AppError } from '#shared/errors.ts';
import {
  alreadyProcessed,
  markProcessed,
  type PredictionWebhookHandlers,
  rawBodyScope,
} from './prediction-webhooks.ts';

const headerNames = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/** Registers the route; `secret` is the account's webhook signing key (`whsec_…`). */
export async function registerReplicateWebhookRoutes(
  app: FastifyInstance,
  secret: string,
  handlers: PredictionWebhookHandlers,
): Promise<void> {
  const verifier = new Webhook(secret);
  await rawBodyScope(app, (scope) => {
    scope.post('/api/webhooks/replicate', async (request, reply) => {
      const headers: Record<string, string> = {};
      for (const name of headerNames) {
        const value = request.headers[name];
        if (typeof value !== 'string' || !value)
          throw new AppError('WEBHOOK_SIGNATURE_INVALID', `Missing ${name} header`);
        headers[name] = value;
      }
      if (!Buffer.isBuffer(request.body))
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Expected a JSON body to verify');
      let prediction: { id?: unknown; status?: unknown };
      try {
        prediction = verifier.verify(request.body, headers) as typeof prediction;
      } catch {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not match or is too old');
      }
      if (!prediction || typeof prediction.id !== 'string' || typeof prediction.status !== 'string') {
        throw new AppError('WEBHOOK_EVENT_INVALID', 'Not a prediction');
      }
      const eventId = `replicate:${headers['webhook-id']}`;
      if (await alreadyProcessed(handlers.database, eventId)) return reply.send({ received: true, duplicate: true });
      if (['succeeded', 'failed', 'canceled'].includes(prediction.status)) {
        await handlers.onPredictionDone('replicate', prediction.id);
      }
      await markProcessed(handlers.database, eventId, `replicate.prediction.${prediction.status}`);
      return reply.send({ received: true });
    });
  });
}
