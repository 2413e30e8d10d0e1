/**
 * Test support: a local fake of the Gelato order API v4 the shop calls (issue 19 §3), so the Gelato
 * adapter is tested over HTTP with no network: `POST /v4/orders`, `POST /v4/orders:search`,
 * `GET` / `PATCH /v4/orders/{id}`, `POST /v4/orders/{id}:cancel` (409 once printed). Checks the
 * `X-API-KEY` header and lets a test move an order on (`setStatus`, `ship`), make creates fail
 * (`failCreates`) and build `order_status_updated` events (`event`).
 */
import { randomUUID } from 'node:crypto';
import { type FakeVendorServer, startFakeVendorServer } from './fake-vendor-server.ts';

interface FakeGelatoFulfillment {
  trackingCode: string;
  trackingUrl: string;
  shipmentMethodName: string;
  shipmentMethodUid: string;
}

interface FakeGelatoOrder {
  id: string;
  orderType: string;
  orderReferenceId: string;
  fulfillmentStatus: string;
  currency: string;
  shippingAddress: unknown;
  items: Array<{
    itemReferenceId: string;
    productUid: string;
    fulfillmentStatus: string;
    fulfillments: FakeGelatoFulfillment[];
  }>;
}

export interface FakeGelatoServer extends FakeVendorServer {
  apiKey: string;
  orders: Map<string, FakeGelatoOrder>;
  failCreates: { remaining: number; status: number; message: string };
  /** Creates that make the order but answer 504 while > 0, as a lost answer would look. */
  loseCreateAnswers: { remaining: number };
  orderFor(orderReferenceId: string): FakeGelatoOrder;
  setStatus(orderReferenceId: string, status: string): void;
  /** Adds a parcel to the order's item; `all`: the order is then `shipped`, else still in production. */
  ship(orderReferenceId: string, all: boolean): FakeGelatoFulfillment;
  /** The `order_status_updated` event Gelato would post for the order now. */
  event(orderReferenceId: string): string;
}

export async function startFakeGelatoServer(): Promise<FakeGelatoServer> {
  const apiKey = 'gelato_test_key';
  const orders = new Map<string, FakeGelatoOrder>();
  const failCreates = { remaining: 0, status: 400, message: '' };
  const loseCreateAnswers = { remaining: 0 };
  let nextParcel = 1;
  const error = (status: number, message: string) => ({ status, body: { code: 'error', message } });
  const byReference = (ref: string) => [...orders.values()].find((o) => o.orderReferenceId === ref);

  const server = await startFakeVendorServer((request) => {
    if (request.headers['x-api-key'] !== apiKey) return error(401, 'Unauthorized');
    const path = decodeURIComponent(new URL(request.url, 'http://fake').pathname);
    if (path === '/v4/orders:search' && request.method === 'POST') {
      const refs = (request.body as { orderReferenceIds?: string[] }).orderReferenceIds ?? [];
      return { status: 200, body: { orders: [...orders.values()].filter((o) => refs.includes(o.orderReferenceId)) } };
    }
    if (path === '/v4/orders' && request.method === 'POST') {
      if (failCreates.remaining > 0) {
        failCreates.remaining -= 1;
        return error(failCreates.status, failCreates.message);
      }
      const body = request.body as Omit<FakeGelatoOrder, 'id' | 'fulfillmentStatus' | 'items'> & {
        items: Array<{ itemReferenceId: string; productUid: string }>;
      };
      const order: FakeGelatoOrder = {
        id: randomUUID(),
        orderType: body.orderType,
        orderReferenceId: body.orderReferenceId,
        fulfillmentStatus: body.orderType === 'draft' ? 'draft' : 'created',
        currency: body.currency,
        shippingAddress: body.shippingAddress,
        items: body.items.map((item) => ({ ...item, fulfillmentStatus: 'created', fulfillments: [] })),
      };
      orders.set(order.id, order);
      if (loseCreateAnswers.remaining > 0) {
        loseCreateAnswers.remaining -= 1;
        return error(504, 'Gateway timeout');
      }
      return { status: 201, body: order };
    }
    const cancel = /^\/v4\/orders\/([^/]+):cancel$/.exec(path);
    if (cancel && request.method === 'POST') {
      const order = orders.get(cancel[1] ?? '');
      if (!order) return error(404, 'Order not found');
      if (['printed', 'shipped', 'delivered'].includes(order.fulfillmentStatus)) {
        return error(409, 'Order can not be canceled: items are already printed');
      }
      order.fulfillmentStatus = 'canceled';
      return { status: 200, body: order };
    }
    const one = /^\/v4\/orders\/([^/:]+)$/.exec(path);
    const order = one ? orders.get(one[1] ?? '') : undefined;
    if (one && !order) return error(404, 'Order not found');
    if (order && request.method === 'GET') return { status: 200, body: order };
    if (order && request.method === 'PATCH') {
      order.orderType = 'order';
      order.fulfillmentStatus = 'created';
      return { status: 200, body: order };
    }
    return error(404, 'No such endpoint');
  });

  const orderFor = (ref: string) => {
    const order = byReference(ref);
    if (!order) throw new Error(`No fake Gelato order for ${ref}`);
    return order;
  };
  return {
    ...server,
    apiKey,
    orders,
    failCreates,
    loseCreateAnswers,
    orderFor,
    setStatus(ref, status) {
      orderFor(ref).fulfillmentStatus = status;
    },
    ship(ref, all) {
      const order = orderFor(ref);
      const n = nextParcel++;
      const parcel = {
        trackingCode: `1Z999AA1${n}`,
        trackingUrl: `https://www.ups.com/track?tracknum=1Z999AA1${n}`,
        shipmentMethodName: 'UPS Standard',
        shipmentMethodUid: 'ups_standard',
      };
      const item = order.items[0];
      if (item) {
        item.fulfillments.push(parcel);
        item.fulfillmentStatus = all ? 'shipped' : 'in_production';
      }
      order.fulfillmentStatus = all ? 'shipped' : 'in_production';
      return parcel;
    },
    event(ref) {
      const order = orderFor(ref);
      return JSON.stringify({
        id: `os_${randomUUID()}`,
        event: 'order_status_updated',
        orderId: order.id,
        storeId: null,
        orderReferenceId: order.orderReferenceId,
        fulfillmentStatus: order.fulfillmentStatus,
        items: order.items,
      });
    },
  };
}
