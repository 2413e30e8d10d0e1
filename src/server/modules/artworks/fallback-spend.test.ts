/**
 * What fallbacks cost, and the customer's choice of provider (issue 20 §1, §2), through the whole
 * app against local fakes of Replicate and fal: the painterly style tries Replicate (3 cents) then
 * fal (4 cents). Spend is recorded for what was billed: the provider that made the artwork, and a
 * failed provider only when it accepted the work and is configured to bill failures. Each
 * provider's daily cap is checked before its call: a capped provider is passed over to the next.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '#server/config.ts';
import { artworkGenerations, artworkSpendDays } from '#server/db/schema/index.ts';
import { waitUntilIdle } from '#server/test-support/app-idle.ts';
import { listArtworks, waitFor, waitForArtwork } from '#server/test-support/artworks.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { type FakeFalServer, startFakeFalServer } from '#server/test-support/fake-fal-server.ts';
import { type FakeReplicateServer, startFakeReplicateServer } from '#server/test-support/fake-replicate-server.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import type { Artwork } from '#shared/api/artworks.schemas.ts';

/** No retries: a provider that fails is passed over at once. */
const fastJobs: AppConfig['jobs'] = {
  retryLimit: 0,
  retryDelaySeconds: 1,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 10,
  pollingIntervalSeconds: 0.5,
  stopTimeoutMs: 1000,
  renderConcurrency: 2,
};

const limits: AppConfig['artworkLimits'] = {
  currency: 'usd',
  costMinor: { local: 0, replicate: 3, fal: 4 },
  dailyCapMinor: { replicate: 1000, fal: 1000 },
  billedFailures: [],
  limits: {
    perCustomerDay: 1000,
    perPhoto: 1000,
    localPerCustomerDay: 1000,
    localPerPhoto: 1000,
    perIpHour: 1000,
    queueDepth: 1000,
  },
};

describe.each(databaseTargets())('costs of fallbacks and a chosen provider on %s', (target) => {
  let replicate: FakeReplicateServer;
  let fal: FakeFalServer;
  let t: TestApp;

  beforeAll(async () => {
    [replicate, fal] = await Promise.all([startFakeReplicateServer(), startFakeFalServer()]);
    t = await buildTestApp(target, {
      jobs: fastJobs,
      rateLimit: false,
      artworkLimits: structuredClone(limits),
      stylizer: {
        kind: 'local',
        chains: { painterly: ['replicate', 'fal'], cel: ['fal'] },
        waitSeconds: 20,
        // No webhooks: the render job polls (the costs do not depend on who noticed first).
        replicate: {
          apiToken: 'r8_test_token',
          baseUrl: replicate.baseUrl,
          model: 'acme/ghibli-style',
          input: { image: '{{image}}', prompt: '{{prompt}}' },
          webhookUrl: 'http://localhost:3000/api/webhooks/replicate',
          timeoutMs: 5000,
        },
        fal: {
          key: 'fal-test-key',
          baseUrl: fal.baseUrl,
          model: 'fal-ai/flux/dev/image-to-image',
          input: { image_url: '{{image}}', prompt: '{{prompt}}' },
          jwksUrl: fal.jwksUrl,
          timeoutMs: 5000,
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([replicate?.close(), fal?.close()]);
  });
  beforeEach(async () => {
    await waitUntilIdle(t.app);
    // Each test starts a new day: a clean slate of spend.
    await t.app.ctx.database.db.delete(artworkSpendDays);
    t.app.ctx.config.artworkLimits = structuredClone(limits);
    for (const fake of [replicate, fal]) {
      fake.mode = 'ok';
      fake.completeAfterMs = 100;
    }
  });

  const ask = (customerId: string, payload: Record<string, unknown> = { style: 'painterly' }) =>
    t.app.inject({ method: 'POST', url: `/api/customers/${customerId}/artworks`, payload });

  /** Asks for painterly and waits for the hosted artwork to finish. */
  async function hostedArtwork(payload?: Record<string, unknown>): Promise<Artwork & { customerId: string }> {
    const customer = await customerWithPhoto(t.app, { fixture: 'coffee.png' });
    const res = await ask(customer.id, payload);
    expect(res.statusCode).toBe(201);
    const hosted = await waitFor('the hosted artwork', async () =>
      (await listArtworks(t.app, customer.id)).find((a) => a.provider !== 'local'),
    );
    const done = await waitForArtwork(t.app, customer.id, hosted.id, { timeoutMs: 45_000 });
    return { ...done, customerId: customer.id };
  }

  /** The ledger rows of an artwork, by provider, as [provider, billed, cost]. */
  const ledger = async (artworkId: string) =>
    (
      await t.app.ctx.database.db
        .select()
        .from(artworkGenerations)
        .where(eq(artworkGenerations.artworkId, artworkId))
        .orderBy(artworkGenerations.createdAt)
    ).map((g) => [g.provider, g.billed, g.costMinor]);

  /** Today's spend of `provider` ([minor units, generations]); [0, 0] without a row. */
  const spendOf = async (provider: string) => {
    const [day] = await t.app.ctx.database.db
      .select()
      .from(artworkSpendDays)
      .where(eq(artworkSpendDays.provider, provider));
    return [day?.spentMinor ?? 0, day?.generations ?? 0];
  };

  it('a provider that fails after accepting the work is not billed unless configured; the one that made it is', async () => {
    replicate.mode = 'fail';
    const made = await hostedArtwork();
    expect(made).toMatchObject({ provider: 'fal', status: 'ready', fallbacks: [{ provider: 'replicate' }] });
    expect(await ledger(made.id)).toEqual([
      ['replicate', false, 0],
      ['fal', true, 4],
    ]);
    expect(await spendOf('replicate')).toEqual([0, 0]);
    expect(await spendOf('fal')).toEqual([4, 1]);

    // Replicate bills a failed prediction's compute time: configured so, its failure keeps its cost.
    t.app.ctx.config.artworkLimits.billedFailures = ['replicate'];
    const billed = await hostedArtwork();
    expect(await ledger(billed.id)).toEqual([
      ['replicate', true, 3],
      ['fal', true, 4],
    ]);
    expect(await spendOf('replicate')).toEqual([3, 1]);
    expect(await spendOf('fal')).toEqual([8, 2]);

    // A provider that never took the work (down: 503 on create) is not billed, configured or not.
    replicate.mode = 'down';
    const down = await hostedArtwork();
    expect(down).toMatchObject({
      provider: 'fal',
      status: 'ready',
      fallbacks: [{ provider: 'replicate', reason: 'busy' }],
    });
    expect(await ledger(down.id)).toEqual([
      ['replicate', false, 0],
      ['fal', true, 4],
    ]);
    expect(await spendOf('replicate')).toEqual([3, 1]);
  });

  it('checks each provider’s daily cap before its call: a capped one is passed over, never asked', async () => {
    // At the request: Replicate is at its cap, so fal makes it at once and Replicate is never asked.
    t.app.ctx.config.artworkLimits.dailyCapMinor.replicate = 2;
    const replicateCreates = replicate.requests.filter((r) => r.method === 'POST').length;
    const skipped = await hostedArtwork();
    expect(skipped).toMatchObject({
      provider: 'fal',
      status: 'ready',
      fallbacks: [{ provider: 'replicate', reason: 'busy' }],
    });
    expect(await ledger(skipped.id)).toEqual([['fal', true, 4]]);
    expect(replicate.requests.filter((r) => r.method === 'POST').length).toBe(replicateCreates);
    // Asking Replicate by name for the same photo is answered by the artwork handed on from it.
    const named = await ask(skipped.customerId, { style: 'painterly', provider: 'replicate' });
    expect(named.statusCode).toBe(200);
    expect((await listArtworks(t.app, skipped.customerId)).filter((a) => a.provider !== 'local')).toHaveLength(1);

    // At the hand-over: Replicate fails and fal has room for one more call only; six customers at
    // once: one more fal artwork fits (it made one above), the rest keep the instant preview.
    t.app.ctx.config.artworkLimits.dailyCapMinor = { replicate: 1000, fal: 8 };
    replicate.mode = 'fail';
    const falCreatesBefore = fal.requests.filter((r) => r.method === 'POST').length;
    const customers = await Promise.all(
      Array.from({ length: 4 }, () => customerWithPhoto(t.app, { fixture: 'coffee.png' })),
    );
    const answers = await Promise.all(customers.map((c) => ask(c.id)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    await waitUntilIdle(t.app, { timeoutMs: 120_000 });
    const results = await Promise.all(
      customers.map(async (c) => (await listArtworks(t.app, c.id)).find((a) => a.provider !== 'local')),
    );
    expect(results.filter((a) => a?.status === 'ready')).toHaveLength(1);
    const capped = results.filter((a) => a?.status === 'failed');
    expect(capped).toHaveLength(3);
    for (const artwork of capped) {
      expect(artwork?.fallbacks).toEqual([
        { provider: 'replicate', reason: 'failed' },
        { provider: 'fal', reason: 'busy' },
      ]);
    }
    expect(await spendOf('fal')).toEqual([8, 2]);
    expect(fal.requests.filter((r) => r.method === 'POST').length - falCreatesBefore).toBe(1);
    // The customers keep their instant previews.
    for (const c of customers) {
      const local = (await listArtworks(t.app, c.id)).find((a) => a.provider === 'local');
      expect((await waitForArtwork(t.app, c.id, local?.id ?? '')).status).toBe('ready');
    }
  });

  it('takes a provider the customer chooses among the style’s, first, and caches per provider', async () => {
    const providers = await t.app.inject({ method: 'GET', url: '/api/artwork-providers' });
    expect(providers.json()).toEqual({ styles: { painterly: ['replicate', 'fal'], cel: ['fal'] } });

    const chosen = await hostedArtwork({ style: 'painterly', provider: 'fal' });
    expect(chosen).toMatchObject({ provider: 'fal', status: 'ready', fallbacks: [] });
    // Asked again: the same artwork, not charged again.
    const again = await ask(chosen.customerId, { style: 'painterly', provider: 'fal' });
    expect(again.statusCode).toBe(200);
    expect(again.json().provider).toBe('local'); // the instant preview is shown first
    expect((await listArtworks(t.app, chosen.customerId)).filter((a) => a.provider === 'fal')).toHaveLength(1);
    // The other provider of the style makes its own artwork of the same photo; it replaces fal's.
    const other = await ask(chosen.customerId, { style: 'painterly', provider: 'replicate' });
    expect(other.statusCode).toBe(201);
    const byReplicate = await waitFor('the replicate artwork', async () =>
      (await listArtworks(t.app, chosen.customerId)).find((a) => a.provider === 'replicate'),
    );
    expect((await waitForArtwork(t.app, chosen.customerId, byReplicate.id)).status).toBe('ready');
    const record = await t.app.inject({ method: 'GET', url: `/api/customers/${chosen.customerId}` });
    expect(record.json().generatedImageUrl).toBe(
      (await listArtworks(t.app, chosen.customerId)).find((a) => a.provider === 'replicate')?.previewUrl,
    );
    // The automatic choice is answered by either of them: nothing new.
    expect((await ask(chosen.customerId)).statusCode).toBe(200);

    // A provider not configured for the style: 422 with a stable code; an unknown name: 400.
    const unavailable = await ask(chosen.customerId, { style: 'cel', provider: 'replicate' });
    expect(unavailable.statusCode).toBe(422);
    expect(unavailable.json().error.code).toBe('ARTWORK_PROVIDER_UNAVAILABLE');
    const unknown = await ask(chosen.customerId, { style: 'painterly', provider: 'midjourney' });
    expect(unknown.statusCode).toBe(400);
    expect(await ledger(chosen.id)).toEqual([['fal', true, 4]]);
  });
});
