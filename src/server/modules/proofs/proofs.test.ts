/**
 * Proof approval (issue 20 §4) through the whole app on PGlite and PostgreSQL, with a local fake of
 * Printful's HTTP API as the fulfilment provider: a paid order's print file leads to a proof email
 * (not to the provider); staff cannot start production meanwhile; the customer asks for a change
 * with a note; staff upload their own artwork and send a new proof; the customer approves it and the
 * order goes to the provider. Tampered links answer 404, a second decision 409, the cron job
 * approves an unanswered proof after the configured days, and `auto` asks for a proof only when
 * staff or a hosted provider made the artwork.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFulfilmentCatalogueFile } from '#server/config/config-parsers.ts';
import { customers, orders } from '#server/db/schema/index.ts';
import type { OutboxMessageContent } from '#server/email/outbox.ts';
import { queueNames } from '#server/ports/job-queue.ts';
import { waitUntilIdle } from '#server/test-support/app-idle.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { type FakePrintfulServer, startFakePrintfulServer } from '#server/test-support/fake-printful-server.ts';
import { multipartBody } from '#server/test-support/multipart.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, fixturePhoto, type TestApp } from '#server/test-support/test-app.ts';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import { autoApproveDueProofs } from './proofs.service.ts';

describe.each(databaseTargets())('proof approval on %s (issue 20 §4)', (target) => {
  let t: TestApp;
  let printful: FakePrintfulServer;
  let staff: StaffLogin;

  beforeAll(async () => {
    printful = await startFakePrintfulServer();
    t = await buildTestApp(target, {
      fulfilment: {
        autoSubmit: true,
        catalogueFile: defaultFulfilmentCatalogueFile,
        timeoutMs: 5000,
        pollCron: '*/15 * * * *',
        provider: 'printful',
        apiToken: printful.token,
        webhookSecret: printful.webhookSecret,
        baseUrl: printful.url,
      },
      proofs: { approval: 'on', autoApproveDays: 3, autoApproveCron: '7 * * * *' },
    });
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await printful?.close();
  });

  const idle = () => waitUntilIdle(t.app);
  const creates = () => printful.requests.filter((r) => r.method === 'POST' && r.url.startsWith('/orders?')).length;

  /**
   * A paid order of a customer with a photo, its print file stored and recorded, and the print-file
   * job queued as payment queues it. @returns the order's id and number and the customer's email.
   */
  async function paidOrderWithPrintFile(
    locale: 'en-us' | 'de' = 'en-us',
    overrides: Partial<typeof orders.$inferInsert> = {},
  ) {
    const email = `proof-${randomUUID()}@example.com`;
    const customer = await customerWithPhoto(t.app);
    const [row] = await t.app.ctx.database.db
      .select({ imageKey: customers.imageKey })
      .from(customers)
      .where(eq(customers.id, customer.id));
    const printFileKey = `print-files/${randomUUID()}.png`;
    await t.app.ctx.storage.put(printFileKey, Buffer.from('PNG print file'), {
      contentType: 'image/png',
      cacheSeconds: 60,
    });
    const [order] = await t.app.ctx.database.db
      .insert(orders)
      .values(
        paidOrderRow(customer.id, customer.imageUrl, {
          checkoutSessionId: `cs_${randomUUID()}`,
          email,
          locale,
          imageKey: row?.imageKey ?? null,
          printSource: 'photo',
          printFileKey,
          printFileWidthPx: 3600,
          printFileHeightPx: 4800,
          printFileDpi: 300,
          printFileUpscaled: false,
          shippingAddress: {
            name: 'Ada Lovelace',
            line1: 'Hauptstraße 1',
            line2: null,
            city: 'Berlin',
            state: null,
            postalCode: '10115',
            country: 'DE',
          },
          ...overrides,
        }),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (!order) throw new Error('no order');
    await t.app.ctx.jobs.send(queueNames.printFile, { orderId: order.id }, { id: order.id });
    await idle();
    return { ...order, email };
  }

  async function mailTo(to: string): Promise<OutboxMessageContent[]> {
    const outbox = t.app.ctx.mailer.outbox;
    if (!outbox) throw new Error('the test app writes mail to the outbox');
    const list = (await outbox.list()).filter((m) => m.to.toLowerCase().includes(to.toLowerCase())).reverse();
    return Promise.all(list.map(async (m) => (await outbox.read(m.id)) as OutboxMessageContent));
  }

  /** The proof link's token in an email's plain text (the first, the page link of the approve button). */
  function tokenOf(mail: OutboxMessageContent): string {
    const match = /\/proof#t=([A-Za-z0-9_-]{43})/.exec(mail.text);
    if (!match?.[1]) throw new Error(`no proof link in: ${mail.text}`);
    return match[1];
  }

  const getProof = (token: string) => t.app.inject({ method: 'GET', url: `/api/proofs/${token}` });
  const decide = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/proofs/${token}`, payload });
  const detail = async (orderNumber: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderNumber}`, headers: staff.headers })).json();

  it('runs the loop: proof email, change with a note, staff upload, new proof, approval, then production', async () => {
    const o = await paidOrderWithPrintFile();
    const text = emailCatalogues['en-us'].proof;

    // The proof went out; nothing went to the provider.
    let mails = await mailTo(o.email);
    expect(mails.map((m) => m.subject)).toEqual([interpolate(text.subject, { orderNumber: o.orderNumber })]);
    expect(mails[0]?.text).toContain(text.approveButton);
    expect(mails[0]?.text).toContain(text.changeButton);
    expect(mails[0]?.html).toContain('<img');
    expect(creates()).toBe(0);
    let order = await detail(o.orderNumber);
    expect(order.proof).toMatchObject({ state: 'pending', changeRounds: 0, canSendNewProof: false });
    expect(order.allowedTransitions).not.toContain('in_production');

    // Production waits: staff cannot start it nor send the order to the provider.
    const move = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.orderNumber}/transitions`,
      headers: staff.headers,
      payload: { to: 'in_production' },
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().error.code).toBe('PROOF_NOT_APPROVED');
    const send = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.orderNumber}/fulfilment`,
      headers: staff.headers,
    });
    expect(send.statusCode).toBe(409);
    expect(send.json().error.code).toBe('PROOF_NOT_APPROVED');

    // The customer opens the proof and asks for a change.
    const first = tokenOf(mails[0] as OutboxMessageContent);
    const opened = await getProof(first);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toContain('no-store');
    expect(opened.json()).toMatchObject({
      orderNumber: o.orderNumber,
      state: 'pending',
      round: 1,
      changesLeft: 2,
      locale: 'en-us',
    });
    expect(opened.json().imageUrl).toMatch(/^http/);
    expect(Date.parse(opened.json().autoApproveAt) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    const noNote = await decide(first, { decision: 'change' });
    expect(noNote.statusCode).toBe(400);
    const changed = await decide(first, { decision: 'change', note: '  Make the cat orange, please  ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ state: 'change_requested', note: 'Make the cat orange, please' });

    // Staff see the request, upload their own artwork and send a new proof.
    order = await detail(o.orderNumber);
    expect(order.proof).toMatchObject({ state: 'change_requested', changeRounds: 1, canSendNewProof: true });
    expect(order.proof.rounds[0]).toMatchObject({ round: 1, decision: 'change', note: 'Make the cat orange, please' });
    const dashboard = (
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff.headers })
    ).json();
    expect(dashboard.queues.proofChangeRequests.count).toBeGreaterThanOrEqual(1);
    const { payload, headers } = multipartBody(
      {},
      {
        field: 'file',
        filename: 'coffee.png',
        contentType: 'image/png',
        body: await readFile(fixturePhoto('coffee.png')),
      },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.orderNumber}/proof/artwork`,
      headers: { ...staff.headers, ...headers },
      payload,
    });
    expect(upload.statusCode).toBe(200);
    const artworkUrl: string = upload.json().imageUrl;
    expect(artworkUrl).toMatch(/\/artworks\//);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.orderNumber}/proof/send`,
      headers: staff.headers,
    });
    expect(resend.statusCode).toBe(202);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.orderNumber}/proof/send`,
      headers: staff.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PROOF_NOT_SENDABLE');
    await idle();

    // The new proof shows staff's artwork; the print file was made again from it.
    mails = await mailTo(o.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(interpolate(text.newRoundSubject, { orderNumber: o.orderNumber }));
    expect(mails[1]?.html).toContain(artworkUrl);
    const second = tokenOf(mails[1] as OutboxMessageContent);
    expect((await getProof(second)).json()).toMatchObject({
      state: 'pending',
      round: 2,
      changesLeft: 1,
      imageUrl: artworkUrl,
    });
    order = await detail(o.orderNumber);
    expect(order.printFile).toMatchObject({ widthPx: expect.any(Number) });
    expect(order.printFileAvailable).toBe(true);
    expect(creates()).toBe(0);

    // Approved: the order goes to the provider and into production.
    const approved = await decide(second, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().state).toBe('approved');
    const twice = await decide(second, { decision: 'approve' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('PROOF_ALREADY_DECIDED');
    // The older link opens the same, newest proof, already approved.
    expect((await getProof(first)).json()).toMatchObject({ round: 2, state: 'approved' });
    await idle();
    expect(creates()).toBe(1);
    order = await detail(o.orderNumber);
    expect(order.status).toBe('in_production');
    expect(order.proof.state).toBe('approved');
    expect(order.events.map((e: { note: string | null }) => e.note)).toEqual(
      expect.arrayContaining([
        'Proof sent to the customer',
        'The customer asked for a change (round 1): Make the cat orange, please',
        'New proof (round 2) sent to the customer',
        'Proof (round 2) approved by the customer',
      ]),
    );
  });

  it('answers 404 PROOF_LINK_INVALID to a tampered, malformed or unknown link, and 409 to the second of two answers at once', async () => {
    const o = await paidOrderWithPrintFile('de');
    const [mail] = await mailTo(o.email);
    expect(mail?.subject).toBe(interpolate(emailCatalogues.de.proof.subject, { orderNumber: o.orderNumber }));
    const token = tokenOf(mail as OutboxMessageContent);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'short', 'x'.repeat(43)]) {
      const get = await getProof(bad);
      expect(get.statusCode).toBe(404);
      expect(get.json().error.code).toBe('PROOF_LINK_INVALID');
      const post = await decide(bad, { decision: 'approve' });
      expect(post.statusCode).toBe(404);
    }
    expect((await getProof(token)).json().state).toBe('pending');
    // Two answers at once (two tabs): one wins, the other is told it was answered already.
    const answers = await Promise.all([
      decide(token, { decision: 'approve' }),
      decide(token, { decision: 'change', note: 'at the same time' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe('PROOF_ALREADY_DECIDED');
    const events = (await detail(o.orderNumber)).events.filter((e: { kind: string }) => e.kind === 'proof');
    expect(events).toHaveLength(2);
  });

  it('refuses a change after the last round and a body it does not know', async () => {
    const o = await paidOrderWithPrintFile();
    const body = await decide(tokenOf((await mailTo(o.email))[0] as OutboxMessageContent), {
      decision: 'maybe',
    });
    expect(body.statusCode).toBe(400);
    // Two change rounds answered by staff: the third proof can only be approved.
    for (let round = 1; round <= 2; round += 1) {
      const mails = await mailTo(o.email);
      const token = tokenOf(mails.at(-1) as OutboxMessageContent);
      expect((await decide(token, { decision: 'change', note: `change ${round}` })).statusCode).toBe(200);
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${o.orderNumber}/proof/send`,
        headers: staff.headers,
      });
      expect(sent.statusCode).toBe(202);
      await idle();
    }
    const last = tokenOf((await mailTo(o.email)).at(-1) as OutboxMessageContent);
    expect((await getProof(last)).json()).toMatchObject({ round: 3, changesLeft: 0 });
    const third = await decide(last, { decision: 'change', note: 'one more' });
    expect(third.statusCode).toBe(409);
    expect(third.json().error.code).toBe('PROOF_ROUNDS_EXHAUSTED');
    expect((await decide(last, { decision: 'approve' })).statusCode).toBe(200);
  });

  it('PROOF_APPROVAL=auto: no proof for the instant local artwork, a proof for staff artwork', async () => {
    const { proofs } = t.app.ctx.config;
    t.app.ctx.config.proofs = { ...proofs, approval: 'auto' };
    try {
      // STYLIZER=local (the test app's) and the customer's photo printed: no proof, straight to the provider.
      const plain = await paidOrderWithPrintFile();
      const proofSubject = interpolate(emailCatalogues['en-us'].proof.subject, { orderNumber: plain.orderNumber });
      expect((await mailTo(plain.email)).map((m) => m.subject)).not.toContain(proofSubject);
      expect((await detail(plain.orderNumber)).proof).toBeNull();
      expect(printful.orderFor(plain.orderNumber)).toBeTruthy();
      // An image staff made (an email order): the customer approves it first.
      const staffMade = await paidOrderWithPrintFile('en-us', { printSource: 'staff_artwork' });
      expect((await detail(staffMade.orderNumber)).proof?.state).toBe('pending');
      expect((await mailTo(staffMade.email)).map((m) => m.subject)).toEqual([
        interpolate(emailCatalogues['en-us'].proof.subject, { orderNumber: staffMade.orderNumber }),
      ]);
    } finally {
      t.app.ctx.config.proofs = proofs;
    }
  });

  it('approves an unanswered proof after the configured days (cron job) and releases the order', async () => {
    expect(await t.app.ctx.jobs.schedules()).toEqual(
      expect.arrayContaining([expect.objectContaining({ queue: queueNames.proofAutoApprove })]),
    );
    const o = await paidOrderWithPrintFile();
    const token = tokenOf((await mailTo(o.email))[0] as OutboxMessageContent);
    const [mail] = await mailTo(o.email);
    expect(mail?.text).toContain('we will approve it for you and start printing on');
    expect(await autoApproveDueProofs(t.app.ctx, new Date(Date.now() + 2 * 86_400_000))).toBe(0);
    expect(await autoApproveDueProofs(t.app.ctx, new Date(Date.now() + 4 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await autoApproveDueProofs(t.app.ctx, new Date(Date.now() + 4 * 86_400_000))).toBe(0);
    expect((await getProof(token)).json().state).toBe('auto_approved');
    expect((await decide(token, { decision: 'change', note: 'too late' })).statusCode).toBe(409);
    await idle();
    // Sent to the provider (the other tests' unanswered proofs were approved too).
    expect(printful.orderFor(o.orderNumber)).toBeTruthy();
    expect((await detail(o.orderNumber)).status).toBe('in_production');
  });
});
