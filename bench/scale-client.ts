/**
 * The client of `npm run bench:scale` (issue 10 "Proof"): the main job over HTTP against one or
 * more shop instances, as a load balancer with retries would send it. Every request goes to the
 * next live instance (round robin); a call that fails on the network (the instance died) or with a
 * 502/503 is sent again to another instance. Each step of an order is safe to send twice: a new
 * customer or session is simply unused, paying a paid session redirects to its success URL, and
 * confirming is idempotent (SPEC §2.8).
 */
import type { ChildProcess } from 'node:child_process';
import { paymentForm } from '#server/payments/local-checkout/local-checkout.fixtures.ts';
import { tshirtCheckoutRequest } from './checkout-request.ts';

/** One shop process. */
export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** False once it stopped answering on the network (killed). */
  alive: boolean;
}

export const steps = ['customer', 'upload', 'artwork', 'checkout', 'pay', 'confirm'] as const;
export type Step = (typeof steps)[number];

/** What one placed order left behind. */
export interface PlacedOrder {
  customerId: string;
  sessionId: string;
  orderId: string;
  withArtwork: boolean;
}

/** Round robin over the instances that are alive and in `targets`, with failover. */
export class Cluster {
  readonly instances: Instance[];
  /** Names requests may go to (a one-instance run leaves the other idle). */
  targets: Set<string>;
  /** Calls sent again to another instance after a network error or 502/503. */
  failovers = 0;
  private next = 0;

  constructor(instances: Instance[]) {
    this.instances = instances;
    this.targets = new Set(instances.map((instance) => instance.name));
  }

  private pick(): Instance {
    const live = this.instances.filter((instance) => instance.alive && this.targets.has(instance.name));
    if (live.length === 0) throw new Error('No live instance left');
    this.next = (this.next + 1) % live.length;
    return live[this.next];
  }

  /**
   * Sends `path` (init made afresh per attempt) to the next live instance, at most 4 attempts.
   * @throws Error when every attempt failed on the network or with 502/503.
   */
  async send(path: string, init: () => RequestInit): Promise<Response> {
    let lastError: unknown;
    for (let attempt = 0; attempt < 4; attempt++) {
      const instance = this.pick();
      try {
        const res = await fetch(`${instance.url}${path}`, {
          ...init(),
          redirect: 'manual',
          signal: AbortSignal.timeout(60_000),
        });
        if (res.status !== 502 && res.status !== 503) return res;
        lastError = new Error(`${path}: ${res.status}`);
        await res.body?.cancel();
      } catch (error) {
        lastError = error;
        // Connection refused or reset: the process is gone (its exit code says so soon after).
        if (instance.child.exitCode !== null || instance.child.signalCode !== null) instance.alive = false;
      }
      this.failovers++;
      await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
    }
    throw lastError instanceof Error ? lastError : new Error(String(lastError));
  }
}

async function expectJson<T>(res: Response, step: string, statuses: number[]): Promise<T> {
  const text = await res.text();
  if (!statuses.includes(res.status)) throw new Error(`${step}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** Milliseconds per step, filled by {@link placeOrder}. */
export type StepTimes = Record<Step, number[]>;
export const emptyStepTimes = (): StepTimes =>
  Object.fromEntries(steps.map((step) => [step, [] as number[]])) as unknown as StepTimes;

async function timed<T>(times: StepTimes, step: Step, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  times[step].push(performance.now() - started);
  return result;
}

const json = (body: unknown): (() => RequestInit) => {
  const text = JSON.stringify(body);
  return () => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
};

/**
 * The main job: new customer, photo upload, (an artwork of it, waited for until ready), checkout
 * (test provider), payment on the hosted checkout's form, confirm on the success path.
 * @throws Error naming the step whose answer was not the expected one.
 */
export async function placeOrder(
  cluster: Cluster,
  photo: Buffer,
  withArtwork: boolean,
  times: StepTimes,
): Promise<PlacedOrder> {
  const customer = await timed(times, 'customer', async () =>
    expectJson<{ id: string }>(await cluster.send('/api/customers', () => ({ method: 'POST' })), 'customer', [201]),
  );
  const customerId = customer.id;
  await timed(times, 'upload', async () => {
    const res = await cluster.send(`/api/customers/${customerId}/image`, () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'rocket.jpg');
      return { method: 'PUT', body: form };
    });
    await expectJson(res, 'upload', [200]);
  });

  let artworkId: string | undefined;
  if (withArtwork) {
    artworkId = await timed(times, 'artwork', async () => {
      const path = `/api/customers/${customerId}/artworks`;
      const asked = await expectJson<{ id: string }>(
        await cluster.send(path, json({ style: 'cel' })),
        'artwork',
        [200, 201],
      );
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        const list = await expectJson<Array<{ id: string; status: string }>>(
          await cluster.send(path, () => ({ method: 'GET' })),
          'artwork list',
          [200],
        );
        const artwork = list.find((item) => item.id === asked.id);
        if (artwork?.status === 'ready') return asked.id;
        if (artwork?.status === 'failed') throw new Error('artwork: failed');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error('artwork: not ready within 120 s');
    });
  }

  const { url } = await timed(times, 'checkout', async () =>
    expectJson<{ url: string }>(
      await cluster.send(
        '/api/checkout',
        json({ ...tshirtCheckoutRequest(customerId), ...(artworkId ? { artworkId } : {}) }),
      ),
      'checkout',
      [200],
    ),
  );
  const sessionId = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');

  await timed(times, 'pay', async () => {
    const form = paymentForm();
    const res = await cluster.send(`/pay/${sessionId}`, () => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    }));
    await res.body?.cancel();
    const location = res.headers.get('location') ?? '';
    if (res.status !== 303 || !location.includes(`session_id=${sessionId}`)) {
      throw new Error(`pay: ${res.status} ${location}`);
    }
  });

  const confirmed = await timed(times, 'confirm', async () => {
    const body = JSON.stringify({ sessionId });
    const res = await cluster.send('/api/orders/confirm', () => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-customer-id': customerId },
      body,
    }));
    return expectJson<{ created: boolean; order: { id: string } }>(res, 'confirm', [200]);
  });
  return { customerId, sessionId, orderId: confirmed.order.id, withArtwork };
}

/** What {@link runLoad} measured. */
export interface LoadResult {
  orders: PlacedOrder[];
  errors: string[];
  seconds: number;
  times: StepTimes;
  /** Whole-order latencies, ms. */
  orderMs: number[];
}

/**
 * Places `total` orders with `concurrency` in flight; `withArtwork(i)` says which ones get an
 * artwork; `onProgress` is called after each finished order (the kill test's trigger).
 */
export async function runLoad(
  cluster: Cluster,
  photo: Buffer,
  options: {
    total: number;
    concurrency: number;
    withArtwork?: (index: number) => boolean;
    onProgress?: (done: number) => void;
  },
): Promise<LoadResult> {
  const result: LoadResult = { orders: [], errors: [], seconds: 0, times: emptyStepTimes(), orderMs: [] };
  let nextIndex = 0;
  let done = 0;
  const started = performance.now();
  const worker = async () => {
    while (nextIndex < options.total) {
      const index = nextIndex++;
      const orderStarted = performance.now();
      try {
        result.orders.push(await placeOrder(cluster, photo, options.withArtwork?.(index) ?? false, result.times));
        result.orderMs.push(performance.now() - orderStarted);
      } catch (error) {
        result.errors.push((error as Error).message);
      }
      options.onProgress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}
