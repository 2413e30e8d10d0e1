/**
 * Fulfilment providers (issue 19 §3) through the whole app, against local fakes of the Printful and
 * Gelato HTTP APIs (test-support/fake-printful-server.ts, fake-gelato-server.ts), on PGlite and
 * PostgreSQL: one provider order per order however often the submission runs, webhooks and the poll
 * moving the order through the lifecycle once, split parcels, failures ending on hold, forged and
 * replayed webhooks changing nothing, and cancelling at the provider.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFulfilmentCatalogueFile } from '#server/config/config-parsers.ts';
import type { FulfilmentConfig } from '#server/config.ts';
import { orderEvents, orders, providerOrders, shipments } from '#server/db/schema/index.ts';
import { type FakeGelatoServer, startFakeGelatoServer } from '#server/test-support/fake-gelato-server.ts';
import { type FakePrintfulServer, startFakePrintfulServer } from '#server/test-support/fake-printful-server.ts';
import type { VendorRequest } from '#server/test-support/fake-vendor-server.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { pollProviderOrders } from './fulfilment-reconcile.service.ts';
import { cancelProviderOrder, queueAutoSubmission, runSubmissionJob } from './fulfilment-submission.service.ts';

/** What a test does to "the vendor", whichever it is. */
interface Vendor {
  name: 'printful' | 'gelato';
  config: FulfilmentConfig;
  requests: VendorRequest[];
  /** Create calls received (POST of a new order). */
  creates(): number;
  failCreates(times: number, status: number, message: string): void;
  /** The next create makes the order but its answer is lost (504). */
  loseCreateAnswer(): void;
  /** The vendor's order id for our number. */
  orderId(orderNumber: string): string;
  /** Moves the vendor's order into production. */
  produce(orderNumber: string): void;
  /** Ships a parcel; `all`: the last one. @returns its tracking number. */
  ship(orderNumber: string, all: boolean): string;
  /** A verified webhook delivery telling what just happened to the order. */
  webhook(orderNumber: string): { payload: string; headers: Record<string, string> };
  /** A delivery with a wrong signature or token. */
  forged(orderNumber: string): { payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const common = {
  autoSubmit: true,
  catalogueFile: defaultFulfilmentCatalogueFile,
  timeoutMs: 5000,
  pollCron: '*/15 * * * *',
};

async function printfulVendor(): Promise<Vendor> {
  const fake: FakePrintfulServer = await startFakePrintfulServer();
  const shippedEvent = (orderNumber: string) => {
    const order = fake.orderFor(orderNumber);
    const parcel = order.shipments.at(-1);
    return fake.webhook('shipment_sent', {
      shipment: { ...parcel, order_id: order.id, order_external_id: order.external_id },
      order: { id: order.id, external_id: order.external_id, status: order.status },
    });
  };
  return {
    name: 'printful',
    config: {
      ...common,
      provider: 'printful',
      apiToken: fake.token,
      webhookSecret: fake.webhookSecret,
      baseUrl: fake.url,
    },
    requests: fake.requests,
    creates: () => fake.requests.filter((r) => r.method === 'POST' && r.url.startsWith('/orders?')).length,
    failCreates(times, status, message) {
      Object.assign(fake.failCreates, { remaining: times, status, message });
    },
    loseCreateAnswer: () => Object.assign(fake.loseCreateAnswers, { remaining: 1 }),
    orderId: (n) => String(fake.orderFor(n).id),
    produce: (n) => fake.setStatus(n, 'inprocess'),
    ship: (n, all) => fake.ship(n, all ? 'fulfilled' : 'partial').tracking_number,
    webhook(n) {
      const { body, signature } = shippedEvent(n);
      return { payload: body, headers: { 'content-type': 'application/json', 'x-pf-webhook-signature': signature } };
    },
    forged(n) {
      const { body, signature } = shippedEvent(n);
      return {
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-pf-webhook-signature': signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
        },
      };
    },
    close: () => fake.close(),
  };
}

async function gelatoVendor(): Promise<Vendor> {
  const fake: FakeGelatoServer = await startFakeGelatoServer();
  const secret = 'gelato-webhook-secret-0123456789';
  return {
    name: 'gelato',
    config: { ...common, provider: 'gelato', apiKey: fake.apiKey, webhookSecret: secret, baseUrl: fake.url },
    requests: fake.requests,
    creates: () => fake.requests.filter((r) => r.method === 'POST' && r.url === '/v4/orders').length,
    failCreates(times, status, message) {
      Object.assign(fake.failCreates, { remaining: times, status, message });
    },
    loseCreateAnswer: () => Object.assign(fake.loseCreateAnswers, { remaining: 1 }),
    orderId: (n) => fake.orderFor(n).id,
    produce: (n) => fake.setStatus(n, 'in_production'),
    ship: (n, all) => fake.ship(n, all).trackingCode,
    webhook: (n) => ({
      payload: fake.event(n),
      headers: { 'content-type': 'application/json', 'x-webhook-token': secret },
    }),
    forged: (n) => ({
      payload: fake.event(n),
      headers: { 'content-type': 'application/json', 'x-webhook-token': `${secret.slice(0, -1)}x` },
    }),
    close: () => fake.close(),
  };
}

const vendors = { printful: printfulVendor, gelato: gelatoVendor };

describe.each(databaseTargets())('fulfilment providers on %s (issue 19 §3)', (target) => {
  describe.each(['printful', 'gelato'] as const)('%s', (name) => {
    let t: TestApp;
    let vendor: Vendor;
    let staff: StaffLogin;

    beforeAll(async () => {
      vendor = await vendors[name]();
      t = await buildTestApp(target, { fulfilment: vendor.config });
      staff = await loginAsStaff(t.app);
    });
    afterAll(async () => {
      await t?.close();
      await vendor?.close();
    });

    /** A paid order with a stored print file, written straight to the database. */
    async function paidOrder(overrides: Partial<typeof orders.$inferInsert> = {}) {
      const key = randomUUID();
      const printFileKey = `print-files/${key}.png`;
      await t.app.ctx.storage.put(printFileKey, Buffer.from('PNG print file'), {
        contentType: 'image/png',
        cacheSeconds: 60,
      });
      const [row] = await t.app.ctx.database.db
        .insert(orders)
        .values(
          paidOrderRow(key, 'https://shop.example/a.png', {
            customerId: null,
            checkoutSessionId: `cs_${key}`,
            email: 'ada@example.com',
            printFileKey,
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
      if (!row) throw new Error('no order');
      return row;
    }

    const attempt = (orderId: string, retryCount = 0) =>
      runSubmissionJob(t.app.ctx, { data: { orderId }, retryCount, retryLimit: 3 });

    const detail = async (orderNumber: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderNumber}`, headers: staff.headers })).json();

    const events = (orderId: string) =>
      t.app.ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

    const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
      t.app.inject({ method: 'POST', url: `/api/webhooks/${name}`, ...delivery });

    /** A paid order the provider accepted (in production on our side). */
    async function submitted() {
      const o = await paidOrder();
      await attempt(o.id);
      return o;
    }

    it('submits a paid order once however often the job runs, with the mapped product and print file URL', async () => {
      const o = await paidOrder();
      const before = vendor.creates();
      const results = await Promise.allSettled([attempt(o.id), attempt(o.id)]);
      await attempt(o.id);
      expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
      expect(vendor.creates() - before).toBe(1);

      const create = vendor.requests
        .filter((r) => r.method === 'POST' && JSON.stringify(r.body).includes(o.orderNumber))
        .at(-1);
      const body = JSON.stringify(create?.body);
      expect(body).toContain(name === 'printful' ? '"variant_id":4012' : 'gsi_m_gco_white');
      const fileUrl = /"url":"([^"]+)"/.exec(body)?.[1] ?? '';
      expect(fileUrl).toMatch(/^http:\/\/localhost:3000\/api\/fulfilment\/print-files\/[A-Za-z0-9_-]+$/);
      const file = await t.app.inject({ method: 'GET', url: new URL(fileUrl).pathname });
      expect(file.statusCode).toBe(200);
      expect(file.body).toBe('PNG print file');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/fulfilment/print-files/not-a-real-token-123' })).statusCode,
      ).toBe(404);

      const order = await detail(o.orderNumber);
      expect(order.status).toBe('in_production');
      expect(order.events).toEqual([
        expect.objectContaining({ actorKind: 'provider', from: 'paid', to: 'in_production' }),
      ]);
      expect(order.fulfilment).toMatchObject({
        provider: name,
        providerOrderId: vendor.orderId(o.orderNumber),
        status: 'submitted',
        lastError: null,
        canSubmit: false,
        packingSlip: false,
      });
      // Staff cannot send it twice.
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${o.orderNumber}/fulfilment`,
        headers: staff.headers,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('FULFILMENT_NOT_SUBMITTABLE');
    });

    it('a retry after a lost answer finds the order the first attempt made instead of making a second', async () => {
      const o = await paidOrder();
      const before = vendor.creates();
      vendor.loseCreateAnswer();
      await expect(attempt(o.id)).rejects.toThrow('Gateway timeout');
      expect((await detail(o.orderNumber)).fulfilment).toMatchObject({
        providerOrderId: null,
        lastError: 'Gateway timeout',
      });
      await attempt(o.id, 1);
      expect(vendor.creates() - before).toBe(1);
      expect((await detail(o.orderNumber)).fulfilment).toMatchObject({
        providerOrderId: vendor.orderId(o.orderNumber),
        attempts: 2,
        lastError: null,
      });
    });

    it('sends an order through the queue when its print file is ready (auto-submit), and on a staff click', async () => {
      const auto = await paidOrder();
      await queueAutoSubmission(t.app.ctx, auto.id);
      const clicked = await paidOrder();
      const click = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${clicked.orderNumber}/fulfilment`,
        headers: staff.headers,
      });
      expect(click.statusCode).toBe(202);
      expect(click.json()).toEqual({ queued: true });
      for (const o of [auto, clicked]) {
        await expect
          .poll(async () => (await detail(o.orderNumber)).status, { timeout: 15_000, interval: 200 })
          .toBe('in_production');
      }
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${clicked.orderNumber}/fulfilment` })).statusCode,
      ).toBe(401);
    });

    it('a shipped webhook moves the order to shipped with its tracking; a replay changes nothing', async () => {
      const o = await submitted();
      vendor.produce(o.orderNumber);
      const tracking = vendor.ship(o.orderNumber, true);
      const delivery = vendor.webhook(o.orderNumber);
      const first = await deliver(delivery);
      expect(first.statusCode).toBe(200);
      const order = await detail(o.orderNumber);
      expect(order.status).toBe('shipped');
      expect(order.shipments).toEqual([
        expect.objectContaining({ trackingNumber: tracking, trackingUrl: expect.stringMatching(/^https:/) }),
      ]);
      const eventCount = (await events(o.id)).length;

      const replay = await deliver(delivery);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toMatchObject({ duplicate: true });
      expect((await events(o.id)).length).toBe(eventCount);
      expect((await detail(o.orderNumber)).shipments).toHaveLength(1);
    });

    it('a split shipment keeps the order in production until the last parcel', async () => {
      const o = await submitted();
      vendor.produce(o.orderNumber);
      const firstParcel = vendor.ship(o.orderNumber, false);
      expect((await deliver(vendor.webhook(o.orderNumber))).statusCode).toBe(200);
      let order = await detail(o.orderNumber);
      expect(order.status).toBe('in_production');
      expect(order.shipments.map((s: { trackingNumber: string }) => s.trackingNumber)).toEqual([firstParcel]);

      const secondParcel = vendor.ship(o.orderNumber, true);
      expect((await deliver(vendor.webhook(o.orderNumber))).statusCode).toBe(200);
      order = await detail(o.orderNumber);
      expect(order.status).toBe('shipped');
      expect(order.shipments.map((s: { trackingNumber: string }) => s.trackingNumber).sort()).toEqual(
        [firstParcel, secondParcel].sort(),
      );
      expect(order.events.filter((e: { to: string }) => e.to === 'shipped')).toHaveLength(1);
    });

    it('a failure after the last retry puts the order on hold with the vendor message', async () => {
      const o = await paidOrder();
      const message = 'Recipient: address could not be verified';
      vendor.failCreates(10, 400, message);
      await expect(attempt(o.id, 0)).rejects.toThrow(message);
      expect((await detail(o.orderNumber)).status).toBe('paid');
      await attempt(o.id, 3);
      vendor.failCreates(0, 400, '');
      const order = await detail(o.orderNumber);
      expect(order.status).toBe('on_hold');
      expect(order.holdReason).toContain(message);
      expect(order.fulfilment).toMatchObject({ status: 'failed', lastError: message, attempts: 2, canSubmit: true });

      // Staff send it again once the address is fixed: it goes back to production.
      await attempt(o.id);
      expect((await detail(o.orderNumber)).status).toBe('in_production');
    });

    it('a forged webhook is a 4xx and changes nothing', async () => {
      const o = await submitted();
      vendor.produce(o.orderNumber);
      vendor.ship(o.orderNumber, true);
      const forged = await deliver(vendor.forged(o.orderNumber));
      expect(forged.statusCode).toBe(400);
      expect(forged.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
      const { payload } = vendor.webhook(o.orderNumber);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/${name}`,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(unsigned.statusCode).toBe(400);
      const order = await detail(o.orderNumber);
      expect(order.status).toBe('in_production');
      expect(order.shipments).toEqual([]);
    });

    it('the poll reconciles a lost webhook, and a webhook racing the poll changes the order once', async () => {
      const lost = await submitted();
      vendor.produce(lost.orderNumber);
      const tracking = vendor.ship(lost.orderNumber, true);
      const raced = await submitted();
      vendor.produce(raced.orderNumber);
      vendor.ship(raced.orderNumber, true);

      const [webhook] = await Promise.all([deliver(vendor.webhook(raced.orderNumber)), pollProviderOrders(t.app.ctx)]);
      expect(webhook.statusCode).toBe(200);
      const order = await detail(lost.orderNumber);
      expect(order.status).toBe('shipped');
      expect(order.shipments).toEqual([expect.objectContaining({ trackingNumber: tracking })]);
      const racedOrder = await detail(raced.orderNumber);
      expect(racedOrder.status).toBe('shipped');
      expect(racedOrder.events.filter((e: { to: string }) => e.to === 'shipped')).toHaveLength(1);
      expect(racedOrder.shipments).toHaveLength(1);
      const [row] = await t.app.ctx.database.db
        .select()
        .from(providerOrders)
        .where(eq(providerOrders.orderId, raced.id));
      expect(row?.status).toBe('shipped');
      const stored = await t.app.ctx.database.db.select().from(shipments).where(eq(shipments.orderId, raced.id));
      expect(stored[0]?.providerShipmentId).toMatch(new RegExp(`^${name}:`));
    });

    it('cancels the provider order before production, and says so when it is too late', async () => {
      const early = await submitted();
      expect(await cancelProviderOrder(t.app.ctx, early.id)).toEqual({
        cancelled: true,
        notSubmitted: false,
        message: null,
      });
      const late = await submitted();
      vendor.ship(late.orderNumber, true);
      const answer = await cancelProviderOrder(t.app.ctx, late.id);
      expect(answer.cancelled).toBe(false);
      expect(answer.message).toBeTruthy();
      const never = await paidOrder();
      expect(await cancelProviderOrder(t.app.ctx, never.id)).toMatchObject({ cancelled: true, notSubmitted: true });
    });
  });
});
