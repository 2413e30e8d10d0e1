/**
 * Test support: a local fake of the Replicate predictions API the `replicate` stylizer and print
 * upscaler call (issue 20 §1, §3): `POST /v1/models/{owner}/{name}/predictions` and `POST
 * /v1/predictions` (Bearer token), `GET /v1/predictions/{id}`, `POST /v1/predictions/{id}/cancel`,
 * and the output files. A prediction is `starting`, then after `completeAfterMs` `succeeded` with a
 * real image or `failed`, as `mode` says; `down` answers 503; `hang` never finishes. The image is
 * the input photo tinted (a stylizer's model), or, when the input has a numeric `scale` (a
 * Real-ESRGAN model such as nightmareai/real-esrgan, input `{image, scale}`), the input image
 * enlarged `scale` times. When the prediction asked for
 * a webhook, the fake signs it as Replicate does (Standard Webhooks, `webhookSecret`) and hands it to
 * `deliver` (a test posts it to the app), keeping a copy in `webhooks` for replay tests.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { Webhook } from 'standardwebhooks';
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

interface FakePrediction {
  id: string;
  /** The `version` asked for, or `owner/name` of the models endpoint. */
  model: string;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  input: Record<string, unknown>;
  output: string[] | null;
  error: string | null;
  webhook?: string;
}

export interface FakeReplicateServer {
  /** `http://127.0.0.1:{port}/v1` (`REPLICATE_BASE_URL`). */
  baseUrl: string;
  /** The signing secret (`REPLICATE_WEBHOOK_SECRET`). */
  webhookSecret: string;
  requests: FakeRequest[];
  predictions: Map<string, FakePrediction>;
  mode: FakeProviderMode;
  completeAfterMs: number;
  /** Sends a signed webhook to the app; unset: webhooks are only recorded. */
  deliver?: (webhook: FakeWebhook) => Promise<void>;
  webhooks: FakeWebhook[];
  /** A signed webhook of prediction `id` as it is now (for forged and replay tests). */
  signedWebhook(id: string, at?: Date): FakeWebhook;
  close(): Promise<void>;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeReplicateServer(): Promise<FakeReplicateServer> {
  const webhookSecret = `whsec_${Buffer.from(randomUUID()).toString('base64')}`;
  const signer = new Webhook(webhookSecret);
  const outputs = new Map<string, Buffer>();
  const timers = new Set<NodeJS.Timeout>();
  let origin = '';

  const view = (p: FakePrediction) => ({
    id: p.id,
    version: p.model,
    status: p.status,
    input: Object.fromEntries(Object.entries(p.input).map(([k, v]) => [k, dataUriBytes(v) ? '(data URI)' : v])),
    output: p.output,
    error: p.error,
    urls: { get: `${origin}/v1/predictions/${p.id}` },
  });

  const state: FakeReplicateServer = {
    baseUrl: '',
    webhookSecret,
    requests: [],
    predictions: new Map(),
    mode: 'ok',
    completeAfterMs: 200,
    webhooks: [],
    signedWebhook(id, at = new Date()) {
      const prediction = state.predictions.get(id);
      if (!prediction) throw new Error(`no prediction ${id}`);
      const body = JSON.stringify(view(prediction));
      const msgId = `msg_${randomUUID()}`;
      return {
        url: prediction.webhook ?? '',
        body,
        headers: {
          'content-type': 'application/json',
          'webhook-id': msgId,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signer.sign(msgId, at, body),
        },
      };
    },
    close: async () => {},
  };

  async function finish(prediction: FakePrediction, mode: FakeProviderMode) {
    if (prediction.status === 'canceled') return;
    if (mode === 'ok') {
      // The photo is wherever the input template put it.
      const photo = Object.values(prediction.input)
        .map(dataUriBytes)
        .find((bytes) => bytes !== null);
      if (!photo) {
        prediction.status = 'failed';
        prediction.error = 'no image in the input';
      } else {
        const scale = prediction.input.scale;
        outputs.set(
          prediction.id,
          typeof scale === 'number' ? await enlarged(photo, scale) : await tintedArtwork(photo),
        );
        prediction.status = 'succeeded';
        prediction.output = [`${origin}/files/${prediction.id}.png`];
      }
    } else {
      prediction.status = 'failed';
      prediction.error = mode === 'refuse' ? 'NSFW content detected in the input image' : 'CUDA out of memory';
    }
    if (prediction.webhook) {
      const webhook = state.signedWebhook(prediction.id);
      state.webhooks.push(webhook);
      await state.deliver?.(webhook);
    }
  }

  const server = await startFakeHttp(async (request, response) => {
    const path = request.path.split('?')[0];
    const file = /^\/files\/([\w-]+)\.png$/.exec(path);
    if (request.method === 'GET' && file) return sendPng(response, outputs.get(file[1]));
    if (request.authorization !== 'Bearer r8_test_token') return sendJson(response, 401, { detail: 'Unauthenticated' });
    if (state.mode === 'down') return sendJson(response, 503, { detail: 'Service unavailable' });
    const cancel = /^\/v1\/predictions\/([\w-]+)\/cancel$/.exec(path);
    if (request.method === 'POST' && cancel) {
      const prediction = state.predictions.get(cancel[1]);
      if (!prediction) return sendJson(response, 404, { detail: 'Not found' });
      if (prediction.status === 'starting' || prediction.status === 'processing') prediction.status = 'canceled';
      return sendJson(response, 200, view(prediction));
    }
    const get = /^\/v1\/predictions\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && get) {
      const prediction = state.predictions.get(get[1]);
      return prediction ? sendJson(response, 200, view(prediction)) : sendJson(response, 404, { detail: 'Not found' });
    }
    const isCreate = path === '/v1/predictions' || /^\/v1\/models\/[\w.-]+\/[\w.-]+\/predictions$/.test(path);
    if (request.method !== 'POST' || !isCreate) return sendJson(response, 404, { detail: 'Not found' });
    const body = JSON.parse(request.body.toString('utf8')) as {
      version?: string;
      input?: Record<string, unknown>;
      webhook?: string;
    };
    const prediction: FakePrediction = {
      id: randomUUID().replaceAll('-', '').slice(0, 26),
      model: body.version ?? path.replace(/^\/v1\/models\/|\/predictions$/g, ''),
      status: 'starting',
      input: body.input ?? {},
      output: null,
      error: null,
      webhook: body.webhook,
    };
    state.predictions.set(prediction.id, prediction);
    const mode = state.mode;
    if (mode !== 'hang') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void finish(prediction, mode);
      }, state.completeAfterMs);
      timers.add(timer);
    }
    return sendJson(response, 201, view(prediction));
  });
  origin = server.origin;
  state.baseUrl = `${origin}/v1`;
  state.requests = server.requests;
  state.close = async () => {
    for (const timer of timers) clearTimeout(timer);
    await server.close();
  };
  return state;
}

/** A Real-ESRGAN model's output, faked: `image` enlarged `scale` times (Lanczos), as PNG. */
async function enlarged(image: Buffer, scale: number): Promise<Buffer> {
  const { width, height } = await sharp(image).metadata();
  return sharp(image)
    .resize({ width: Math.round(width * scale), height: Math.round(height * scale), kernel: 'lanczos3' })
    .png()
    .toBuffer();
}
