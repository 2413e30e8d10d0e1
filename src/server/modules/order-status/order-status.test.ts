/**
 * Customer emails and the private order status page (issue 19 §6, §7) through the real app: staff
 * move an order, the job emails the customer once per transition in the order's language (even when
 * it runs twice, or twice at once), the shipped email carries the tracking link, the refund email
 * the amount; the status link opens the order's customer view, a tampered one answers 404
 * ORDER_LINK_INVALID; the lookup answers 202 whatever it is asked and mails only a matching pair.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, refunds, shipments } from '#server/db/schema/index.ts';
import type { OutboxMessageContent } from '#server/email/outbox.ts';
import { runOrderEventEmailJob } from '#server/jobs/order-status-email.job.ts';
import { loggerOptions } from '#server/logging.ts';
import { registerErrorHandler } from '#server/plugins/error-handler.ts';
import { queueNames } from '#server/ports/job-queue.ts';
import { waitUntilIdle } from '#server/test-support/app-idle.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import type { Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { sendRefundEmail } from './order-status-emails.service.ts';

describe.each(databaseTargets())('customer order emails and status page on %s (issue 19 §6, §7)', (target) => {
  let t: TestApp;
  let staff: StaffLogin;

  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  /** A paid order of `email` in `locale` written straight to the database (a 44.99 € sweatshirt). */
  async function order(locale: Locale, email: string | null, overrides: Partial<typeof orders.$inferInsert> = {}) {
    const key = randomUUID();
    const [row] = await t.app.ctx.database.db
      .insert(orders)
      .values(
        paidOrderRow(key, 'https://shop.example/a.png', {
          customerId: null,
          checkoutSessionId: `cs_${key}`,
          amountTotalMinor: 4499,
          currency: 'EUR',
          productType: 'sweatshirt',
          size: 's',
          color: 'gray',
          locale,
          email,
          ...overrides,
        }),
      )
      .returning();
    return row;
  }

  const move = (orderNumber: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNumber}/transitions`,
      headers: staff.headers,
      payload,
    });

  /** Every outbox message to `to`, oldest first, parsed. */
  async function mailTo(to: string): Promise<OutboxMessageContent[]> {
    const outbox = t.app.ctx.mailer.outbox;
    if (!outbox) throw new Error('the test app writes mail to the outbox');
    const list = (await outbox.list())
      .filter((message) => message.to.toLowerCase().includes(to.toLowerCase()))
      .reverse();
    return Promise.all(list.map(async (message) => (await outbox.read(message.id)) as OutboxMessageContent));
  }

  const idle = () => waitUntilIdle(t.app);

  /** The status link (path + fragment token) in an email's text, and its token. */
  function statusLinkOf(mail: OutboxMessageContent): { url: string; token: string } {
    const match = /(https?:\/\/[^\s<>"]+\/order-status#t=([A-Za-z0-9_-]{43}))/.exec(mail.text);
    if (!match) throw new Error(`no status link in: ${mail.text}`);
    return { url: match[1], token: match[2] };
  }

  const status = (token: string) => t.app.inject({ method: 'GET', url: `/api/orders/status/${token}` });

  it('emails each transition once in the order’s language, the shipped one with tracking, even when the job runs twice', async () => {
    const email = `ship-${randomUUID()}@example.com`;
    const o = await order('de', email);
    const text = emailCatalogues.de.orderUpdate;

    expect((await move(o.orderNumber, { to: 'in_production' })).statusCode).toBe(200);
    await idle();
    let mails = await mailTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      interpolate(text.inProductionSubject, { orderNumber: o.orderNumber }),
    ]);

    expect(
      (
        await move(o.orderNumber, {
          to: 'shipped',
          carrier: 'DHL',
          trackingNumber: '00340434161094042557',
          trackingUrl: 'https://www.dhl.de/de/privatkunden.html?piececode=00340434161094042557',
        })
      ).statusCode,
    ).toBe(200);
    await idle();
    mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    const shipped = mails[1];
    expect(shipped.subject).toBe(`Ihre wowtees-Bestellung ${o.orderNumber} ist unterwegs`);
    for (const part of [shipped.text, shipped.html ?? '']) {
      expect(part).toContain('DHL');
      expect(part).toContain('00340434161094042557');
      expect(part).toContain('https://www.dhl.de/de/privatkunden.html?piececode=00340434161094042557');
      expect(part).toContain(text.trackParcel);
      expect(part).toContain('Voraussichtliche Zustellung:');
      expect(part).toContain(o.orderNumber);
    }
    // Its status link opens the order.
    const link = statusLinkOf(shipped);
    expect(link.url.startsWith(`${t.config.publicUrl}/de/wowanimatedtees/order-status#t=`)).toBe(true);
    const view = await status(link.token);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      orderNumber: o.orderNumber,
      status: 'shipped',
      locale: 'de',
      shipments: [{ carrier: 'DHL', trackingNumber: '00340434161094042557' }],
    });

    // The job of the shipped event runs again (a retry after a lost acknowledgement) and at once twice.
    const events = await t.app.ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    const shippedEvent = events.find((e) => e.toStatus === 'shipped');
    if (!shippedEvent) throw new Error('no shipped event');
    const job = {
      id: shippedEvent.id,
      name: queueNames.orderEventEmail,
      data: { eventId: shippedEvent.id },
      retryCount: 0,
      retryLimit: 4,
    };
    await Promise.all([runOrderEventEmailJob(t.app.ctx, job as never), runOrderEventEmailJob(t.app.ctx, job as never)]);
    await runOrderEventEmailJob(t.app.ctx, job as never);
    expect(await mailTo(email)).toHaveLength(2);

    expect((await move(o.orderNumber, { to: 'delivered' })).statusCode).toBe(200);
    await idle();
    mails = await mailTo(email);
    expect(mails.map((m) => m.subject).at(-1)).toBe(interpolate(text.deliveredSubject, { orderNumber: o.orderNumber }));
    expect(mails).toHaveLength(3);
  });

  it('lists every parcel of a split shipment in the shipped email and on the status page', async () => {
    const email = `split-${randomUUID()}@example.com`;
    const o = await order('en-us', email);
    await move(o.orderNumber, { to: 'in_production' });
    // A provider split the order: one parcel recorded before the move to shipped brings the second.
    await t.app.ctx.database.db.insert(shipments).values({
      orderId: o.id,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://ups.example/1Z999',
    });
    await move(o.orderNumber, {
      to: 'shipped',
      carrier: 'USPS',
      trackingNumber: '9400111899223197428490',
      trackingUrl: 'https://usps.example/9400',
    });
    await idle();
    const shipped = (await mailTo(email)).find((m) => m.subject.includes('has shipped'));
    if (!shipped) throw new Error('no shipped email');
    for (const expected of [
      'UPS',
      '1Z999AA10123456784',
      'https://ups.example/1Z999',
      'USPS',
      'https://usps.example/9400',
    ]) {
      expect(shipped.text).toContain(expected);
    }
    const view = (await status(statusLinkOf(shipped).token)).json();
    expect(view.shipments.map((p: { carrier: string }) => p.carrier).sort()).toEqual(['UPS', 'USPS']);
    expect(view.expectedDelivery).toMatchObject({ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('sends a cancelled email, none for an on-hold (internal) nor for the resume after it, and none without an address', async () => {
    const email = `hold-${randomUUID()}@example.com`;
    const o = await order('fr', email);
    expect((await move(o.orderNumber, { to: 'on_hold', note: 'Print file looks blurry, ask Anna' })).statusCode).toBe(
      200,
    );
    expect((await move(o.orderNumber, { to: 'cancelled' })).statusCode).toBe(200);
    await idle();
    // The cancellation refunds in full (issue 19 §5): its refund email follows the cancelled one.
    const mails = await mailTo(email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Remboursement de votre commande wowtees ${o.orderNumber}`,
      `Votre commande wowtees ${o.orderNumber} a été annulée`,
    ]);
    for (const mail of mails) expect(mail.text).not.toContain('blurry');

    const held = await order('en-us', `held-${randomUUID()}@example.com`);
    await move(held.orderNumber, { to: 'in_production' });
    await move(held.orderNumber, { to: 'on_hold', note: 'Printer jam' });
    await move(held.orderNumber, { to: 'in_production' });
    await idle();
    expect(await mailTo(held.email ?? '')).toHaveLength(1);

    const anonymous = await order('es', null);
    expect((await move(anonymous.orderNumber, { to: 'in_production' })).statusCode).toBe(200);
    await idle();
    const [event] = await t.app.ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, anonymous.id));
    expect(event.customerEmailState).toBe('none');
  });

  it('emails a refund once with its amount, partial or full, in the order’s currency and language', async () => {
    const email = `refund-${randomUUID()}@example.com`;
    const o = await order('es', email);
    const insertRefund = async (amountMinor: number) => {
      const [row] = await t.app.ctx.database.db
        .insert(refunds)
        .values({
          orderId: o.id,
          amountMinor,
          currency: 'EUR',
          reason: 'Print flaw on the sleeve',
          status: 'succeeded',
          provider: 'local',
          idempotencyKey: randomUUID(),
        })
        .returning();
      return row;
    };
    const partial = await insertRefund(1000);
    // Twice at once and once more: one email.
    const outcomes = await Promise.allSettled([
      sendRefundEmail(t.app.ctx, partial.id),
      sendRefundEmail(t.app.ctx, partial.id),
    ]);
    expect(outcomes.filter((r) => r.status === 'fulfilled' && r.value === 'sent')).toHaveLength(1);
    expect(await sendRefundEmail(t.app.ctx, partial.id)).toBe('skipped');
    await t.app.ctx.jobs.send(queueNames.refundEmail, { refundId: partial.id }, { id: partial.id });
    await idle();
    let mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    const amount = formatMoney({ amountMinor: 1000, currency: 'EUR' }, 'es');
    const total = formatMoney({ amountMinor: 4499, currency: 'EUR' }, 'es');
    expect(mails[0].subject).toBe(`Reembolso de tu pedido de wowtees ${o.orderNumber}`);
    expect(mails[0].text).toContain(interpolate(emailCatalogues.es.orderUpdate.refundPartialBody, { amount, total }));
    expect(mails[0].text).not.toContain('Print flaw');

    const full = await insertRefund(4499);
    await t.app.ctx.jobs.send(queueNames.refundEmail, { refundId: full.id }, { id: full.id });
    await idle();
    mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain(
      interpolate(emailCatalogues.es.orderUpdate.refundFullBody, {
        amount: formatMoney({ amountMinor: 4499, currency: 'EUR' }, 'es'),
      }),
    );

    // The status page shows what was refunded.
    const view = (await status(statusLinkOf(mails[1]).token)).json();
    expect(view).toMatchObject({ amountPaidMinor: 4499, amountRefundedMinor: 5499, currency: 'EUR' });
    expect(view.refunds.map((r: { amountMinor: number }) => r.amountMinor)).toEqual([1000, 4499]);
  });

  it('answers the status page without personal data or staff notes, and 404 ORDER_LINK_INVALID for any other link', async () => {
    const email = `view-${randomUUID()}@example.com`;
    const o = await order('en-us', email, { testMode: true });
    await move(o.orderNumber, { to: 'on_hold', note: 'Customer wrote from a different address, check' });
    await move(o.orderNumber, { to: 'in_production', note: 'Checked with Bob' });
    await idle();
    const [mail] = await mailTo(email);
    expect(mail.subject.startsWith('[TEST] ')).toBe(true);
    const { token } = statusLinkOf(mail);
    const res = await status(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toContain('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      orderNumber: o.orderNumber,
      status: 'in_production',
      locale: 'en-us',
      testMode: true,
      lines: [{ productType: 'sweatshirt', size: 's', color: 'gray', quantity: 1 }],
      amountPaidMinor: 4499,
      amountRefundedMinor: 0,
      currency: 'EUR',
      shipments: [],
      refunds: [],
      expectedDelivery: null,
      supportEmail: t.config.supportEmail,
    });
    expect(body.events.map((e: { status: string }) => e.status)).toEqual(['paid', 'in_production']);
    const raw = res.body;
    for (const secret of [email, 'different address', 'Bob', 'on_hold', staff.email ?? 'staff@']) {
      expect(raw).not.toContain(secret);
    }

    // Tampered, unknown, malformed: the same 404, never a 500.
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'x'.repeat(43), 'short', '%2F..', 'a'.repeat(90)]) {
      const answer = await status(bad);
      expect(answer.statusCode, bad).toBe(404);
      expect(answer.json().error.code, bad).toBe('ORDER_LINK_INVALID');
    }
    // A path the router cannot decode is refused before it: still a 4xx.
    expect((await status('%00')).statusCode).toBeLessThan(500);

    // After staff erased the customer's personal data the link opens nothing.
    await t.app.ctx.database.db
      .update(orders)
      .set({ personalDataErasedAt: new Date(), email: null })
      .where(eq(orders.id, o.id));
    expect((await status(token)).json().error.code).toBe('ORDER_LINK_INVALID');
  });

  it('answers the lookup 202 for a matching and a non-matching pair alike, and mails only the matching one', async () => {
    const email = `Lookup-${randomUUID()}@Example.com`;
    const o = await order('fr', email);
    const lookup = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/orders/lookup', payload: payload as object });

    const wrong = await lookup({ orderNumber: o.orderNumber, email: `other-${randomUUID()}@example.com` });
    const unknown = await lookup({ orderNumber: 'WT-2222222', email });
    // Order number typed in lower case without `WT-`, email in other case with spaces.
    const match = await lookup({
      orderNumber: ` ${o.orderNumber.slice(3).toLowerCase()} `,
      email: `  ${email.toLowerCase()} `,
    });
    for (const res of [wrong, unknown, match]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: true });
    }
    await idle();
    const mails = await mailTo(email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Votre lien vers la commande ${o.orderNumber}`);
    expect((await status(statusLinkOf(mails[0]).token)).json().orderNumber).toBe(o.orderNumber);

    for (const bad of [
      {},
      { orderNumber: o.orderNumber },
      { orderNumber: o.orderNumber, email: 'not-an-email' },
      { orderNumber: '', email },
    ]) {
      const res = await lookup(bad);
      expect(res.statusCode).toBe(400);
    }
  });

  it('limits lookups per email address (whether or not they match)', async () => {
    const email = `limit-${randomUUID()}@example.com`;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/lookup',
        payload: { orderNumber: 'WT-2222222', email },
        remoteAddress: `10.0.0.${i + 1}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('order status link tokens in logs', () => {
  it('never writes a status link token to the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    registerErrorHandler(app);
    app.get('/api/orders/status/:token', async () => {
      throw new Error('boom');
    });
    const token = 'Qm9va3NhcmVHb29kRm9yWW91QW5kTWVUb29fX19fX19';
    const res = await app.inject({ method: 'GET', url: `/api/orders/status/${token}?x=1` });
    await app.close();
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('/api/orders/status/…');
    expect(log).not.toContain(token);
  });
});
