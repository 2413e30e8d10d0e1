/**
 * HTTP throughput rows of `npm run bench` (issue 9): each row is an autocannon run (100
 * connections, 10 s by default) against the shop, right after one against the Fastify
 * hello-world, so every ratio compares two runs made moments apart on the same machine. A row can
 * also measure a same-bytes baseline between the two (issue 22 §4, the landing row): the
 * hello-world answering exactly the bytes and headers the shop answers that request with.
 */
import autocannon from 'autocannon';
import { type BenchServer, cpuSeconds } from './servers.ts';

export interface LoadFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /**
   * CPU time the server process spent per request, µs (all threads), when its pid is known. Unlike
   * req/s it hardly depends on what else the machine runs, so its ratio is the steadier figure on a
   * shared machine.
   */
  cpuUsPerRequest?: number;
  /**
   * CPU time autocannon (this process) spent per request, µs. Near 1e6 ÷ req/s it is the load
   * generator, not the server, that sets the req/s: autocannon decodes every body into a string
   * (its request queue's `body += chunk`), which for a binary brotli body costs ~60 µs per 15 KB,
   * ~15 times what the same length of HTML costs (issue 22 §4).
   */
  clientCpuUsPerRequest?: number;
}

export interface LoadRow {
  label: string;
  shop: LoadFigures;
  hello: LoadFigures;
  /** shop req/s ÷ hello-world req/s. */
  ratio: number;
  /** hello-world CPU per request ÷ shop CPU per request (when both pids are known). */
  cpuRatio?: number;
  /**
   * The same-bytes baseline, when the row has one: a Fastify answering the shop's own answer (body
   * bytes and headers as sent). What the hello-world ratio loses to the bytes alone shows here.
   */
  sameBytes?: LoadFigures & {
    /** Body bytes of the answer, as sent (brotli for the landing). */
    bodyBytes: number;
    /** shop req/s ÷ same-bytes req/s: what the shop's own work per request costs. */
    ratio: number;
  };
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
}

type Request = NonNullable<Parameters<typeof autocannon>[0]['requests']>[number];

async function run(url: string, settings: LoadSettings, requests?: Request[], pid?: number): Promise<LoadFigures> {
  const cpuBefore = await cpuSeconds(pid);
  const clientBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    connections: settings.connections,
    duration: settings.durationSeconds,
    requests,
  });
  const client = process.cpuUsage(clientBefore);
  const cpuAfter = await cpuSeconds(pid);
  const total = result.requests.total;
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(cpuBefore !== null && cpuAfter !== null && total > 0
      ? { cpuUsPerRequest: ((cpuAfter - cpuBefore) * 1e6) / total }
      : {}),
    ...(total > 0 ? { clientCpuUsPerRequest: (client.user + client.system) / total } : {}),
  };
}

/**
 * Measures the hello-world, then the same-bytes baseline when given (`sameBytes`: its server and
 * the body bytes it answers) with `requests`, then the shop at `url` with `requests`.
 * @returns the row; `shop.non2xx` counts answers that were not 2xx (they should be 0).
 */
export async function loadRow(
  label: string,
  hello: BenchServer,
  url: string,
  settings: LoadSettings,
  requests?: Request[],
  shopPid?: number,
  sameBytes?: { server: BenchServer; bodyBytes: number },
): Promise<LoadRow> {
  const helloFigures = await run(`${hello.url}/`, settings, undefined, hello.pid);
  // The shop's requests (path and headers) too: it answers every path, so the requests match byte for byte.
  const baseline = sameBytes
    ? await run(`${sameBytes.server.url}/`, settings, requests, sameBytes.server.pid)
    : undefined;
  const shop = await run(url, settings, requests, shopPid);
  const cpuRatio =
    helloFigures.cpuUsPerRequest && shop.cpuUsPerRequest
      ? helloFigures.cpuUsPerRequest / shop.cpuUsPerRequest
      : undefined;
  return {
    label,
    shop,
    hello: helloFigures,
    ratio: shop.reqPerSec / helloFigures.reqPerSec,
    cpuRatio,
    ...(baseline && sameBytes
      ? { sameBytes: { ...baseline, bodyBytes: sameBytes.bodyBytes, ratio: shop.reqPerSec / baseline.reqPerSec } }
      : {}),
  };
}

/** A short warm-up (JIT, caches, connection pool) before a measured run. */
export async function warmUp(url: string, requests?: Request[]): Promise<void> {
  await run(url, { connections: 20, durationSeconds: 2 }, requests);
}
