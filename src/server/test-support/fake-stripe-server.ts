/**
 * Test support: a local fake of the few Stripe API calls the shop makes, so Stripe tests run with
 * no network. Point the SDK at it with `{host, port, protocol: 'http'}` (config.stripe.apiTarget).
 * Implements POST /v1/checkout/sessions (form-encoded, honours Idempotency-Key; amount-off coupons in
 * `discounts` come off the total), POST /v1/coupons (honours Idempotency-Key),
 * GET /v1/checkout/sessions/:id (Stripe's `resource_missing` error for unknown ids) and
 * POST /v1/refunds (honours Idempotency-Key: same key, same refund; refuses more than was paid), and
 * makes the Refund objects of `refund.*` events (a dashboard refund, a refund failing later).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Nested form data as Stripe encodes it: `a[b][0][c]=v`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** One request the fake received. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The `Idempotency-Key` header, when sent. */
  idempotencyKey: string | undefined;
  /** The form body decoded into nested objects and arrays. */
  body: FormObject;
  rawBody: string;
}

/** The fields of a Checkout Session object the fake returns (a subset of Stripe's). */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  payment_intent: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  locale: string | null;
  success_url: string;
  cancel_url: string;
  livemode: false;
  created: number;
  collected_information: {
    shipping_details: {
      name: string;
      address: {
        line1: string;
        line2: string | null;
        city: string;
        state: string | null;
        postal_code: string;
        country: string;
      };
    } | null;
  } | null;
  [key: string]: unknown;
}

/** The fields of a Refund object the fake returns (a subset of Stripe's). */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  failure_reason: string | null;
  payment_intent: string;
  metadata: Record<string, string>;
  reason: string | null;
  created: number;
  [key: string]: unknown;
}

/** What the next `POST /v1/refunds` does: make a refund of that status, or answer 500 / 400 / hang. */
export type FakeRefundBehaviour = 'succeeded' | 'pending' | 'server_error' | 'hang';

export interface FakeStripeServer {
  host: string;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** Sessions by id. */
  sessions: Map<string, FakeCheckoutSession>;
  /** Refunds by id. */
  refunds: Map<string, FakeRefund>;
  /** How `POST /v1/refunds` answers from now on (default `succeeded`). */
  refundBehaviour: FakeRefundBehaviour;
  /**
   * A refund made in Stripe's dashboard (no metadata of ours), `succeeded`.
   * @returns the refund object (a `refund.created` event's `data.object`).
   */
  dashboardRefund(paymentIntent: string, amount: number, currency?: string): FakeRefund;
  /**
   * Makes a refund fail later, as a card refund may days after (`status: failed`, `failure_reason`).
   * @returns the updated object (a `refund.failed` event's `data.object`). @throws Error for an unknown id.
   */
  failRefund(id: string, failureReason?: string): FakeRefund;
  /**
   * Completes a session as Stripe does after a successful payment (status `complete`, payment
   * `paid`, a `pi_…` payment intent, customer details and shipping details).
   * @returns the updated session object (use it as a webhook event's `data.object`).
   * @throws Error for an unknown id.
   */
  markPaid(
    id: string,
    details?: {
      email?: string;
      shipping?: NonNullable<FakeCheckoutSession['collected_information']>['shipping_details'];
    },
  ): FakeCheckoutSession;
  close(): Promise<void>;
}

/** Decodes `application/x-www-form-urlencoded` with Stripe's bracket nesting into objects/arrays. */
export function parseStripeForm(raw: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const segments = key.split(/\]\[|\[|\]/).filter((part, index) => part !== '' || index === 0);
    let node: FormObject | FormValue[] = root;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(segments[index + 1]);
      if (container[segment] === undefined || typeof container[segment] === 'string') {
        container[segment] = nextIsIndex ? [] : {};
      }
      node = container[segment] as FormObject | FormValue[];
    });
  }
  return root;
}

function randomId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('hex')}`;
}

function asObject(value: FormValue | undefined): FormObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function asArray(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  // Sparse indices arrive in order; an object keyed by indices is an array too.
  if (value && typeof value === 'object') return Object.values(value);
  return [];
}

function asString(value: FormValue | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

/** A coupon as the fake keeps it (issue 21 §3: the shop sends a discount code as a one-use coupon). */
export interface FakeCoupon {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  currency: string | null;
  duration: string;
  max_redemptions: number | null;
  name: string | null;
  redeem_by: number | null;
}

function buildCoupon(body: FormObject): FakeCoupon {
  const number = (value: FormValue | undefined) => (asString(value) === undefined ? null : Number(asString(value)));
  return {
    id: randomId(''),
    object: 'coupon',
    amount_off: number(body.amount_off),
    currency: asString(body.currency) ?? null,
    duration: asString(body.duration) ?? 'once',
    max_redemptions: number(body.max_redemptions),
    name: asString(body.name) ?? null,
    redeem_by: number(body.redeem_by),
  };
}

function buildSession(body: FormObject, coupons: Map<string, FakeCoupon> = new Map()): FakeCheckoutSession {
  const lineItems = asArray(body.line_items).map(asObject);
  let total = 0;
  let currency = '';
  for (const item of lineItems) {
    const priceData = asObject(item.price_data);
    total += Number(asString(priceData.unit_amount) ?? 0) * Number(asString(item.quantity) ?? 1);
    currency = asString(priceData.currency) ?? currency;
  }
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(asObject(body.metadata))) {
    if (typeof value === 'string') metadata[key] = value;
  }
  // `discounts[0][coupon]`: an amount-off coupon comes off the total, as on Stripe's page.
  const discount = asArray(body.discounts)
    .map((d) => coupons.get(asString(asObject(d).coupon) ?? ''))
    .reduce((sum, coupon) => sum + (coupon?.amount_off ?? 0), 0);
  const id = randomId('cs_test_');
  return {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.com/c/pay/${id}`,
    mode: asString(body.mode) ?? 'payment',
    status: 'open',
    payment_status: 'unpaid',
    payment_intent: null,
    amount_subtotal: total,
    amount_total: total - discount,
    currency,
    metadata,
    customer_email: asString(body.customer_email),
    customer_details: null,
    locale: asString(body.locale),
    success_url: asString(body.success_url) ?? '',
    cancel_url: asString(body.cancel_url) ?? '',
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    collected_information: null,
  };
}

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
    'request-id': randomId('req_'),
  });
  response.end(payload);
}

function stripeError(response: http.ServerResponse, status: number, code: string, message: string): void {
  sendJson(response, status, { error: { type: 'invalid_request_error', code, message } });
}

/** Starts the fake on 127.0.0.1 on a random free port. Close it with `close()`. */
export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const refunds = new Map<string, FakeRefund>();
  /** Idempotency-Key → the session id first created with it (Stripe replays the first answer). */
  const idempotent = new Map<string, string>();
  const coupons = new Map<string, FakeCoupon>();
  /** Idempotency-Key → the coupon id first created with it. */
  const idempotentCoupons = new Map<string, string>();
  /** Idempotency-Key → the refund id first created with it. */
  const idempotentRefunds = new Map<string, string>();
  const state = { refundBehaviour: 'succeeded' as FakeRefundBehaviour };

  /** What was paid on a payment intent (its session's total), and what its live refunds already took. */
  function refundRoom(paymentIntent: string): { paid: number; currency: string; left: number } | null {
    const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!session) return null;
    const taken = [...refunds.values()]
      .filter((r) => r.payment_intent === paymentIntent && (r.status === 'succeeded' || r.status === 'pending'))
      .reduce((sum, r) => sum + r.amount, 0);
    return { paid: session.amount_total, currency: session.currency, left: session.amount_total - taken };
  }

  function makeRefund(
    paymentIntent: string,
    amount: number,
    currency: string,
    status: FakeRefund['status'],
    metadata: Record<string, string>,
  ): FakeRefund {
    const refund: FakeRefund = {
      id: randomId('re_'),
      object: 'refund',
      amount,
      currency,
      status,
      failure_reason: null,
      payment_intent: paymentIntent,
      metadata,
      reason: 'requested_by_customer',
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://fake-stripe');
      const header = request.headers['idempotency-key'];
      const idempotencyKey = typeof header === 'string' ? header : undefined;
      const body = parseStripeForm(request.method === 'GET' ? url.search.slice(1) : rawBody);
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        headers: request.headers,
        idempotencyKey,
        body,
        rawBody,
      });

      if (!/^Bearer sk_(test|live)_/.test(request.headers.authorization ?? '')) {
        sendJson(response, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
        return;
      }
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const replayId = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
        if (replayId) {
          sendJson(response, 200, sessions.get(replayId));
          return;
        }
        if (asArray(body.line_items).length === 0 || !asString(body.success_url)) {
          stripeError(response, 400, 'parameter_missing', 'Missing required param: line_items or success_url.');
          return;
        }
        const session = buildSession(body, coupons);
        sessions.set(session.id, session);
        if (idempotencyKey) idempotent.set(idempotencyKey, session.id);
        sendJson(response, 200, session);
        return;
      }
      if (request.method === 'POST' && url.pathname === '/v1/coupons') {
        const replayId = idempotencyKey ? idempotentCoupons.get(idempotencyKey) : undefined;
        if (replayId) {
          sendJson(response, 200, coupons.get(replayId));
          return;
        }
        const coupon = buildCoupon(body);
        coupons.set(coupon.id, coupon);
        if (idempotencyKey) idempotentCoupons.set(idempotencyKey, coupon.id);
        sendJson(response, 200, coupon);
        return;
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const replayId = idempotencyKey ? idempotentRefunds.get(idempotencyKey) : undefined;
        if (replayId) {
          sendJson(response, 200, refunds.get(replayId));
          return;
        }
        if (state.refundBehaviour === 'server_error') {
          sendJson(response, 500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
          return;
        }
        if (state.refundBehaviour === 'hang') return; // never answers: the client's timeout must fire
        const paymentIntent = asString(body.payment_intent);
        const room = paymentIntent ? refundRoom(paymentIntent) : null;
        if (!paymentIntent || !room) {
          stripeError(response, 404, 'resource_missing', `No such payment_intent: '${paymentIntent ?? ''}'`);
          return;
        }
        const amount = Number(asString(body.amount) ?? room.left);
        if (!Number.isInteger(amount) || amount <= 0 || amount > room.left) {
          stripeError(
            response,
            400,
            'amount_too_large',
            `Refund amount (${amount}) is greater than unrefunded amount on charge (${room.left})`,
          );
          return;
        }
        const metadata: Record<string, string> = {};
        for (const [key, value] of Object.entries(asObject(body.metadata))) {
          if (typeof value === 'string') metadata[key] = value;
        }
        const refund = makeRefund(paymentIntent, amount, room.currency, state.refundBehaviour, metadata);
        if (idempotencyKey) idempotentRefunds.set(idempotencyKey, refund.id);
        sendJson(response, 200, refund);
        return;
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && match) {
        const id = decodeURIComponent(match[1]);
        const session = sessions.get(id);
        if (!session) {
          stripeError(response, 404, 'resource_missing', `No such checkout.session: '${id}'`);
          return;
        }
        sendJson(response, 200, session);
        return;
      }
      stripeError(response, 404, 'resource_missing', `Unrecognized request URL (${request.method}: ${url.pathname}).`);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    refunds,
    get refundBehaviour() {
      return state.refundBehaviour;
    },
    set refundBehaviour(value: FakeRefundBehaviour) {
      state.refundBehaviour = value;
    },
    dashboardRefund(paymentIntent, amount, currency = 'usd') {
      return makeRefund(paymentIntent, amount, currency, 'succeeded', {});
    },
    failRefund(id, failureReason = 'expired_or_canceled_card') {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`Unknown fake refund ${id}`);
      Object.assign(refund, { status: 'failed', failure_reason: failureReason });
      return refund;
    },
    markPaid(id, details = {}) {
      const session = sessions.get(id);
      if (!session) throw new Error(`Unknown fake checkout session ${id}`);
      const email = details.email ?? session.customer_email ?? 'buyer@example.com';
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: randomId('pi_'),
        url: null,
        customer_details: { email, name: details.shipping?.name ?? 'Jane Doe' },
        collected_information: {
          shipping_details: details.shipping ?? {
            name: 'Jane Doe',
            address: {
              line1: '1 Main Street',
              line2: null,
              city: 'Springfield',
              state: 'IL',
              postal_code: '62701',
              country: 'US',
            },
          },
        },
      });
      return session;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
