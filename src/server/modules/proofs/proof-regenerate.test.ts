/**
 * Staff "Regenerate" on a proof change request (issue 20 §4) through the whole app on PGlite and
 * PostgreSQL, against a local fake of OpenAI's image edits: staff choose a configured provider and
 * add to the prompt; the new artwork is made by the render job (never one of the customer's own
 * artworks), its cost recorded and held by the provider's daily cap; the next proof shows it and
 * makes it the order's artwork (print file made again); the customer approves; production may start.
 * A capped provider answers 429, a refusing one leaves the regeneration failed and unbilled.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stylePrompts } from '#server/artwork/style-prompts.ts';
import { artworkGenerations, artworkSpendDays, customers, orders } from '#server/db/schema/index.ts';
import type { OutboxMessageContent } from '#server/email/outbox.ts';
import { queueNames } from '#server/ports/job-queue.ts';
import { waitUntilIdle } from '#server/test-support/app-idle.ts';
import { listArtworks, waitFor } from '#server/test-support/artworks.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import {
  type FakeOpenAiImagesServer,
  startFakeOpenAiImagesServer,
} from '#server/test-support/fake-openai-images-server.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import type { AdminOrderProof } from '#shared/api/proofs.schemas.ts';

describe.each(databaseTargets())('staff regenerate a proof’s artwork on %s (issue 20 §4)', (target) => {
  let t: TestApp;
  let fake: FakeOpenAiImagesServer;
  let staff: StaffLogin;

  beforeAll(async () => {
    fake = await startFakeOpenAiImagesServer();
    t = await buildTestApp(target, {
      proofs: { approval: 'on', autoApproveDays: 3, autoApproveCron: '7 * * * *' },
      // The instant preview for customers; OpenAI makes painterly artwork (and what staff regenerate).
      stylizer: {
        kind: 'local',
        chains: { painterly: ['openai'] },
        openai: {
          apiKey: 'sk-test-fake',
          baseUrl: fake.baseUrl,
          model: 'gpt-image-2',
          timeoutMs: 60_000,
          maxRetries: 0,
        },
      },
      artworkLimits: {
        currency: 'usd',
        costMinor: { local: 0, openai: 5 },
        dailyCapMinor: { openai: 1000 },
        billedFailures: [],
        limits: {
          perCustomerDay: 10,
          perPhoto: 4,
          localPerCustomerDay: 60,
          localPerPhoto: 8,
          perIpHour: 60,
          queueDepth: 200,
        },
      },
    });
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const idle = () => waitUntilIdle(t.app, { timeoutMs: 90_000 });

  /** A paid painterly order of a customer with a photo, its print file made, its first proof out. */
  async function paidOrder() {
    const email = `regen-${randomUUID()}@example.com`;
    const customer = await customerWithPhoto(t.app, { fixture: 'coffee.png' });
    const [row] = await t.app.ctx.database.db
      .select({ imageKey: customers.imageKey })
      .from(customers)
      .where(eq(customers.id, customer.id));
    const [order] = await t.app.ctx.database.db
      .insert(orders)
      .values(
        paidOrderRow(customer.id, customer.imageUrl, {
          checkoutSessionId: `cs_${randomUUID()}`,
          email,
          imageKey: row?.imageKey ?? null,
          printSource: 'photo',
          artworkStyle: 'painterly',
        }),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (!order) throw new Error('no order');
    await t.app.ctx.jobs.send(queueNames.printFile, { orderId: order.id }, { id: order.id });
    await idle();
    return { ...order, email, customerId: customer.id };
  }

  async function tokens(to: string): Promise<string[]> {
    const outbox = t.app.ctx.mailer.outbox;
    if (!outbox) throw new Error('the test app writes mail to the outbox');
    const list = (await outbox.list()).filter((m) => m.to.toLowerCase().includes(to)).reverse();
    const mails = await Promise.all(list.map(async (m) => (await outbox.read(m.id)) as OutboxMessageContent));
    return mails.map((mail) => {
      const match = /\/proof#t=([A-Za-z0-9_-]{43})/.exec(mail.text);
      if (!match?.[1]) throw new Error(`no proof link in: ${mail.text}`);
      return match[1];
    });
  }

  const decide = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/proofs/${token}`, payload });
  const detail = async (orderNumber: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderNumber}`, headers: staff.headers })).json();
  const regenerate = (orderNumber: string, payload: Record<string, unknown>, headers = staff.headers) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/proof/regenerate`, headers, payload });
  const regeneration = async (orderNumber: string, status: string) =>
    waitFor(
      `the regeneration to be ${status}`,
      async () => {
        const proof: AdminOrderProof = (await detail(orderNumber)).proof;
        return proof.regeneration?.status === status ? proof : undefined;
      },
      { timeoutMs: 60_000 },
    );

  it('regenerates with the chosen provider and prompt, sends it as the next proof, and production waits for approval', async () => {
    const o = await paidOrder();
    const [first] = await tokens(o.email);
    expect((await decide(first as string, { decision: 'change', note: 'Make the cat orange' })).statusCode).toBe(200);
    let proof: AdminOrderProof = (await detail(o.orderNumber)).proof;
    expect(proof).toMatchObject({ state: 'change_requested', regenerateProviders: ['openai'], regeneration: null });

    // Refused: not staff, a provider not configured, a prompt too long.
    expect((await regenerate(o.orderNumber, { provider: 'openai' }, {})).statusCode).toBe(401);
    const unavailable = await regenerate(o.orderNumber, { provider: 'replicate' });
    expect(unavailable.statusCode).toBe(422);
    expect(unavailable.json().error.code).toBe('ARTWORK_PROVIDER_UNAVAILABLE');
    expect((await regenerate(o.orderNumber, { provider: 'openai', promptAddition: 'x'.repeat(301) })).statusCode).toBe(
      400,
    );

    const requestsBefore = fake.requests.length;
    const queued = await regenerate(o.orderNumber, { provider: 'openai', promptAddition: '  the cat in orange  ' });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ provider: 'openai', artworkId: expect.any(String) });
    proof = await regeneration(o.orderNumber, 'ready');
    expect(proof.regeneration).toMatchObject({
      provider: 'openai',
      promptAddition: 'the cat in orange',
      fallbacks: [],
    });
    // The provider got the style's prompt with staff's addition.
    expect(fake.requests.length - requestsBefore).toBe(1);
    expect(fake.requests.at(-1)?.fields.prompt).toBe(`${stylePrompts.painterly} the cat in orange`);
    // Its cost is recorded, billed, and counted against the provider's day.
    const ledger = await t.app.ctx.database.db
      .select()
      .from(artworkGenerations)
      .where(eq(artworkGenerations.artworkId, queued.json().artworkId));
    expect(ledger.map((g) => [g.provider, g.billed, g.costMinor, g.releasedAt !== null])).toEqual([
      ['openai', true, 5, true],
    ]);
    const [spend] = await t.app.ctx.database.db
      .select()
      .from(artworkSpendDays)
      .where(eq(artworkSpendDays.provider, 'openai'));
    expect(spend?.spentMinor).toBeGreaterThanOrEqual(5);
    // It is the order's, not one of the customer's artworks, nor their chosen one.
    expect((await listArtworks(t.app, o.customerId)).map((a) => a.id)).not.toContain(queued.json().artworkId);
    const record = await t.app.inject({ method: 'GET', url: `/api/customers/${o.customerId}` });
    expect(record.json().generatedImageUrl).not.toBe(proof.nextImageUrl);
    expect(proof.nextImageUrl).toMatch(/\/files\/artworks\//);

    // Sent: the new proof shows it, and it is the order's artwork with a new print file.
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.orderNumber}/proof/send`,
      headers: staff.headers,
    });
    expect(sent.statusCode).toBe(202);
    await idle();
    const second = (await tokens(o.email))[1] as string;
    const shown = await t.app.inject({ method: 'GET', url: `/api/proofs/${second}` });
    expect(shown.json()).toMatchObject({ round: 2, state: 'pending', imageUrl: proof.nextImageUrl });
    const [order] = await t.app.ctx.database.db.select().from(orders).where(eq(orders.id, o.id));
    expect(order).toMatchObject({ artworkId: queued.json().artworkId, artworkProvider: 'openai' });
    expect(order?.printFileWidthPx).toBeGreaterThan(0);
    const before = await detail(o.orderNumber);
    expect(before.allowedTransitions).not.toContain('in_production');

    expect((await decide(second, { decision: 'approve' })).statusCode).toBe(200);
    await idle();
    const after = await detail(o.orderNumber);
    expect(after.proof.state).toBe('approved');
    expect(after.allowedTransitions).toContain('in_production');
  });

  it('answers 429 when the provider is at its daily cap, and leaves a refused regeneration failed and unbilled', async () => {
    const o = await paidOrder();
    const [first] = await tokens(o.email);
    await decide(first as string, { decision: 'change', note: 'Another look' });
    const caps = t.app.ctx.config.artworkLimits.dailyCapMinor;
    t.app.ctx.config.artworkLimits.dailyCapMinor = { openai: 0 };
    try {
      const capped = await regenerate(o.orderNumber, { provider: 'openai' });
      expect(capped.statusCode).toBe(429);
      expect(capped.json().error.code).toBe('ARTWORK_LIMIT_REACHED');
    } finally {
      t.app.ctx.config.artworkLimits.dailyCapMinor = caps;
    }
    expect((await detail(o.orderNumber)).proof.regeneration).toBeNull();

    fake.fallback = 'refuse';
    try {
      const queued = await regenerate(o.orderNumber, { provider: 'openai' });
      expect(queued.statusCode).toBe(202);
      const proof = await regeneration(o.orderNumber, 'failed');
      expect(proof.regeneration).toMatchObject({ fallbacks: [{ provider: 'openai', reason: 'refused' }] });
      expect(proof.regeneration?.error).toMatch(/rejected|refused/i);
      // The next proof would still show the order's current image; nothing was billed.
      const ledger = await t.app.ctx.database.db
        .select()
        .from(artworkGenerations)
        .where(eq(artworkGenerations.artworkId, queued.json().artworkId));
      expect(ledger.map((g) => [g.billed, g.costMinor])).toEqual([[false, 0]]);
    } finally {
      fake.fallback = 'ok';
    }
    // Not while no change is asked for.
    const o2 = await paidOrder();
    const early = await regenerate(o2.orderNumber, { provider: 'openai' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('PROOF_NOT_SENDABLE');
  });
});
