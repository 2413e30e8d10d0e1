import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '#server/config.ts';
import { artworks } from '#server/db/schema/index.ts';
import { listArtworks, waitFor, waitForArtwork } from '#server/test-support/artworks.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { type FakeComfyUiServer, startFakeComfyUiServer } from '#server/test-support/fake-comfyui-server.ts';
import { type FakeFalServer, startFakeFalServer } from '#server/test-support/fake-fal-server.ts';
import type { FakeWebhook } from '#server/test-support/fake-provider-support.ts';
import { type FakeReplicateServer, startFakeReplicateServer } from '#server/test-support/fake-replicate-server.ts';
import { buildTestApp, oneDatabaseTarget, type TestApp } from '#server/test-support/test-app.ts';
import type { Artwork } from '#shared/api/artworks.schemas.ts';
import { stylePrompts } from '../../artwork/style-prompts.ts';

/** Quick retries: one retry a second later, then the next provider. */
const fastJobs: AppConfig['jobs'] = {
  retryLimit: 1,
  retryDelaySeconds: 1,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 10,
  pollingIntervalSeconds: 0.5,
  stopTimeoutMs: 1000,
  renderConcurrency: 2,
};

/** A ComfyUI workflow in API format with the two placeholders (a real one has more nodes). */
const workflow = {
  '1': { class_type: 'LoadImage', inputs: { image: '{{image}}' } },
  '2': { class_type: 'CLIPTextEncode', inputs: { text: 'masterpiece, {{prompt}}' } },
  '9': { class_type: 'SaveImage', inputs: { images: ['8', 0], filename_prefix: 'wowtees' } },
};

describe.each(oneDatabaseTarget())('hosted artwork providers against local fakes on %s', (target) => {
  let replicate: FakeReplicateServer;
  let fal: FakeFalServer;
  let comfy: FakeComfyUiServer;
  let folder: string;
  let t: TestApp;
  const webhookAnswers: Array<{ url: string; status: number }> = [];

  /** Posts a webhook to the app as the provider would. */
  async function deliver(webhook: FakeWebhook) {
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(webhook.url).pathname,
      headers: webhook.headers,
      payload: webhook.body,
    });
    webhookAnswers.push({ url: webhook.url, status: res.statusCode });
    return res;
  }

  beforeAll(async () => {
    [replicate, fal, comfy] = await Promise.all([
      startFakeReplicateServer(),
      startFakeFalServer(),
      startFakeComfyUiServer(),
    ]);
    folder = await mkdtemp(path.join(os.tmpdir(), 'wowtees-comfy-'));
    await writeFile(path.join(folder, 'workflow.json'), JSON.stringify(workflow));
    t = await buildTestApp(target, {
      jobs: fastJobs,
      stylizer: {
        kind: 'local',
        chains: { painterly: ['replicate', 'fal', 'comfyui'], cel: ['fal'] },
        waitSeconds: 20,
        replicate: {
          apiToken: 'r8_test_token',
          baseUrl: replicate.baseUrl,
          model: 'acme/ghibli-style',
          input: { input_image: '{{image}}', prompt: '{{prompt}}', strength: 0.6 },
          webhookSecret: replicate.webhookSecret,
          webhookUrl: 'http://localhost:3000/api/webhooks/replicate',
          timeoutMs: 5000,
        },
        fal: {
          key: 'fal-test-key',
          baseUrl: fal.baseUrl,
          model: 'fal-ai/flux/dev/image-to-image',
          input: { image_url: '{{image}}', prompt: '{{prompt}}' },
          webhookUrl: 'http://localhost:3000/api/webhooks/fal',
          jwksUrl: fal.jwksUrl,
          timeoutMs: 5000,
        },
        comfyui: {
          url: comfy.baseUrl,
          workflow: JSON.parse(await readFile(path.join(folder, 'workflow.json'), 'utf8')),
          timeoutMs: 5000,
        },
      },
    });
    replicate.deliver = async (webhook) => void (await deliver(webhook));
    fal.deliver = async (webhook) => void (await deliver(webhook));
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([replicate?.close(), fal?.close(), comfy?.close()]);
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  beforeEach(() => {
    for (const fake of [replicate, fal, comfy]) {
      fake.mode = 'ok';
      fake.completeAfterMs = 200;
    }
    webhookAnswers.length = 0;
  });

  /** Asks for `style` and waits for the hosted artwork (not the instant preview) to finish. */
  async function hostedArtwork(style: 'painterly' | 'cel') {
    const customer = await customerWithPhoto(t.app, { fixture: 'coffee.png' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customer.id}/artworks`,
      payload: { style },
    });
    expect(res.statusCode).toBe(201);
    const hosted = await waitFor('the hosted artwork row', async () =>
      (await listArtworks(t.app, customer.id)).find((a) => a.provider !== 'local'),
    );
    const done = await waitForArtwork(t.app, customer.id, hosted.id, { timeoutMs: 45_000 });
    return { customer, artwork: done, list: await listArtworks(t.app, customer.id) };
  }

  /** The stored preview of `artwork`: served from our host, a real image. */
  async function storedPreview(artwork: Artwork) {
    expect(artwork.previewUrl).toMatch(/^http:\/\/localhost:3000\/files\/artworks\//);
    const file = await t.app.inject({ method: 'GET', url: new URL(artwork.previewUrl ?? '').pathname });
    expect(file.statusCode).toBe(200);
    return sharp(file.rawPayload).stats();
  }

  it('makes painterly artwork with Replicate: prompt and photo through the input template, output copied to our storage', async () => {
    const { customer, artwork, list } = await hostedArtwork('painterly');
    expect(artwork).toMatchObject({ provider: 'replicate', status: 'ready', fallbacks: [], error: null });
    const [prediction] = [...replicate.predictions.values()].slice(-1);
    expect(prediction.input.prompt).toBe(stylePrompts.painterly);
    expect(prediction.input.strength).toBe(0.6);
    expect(String(prediction.input.input_image)).toMatch(/^data:image\/jpeg;base64,/);
    const create = replicate.requests.find((r) => r.method === 'POST');
    expect(create?.path).toBe('/v1/models/acme/ghibli-style/predictions');
    expect(JSON.parse(create?.body.toString() ?? '{}')).toMatchObject({ webhook_events_filter: ['completed'] });
    // The fake tints the photo blue: the stored artwork is the provider's, not the photo or a filter.
    const stats = await storedPreview(artwork);
    expect(stats.channels[2].mean).toBeGreaterThan(stats.channels[0].mean);
    const [row] = await t.app.ctx.database.db.select().from(artworks).where(eq(artworks.id, artwork.id));
    expect(row.providerJobId).toBe(prediction.id);
    expect(row.masterKey).toMatch(/^artworks\//);
    // The webhook was verified and answered 2xx (it may land after the poll finished the artwork).
    await waitFor('the webhook answer', async () => (webhookAnswers.length > 0 ? true : undefined));
    expect(webhookAnswers).toEqual([{ url: 'http://localhost:3000/api/webhooks/replicate', status: 200 }]);
    const record = await t.app.inject({ method: 'GET', url: `/api/customers/${customer.id}` });
    expect(record.json().generatedImageUrl).toBe(artwork.previewUrl);
    const local = list.find((a) => a.provider === 'local');
    expect((await waitForArtwork(t.app, customer.id, local?.id ?? '')).status).toBe('ready');
  });

  it('finishes by polling when no webhook comes, and a late webhook for it changes nothing', async () => {
    const deliverLater: FakeWebhook[] = [];
    replicate.deliver = async (webhook) => void deliverLater.push(webhook);
    try {
      const { artwork } = await hostedArtwork('painterly');
      const [debug] = await t.app.ctx.database.db.select().from(artworks).where(eq(artworks.id, artwork.id));
      expect(artwork, JSON.stringify(debug.fallbacks)).toMatchObject({ provider: 'replicate', status: 'ready' });
      const [before] = await t.app.ctx.database.db.select().from(artworks).where(eq(artworks.id, artwork.id));
      expect(deliverLater).toHaveLength(1);
      const res = await deliver(deliverLater[0]);
      expect(res.statusCode).toBe(200);
      const [after] = await t.app.ctx.database.db.select().from(artworks).where(eq(artworks.id, artwork.id));
      expect(after.previewKey).toBe(before.previewKey);
      expect(after.finishedAt).toEqual(before.finishedAt);
    } finally {
      replicate.deliver = async (webhook) => void (await deliver(webhook));
    }
  });

  it('stores the artwork once when webhooks and the poll race, leaving no stray files', async () => {
    // Two deliveries of the finished prediction at once (distinct ids), while the job polls too.
    replicate.deliver = async (webhook) => {
      const again = replicate.signedWebhook(JSON.parse(webhook.body).id);
      await Promise.all([deliver(webhook), deliver(again)]);
    };
    try {
      const { artwork } = await hostedArtwork('painterly');
      expect(artwork).toMatchObject({ provider: 'replicate', status: 'ready' });
      const folder = path.join(t.config.dataDir, 'files', 'artworks');
      await waitFor('every stored artwork file to belong to an artwork', async () => {
        const rows = await t.app.ctx.database.db.select().from(artworks);
        const kept = new Set(rows.flatMap((r) => [r.previewKey, r.masterKey]).filter(Boolean));
        // Each file has a `.meta.json` sidecar (local-disk storage).
        const stray = (await readdir(folder)).filter(
          (name) => !kept.has(`artworks/${name.replace(/\.meta\.json$/, '')}`),
        );
        return stray.length === 0 ? true : undefined;
      });
    } finally {
      replicate.deliver = async (webhook) => void (await deliver(webhook));
    }
  });

  it('makes cel artwork with fal through its queue API and a verified ED25519 webhook', async () => {
    const { artwork } = await hostedArtwork('cel');
    expect(artwork).toMatchObject({ provider: 'fal', status: 'ready', fallbacks: [] });
    const [queued] = [...fal.queue.values()].slice(-1);
    expect(queued.model).toBe('fal-ai/flux/dev/image-to-image');
    expect(queued.input.prompt).toBe(stylePrompts.cel);
    expect(queued.webhook).toBe('http://localhost:3000/api/webhooks/fal');
    expect(fal.requests.some((r) => r.path === `/fal-ai/flux/requests/${queued.id}/status`)).toBe(true);
    await waitFor('the webhook answer', async () => (webhookAnswers.length > 0 ? true : undefined));
    expect(webhookAnswers).toEqual([{ url: 'http://localhost:3000/api/webhooks/fal', status: 200 }]);
    const stats = await storedPreview(artwork);
    expect(stats.channels[2].mean).toBeGreaterThan(stats.channels[0].mean);
  });

  it('falls back from a refusing Replicate to fal, recording which provider made it and why', async () => {
    replicate.mode = 'refuse';
    const { artwork } = await hostedArtwork('painterly');
    expect(artwork).toMatchObject({
      provider: 'fal',
      status: 'ready',
      fallbacks: [{ provider: 'replicate', reason: 'refused' }],
    });
    const [row] = await t.app.ctx.database.db.select().from(artworks).where(eq(artworks.id, artwork.id));
    expect(row.fallbacks[0].error).toMatch(/refused this photo/);
  });

  it('falls back through an outage (retries exhausted) and a failing model to the merchant’s ComfyUI', async () => {
    replicate.mode = 'down';
    fal.mode = 'fail';
    const { artwork } = await hostedArtwork('painterly');
    expect(artwork).toMatchObject({
      provider: 'comfyui',
      status: 'ready',
      fallbacks: [
        { provider: 'replicate', reason: 'busy' },
        { provider: 'fal', reason: 'failed' },
      ],
    });
    const [prompt] = [...comfy.prompts.values()].slice(-1);
    expect(prompt.workflow['2'].inputs?.text).toBe(`masterpiece, ${stylePrompts.painterly}`);
    expect(String(prompt.workflow['1'].inputs?.image)).toMatch(/^wowtees-[\w-]+\.png$/);
    const stats = await storedPreview(artwork);
    expect(stats.channels[2].mean).toBeGreaterThan(stats.channels[0].mean);
    // Replicate was asked twice (the first attempt and its one retry) before the fallback.
    expect(replicate.requests.filter((r) => r.method === 'POST').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the instant preview when every provider is down, with the reasons recorded and returned', async () => {
    replicate.mode = 'down';
    fal.mode = 'down';
    comfy.mode = 'down';
    const { customer, artwork, list } = await hostedArtwork('painterly');
    expect(artwork).toMatchObject({
      status: 'failed',
      fallbacks: [
        { provider: 'replicate', reason: 'busy' },
        { provider: 'fal', reason: 'busy' },
        { provider: 'comfyui', reason: 'busy' },
      ],
    });
    expect(artwork.error).toMatch(/ComfyUI answered 503/);
    const local = await waitForArtwork(t.app, customer.id, list.find((a) => a.provider === 'local')?.id ?? '');
    expect(local.status).toBe('ready');
    const record = await t.app.inject({ method: 'GET', url: `/api/customers/${customer.id}` });
    expect(record.json().generatedImageUrl).toBe(local.previewUrl);
    // Asking again keeps what there is: the instant preview stays, no new paid attempt is queued.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customer.id}/artworks`,
      payload: { style: 'painterly' },
    });
    expect(again.json().id).toBe(local.id);
  });

  it('changes nothing for a forged, tampered, stale or unknown Replicate webhook; a resent one is a no-op', async () => {
    replicate.mode = 'hang';
    const customer = await customerWithPhoto(t.app, { fixture: 'coffee.png' });
    await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customer.id}/artworks`,
      payload: { style: 'painterly' },
    });
    const hosted = await waitFor('the prediction to start', async () => {
      const found = (await listArtworks(t.app, customer.id)).find((a) => a.provider === 'replicate');
      const [row] = found ? await t.app.ctx.database.db.select().from(artworks).where(eq(artworks.id, found.id)) : [];
      return row?.providerJobId ? row : undefined;
    });
    const prediction = replicate.predictions.get(hosted.providerJobId ?? '');
    if (!prediction) throw new Error('no prediction');
    // The attacker claims it succeeded with their own image.
    prediction.status = 'succeeded';
    prediction.output = ['https://attacker.example/evil.png'];
    const genuine = replicate.signedWebhook(prediction.id);
    prediction.status = 'processing';
    prediction.output = null;
    const post = (headers: Record<string, string>, body = genuine.body) =>
      t.app.inject({ method: 'POST', url: '/api/webhooks/replicate', headers, payload: body });

    const forged = await post({ ...genuine.headers, 'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const tampered = await post(genuine.headers, genuine.body.replace('succeeded', 'failed'));
    expect(tampered.statusCode).toBe(400);
    const unsigned = await post({ 'content-type': 'application/json' });
    expect(unsigned.statusCode).toBe(400);
    const stale = replicate.signedWebhook(prediction.id, new Date(Date.now() - 10 * 60_000));
    expect((await post(stale.headers, stale.body)).statusCode).toBe(400);
    // A genuine signature over a "succeeded" body: we ask Replicate ourselves, which says it is
    // still processing, so nothing is stored; the same delivery again is answered as a duplicate.
    const signed = await post(genuine.headers);
    expect(signed.statusCode).toBe(200);
    expect((await post(genuine.headers)).json()).toEqual({ received: true, duplicate: true });
    const [row] = await t.app.ctx.database.db.select().from(artworks).where(eq(artworks.id, hosted.id));
    expect(row).toMatchObject({ status: 'running', previewKey: null, masterKey: null, fallbacks: [] });
    expect(replicate.requests.some((r) => r.path.includes('attacker'))).toBe(false);
  });

  it('refuses a fal webhook signed with another key or about another request (4xx), changing nothing', async () => {
    fal.mode = 'hang';
    const customer = await customerWithPhoto(t.app, { fixture: 'coffee.png' });
    await t.app.inject({ method: 'POST', url: `/api/customers/${customer.id}/artworks`, payload: { style: 'cel' } });
    const hosted = await waitFor('the fal request to start', async () => {
      const found = (await listArtworks(t.app, customer.id)).find((a) => a.provider === 'fal');
      const [row] = found ? await t.app.ctx.database.db.select().from(artworks).where(eq(artworks.id, found.id)) : [];
      return row?.providerJobId ? row : undefined;
    });
    const genuine = fal.signedWebhook(hosted.providerJobId ?? '');
    const post = (headers: Record<string, string>, body = genuine.body) =>
      t.app.inject({ method: 'POST', url: '/api/webhooks/fal', headers, payload: body });
    const wrongSignature = await post({ ...genuine.headers, 'x-fal-webhook-signature': 'ab'.repeat(64) });
    expect(wrongSignature.statusCode).toBe(400);
    expect(wrongSignature.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const otherRequest = await post({ ...genuine.headers, 'x-fal-webhook-request-id': crypto.randomUUID() });
    expect(otherRequest.statusCode).toBe(400);
    const stale = fal.signedWebhook(hosted.providerJobId ?? '', new Date(Date.now() - 10 * 60_000));
    expect((await post(stale.headers, stale.body)).statusCode).toBe(400);
    const [row] = await t.app.ctx.database.db.select().from(artworks).where(eq(artworks.id, hosted.id));
    expect(row).toMatchObject({ status: 'running', previewKey: null });
  });
});
