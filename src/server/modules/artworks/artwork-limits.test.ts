import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '#server/config.ts';
import { artworkGenerations, artworkSpendDays, artworks } from '#server/db/schema/index.ts';
import { waitUntilIdle } from '#server/test-support/app-idle.ts';
import { listArtworks, waitForArtwork } from '#server/test-support/artworks.ts';
import { createCustomer } from '#server/test-support/customer-with-photo.ts';
import {
  type FakeOpenAiImagesServer,
  startFakeOpenAiImagesServer,
} from '#server/test-support/fake-openai-images-server.ts';
import { multipartBody } from '#server/test-support/multipart.ts';
import { loginAsStaff } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import type { AdminDashboard } from '#shared/api/admin-dashboard.schemas.ts';
import type { ArtworkLimitError } from '#shared/api/artworks.schemas.ts';

/** A small PNG of its own colour: every `n` is another photo (another content hash). */
function photo(n: number): Promise<Buffer> {
  return sharp({
    create: { width: 48, height: 64, channels: 3, background: { r: n % 256, g: (n * 7) % 256, b: (n * 13) % 256 } },
  })
    .png()
    .toBuffer();
}

async function upload(app: FastifyInstance, customerId: string, body: Buffer): Promise<void> {
  const { payload, headers } = multipartBody({}, { field: 'file', filename: 'p.png', contentType: 'image/png', body });
  const res = await app.inject({ method: 'PUT', url: `/api/customers/${customerId}/image`, payload, headers });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
}

/** `n` customers, each with a photo of its own (uploaded one after another: the upload queue is bounded). */
async function customersWithPhotos(app: FastifyInstance, n: number, seed: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = await createCustomer(app);
    await upload(app, id, await photo(seed + i));
    ids.push(id);
  }
  return ids;
}

const limits = (overrides: Partial<AppConfig['artworkLimits']['limits']>): AppConfig['artworkLimits']['limits'] => ({
  perCustomerDay: 1000,
  perPhoto: 1000,
  localPerCustomerDay: 1000,
  localPerPhoto: 1000,
  perIpHour: 1000,
  queueDepth: 1000,
  ...overrides,
});

describe.each(databaseTargets())('artwork cost and abuse limits (issue 20 §2) on %s', (target) => {
  let fake: FakeOpenAiImagesServer;
  let t: TestApp | undefined;

  beforeAll(async () => {
    fake = await startFakeOpenAiImagesServer();
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  afterAll(async () => fake?.close());

  /** An app making artwork with the fake OpenAI server, 4 cents an image, with `artworkLimits`. */
  const build = async (artworkLimits: Partial<AppConfig['artworkLimits']>) => {
    t = await buildTestApp(target, {
      stylizer: {
        kind: 'openai',
        openai: {
          apiKey: 'sk-test-fake',
          baseUrl: fake.baseUrl,
          model: 'gpt-image-2',
          // Generous: a provider call cut short by a loaded machine would be retried, and asked twice.
          timeoutMs: 60_000,
          maxRetries: 0,
        },
      },
      // The route's per-address limit (30 a minute) is not what these tests are about.
      rateLimit: false,
      artworkLimits: {
        currency: 'usd',
        costMinor: { local: 0, openai: 4 },
        dailyCapMinor: { openai: 100_000 },
        billedFailures: [],
        limits: limits({}),
        ...artworkLimits,
      },
    });
    return t.app;
  };
  const post = (app: FastifyInstance, id: string, style: 'painterly' | 'cel' = 'painterly', ip = '203.0.113.9') =>
    app.inject({ method: 'POST', url: `/api/customers/${id}/artworks`, payload: { style }, remoteAddress: ip });

  const generations = async (app: FastifyInstance, provider: string) =>
    app.ctx.database.db.select().from(artworkGenerations).where(eq(artworkGenerations.provider, provider));

  it('50 requests of one customer within a minute: the configured 3 hosted generations, the rest 429 with the local preview, spend within a small cap', async () => {
    const requestsBefore = fake.requests.length;
    // 3 a day per customer, and a cap of 12 cents: 3 calls at 4 cents; both limits hold from the 4th.
    const app = await build({ limits: limits({ perCustomerDay: 3 }), dailyCapMinor: { openai: 12 } });
    const id = await createCustomer(app);
    const answers: Array<{ status: number; body: Record<string, unknown> }> = [];
    const spentNow = async () =>
      (await app.ctx.database.db.select().from(artworkSpendDays).where(eq(artworkSpendDays.provider, 'openai')))[0]
        ?.spentMinor ?? 0;
    // Sent as fast as the app answers (well within a minute on a quiet machine; no timing is asserted:
    // the limits count over 24 hours and an hour, so a slow run cannot change what they allow).
    for (let i = 0; i < 50; i++) {
      await upload(app, id, await photo(i));
      const res = await post(app, id);
      answers.push({ status: res.statusCode, body: res.json() });
      // Spend never passes the cap, whatever was reserved, billed or given back so far.
      expect(await spentNow()).toBeLessThanOrEqual(12);
    }
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(47);
    for (const { status, body } of refused) {
      expect(status).toBe(429);
      const error = body as unknown as ArtworkLimitError;
      expect(error.error.code).toBe('ARTWORK_LIMIT_REACHED');
      // The cap when all three reservations stand; the customer's limit once a render that never
      // asked the provider (its photo replaced first) gave its reservation back.
      expect(['perCustomerDay', 'dailySpendCap']).toContain(error.limit);
      // The instant preview was still allowed: it is queued for the current photo.
      expect(error.localPreviewId).toMatch(/^[0-9a-f-]{36}$/);
    }
    // The last refusal's local preview is the current photo's, and is made.
    const last = refused.at(-1)?.body as unknown as ArtworkLimitError;
    const listed = await listArtworks(app, id);
    expect(listed.map((a) => [a.id, a.provider])).toEqual([[last.localPreviewId, 'local']]);
    expect((await waitForArtwork(app, id, last.localPreviewId ?? '')).status).toBe('ready');
    await waitUntilIdle(app);
    const hosted = await generations(app, 'openai');
    expect(hosted).toHaveLength(3);
    expect(await generations(app, 'local')).toHaveLength(50);
    // Each call is settled: billed (4 cents) when the provider was asked and made it; a render whose
    // photo was replaced before it ran never asked the provider, so it is recorded at 0 and its
    // reservation given back. The spend is what the provider was actually asked for.
    expect(hosted.every((g) => g.billed !== null)).toBe(true);
    const billed = hosted.filter((g) => g.billed);
    expect(billed.every((g) => g.costMinor === 4)).toBe(true);
    expect(hosted.filter((g) => !g.billed).every((g) => g.costMinor === 0)).toBe(true);
    expect(fake.requests.length - requestsBefore).toBe(billed.length);
    const [spend] = await app.ctx.database.db
      .select()
      .from(artworkSpendDays)
      .where(eq(artworkSpendDays.provider, 'openai'));
    expect(spend).toMatchObject({ spentMinor: 4 * billed.length, generations: billed.length, currency: 'usd' });

    // The staff dashboard shows spend per provider per day over the last 30 days.
    const staff = await loginAsStaff(app);
    const dayBefore = new Date().toISOString().slice(0, 10);
    const dashboard = await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff.headers });
    expect(dashboard.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const series: AdminDashboard['artworkSpend'] = dashboard.json().artworkSpend;
    expect(series.map((s) => [s.provider, s.currency, s.totalMinor, s.generations])).toEqual([
      ['local', 'USD', 0, 50],
      ['openai', 'USD', 4 * billed.length, 3],
    ]);
    for (const s of series) {
      expect(s.days).toHaveLength(30);
      expect([dayBefore, today]).toContain(s.days.at(-1)?.day);
    }
    // The spend is on the UTC day it was made: yesterday's column when the run crossed midnight.
    const spentDay = series[1].days.find((d) => d.day === spend?.day);
    expect(spentDay).toEqual({ day: spend?.day, amountMinor: 4 * billed.length, generations: 3 });
    expect(series[1].days.filter((d) => d !== spentDay).every((d) => d.amountMinor === 0 && d.generations === 0)).toBe(
      true,
    );
    // Staff only.
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  }, 120_000);

  it('never spends past the daily cap, with 12 customers asking at once; the rest fall back to the local preview', async () => {
    const requestsBefore = fake.requests.length;
    const app = await build({ dailyCapMinor: { openai: 10 } });
    const ids = await customersWithPhotos(app, 12, 100);
    const answers = await Promise.all(ids.map((id) => post(app, id)));

    // 4 + 4 fits into 10; a third would be 12.
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(12 - 10);
    const capped = answers.filter((r) => r.statusCode === 429);
    expect(capped).toHaveLength(10);
    for (const res of capped) {
      expect(res.json()).toMatchObject({ error: { code: 'ARTWORK_LIMIT_REACHED' }, limit: 'dailySpendCap' });
      expect(res.json().localPreviewId).toMatch(/^[0-9a-f-]{36}$/);
    }
    const [spend] = await app.ctx.database.db
      .select()
      .from(artworkSpendDays)
      .where(eq(artworkSpendDays.provider, 'openai'));
    expect(spend.spentMinor).toBe(8);
    expect(spend.spentMinor).toBeLessThanOrEqual(10);
    expect(await generations(app, 'openai')).toHaveLength(2);
    // Asking again changes nothing: still capped, the same local preview, no new charge.
    const again = await post(app, ids[0]);
    const first = answers[0];
    if (first.statusCode === 429) {
      expect(again.statusCode).toBe(429);
      expect(again.json().localPreviewId).toBe(first.json().localPreviewId);
    } else expect(again.statusCode).toBe(200);
    expect(await generations(app, 'openai')).toHaveLength(2);
    // The provider was asked for exactly the two artworks that were paid for.
    const rows = await app.ctx.database.db.select().from(artworks).where(eq(artworks.provider, 'openai'));
    for (const row of rows) await waitForArtwork(app, row.customerId, row.id, { timeoutMs: 90_000 });
    expect(fake.requests.length - requestsBefore).toBe(2);
  }, 120_000);

  it('does not charge twice for one photo and style: repeated, concurrent and re-uploaded requests get the same artwork', async () => {
    const app = await build({});
    const id = await createCustomer(app);
    const bytes = await photo(7);
    await upload(app, id, bytes);
    const burst = await Promise.all(Array.from({ length: 8 }, () => post(app, id)));
    const ids = new Set(burst.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const local = [...ids][0];
    const ready = await waitForArtwork(app, id, local);
    expect(ready.status).toBe('ready');
    const hosted = (await listArtworks(app, id)).find((a) => a.provider === 'openai');
    expect(hosted).toBeDefined();
    await waitForArtwork(app, id, hosted?.id ?? '');

    // Another photo, then the same bytes again: the artworks made before come back, uncharged.
    await upload(app, id, await photo(8));
    expect(await listArtworks(app, id)).toEqual([]);
    await upload(app, id, bytes);
    const back = await post(app, id);
    expect(back.statusCode).toBe(200);
    expect(back.json().id).toBe(local);
    expect((await listArtworks(app, id)).map((a) => a.id).sort()).toEqual([local, hosted?.id].sort());
    const record = await app.inject({ method: 'GET', url: `/api/customers/${id}` });
    expect(record.json().generatedImageUrl).toBe(
      (await listArtworks(app, id)).find((a) => a.provider === 'openai')?.previewUrl,
    );
    expect(await generations(app, 'openai')).toHaveLength(1);
    expect(await generations(app, 'local')).toHaveLength(1);
    const [spend] = await app.ctx.database.db
      .select()
      .from(artworkSpendDays)
      .where(eq(artworkSpendDays.provider, 'openai'));
    expect(spend.spentMinor).toBe(4);
    // Another style of the same photo is another generation.
    expect((await post(app, id, 'cel')).statusCode).toBe(201);
    expect(await generations(app, 'openai')).toHaveLength(2);
  }, 120_000);

  it('a failed artwork is asked again as a new generation; the per-photo limit counts the failed one', async () => {
    const app = await build({ limits: limits({ perPhoto: 1 }) });
    fake.fallback = 'refuse';
    try {
      const id = await createCustomer(app);
      await upload(app, id, await photo(21));
      expect((await post(app, id)).statusCode).toBe(201);
      const hosted = (await listArtworks(app, id)).find((a) => a.provider === 'openai');
      expect((await waitForArtwork(app, id, hosted?.id ?? '')).status).toBe('failed');
      const again = await post(app, id);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ limit: 'perPhoto' });
      expect(again.json().localPreviewId).toBe((await listArtworks(app, id)).find((a) => a.provider === 'local')?.id);
      // The failed one's cache entry is released, none newer was made.
      const live = await app.ctx.database.db
        .select()
        .from(artworkGenerations)
        .where(and(eq(artworkGenerations.provider, 'openai'), isNull(artworkGenerations.releasedAt)));
      expect(live).toHaveLength(0);
    } finally {
      fake.fallback = 'ok';
    }
  }, 60_000);

  it('limits requests per address per hour across customers (a burst of 50 at once) and bounds the queue', async () => {
    const app = await build({ limits: limits({ perIpHour: 5 }) });
    const ids = await customersWithPhotos(app, 50, 200);
    const answers = await Promise.all(ids.map((id) => post(app, id, 'cel', '198.51.100.7')));

    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(45);
    for (const res of limited) {
      expect(res.json()).toMatchObject({
        error: { code: 'ARTWORK_LIMIT_REACHED' },
        limit: 'perIpHour',
        localPreviewId: null,
      });
    }
    // Another address is not limited by this one.
    expect((await post(app, ids[49], 'cel', '198.51.100.8')).statusCode).toBe(201);

    // The queue bound: with as many artworks waiting as allowed, nothing new is queued.
    app.ctx.config.artworkLimits.limits.queueDepth = 0;
    const full = await post(app, ids[0], 'painterly', '198.51.100.9');
    expect(full.statusCode).toBe(429);
    expect(full.json().limit).toBe('queueDepth');
  }, 120_000);
});
