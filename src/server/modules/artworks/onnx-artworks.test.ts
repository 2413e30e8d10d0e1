import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type AppConfig, loadConfig } from '#server/config.ts';
import { artworkGenerations, artworks } from '#server/db/schema/index.ts';
import { listArtworks, waitFor, waitForArtwork } from '#server/test-support/artworks.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { writeGrayscaleModel, writeInvertModel } from '#server/test-support/onnx-test-models.ts';
import { buildTestApp, fixturePhoto, oneDatabaseTarget, type TestApp } from '#server/test-support/test-app.ts';

/** Quick retries, as the hosted provider tests use. */
const fastJobs: AppConfig['jobs'] = {
  retryLimit: 1,
  retryDelaySeconds: 1,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 10,
  pollingIntervalSeconds: 0.5,
  stopTimeoutMs: 1000,
  renderConcurrency: 2,
};

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'wowtees-onnx-api-'));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe.each(oneDatabaseTarget())("a merchant's ONNX model through the API on %s (issue 20 §7)", (target) => {
  let t: TestApp;

  beforeAll(async () => {
    const model = await writeInvertModel(folder, { name: `invert-${target}` });
    const { stylizer } = loadConfig({ STYLIZER: 'onnx', ONNX_MODEL_PATH: model, ONNX_INPUT_SIZE: '512' });
    t = await buildTestApp(target, { jobs: fastJobs, stylizer });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("makes the instant preview and the model's artwork, which has the model's effect (colours inverted)", async () => {
    const customer = await customerWithPhoto(t.app, { fixture: 'astronaut.png' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customer.id}/artworks`,
      payload: { style: 'painterly' },
    });
    expect(res.statusCode).toBe(201);
    // The instant preview is shown first; the model's artwork replaces it when ready.
    expect(res.json()).toMatchObject({ provider: 'local', style: 'painterly' });
    const made = await waitFor('the ONNX artwork row', async () =>
      (await listArtworks(t.app, customer.id)).find((a) => a.provider === 'onnx'),
    );
    const done = await waitForArtwork(t.app, customer.id, made.id, { timeoutMs: 45_000 });
    expect(done).toMatchObject({ provider: 'onnx', status: 'ready', error: null, fallbacks: [] });

    const file = await t.app.inject({ method: 'GET', url: new URL(done.previewUrl ?? '').pathname });
    expect(file.statusCode).toBe(200);
    const artwork = await sharp(file.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(artwork.info).toMatchObject({ width: 512, height: 512 });
    const photo = await sharp(await readFile(fixturePhoto('astronaut.png')))
      .removeAlpha()
      .raw()
      .toBuffer();
    // Each channel's mean is the photo's inverted, and so is a pixel at the centre (WebP preview: a
    // few levels of loss).
    const means = (await sharp(artwork.data, { raw: artwork.info }).stats()).channels.map((c) => c.mean);
    const photoMeans = (await sharp(photo, { raw: artwork.info }).stats()).channels.map((c) => c.mean);
    for (let c = 0; c < 3; c++) expect(Math.abs(means[c] - (255 - photoMeans[c]))).toBeLessThan(3);
    const centre = (256 * 512 + 256) * 3;
    for (let c = 0; c < 3; c++) {
      expect(Math.abs(artwork.data[centre + c] - (255 - photo[centre + c]))).toBeLessThan(16);
    }
    // The model's full-size image is kept as the print file's source, at no cost.
    const [row] = await t.app.ctx.database.db.select().from(artworks).where(eq(artworks.id, done.id));
    expect(row.masterKey).toMatch(/^artworks\/.+\.png$/);
    const [generation] = await t.app.ctx.database.db
      .select()
      .from(artworkGenerations)
      .where(eq(artworkGenerations.artworkId, done.id));
    expect(generation).toMatchObject({ provider: 'onnx', costMinor: 0 });
    // The customer's chosen artwork is the model's.
    const record = await t.app.inject({ method: 'GET', url: `/api/customers/${customer.id}` });
    expect(record.json().generatedImageUrl).toBe(done.previewUrl);
  });

  it("counts the model's generations against the local limits, not the hosted ones", async () => {
    const limits = t.app.ctx.config.artworkLimits.limits;
    const saved = { ...limits };
    Object.assign(limits, { perCustomerDay: 10, localPerCustomerDay: 1 });
    try {
      const customer = await customerWithPhoto(t.app, { fixture: 'coffee.png' });
      const post = (style: string) =>
        t.app.inject({ method: 'POST', url: `/api/customers/${customer.id}/artworks`, payload: { style } });
      expect((await post('painterly')).statusCode).toBe(201);
      const second = await post('cel');
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({ error: { code: 'ARTWORK_LIMIT_REACHED' }, limit: 'perCustomerDay' });
      // Under the hosted limit (10 a day) an ONNX artwork of cel would have been queued.
      const list = await listArtworks(t.app, customer.id);
      expect(list.filter((a) => a.style === 'cel')).toEqual([]);
      expect(list.map((a) => a.provider).sort()).toEqual(['local', 'onnx']);
    } finally {
      Object.assign(limits, saved);
    }
  });
});

describe('an ONNX model that cannot be used stops the start (issue 20 §7)', () => {
  it('names a model path it cannot read', () => {
    const missing = path.join(folder, 'missing.onnx');
    expect(() => loadConfig({ STYLIZER: 'onnx', ONNX_MODEL_PATH: missing })).toThrow(
      `Invalid configuration:\n  ONNX_MODEL_PATH: cannot read ${missing} (no such file, or not readable)`,
    );
    expect(() => loadConfig({ STYLIZER: 'onnx' })).toThrow(/ONNX_MODEL_PATH: required with STYLIZER=onnx/);
    expect(() => loadConfig({ ONNX_MODEL_PATH: missing })).toThrow(/ONNX_MODEL_PATH: set, but nothing names onnx/);
  });

  it('refuses a model of the wrong shape before anything opens, saying what it has', async () => {
    const gray = await writeGrayscaleModel(folder);
    const config = loadConfig({
      ARTWORK_PROVIDERS_CEL: 'onnx',
      ONNX_MODEL_PATH: gray,
      DATA_DIR: path.join(folder, 'data'),
      LOG_LEVEL: 'silent',
    });
    expect(config.stylizer.chains).toEqual({ cel: ['onnx'] });
    await expect(buildApp(config)).rejects.toThrow(
      `Invalid configuration:\n  ONNX_MODEL_PATH: ${gray}: the model's input "gray" has [1,1,height,width]: no dimension of 3 RGB channels where one float32 RGB image, [1,3,H,W] (NCHW) or [1,H,W,3] (NHWC) has it`,
    );
  });
});
