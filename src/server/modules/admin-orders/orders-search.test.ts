import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/index.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';

const address = (name: string, postalCode: string) => ({
  name,
  line1: 'Hauptstraße 5',
  line2: null,
  city: 'Berlin',
  state: null,
  postalCode,
  country: 'DE',
});

describe.each(databaseTargets())('staff orders search, filters and CSV on %s (issue 19 §1)', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  const run = randomUUID().slice(0, 8);
  let anna: { id: string; orderNumber: string };
  let bert: { id: string; orderNumber: string };
  let cleo: { id: string; orderNumber: string };

  async function order(overrides: Partial<typeof orders.$inferInsert>) {
    const key = randomUUID();
    const [row] = await t.app.ctx.database.db
      .insert(orders)
      .values(
        paidOrderRow(key, 'https://shop.example/a.png', {
          customerId: null,
          checkoutSessionId: `cs_${key}`,
          ...overrides,
        }),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    return row;
  }

  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
    anna = await order({
      email: `anna.${run}@example.com`,
      shippingAddress: address('Anna Schmidt', '10115'),
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    bert = await order({
      email: `bert.${run}@example.com`,
      shippingAddress: address('=HYPERLINK("http://evil.example","Bert")', 'SW1A 1AA'),
      createdAt: new Date('2026-03-02T23:59:00Z'),
      status: 'shipped',
    });
    cleo = await order({
      email: `cleo.${run}@example.com`,
      shippingAddress: address('Cleo Durand', '75001'),
      createdAt: new Date('2026-03-03T00:00:00Z'),
    });
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = staff.headers) =>
    t.app.inject({ method: 'GET', url, headers });
  const numbers = async (query: string) => {
    const res = await get(`/api/admin/orders?${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json().orders.map((o: { orderNumber: string }) => o.orderNumber);
  };

  it('lists each order with its WT- number, status and refunded amount', async () => {
    const res = await get(`/api/admin/orders?q=${run}`);
    expect(res.json().orders[0]).toMatchObject({ orderNumber: cleo.orderNumber, status: 'paid', refundedMinor: 0 });
    expect(res.json().orders[1]).toMatchObject({ orderNumber: bert.orderNumber, status: 'shipped' });
  });

  it('finds an order by its number (any case, a part of it), email, name and postcode', async () => {
    expect(await numbers(`q=${anna.orderNumber.toLowerCase()}`)).toEqual([anna.orderNumber]);
    expect(await numbers(`q=${encodeURIComponent(`BERT.${run}`)}`)).toEqual([bert.orderNumber]);
    expect(await numbers('q=cleo%20durand')).toEqual([cleo.orderNumber]);
    expect(await numbers('q=sw1a1aa')).toEqual([bert.orderNumber]);
    expect(await numbers('q=SW1A%201A')).toEqual([bert.orderNumber]);
    expect(await numbers('q=10115')).toContain(anna.orderNumber);
  });

  it('filters by status and by days, both ends included', async () => {
    expect(await numbers(`q=${run}&status=shipped`)).toEqual([bert.orderNumber]);
    expect(await numbers(`q=${run}&status=delivered`)).toEqual([]);
    expect(await numbers(`q=${run}&from=2026-03-02&to=2026-03-02`)).toEqual([bert.orderNumber]);
    expect(await numbers(`q=${run}&from=2026-03-02`)).toEqual([cleo.orderNumber, bert.orderNumber]);
    expect(await numbers(`q=${run}&to=2026-03-01&sort=createdAt&dir=asc`)).toEqual([anna.orderNumber]);
    for (const bad of ['status=lost', 'from=yesterday', 'to=2026-02-30', 'from=2026-03-01&from=2026-03-02']) {
      const res = await get(`/api/admin/orders?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('opens an order by its number and, for old links, by its UUID', async () => {
    const byNumber = await get(`/api/admin/orders/${anna.orderNumber}`);
    expect(byNumber.json()).toMatchObject({ id: anna.id, orderNumber: anna.orderNumber });
    const byId = await get(`/api/admin/orders/${anna.id}`);
    expect(byId.json()).toMatchObject({ id: anna.id, orderNumber: anna.orderNumber });
    expect((await get('/api/admin/orders/WT-2222AA')).statusCode).toBe(404);
  });

  it('exports the filtered list as CSV, staff only, with formula cells defused', async () => {
    expect((await get(`/api/admin/orders.csv?q=${run}`, {})).statusCode).toBe(401);
    const res = await get(`/api/admin/orders.csv?q=${run}&from=2026-03-02`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^order_number,created_at,status,/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(cleo.orderNumber);
    expect(lines[2]).toContain(bert.orderNumber);
    // The name would be a formula in a spreadsheet: it starts with a quote mark, so it stays text.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""Bert"")"`);
    expect(lines.join('\n')).not.toContain(anna.orderNumber);
    expect((await get('/api/admin/orders.csv?status=lost')).statusCode).toBe(400);
  });
});
