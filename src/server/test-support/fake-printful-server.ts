/**
 * Test support: a local fake of the Printful v1 orders API the shop calls (issue 19 §3), so the
 * Printful adapter is tested over HTTP with no network: `GET /orders/@{external_id}`,
 * `POST /orders?confirm=1`, `POST /orders/{id}/confirm`, `GET /orders/{id}`, `DELETE /orders/{id}`
 * (refused once `inprocess`). Answers in Printful's envelope (`{code, result}` or `{code, error}`),
 * checks the bearer token, and lets a test move an order on (`setStatus`, `ship`), make creates
 * fail (`failCreates`) and sign v2 webhooks (`webhook`).
 */
import { createHmac } from 'node:crypto';
import { type FakeVendorServer, startFakeVendorServer } from './fake-vendor-server.ts';

interface FakePrintfulOrder {
  id: number;
  external_id: string;
  status: string;
  recipient: unknown;
  items: unknown;
  shipments: Array<{ id: number; carrier: string; service: string; tracking_number: string; tracking_url: string }>;
}

export interface FakePrintfulServer extends FakeVendorServer {
  token: string;
  /** The hex v2 webhook secret. */
  webhookSecret: string;
  orders: Map<number, FakePrintfulOrder>;
  /** Creates answering this error while > 0 (decremented per create): `{status, message}`. */
  failCreates: { remaining: number; status: number; message: string };
  /** Creates that make the order but answer 504 while > 0, as a lost answer would look. */
  loseCreateAnswers: { remaining: number };
  /** The order made for our order number. @throws Error when there is none. */
  orderFor(externalId: string): FakePrintfulOrder;
  setStatus(externalId: string, status: string): void;
  /** Adds a parcel to the order and sets its status (`partial` or `fulfilled`). @returns the parcel. */
  ship(externalId: string, status: 'partial' | 'fulfilled'): FakePrintfulOrder['shipments'][number];
  /** A v2 webhook delivery: body and its `X-PF-Webhook-Signature`. */
  webhook(type: string, data: unknown): { body: string; signature: string };
}

export async function startFakePrintfulServer(): Promise<FakePrintfulServer> {
  const token = 'pf_test_token';
  const webhookSecret = 'a1'.repeat(32);
  const orders = new Map<number, FakePrintfulOrder>();
  const failCreates = { remaining: 0, status: 400, message: '' };
  const loseCreateAnswers = { remaining: 0 };
  let nextId = 100_000;
  let nextShipment = 500;
  const ok = (result: unknown) => ({ status: 200, body: { code: 200, result } });
  const error = (status: number, message: string) => ({
    status,
    body: { code: status, result: message, error: { reason: 'Error', message } },
  });
  const byExternal = (externalId: string) => [...orders.values()].find((o) => o.external_id === externalId);

  const server = await startFakeVendorServer((request) => {
    if (request.headers.authorization !== `Bearer ${token}`) return error(401, 'Unauthorized');
    const url = new URL(request.url, 'http://fake');
    const path = decodeURIComponent(url.pathname);
    const external = /^\/orders\/@(.+)$/.exec(path);
    if (external && request.method === 'GET') {
      const order = byExternal(external[1] ?? '');
      return order ? ok(order) : error(404, 'Not found');
    }
    if (path === '/orders' && request.method === 'POST') {
      if (failCreates.remaining > 0) {
        failCreates.remaining -= 1;
        return error(failCreates.status, failCreates.message);
      }
      const body = request.body as { external_id: string; recipient: unknown; items: unknown };
      if (byExternal(body.external_id)) return error(400, `Order with external ID ${body.external_id} already exists`);
      const order: FakePrintfulOrder = {
        id: nextId++,
        external_id: body.external_id,
        status: url.searchParams.get('confirm') === '1' ? 'pending' : 'draft',
        recipient: body.recipient,
        items: body.items,
        shipments: [],
      };
      orders.set(order.id, order);
      if (loseCreateAnswers.remaining > 0) {
        loseCreateAnswers.remaining -= 1;
        return error(504, 'Gateway timeout');
      }
      return ok(order);
    }
    const confirm = /^\/orders\/(\d+)\/confirm$/.exec(path);
    if (confirm && request.method === 'POST') {
      const order = orders.get(Number(confirm[1]));
      if (!order) return error(404, 'Not found');
      order.status = 'pending';
      return ok(order);
    }
    const one = /^\/orders\/(\d+)$/.exec(path);
    const order = one ? orders.get(Number(one[1])) : undefined;
    if (one && !order) return error(404, 'Not found');
    if (order && request.method === 'GET') return ok(order);
    if (order && request.method === 'DELETE') {
      if (!['draft', 'pending', 'failed', 'onhold'].includes(order.status)) {
        return error(400, 'This order can not be canceled, it is already being fulfilled');
      }
      order.status = 'canceled';
      return ok(order);
    }
    return error(404, 'No such endpoint');
  });

  const orderFor = (externalId: string) => {
    const order = byExternal(externalId);
    if (!order) throw new Error(`No fake Printful order for ${externalId}`);
    return order;
  };
  return {
    ...server,
    token,
    webhookSecret,
    orders,
    failCreates,
    loseCreateAnswers,
    orderFor,
    setStatus(externalId, status) {
      orderFor(externalId).status = status;
    },
    ship(externalId, status) {
      const order = orderFor(externalId);
      const id = nextShipment++;
      const parcel = {
        id,
        carrier: 'DHL',
        service: 'DHL Paket',
        tracking_number: `00340434${id}`,
        tracking_url: `https://www.dhl.de/track?n=00340434${id}`,
      };
      order.shipments.push(parcel);
      order.status = status;
      return parcel;
    },
    webhook(type, data) {
      const body = JSON.stringify({ type, occurred_at: new Date().toISOString(), retries: 0, store_id: 1, data });
      const signature = createHmac('sha256', Buffer.from(webhookSecret, 'hex')).update(body).digest('hex');
      return { body, signature };
    },
  };
}
