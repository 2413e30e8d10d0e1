/**
 * HTTP throughput rows of `npm run bench` (issue 9): each row is an autocannon run (100
 * connections, 10 s by default) against the shop, right after one against the Fastify
 * hello-world, so every ratio compares two runs made moments apart on the same machine.
 */
import autocannon from 'autocannon';
import type { BenchServer } from './servers.ts';

export interface LoadFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface LoadRow {
  label: string;
  shop: LoadFigures;
  hello: LoadFigures;
  /** shop req/s ÷ hello-world req/s. */
  ratio: number;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
}

type Request = NonNullable<Parameters<typeof autocannon>[0]['requests']>[number];

async function run(url: string, settings: LoadSettings, requests?: Request[]): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: settings.connections,
    duration: settings.durationSeconds,
    requests,
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Measures the hello-world, then the shop at `url` with `requests`.
 * @returns the row; `shop.non2xx` counts answers that were not 2xx (they should be 0).
 */
export async function loadRow(
  label: string,
  hello: BenchServer,
  url: string,
  settings: LoadSettings,
  requests?: Request[],
): Promise<LoadRow> {
  const helloFigures = await run(`${hello.url}/`, settings);
  const shop = await run(url, settings, requests);
  return { label, shop, hello: helloFigures, ratio: shop.reqPerSec / helloFigures.reqPerSec };
}

/** A short warm-up (JIT, caches, connection pool) before a measured run. */
export async function warmUp(url: string, requests?: Request[]): Promise<void> {
  await run(url, { connections: 20, durationSeconds: 2 }, requests);
}
