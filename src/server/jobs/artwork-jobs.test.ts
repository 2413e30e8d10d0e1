import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { AppConfig } from '#server/config.ts';
import { artworks, emailSent } from '#server/db/schema/index.ts';
import { waitUntilIdle } from '#server/test-support/app-idle.ts';
import { listArtworks, waitFor, waitForArtwork } from '#server/test-support/artworks.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { confirmEmail, verificationLinkFromOutbox } from '#server/test-support/email-ownership.ts';
import {
  type FakeOpenAiImagesServer,
  startFakeOpenAiImagesServer,
} from '#server/test-support/fake-openai-images-server.ts';
import { multipartBody } from '#server/test-support/multipart.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, fixturePhoto, type TestApp } from '#server/test-support/test-app.ts';
import type { Artwork } from '#shared/api/artworks.schemas.ts';

/** Fast job timing for tests: quick retries, short stop grace. */
const fastJobs: AppConfig['jobs'] = {
  retryLimit: 2,
  retryDelaySeconds: 1,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 10,
  pollingIntervalSeconds: 0.5,
  stopTimeoutMs: 1000,
  renderConcurrency: 2,
};

describe.each(databaseTargets())('artwork jobs with an OpenAI-compatible provider on %s', (target) => {
  let fake: FakeOpenAiImagesServer;
  let t: TestApp;
  let staff: StaffLogin;
  const run = Math.random().toString(36).slice(2, 8);
  const emailOf = (name: string) => `${name}.${run}@example.com`;

  const openai = (overrides: Partial<{ timeoutMs: number; maxRetries: number }> = {}): AppConfig['stylizer'] => ({
    kind: 'openai',
    openai: {
      apiKey: 'sk-test-fake',
      baseUrl: fake.baseUrl,
      model: 'gpt-image-2',
      timeoutMs: overrides.timeoutMs ?? 5000,
      maxRetries: overrides.maxRetries ?? 0,
    },
  });

  beforeAll(async () => {
    fake = await startFakeOpenAiImagesServer();
    t = await buildTestApp(target, { stylizer: openai(), jobs: fastJobs, previewAutoSend: true });
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.script = [];
    fake.fallback = 'ok';
  });

  const post = (app: FastifyInstance, id: string, style: string) =>
    app.inject({ method: 'POST', url: `/api/customers/${id}/artworks`, payload: { style } });

  /** The provider's artwork of `style` in the customer's list. */
  async function providerArtwork(app: FastifyInstance, customerId: string, style = 'painterly'): Promise<Artwork> {
    const found = (await listArtworks(app, customerId)).find((a) => a.provider === 'openai' && a.style === style);
    if (!found) throw new Error('no openai artwork');
    return found;
  }

  /** The staff's preview-requests row of a customer. */
  async function previewRequest(customerId: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/preview-requests', headers: staff.headers });
    expect(res.statusCode).toBe(200);
    return res.json().requests.find((r: { customerId: string }) => r.customerId === customerId);
  }

  it('shows the instant preview at once and the provider’s artwork, chosen over it, when ready', async () => {
    const customer = await customerWithPhoto(t.app, { fixture: 'coffee.png' });
    const res = await post(t.app, customer.id, 'painterly');
    expect(res.statusCode).toBe(201);
    // The answer is the instant preview; the provider's is queued beside it.
    expect(res.json()).toMatchObject({ provider: 'local', style: 'painterly' });
    const listed = await listArtworks(t.app, customer.id);
    expect(listed.map((a) => a.provider).sort()).toEqual(['local', 'openai']);
    // Asking again adds nothing for either provider.
    expect((await post(t.app, customer.id, 'painterly')).statusCode).toBe(200);
    expect(await listArtworks(t.app, customer.id)).toHaveLength(2);

    const provider = await waitForArtwork(t.app, customer.id, (await providerArtwork(t.app, customer.id)).id);
    expect(provider.status, provider.error ?? '').toBe('ready');
    const preview = await t.app.inject({ method: 'GET', url: new URL(provider.previewUrl ?? '').pathname });
    const meta = await sharp(preview.rawPayload).metadata();
    // The fake rendered 1536 x 1024 (landscape photo); the preview is 1024 on its long side.
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 683]);
    const record = await t.app.inject({ method: 'GET', url: `/api/customers/${customer.id}` });
    expect(record.json().generatedImageUrl).toBe(provider.previewUrl);
    const [row] = await t.app.ctx.database.db.select().from(artworks).where(eq(artworks.id, provider.id));
    expect(row.masterKey).toMatch(/^artworks\/.+\.png$/);
    expect(row.attempts).toBe(1);
  });

  it('retries a failing provider with backoff, then marks the artwork failed with the error staff see', async () => {
    fake.fallback = { status: 500 };
    const customer = await customerWithPhoto(t.app, {
      profile: { email: emailOf('failing'), previewRequested: true, locale: 'de' },
    });
    const before = fake.requests.length;
    expect((await post(t.app, customer.id, 'cel')).statusCode).toBe(201);
    const id = (await providerArtwork(t.app, customer.id, 'cel')).id;
    const failed = await waitForArtwork(t.app, customer.id, id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/The image provider answered 500/);
    // The first attempt and both retries reached the provider.
    expect(fake.requests.length - before).toBe(3);
    const [row] = await t.app.ctx.database.db.select().from(artworks).where(eq(artworks.id, id));
    expect(row.attempts).toBe(3);
    const request = await previewRequest(customer.id);
    expect(request.artworks.find((a: Artwork) => a.id === id)).toMatchObject({ status: 'failed', error: failed.error });
    expect(request.readyToApprove).toBe(false);
  });

  it('fails a refused photo at once, without retries', async () => {
    fake.fallback = 'refuse';
    const customer = await customerWithPhoto(t.app);
    const before = fake.requests.length;
    await post(t.app, customer.id, 'painterly');
    const failed = await waitForArtwork(t.app, customer.id, (await providerArtwork(t.app, customer.id)).id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/refused this photo under its content policy/);
    expect(fake.requests.length - before).toBe(1);
  });

  it('sends the preview’s order-link email once the provider’s artwork is ready (PREVIEW_AUTO_SEND), once', async () => {
    const email = emailOf('auto');
    const customer = await customerWithPhoto(t.app, {
      fixture: 'astronaut.png',
      profile: { email, previewRequested: true, locale: 'fr' },
    });
    // Issue 17 §1: only to an address the customer proved.
    expect((await confirmEmail(t.app, await verificationLinkFromOutbox(t.app, email))).statusCode).toBe(200);
    await post(t.app, customer.id, 'painterly');
    await waitForArtwork(t.app, customer.id, (await providerArtwork(t.app, customer.id)).id);
    const sentTo = async () =>
      t.app.ctx.database.db
        .select()
        .from(emailSent)
        .where(and(eq(emailSent.email, email), eq(emailSent.kind, 'order-link')));
    const [sent] = await waitFor('the automatic email', async () => {
      const rows = await sentTo();
      return rows.length > 0 ? rows : undefined;
    });
    expect(sent).toMatchObject({ locale: 'fr', subject: 'Vos vêtements animés personnalisés sont prêts !' });
    // A second ready artwork sends nothing more.
    await post(t.app, customer.id, 'cel');
    await waitForArtwork(t.app, customer.id, (await providerArtwork(t.app, customer.id, 'cel')).id);
    await waitUntilIdle(t.app);
    expect(await sentTo()).toHaveLength(1);
    const request = await previewRequest(customer.id);
    expect(request.previewSentAt).not.toBeNull();
    expect(request.readyToApprove).toBe(false);
  });

  it('sends it when the address is proven after the provider’s artwork was ready (PREVIEW_AUTO_SEND), not before', async () => {
    const email = emailOf('late');
    const customer = await customerWithPhoto(t.app);
    await post(t.app, customer.id, 'cel');
    await waitForArtwork(t.app, customer.id, (await providerArtwork(t.app, customer.id, 'cel')).id);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${customer.id}`,
      payload: { email, previewRequested: true, locale: 'de' },
    });
    expect(patch.statusCode).toBe(200);
    // Issue 17 §1: the request's address is not proven yet; only the confirmation request goes out.
    const link = await verificationLinkFromOutbox(t.app, email);
    await waitUntilIdle(t.app);
    const early = await t.app.ctx.database.db
      .select()
      .from(emailSent)
      .where(and(eq(emailSent.email, email), eq(emailSent.kind, 'order-link')));
    expect(early).toHaveLength(0);
    expect((await confirmEmail(t.app, link)).statusCode).toBe(200);
    const sent = await waitFor('the automatic email', async () => {
      const rows = await t.app.ctx.database.db
        .select()
        .from(emailSent)
        .where(and(eq(emailSent.email, email), eq(emailSent.kind, 'order-link')));
      return rows.length > 0 ? rows : undefined;
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ locale: 'de', subject: 'Ihre individuelle animierte Kleidung ist fertig!' });
  });

  it('finishes a job that was running when the app stopped, after a restart on the same database', async () => {
    // A second app on this database, so stopping it leaves the shared test app alone.
    const first = await buildTestApp(target, {
      stylizer: openai({ timeoutMs: 60_000 }),
      jobs: fastJobs,
      ...(target === 'pglite' ? { inMemoryDatabase: false } : {}),
    });
    let second: FastifyInstance | undefined;
    try {
      fake.fallback = 'hang';
      const customer = await customerWithPhoto(first.app);
      await post(first.app, customer.id, 'cel');
      const id = (await providerArtwork(first.app, customer.id, 'cel')).id;
      await waitFor('the provider request to be running', async () =>
        (await providerArtwork(first.app, customer.id, 'cel')).status === 'running' ? true : undefined,
      );
      // The process stops mid-request: the job is given up on this instance and retried later.
      await first.app.close();
      fake.fallback = 'ok';
      second = await buildApp({ ...first.config });
      await second.ready();
      const done = await waitForArtwork(second, customer.id, id);
      expect(done.status, done.error ?? '').toBe('ready');
      const [row] = await second.ctx.database.db.select().from(artworks).where(eq(artworks.id, id));
      expect(row.attempts).toBe(2);
    } finally {
      fake.fallback = 'ok';
      await second?.close();
      await first.close();
    }
  });
});

describe.each(databaseTargets())('STYLIZER=manual on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;

  beforeAll(async () => {
    t = await buildTestApp(target, { stylizer: { kind: 'manual' }, jobs: fastJobs });
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  async function previewRequest(customerId: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/preview-requests', headers: staff.headers });
    expect(res.statusCode).toBe(200);
    return res.json().requests.find((r: { customerId: string }) => r.customerId === customerId);
  }

  it('makes the instant preview while the final artwork waits for staff, whose upload staff approve and send with one click', async () => {
    const email = `manual-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const customer = await customerWithPhoto(t.app, { profile: { email, previewRequested: true, locale: 'es' } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customer.id}/artworks`,
      payload: { style: 'cel' },
    });
    expect(res.statusCode).toBe(201);
    // Issue 20 §7: the instant preview is shown first, labelled as such; staff make the final one.
    expect(res.json()).toMatchObject({ provider: 'local', style: 'cel' });
    const waiting = (await listArtworks(t.app, customer.id)).find((a) => a.provider === 'staff');
    expect(waiting).toMatchObject({ status: 'queued', style: 'cel' });
    expect((await waitForArtwork(t.app, customer.id, res.json().id)).status).toBe('ready');
    const url = `/api/admin/preview-requests/${customer.id}/send`;
    // Issue 17 §1: the customer proves the address (the one click sends only to a proven one).
    expect((await confirmEmail(t.app, await verificationLinkFromOutbox(t.app, email))).statusCode).toBe(200);
    const early = await t.app.inject({ method: 'POST', url, headers: staff.headers });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.code).toBe('ARTWORK_NOT_READY');

    const upload = multipartBody(
      { email, locale: 'es', kind: 'generated', customerId: customer.id },
      {
        field: 'file',
        filename: 'art.png',
        contentType: 'image/png',
        body: await readFile(fixturePhoto('astronaut.png')),
      },
    );
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/image',
      payload: upload.payload,
      headers: { ...staff.headers, ...upload.headers },
    });
    expect(stored.statusCode).toBe(200);
    const listed = await listArtworks(t.app, customer.id);
    expect(listed.map((a) => a.provider).sort()).toEqual(['local', 'staff']);
    expect(listed.find((a) => a.provider === 'staff')).toMatchObject({
      id: waiting?.id,
      provider: 'staff',
      status: 'ready',
      style: 'cel',
      previewUrl: stored.json().imageUrl,
    });
    const record = await t.app.inject({ method: 'GET', url: `/api/customers/${customer.id}` });
    expect(record.json().generatedImageUrl).toBe(stored.json().imageUrl);
    expect(await previewRequest(customer.id)).toMatchObject({ readyToApprove: true, previewSentAt: null });

    // The one click: staff only, from the shop's origin, for a customer who asked.
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const wrongOrigin = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: staff.cookie, origin: 'https://evil.example' },
    });
    expect(wrongOrigin.statusCode).toBe(403);
    for (const id of [crypto.randomUUID(), 'abc']) {
      const other = `/api/admin/preview-requests/${id}/send`;
      const notFound = await t.app.inject({ method: 'POST', url: other, headers: staff.headers });
      expect(notFound.statusCode, id).toBe(404);
    }
    const sent = await t.app.inject({ method: 'POST', url, headers: staff.headers });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await t.app.ctx.database.db.select().from(emailSent).where(eq(emailSent.id, sent.json().data.id));
    expect(row).toMatchObject({
      email,
      locale: 'es',
      kind: 'order-link',
      subject: '¡Tu ropa animada personalizada está lista!',
    });
    const after = await previewRequest(customer.id);
    expect(after.readyToApprove).toBe(false);
    expect(after.previewSentAt).not.toBeNull();
  });
});
