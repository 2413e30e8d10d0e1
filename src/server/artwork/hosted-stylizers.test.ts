import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeComfyUiServer, startFakeComfyUiServer } from '#server/test-support/fake-comfyui-server.ts';
import { type FakeFalServer, startFakeFalServer } from '#server/test-support/fake-fal-server.ts';
import { type FakeReplicateServer, startFakeReplicateServer } from '#server/test-support/fake-replicate-server.ts';
import { fixturePhoto } from '#server/test-support/test-app.ts';
import { createComfyUiStylizer } from './comfyui-stylizer.ts';
import { createFalStylizer } from './fal-stylizer.ts';
import { fillTemplate } from './provider-http.ts';
import { createReplicateStylizer } from './replicate-stylizer.ts';
import { StylizerError } from './stylizer.ts';

/** The StylizerError a failing call throws. */
async function failure(promise: Promise<unknown>): Promise<StylizerError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StylizerError);
  return error as StylizerError;
}

describe('hosted stylizers against local fakes of their APIs (issue 20 §1)', () => {
  let replicate: FakeReplicateServer;
  let fal: FakeFalServer;
  let comfy: FakeComfyUiServer;
  let photo: Buffer;

  beforeAll(async () => {
    [replicate, fal, comfy] = await Promise.all([
      startFakeReplicateServer(),
      startFakeFalServer(),
      startFakeComfyUiServer(),
    ]);
    photo = await readFile(fixturePhoto('coffee.png'));
  });
  afterAll(async () => Promise.all([replicate?.close(), fal?.close(), comfy?.close()]));
  beforeEach(() => {
    for (const fake of [replicate, fal, comfy]) {
      fake.mode = 'ok';
      fake.completeAfterMs = 100;
    }
  });

  const replicateStylizer = (
    overrides: { model?: string; apiToken?: string; timeoutMs?: number } = {},
    waitMs = 5000,
  ) =>
    createReplicateStylizer(
      {
        apiToken: overrides.apiToken ?? 'r8_test_token',
        baseUrl: replicate.baseUrl,
        model: overrides.model ?? 'acme/ghibli',
        input: { image: '{{image}}', prompt: '{{prompt}}' },
        webhookUrl: 'http://localhost:3000/api/webhooks/replicate',
        timeoutMs: overrides.timeoutMs ?? 5000,
      },
      waitMs,
    );

  it('Replicate: a pinned version goes to POST /v1/predictions; no webhook without a secret; the output is a real image', async () => {
    const version = 'a'.repeat(64);
    const image = await replicateStylizer({ model: `acme/ghibli:${version}` }).stylize(photo, 'cel', {
      longSidePx: 1536,
    });
    const create = replicate.requests.filter((r) => r.method === 'POST').at(-1);
    expect(create?.path).toBe('/v1/predictions');
    const body = JSON.parse(create?.body.toString() ?? '{}');
    expect(body.version).toBe(version);
    expect(body.webhook).toBeUndefined();
    expect(image.contentType).toBe('image/png');
    expect((await sharp(image.body).metadata()).width).toBe(image.width);
  });

  it('Replicate: a refused key will not change; an outage is retryable; a prediction that never ends times out', async () => {
    const rejected = await failure(
      replicateStylizer({ apiToken: 'wrong' }).stylize(photo, 'cel', { longSidePx: 1536 }),
    );
    expect(rejected.retryable).toBe(false);
    expect(rejected.message).toMatch(/Replicate answered 401/);
    expect(rejected.message).not.toMatch(/wrong/);
    replicate.mode = 'down';
    const down = await failure(replicateStylizer().stylize(photo, 'cel', { longSidePx: 1536 }));
    expect(down.retryable).toBe(true);
    expect(down.message).toMatch(/answered 503/);
    replicate.mode = 'hang';
    const slow = await failure(replicateStylizer({}, 1200).stylize(photo, 'cel', { longSidePx: 1536 }));
    expect(slow.retryable).toBe(true);
    expect(slow.message).toMatch(/did not finish the artwork in time/);
    replicate.mode = 'refuse';
    const refused = await failure(replicateStylizer().stylize(photo, 'cel', { longSidePx: 1536 }));
    expect([refused.retryable, refused.refused]).toEqual([false, true]);
  });

  it('Replicate: stops when its signal aborts, and an unreachable server is retryable', async () => {
    replicate.mode = 'hang';
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const cancelled = await failure(
      replicateStylizer().stylize(photo, 'cel', { longSidePx: 1536, signal: controller.signal }),
    );
    expect(cancelled.message).toMatch(/cancelled/);
    const gone = createReplicateStylizer(
      { apiToken: 'x', baseUrl: 'http://127.0.0.1:9/v1', model: 'a/b', input: {}, webhookUrl: '', timeoutMs: 2000 },
      2000,
    );
    const unreachable = await failure(gone.stylize(photo, 'cel', { longSidePx: 1536 }));
    expect(unreachable.retryable).toBe(true);
    expect(unreachable.message).toMatch(/could not be reached/);
  });

  it('fal: queue, status and result through the app id of a nested model id; a failed model will not change', async () => {
    const stylizer = createFalStylizer(
      {
        key: 'fal-test-key',
        baseUrl: fal.baseUrl,
        model: 'fal-ai/flux/dev/image-to-image',
        input: { image_url: '{{image}}', prompt: '{{prompt}}', strength: 0.7 },
        jwksUrl: fal.jwksUrl,
        timeoutMs: 5000,
      },
      5000,
    );
    const image = await stylizer.stylize(photo, 'painterly', { longSidePx: 1536 });
    expect(image.width).toBeGreaterThan(0);
    const queued = [...fal.queue.values()].at(-1);
    expect(queued?.webhook).toBeUndefined();
    expect(queued?.input.strength).toBe(0.7);
    fal.mode = 'fail';
    const failed = await failure(stylizer.stylize(photo, 'painterly', { longSidePx: 1536 }));
    expect(failed.retryable).toBe(false);
    expect(failed.message).toMatch(/fal answered 422: Internal model error/);
  });

  it('ComfyUI: uploads the photo, fills the workflow, polls the history and fetches the image; a failed run will not change', async () => {
    const stylizer = createComfyUiStylizer(
      {
        url: comfy.baseUrl,
        workflow: {
          '1': { class_type: 'LoadImage', inputs: { image: '{{image}}' } },
          '2': { class_type: 'CLIPTextEncode', inputs: { text: '{{style}}: {{prompt}}' } },
        },
        timeoutMs: 5000,
      },
      5000,
    );
    const image = await stylizer.stylize(photo, 'cel', { longSidePx: 2048 });
    expect(image.contentType).toBe('image/png');
    const prompt = [...comfy.prompts.values()].at(-1);
    expect(String(prompt?.workflow['2'].inputs?.text)).toMatch(/^cel: Redraw this photo/);
    expect(comfy.requests.some((r) => r.path.startsWith('/view?filename=wowtees_'))).toBe(true);
    comfy.mode = 'fail';
    const failed = await failure(stylizer.stylize(photo, 'cel', { longSidePx: 2048 }));
    expect(failed.retryable).toBe(false);
    expect(failed.message).toMatch(/workflow failed/);
  });

  it('fills templates: exact placeholders take the value, inner ones are replaced, other values stay', () => {
    expect(
      fillTemplate(
        { a: '{{image}}', b: ['x {{prompt}} y', 3, null], c: { d: '{{style}}', e: true } },
        { image: 'IMG', prompt: 'P', style: 'cel' },
      ),
    ).toEqual({ a: 'IMG', b: ['x P y', 3, null], c: { d: 'cel', e: true } });
  });
});
