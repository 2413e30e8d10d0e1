/**
 * The `manual` fulfilment provider (issue 19 §3, the default): staff print a packing slip in the
 * order's language; there is nothing to send to a provider.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/index.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';

describe.each(databaseTargets())('manual fulfilment on %s (issue 19 §3)', (target) => {
  let t: TestApp;
  let staff: StaffLogin;

  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  async function germanOrder() {
    const key = randomUUID();
    const [row] = await t.app.ctx.database.db
      .insert(orders)
      .values(
        paidOrderRow(key, 'https://shop.example/a.png', {
          customerId: null,
          checkoutSessionId: `cs_${key}`,
          locale: 'de',
          currency: 'EUR',
          productType: 'hoodie',
          color: 'gray',
          size: 'l',
          createdAt: new Date('2026-03-14T10:30:00Z'),
          shippingAddress: {
            name: 'Grete <b>Müller</b>',
            line1: 'Hauptstraße 1',
            line2: null,
            city: 'Berlin',
            state: null,
            postalCode: '10115',
            country: 'DE',
          },
        }),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (!row) throw new Error('no order');
    return row;
  }

  it('prints a packing slip in German for a German order, every value escaped', async () => {
    const o = await germanOrder();
    const slip = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${o.orderNumber}/packing-slip`,
      headers: staff.headers,
    });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = slip.body;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`Lieferschein ${o.orderNumber}`);
    expect(html).toContain('Bestelldatum');
    expect(html).toContain('14. März 2026');
    expect(html).toContain('Lieferadresse');
    expect(html).toContain('Grete &lt;b&gt;Müller&lt;/b&gt;');
    expect(html).not.toContain('<b>Müller');
    expect(html).toContain('10115 Berlin');
    expect(html).toContain('Deutschland');
    expect(html).toContain('Premium-Hoodie');
    expect(html).toContain('Grau');
    expect(html).toContain('<img src="https://shop.example/a.png"');
    expect(html).not.toContain('Packing slip');
  });

  it('is for staff only, and 404 for an unknown order', async () => {
    const o = await germanOrder();
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${o.orderNumber}/packing-slip` });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/WT-ZZZZZZ/packing-slip',
      headers: staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('offers the packing slip and no provider to send to', async () => {
    const o = await germanOrder();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${o.orderNumber}`,
      headers: staff.headers,
    });
    expect(detail.json().fulfilment).toEqual({
      provider: 'manual',
      providerLabel: 'Manual',
      autoSubmit: false,
      providerOrderId: null,
      status: null,
      providerStatus: null,
      lastError: null,
      attempts: 0,
      submittedAt: null,
      updatedAt: null,
      canSubmit: false,
      packingSlip: true,
    });
    const send = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.orderNumber}/fulfilment`,
      headers: staff.headers,
    });
    expect(send.statusCode).toBe(409);
    expect(send.json().error.code).toBe('FULFILMENT_UNAVAILABLE');
    // No webhook routes without a provider.
    const webhook = await t.app.inject({ method: 'POST', url: '/api/webhooks/printful', payload: {} });
    expect(webhook.statusCode).toBe(404);
  });
});
