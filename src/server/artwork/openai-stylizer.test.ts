import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeOpenAiImagesServer,
  startFakeOpenAiImagesServer,
} from '#server/test-support/fake-openai-images-server.ts';
import { fixturePhoto } from '#server/test-support/test-app.ts';
import { createOpenAiStylizer, editSizeFor } from './openai-stylizer.ts';
import { stylePrompts } from './style-prompts.ts';
import { StylizerError } from './stylizer.ts';

describe('openai stylizer against a local fake of the images edit endpoint', () => {
  let fake: FakeOpenAiImagesServer;
  let photo: Buffer;

  beforeAll(async () => {
    fake = await startFakeOpenAiImagesServer();
    photo = await readFile(fixturePhoto('coffee.png')); // 600 x 400: landscape
  });
  afterAll(async () => fake?.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.script = [];
    fake.fallback = 'ok';
  });

  const stylizer = (options: { timeoutMs?: number; maxRetries?: number } = {}) =>
    createOpenAiStylizer({
      apiKey: 'sk-test-fake',
      baseUrl: fake.baseUrl,
      model: 'gpt-image-2',
      timeoutMs: options.timeoutMs ?? 5000,
      maxRetries: options.maxRetries ?? 2,
    });

  /** The StylizerError a failing call throws. */
  async function failure(promise: Promise<unknown>): Promise<StylizerError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StylizerError);
    return error as StylizerError;
  }

  it('sends the photo with the style prompt, model, key and an aspect-matched size, and returns the PNG', async () => {
    const result = await stylizer().stylize(photo, 'painterly', { longSidePx: 1536 });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.authorization).toBe('Bearer sk-test-fake');
    expect(request.fields).toMatchObject({ model: 'gpt-image-2', size: '1536x1024', prompt: stylePrompts.painterly });
    expect(request.imageBytes).toBeGreaterThan(1000);
    expect(result).toMatchObject({ contentType: 'image/png', width: 1536, height: 1024 });
    const meta = await sharp(result.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1536, 1024]);
  });

  it('uses each style its own prompt', async () => {
    await stylizer().stylize(photo, 'cel', { longSidePx: 1536 });
    expect(fake.requests[0].fields.prompt).toBe(stylePrompts.cel);
    expect(stylePrompts.cel).not.toBe(stylePrompts.painterly);
  });

  it('waits and retries after a 429, then succeeds', async () => {
    fake.script = [{ status: 429, retryAfterMs: 20 }];
    const result = await stylizer().stylize(photo, 'cel', { longSidePx: 1536 });
    expect(fake.requests).toHaveLength(2);
    expect(result.width).toBe(1536);
  });

  it('retries a 5xx with backoff and reports a retryable failure when it persists', async () => {
    fake.fallback = { status: 503, retryAfterMs: 10 };
    const error = await failure(stylizer({ maxRetries: 1 }).stylize(photo, 'cel', { longSidePx: 1536 }));
    expect(fake.requests).toHaveLength(2);
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/answered 503/);
  });

  it('gives up after the timeout with a retryable failure naming it', async () => {
    fake.fallback = 'hang';
    const started = Date.now();
    const error = await failure(
      stylizer({ timeoutMs: 300, maxRetries: 0 }).stylize(photo, 'painterly', { longSidePx: 1536 }),
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/did not answer within/);
  });

  it('fails a content-policy refusal at once, without retrying it', async () => {
    fake.fallback = 'refuse';
    const error = await failure(stylizer().stylize(photo, 'painterly', { longSidePx: 1536 }));
    expect(fake.requests).toHaveLength(1);
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/refused this photo under its content policy/);
  });

  it('stops when its signal aborts', async () => {
    fake.fallback = 'hang';
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await failure(
      stylizer().stylize(photo, 'painterly', { longSidePx: 1536, signal: controller.signal }),
    );
    expect(error.message).toMatch(/cancelled/);
  });

  it('asks for the size that matches the photo', () => {
    expect(editSizeFor(600, 400)).toBe('1536x1024');
    expect(editSizeFor(400, 600)).toBe('1024x1536');
    expect(editSizeFor(512, 512)).toBe('1024x1024');
    expect(editSizeFor(1100, 1000)).toBe('1024x1024');
  });
});
