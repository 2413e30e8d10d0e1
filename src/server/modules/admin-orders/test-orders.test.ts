/**
 * Issue 17 point 4 (probe F6): an order paid through the built-in test provider is marked test
 * wherever staff meet it (list, filter, order page, print-file download, totals) and in the
 * customer's confirmation email. The "real" order here is written as a live provider records one
 * (test_mode false), since no live provider runs in tests.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/index.ts';
import type { OutboxMessageContent } from '#server/email/outbox.ts';
import type { LocalPaymentProvider } from '#server/payments/local-provider.ts';
import { queueNames } from '#server/ports/job-queue.ts';
import { waitFor } from '#server/test-support/artworks.ts';
import { createCustomer, uploadPhoto } from '#server/test-support/customer-with-photo.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { orderConfirmationSubject } from '#shared/email-subjects.ts';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';

const shipping = {
  name: 'Tess Tester',
  line1: '1 Main Street',
  line2: null,
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'US',
};

describe.each(databaseTargets())('test orders are visible as such on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  let testOrder: { id: string; orderNumber: string };
  let liveOrderId: string;
  const email = `tess.${Math.random().toString(36).slice(2, 8)}@example.com`;

  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
    // Paid with 4242… on the built-in provider's page, as probe F6 did.
    const customerId = await createCustomer(t.app);
    await uploadPhoto(t.app, customerId, 'coffee.png');
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        productType: 'tshirt',
        size: 'm',
        color: 'black',
        price: '54.43',
        customerId,
        email,
        discountApplied: false,
        currency: 'usd',
        locale: 'en-us',
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sessionId = decodeURIComponent(new URL(checkout.json().url).pathname.split('/').pop() ?? '');
    await (t.app.ctx.payments as LocalPaymentProvider).completeSession(sessionId, { email, shippingAddress: shipping });
    const confirm = await t.app.inject({ method: 'POST', url: '/api/orders/confirm', payload: { sessionId } });
    expect(confirm.statusCode).toBe(200);
    testOrder = confirm.json().order;

    // A real order as a live provider records it: 49.99 EUR and 54.43 USD.
    const liveCustomer = await createCustomer(t.app);
    const [live] = await t.app.ctx.database.db
      .insert(orders)
      .values(paidOrderRow(liveCustomer, 'https://shop.example/files/x.png', { paymentProvider: 'stripe' }))
      .returning({ id: orders.id });
    liveOrderId = live.id;
    const euroCustomer = await createCustomer(t.app);
    await t.app.ctx.database.db.insert(orders).values(
      paidOrderRow(euroCustomer, 'https://shop.example/files/y.png', {
        paymentProvider: 'stripe',
        amountTotalMinor: 4999,
        currency: 'EUR',
        locale: 'de',
      }),
    );
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: staff.headers });

  it('records the order of the test provider as a test order', async () => {
    const [row] = await t.app.ctx.database.db.select().from(orders).where(eq(orders.id, testOrder.id));
    expect(row.testMode).toBe(true);
    expect(t.app.ctx.payments.testMode).toBe(true);
  });

  it('marks it in the staff list, and filters real and test orders', async () => {
    const all = (await get('/api/admin/orders')).json();
    expect(all.total).toBe(3);
    const listed = all.orders.find((o: { id: string }) => o.id === testOrder.id);
    expect(listed.testMode).toBe(true);
    expect(all.orders.find((o: { id: string }) => o.id === liveOrderId).testMode).toBe(false);

    const live = (await get('/api/admin/orders?mode=live')).json();
    expect(live.total).toBe(2);
    expect(live.orders.every((o: { testMode: boolean }) => !o.testMode)).toBe(true);
    const test = (await get('/api/admin/orders?mode=test')).json();
    expect(test.total).toBe(1);
    expect(test.orders.map((o: { id: string }) => o.id)).toEqual([testOrder.id]);
    expect((await get('/api/admin/orders?mode=fake')).statusCode).toBe(400);
  });

  it('marks it on the order page and in the print-file download name', async () => {
    expect((await get(`/api/admin/orders/${testOrder.id}`)).json()).toMatchObject({
      id: testOrder.id,
      testMode: true,
      paymentProvider: 'local',
    });
    expect((await get(`/api/admin/orders/${liveOrderId}`)).json().testMode).toBe(false);
    const download = await get(`/api/admin/orders/${testOrder.id}/print-file`);
    expect(download.statusCode).toBe(200);
    const { orderNumber } = (await get(`/api/admin/orders/${testOrder.id}`)).json();
    expect(download.headers['content-disposition']).toBe(`attachment; filename="test-order-${orderNumber}.png"`);
  });

  it('leaves test orders out of the staff totals and counts them apart', async () => {
    const res = await get('/api/admin/orders/totals');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      orders: 2,
      amounts: [
        { currency: 'EUR', amountMinor: 4999, refundedMinor: 0, netMinor: 4999 },
        { currency: 'USD', amountMinor: 5443, refundedMinor: 0, netMinor: 5443 },
      ],
      testOrders: 1,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders/totals' })).statusCode).toBe(401);
  });

  it('prefixes the confirmation email’s subject with [TEST] and says so in its body', async () => {
    await waitFor('the confirmation email job', async () => {
      const [job] = await t.app.ctx.jobs.find(queueNames.orderConfirmationEmail, { id: testOrder.id });
      return job?.state === 'completed' ? job : undefined;
    });
    const outbox = t.app.ctx.mailer.outbox;
    if (!outbox) throw new Error('the test app writes mail to the outbox');
    const [message] = (await outbox.list()).filter((m) => m.to.includes(email));
    const mail = (await outbox.read(message.id)) as OutboxMessageContent;
    expect(mail.subject).toBe(`[TEST] ${orderConfirmationSubject('en-us', testOrder.orderNumber)}`);
    const note = emailCatalogues['en-us'].orderConfirmation.testNote;
    expect(note).toMatch(/test/i);
    expect(mail.text).toContain(note);
    // React escapes the apostrophe in HTML.
    expect(mail.html?.replaceAll('&#x27;', "'")).toContain(note);
  });
});
