/**
 * POST /api/webhooks/fal (issue 20 §1): fal posts a queue request's result when it completes. fal
 * signs it with ED25519 (its documented scheme): headers `X-Fal-Webhook-Request-Id`, `-User-Id`,
 * `-Timestamp` (Unix seconds) and `-Signature` (hex) over the lines
 * `{request id}\n{user id}\n{timestamp}\n{sha256 hex of the body}`, verified with any of the public
 * keys fal publishes as a JWKS (`FAL_WEBHOOK_JWKS_URL`, cached for an hour, fetched again once for an
 * unknown signature). Timestamps more than 5 minutes away are refused (replays). Registered only
 * while fal is configured.
 * Answers: 400 WEBHOOK_SIGNATURE_INVALID (missing, wrong or stale signature); 400
 * WEBHOOK_EVENT_INVALID (signed but not a result of that request); 503 SERVICE_BUSY when fal's keys
 * cannot be fetched (fal retries); 200 `{received:true, duplicate:true}` for a request already
 * handled; else 200 after handing the request id to `onPredictionDone`.
 */
import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#shared/errors.ts';
import {
  alreadyProcessed,
  markProcessed,
  type PredictionWebhookHandlers,
  rawBodyScope,
} from './prediction-webhooks.ts';

const toleranceSeconds = 300;
const keysCacheMs = 60 * 60 * 1000;

/** fal's public keys, fetched from the JWKS URL and kept for an hour. */
function createKeyCache(jwksUrl: string) {
  let cached: { keys: KeyObject[]; at: number } | null = null;
  return async (fresh: boolean): Promise<KeyObject[]> => {
    if (!fresh && cached && Date.now() - cached.at < keysCacheMs) return cached.keys;
    let body: { keys?: Array<Record<string, unknown>> };
    try {
      const response = await fetch(jwksUrl, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      body = (await response.json()) as typeof body;
    } catch {
      throw new AppError('SERVICE_BUSY', 'fal’s webhook keys could not be fetched; try again later');
    }
    const keys = (body.keys ?? [])
      .filter((jwk) => jwk.kty === 'OKP' && jwk.crv === 'Ed25519' && typeof jwk.x === 'string')
      .map((jwk) => createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x as string }, format: 'jwk' }));
    cached = { keys, at: Date.now() };
    return keys;
  };
}

/** Registers the route; `jwksUrl` publishes fal's webhook keys. */
export async function registerFalWebhookRoutes(
  app: FastifyInstance,
  jwksUrl: string,
  handlers: PredictionWebhookHandlers,
): Promise<void> {
  const keys = createKeyCache(jwksUrl);
  await rawBodyScope(app, (scope) => {
    scope.post('/api/webhooks/fal', async (request, reply) => {
      const header = (name: string) => {
        const value = request.headers[name];
        if (typeof value !== 'string' || !value)
          throw new AppError('WEBHOOK_SIGNATURE_INVALID', `Missing ${name} header`);
        return value;
      };
      const requestId = header('x-fal-webhook-request-id');
      const userId = header('x-fal-webhook-user-id');
      const timestamp = header('x-fal-webhook-timestamp');
      const signatureHex = header('x-fal-webhook-signature');
      if (!Buffer.isBuffer(request.body))
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Expected a JSON body to verify');
      if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The webhook timestamp is too old or in the future');
      }
      if (!/^([0-9a-f]{2})+$/i.test(signatureHex))
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Malformed signature');
      const digest = createHash('sha256').update(request.body).digest('hex');
      const message = Buffer.from(`${requestId}\n${userId}\n${timestamp}\n${digest}`, 'utf8');
      const signature = Buffer.from(signatureHex, 'hex');
      const matches = (list: KeyObject[]) => list.some((key) => verify(null, message, key, signature));
      // A key fal rotated in since the cache was filled: fetch once more before refusing.
      if (!matches(await keys(false)) && !matches(await keys(true))) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not match');
      }
      let result: { request_id?: unknown; status?: unknown };
      try {
        result = JSON.parse(request.body.toString('utf8')) as typeof result;
      } catch {
        throw new AppError('WEBHOOK_EVENT_INVALID', 'Not JSON');
      }
      if (result?.request_id !== requestId)
        throw new AppError('WEBHOOK_EVENT_INVALID', 'Not the result of that request');
      const eventId = `fal:${requestId}`;
      if (await alreadyProcessed(handlers.database, eventId)) return reply.send({ received: true, duplicate: true });
      await handlers.onPredictionDone('fal', requestId);
      await markProcessed(handlers.database, eventId, `fal.request.${String(result.status)}`);
      return reply.send({ received: true });
    });
  });
}
