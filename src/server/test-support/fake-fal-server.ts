/**
 * Test support: a local fake of fal.ai's queue API the `fal` stylizer calls (issue 20 §1):
 * `POST /{model}` (`Authorization: Key …`, optional `?fal_webhook=`) -> `request_id`,
 * `GET /{app}/requests/{id}/status` (`IN_QUEUE`, `IN_PROGRESS`, `COMPLETED`) and
 * `GET /{app}/requests/{id}` (the result: `images[0].url`, served by the fake, a tinted copy of the
 * photo; or a 422 error for a failed request), and fal's webhook keys at
 * `/.well-known/jwks.json`. Webhooks are signed with the fake's own ED25519 key as fal documents
 * (`{request id}\n{user id}\n{timestamp}\n{sha256 hex of body}`) and handed to `deliver`.
 */
import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import {
  dataUriBytes,
  type FakeProviderMode,
  type FakeRequest,
  type FakeWebhook,
  sendJson,
  sendPng,
  startFakeHttp,
  tintedArtwork,
} from './fake-provider-support.ts';

interface FakeFalRequest {
  id: string;
  model: string;
  status: 'IN_QUEUE' | 'IN_PROGRESS' | 'COMPLETED';
  input: Record<string, unknown>;
  failed: string | null;
  webhook?: string;
}

export interface FakeFalServer {
  /** `http://127.0.0.1:{port}` (`FAL_BASE_URL`). */
  baseUrl: string;
  /** `{baseUrl}/.well-known/jwks.json` (`FAL_WEBHOOK_JWKS_URL`). */
  jwksUrl: string;
  requests: FakeRequest[];
  queue: Map<string, FakeFalRequest>;
  mode: FakeProviderMode;
  completeAfterMs: number;
  deliver?: (webhook: FakeWebhook) => Promise<void>;
  webhooks: FakeWebhook[];
  /** A webhook of request `id` signed now (or at `at`) with the fake's key. */
  signedWebhook(id: string, at?: Date): FakeWebhook;
  close(): Promise<void>;
}

const userId = 'fake-fal-user';

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeFalServer(): Promise<FakeFalServer> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' });
  const outputs = new Map<string, Buffer>();
  const timers = new Set<NodeJS.Timeout>();
  let origin = '';

  const state: FakeFalServer = {
    baseUrl: '',
    jwksUrl: '',
    requests: [],
    queue: new Map(),
    mode: 'ok',
    completeAfterMs: 200,
    webhooks: [],
    signedWebhook(id, at = new Date()) {
      const queued = state.queue.get(id);
      if (!queued) throw new Error(`no request ${id}`);
      const body = JSON.stringify(
        queued.failed
          ? { request_id: id, gateway_request_id: id, status: 'ERROR', error: queued.failed, payload: null }
          : {
              request_id: id,
              gateway_request_id: id,
              status: 'OK',
              payload: { images: [{ url: `${origin}/files/${id}.png`, content_type: 'image/png' }] },
            },
      );
      const timestamp = String(Math.floor(at.getTime() / 1000));
      const digest = createHash('sha256').update(body).digest('hex');
      const signature = sign(null, Buffer.from(`${id}\n${userId}\n${timestamp}\n${digest}`), privateKey).toString(
        'hex',
      );
      return {
        url: queued.webhook ?? '',
        body,
        headers: {
          'content-type': 'application/json',
          'x-fal-webhook-request-id': id,
          'x-fal-webhook-user-id': userId,
          'x-fal-webhook-timestamp': timestamp,
          'x-fal-webhook-signature': signature,
        },
      };
    },
    close: async () => {},
  };

  async function finish(queued: FakeFalRequest, mode: FakeProviderMode) {
    if (mode === 'ok') {
      const photo = Object.values(queued.input)
        .map(dataUriBytes)
        .find((bytes) => bytes !== null);
      if (photo) outputs.set(queued.id, await tintedArtwork(photo));
      else queued.failed = 'no image in the input';
    } else {
      queued.failed = mode === 'refuse' ? 'The image was flagged by the content policy (nsfw)' : 'Internal model error';
    }
    queued.status = 'COMPLETED';
    if (queued.webhook) {
      const webhook = state.signedWebhook(queued.id);
      state.webhooks.push(webhook);
      await state.deliver?.(webhook);
    }
  }

  const server = await startFakeHttp(async (request, response) => {
    const [path, query = ''] = request.path.split('?');
    if (request.method === 'GET' && path === '/.well-known/jwks.json') {
      return sendJson(response, 200, { keys: [{ ...jwk, kid: 'fake-key', use: 'sig', alg: 'EdDSA' }] });
    }
    const file = /^\/files\/([\w-]+)\.png$/.exec(path);
    if (request.method === 'GET' && file) return sendPng(response, outputs.get(file[1]));
    if (request.authorization !== 'Key fal-test-key') return sendJson(response, 401, { detail: 'Unauthorized' });
    if (state.mode === 'down') return sendJson(response, 503, { detail: 'Service unavailable' });
    const status = /^\/([\w.-]+\/[\w.-]+)\/requests\/([\w-]+)(\/status)?$/.exec(path);
    if (request.method === 'GET' && status) {
      const queued = state.queue.get(status[2]);
      if (!queued?.model.startsWith(status[1])) return sendJson(response, 404, { detail: 'Not found' });
      if (status[3]) return sendJson(response, 200, { status: queued.status, request_id: queued.id });
      if (queued.status !== 'COMPLETED') return sendJson(response, 400, { detail: 'Request is still in progress' });
      if (queued.failed) return sendJson(response, 422, { detail: queued.failed });
      return sendJson(response, 200, {
        images: [{ url: `${origin}/files/${queued.id}.png`, content_type: 'image/png' }],
        seed: 42,
      });
    }
    if (request.method !== 'POST') return sendJson(response, 404, { detail: 'Not found' });
    const queued: FakeFalRequest = {
      id: randomUUID(),
      model: path.slice(1),
      status: 'IN_QUEUE',
      input: JSON.parse(request.body.toString('utf8')) as Record<string, unknown>,
      failed: null,
      webhook: new URLSearchParams(query).get('fal_webhook') ?? undefined,
    };
    state.queue.set(queued.id, queued);
    const mode = state.mode;
    if (mode !== 'hang') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void finish(queued, mode);
      }, state.completeAfterMs);
      timers.add(timer);
    }
    return sendJson(response, 200, {
      request_id: queued.id,
      gateway_request_id: queued.id,
      status_url: `${origin}/${queued.model}/requests/${queued.id}/status`,
      response_url: `${origin}/${queued.model}/requests/${queued.id}`,
    });
  });
  origin = server.origin;
  state.baseUrl = origin;
  state.jwksUrl = `${origin}/.well-known/jwks.json`;
  state.requests = server.requests;
  state.close = async () => {
    for (const timer of timers) clearTimeout(timer);
    await server.close();
  };
  return state;
}
