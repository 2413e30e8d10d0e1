/**
 * `npm run bench` (issue 9): figures for the notes, asserting nothing (shared, noisy machines).
 *
 * - `landing`, `api` (customer read, catalogue, checkout): autocannon (100 connections, 10 s) against the shop started as a real child
 *   process (`node src/server/main.ts`, built client, rate limits off), each row right after the
 *   same run against a Fastify 5 hello-world: req/s, p50, p99 and the ratio, and each server's CPU
 *   time per request with its ratio (steadier than req/s when the machine is shared). The API rows run on
 *   PGlite and, when `DATABASE_URL` is set, again on PostgreSQL.
 *   The landing row also measures a same-bytes baseline between the two (issue 22 §4): the
 *   hello-world answering the very bytes the shop answered the landing GET with (its brotli body,
 *   ~13 KB, and its headers, fetched once before the row), for the same requests. The hello-world
 *   answers 17 bytes, so its ratio mixes two costs: the bytes each answer carries and the shop's
 *   own work per request. The "same bytes" columns split them: the baseline's req/s is the most any
 *   server reaches with these bytes on this machine and client, and the shop's ratio to it is what
 *   the shop's code costs (near 100 %: the bytes set the landing's req/s, not the shop). Most of
 *   the bytes' cost is autocannon's: it decodes every body into a string, ~60 µs per 15 KB of
 *   brotli (binary), and on two cores it then is the bottleneck; the row prints autocannon's CPU
 *   per request to show when (`clientCpuUsPerRequest`). A browser does no such decoding.
 * - The shop's resident memory (issue 22 §4): idle after start and the most under load, on PGlite
 *   (the landing row; the shop restarted on its data folder, as on every start but the first) and,
 *   with `DATABASE_URL`, on PostgreSQL (the API rows).
 * - `search`: the staff orders list searched by order number and by email over 100,000 orders, on
 *   PGlite and (with `DATABASE_URL`) PostgreSQL, beside the hello-world (bench/order-search.ts,
 *   issue 19; goal p99 < 50 ms). Seeds databases of its own and removes them.
 * - `upload`: 12 MP upload vs sharp's bare decode + re-encode, 48 MP upload, `/healthz` while four
 *   40 MP uploads run (bench/uploads.ts).
 * - `lighthouse`: landing and customize in en-us and de and the German email-order page (a link
 *   made through the staff API, bench/email-order-seed.ts), median of 3 (bench/lighthouse.ts).
 * - `artwork`: the artwork pipeline figures of issue 8 (bench/artwork.ts, bench/artwork-jobs.ts).
 * - `scale`: two instances on one PostgreSQL and S3 peer, with the kill test (bench/scale-out.ts,
 *   issue 10); needs `DATABASE_URL`, prints its own summary after the others.
 *
 * Options: `--only=landing,api,search,upload,lighthouse,artwork,scale` (default all), `--duration=10`,
 * `--connections=100`, `--search-connections=10` (the search rows), `--cpu-prof` (the shop writes V8 CPU profiles to bench/results/profiles).
 * The client build is `CLIENT_DIR`, else build/client, else build-bench/client (built when missing).
 * Writes the figures as JSON to bench/results/ (gitignored).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tshirtCheckoutRequest } from './checkout-request.ts';
import { benchStaff, seedEmailOrderLink } from './email-order-seed.ts';
import { type LoadRow, type LoadSettings, loadRow, warmUp } from './http-load.ts';
import { benchLighthouse, type LighthouseRow, lighthousePages } from './lighthouse.ts';
import { type BenchServer, type MemoryRow, rawGet, sampleResident, startHelloWorld, startShop } from './servers.ts';
import { benchUploads, phoneJpeg, type UploadFigures, upload } from './uploads.ts';

const parts = ['landing', 'api', 'search', 'upload', 'lighthouse', 'artwork', 'scale'] as const;
type Part = (typeof parts)[number];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    'search-connections': { type: 'string', default: '10' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const only = new Set((args.only ?? parts.join(',')).split(',').map((part) => part.trim()));
for (const part of only) {
  if (!parts.includes(part as Part)) throw new Error(`--only: unknown part "${part}" (parts: ${parts.join(', ')})`);
}
const settings: LoadSettings = { connections: Number(args.connections), durationSeconds: Number(args.duration) };
const resultsDir = path.resolve('bench/results');
const profileArgs = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.join(resultsDir, 'profiles')}`] : [];

function clientDir(): string {
  const candidates = [process.env.CLIENT_DIR, 'build/client', 'build-bench/client'].filter(Boolean) as string[];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'index.html')));
  if (found) return path.resolve(found);
  console.log('No client build: building into build-bench/ (npm run build)…');
  execFileSync('npm', ['run', 'build'], { env: { ...process.env, BUILD_DIR: 'build-bench' }, stdio: 'inherit' });
  return path.resolve('build-bench/client');
}

const checkoutBody = (customerId: string) => JSON.stringify(tshirtCheckoutRequest(customerId));

/** Customers to read and check out: `count` records, each with the rocket fixture uploaded. */
async function seedCustomers(url: string, count: number, withPhoto: boolean): Promise<string[]> {
  const photo = withPhoto ? await phoneJpeg(640, 427) : undefined;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${url}/api/customers`, { method: 'POST' });
    const { id } = (await res.json()) as { id: string };
    if (photo) {
      const result = await upload(url, id, photo);
      if (result.status !== 200) throw new Error(`seed upload: ${result.status} ${result.code}`);
    }
    ids.push(id);
  }
  return ids;
}

/** autocannon requests that go round `ids`, one per request. */
function rotating(ids: string[], make: (id: string) => { method: string; path: string; body?: string }) {
  let next = 0;
  return [
    {
      setupRequest: (request: Record<string, unknown>) => {
        const id = ids[next++ % ids.length];
        const { method, path: requestPath, body } = make(id);
        return {
          ...request,
          method,
          path: requestPath,
          body,
          headers: body ? { 'content-type': 'application/json' } : {},
        };
      },
    },
  ];
}

async function apiRows(hello: BenchServer, shop: BenchServer, db: string): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  const readers = await seedCustomers(shop.url, 100, false);
  const getCustomer = rotating(readers, (id) => ({ method: 'GET', path: `/api/customers/${id}` }));
  await warmUp(shop.url, getCustomer);
  rows.push(await loadRow(`GET /api/customers/:id (${db})`, hello, shop.url, settings, getCustomer, shop.pid));
  // Issue 21 §1: the live prices the prerendered pages fill in (an in-process snapshot, ADR 0020).
  const catalog = [{ method: 'GET', path: '/api/catalog?locale=de&variant=wowanimatedtees' }];
  await warmUp(shop.url, catalog);
  rows.push(await loadRow(`GET /api/catalog (${db})`, hello, shop.url, settings, catalog, shop.pid));
  const buyers = await seedCustomers(shop.url, 50, true);
  const checkout = rotating(buyers, (id) => ({ method: 'POST', path: '/api/checkout', body: checkoutBody(id) }));
  await warmUp(shop.url, checkout);
  rows.push(await loadRow(`POST /api/checkout (${db}, test provider)`, hello, shop.url, settings, checkout, shop.pid));
  return rows;
}

const results: {
  date: string;
  settings: LoadSettings;
  load: LoadRow[];
  upload?: UploadFigures;
  lighthouse?: LighthouseRow[];
  artwork?: Array<[string, string]>;
  /** The shop's resident memory per database (issue 22 §4): PGlite under the landing load, PostgreSQL under the API rows. */
  memory: MemoryRow[];
} = { date: new Date().toISOString(), settings, load: [], memory: [] };

// The search rows need no storefront: the shop then serves the API only.
const needsClient = ['landing', 'api', 'upload', 'lighthouse'].some((part) => only.has(part));
const client = needsClient ? clientDir() : path.resolve('build/client');
const hello = only.has('landing') || only.has('api') || only.has('search') ? await startHelloWorld() : undefined;
try {
  if (only.has('landing') || only.has('api') || only.has('upload') || only.has('lighthouse')) {
    // The first staff account (issue 7 §2): the Lighthouse rows make an email-order link as staff do.
    const staffEnv = { ADMIN_EMAIL: benchStaff.email, ADMIN_PASSWORD: benchStaff.password };
    // Restarted: the memory figures are those of every start but the first (db/client.ts's buffer pool).
    const shop = await startShop({ clientDir: client, extraArgs: profileArgs, env: staffEnv, restarted: true });
    try {
      if (hello && only.has('landing')) {
        const landingPath = '/en-us/wowanimatedtees';
        const acceptEncoding = { 'accept-encoding': 'br, gzip' };
        const landing = [{ method: 'GET', path: landingPath, headers: acceptEncoding }];
        // Sampled from before the first request, through the warm-up and the row (the hello-world
        // half of the row leaves it idle).
        const memory = await sampleResident(shop.pid);
        // Issue 22 §4: the same-bytes baseline answers what the shop answered this request with.
        const answer = await rawGet(`${shop.url}${landingPath}`, acceptEncoding);
        if (answer.status !== 200) throw new Error(`GET ${landingPath}: ${answer.status}`);
        const sameBytes = await startHelloWorld(answer);
        try {
          await warmUp(sameBytes.url, landing);
          await warmUp(shop.url, landing);
          const baseline = { server: sameBytes, bodyBytes: answer.body.length };
          results.load.push(
            await loadRow(`GET ${landingPath} (br)`, hello, shop.url, settings, landing, shop.pid, baseline),
          );
        } finally {
          const figures = memory.stop();
          if (figures) results.memory.push({ database: 'PGlite', load: 'the landing load', ...figures });
          await sameBytes.stop();
        }
      }
      if (hello && only.has('api')) results.load.push(...(await apiRows(hello, shop, 'PGlite')));
      if (only.has('upload')) results.upload = await benchUploads(shop.url);
      if (only.has('lighthouse')) {
        try {
          const emailOrder = await seedEmailOrderLink(shop.url, 'de');
          // The pages at the shop's own address (PUBLIC_URL, by default http://localhost:PORT): opened at
          // 127.0.0.1 they are first redirected there (issue 23, canonical-host.ts), which a visitor of
          // the shop's URL never meets and Lighthouse counts as ~600 ms more FCP and LCP.
          const publicOrigin = `http://localhost:${new URL(shop.url).port}`;
          results.lighthouse = await benchLighthouse(publicOrigin, [
            ...lighthousePages,
            { page: '/de/wowanimatedtees/emailorder', path: emailOrder },
          ]);
        } catch (error) {
          // The HTTP figures are still worth printing.
          console.error(`Lighthouse failed: ${(error as Error).message}`);
        }
      }
    } finally {
      await shop.stop();
    }
  }
  if (hello && only.has('api') && process.env.DATABASE_URL) {
    const shop = await startShop({ clientDir: client, databaseUrl: process.env.DATABASE_URL, extraArgs: profileArgs });
    const memory = await sampleResident(shop.pid);
    try {
      results.load.push(...(await apiRows(hello, shop, 'PostgreSQL')));
    } finally {
      const figures = memory.stop();
      if (figures) results.memory.push({ database: 'PostgreSQL', load: 'the API rows', ...figures });
      await shop.stop();
    }
  }
  if (hello && only.has('search')) {
    const { benchOrderSearch } = await import('./order-search.ts');
    // Staff search: a team's handful of browsers, not the storefront's crowd (`--search-connections`).
    const searchSettings = { ...settings, connections: Number(args['search-connections']) };
    results.load.push(
      ...(await benchOrderSearch(hello, { clientDir: client, settings: searchSettings, extraArgs: profileArgs })),
    );
  }
} finally {
  await hello?.stop();
}
if (only.has('artwork')) {
  const { benchArtwork } = await import('./artwork.ts');
  const { benchArtworkJobs } = await import('./artwork-jobs.ts');
  const { benchOnnxArtwork } = await import('./onnx-artwork.ts');
  const rows: Array<[string, string]> = [];
  const phone = await phoneJpeg(4000, 3000);
  await benchArtwork(rows, phone);
  await benchArtworkJobs(rows, phone);
  await benchOnnxArtwork(rows, phone);
  results.artwork = rows;
}

await mkdir(resultsDir, { recursive: true });
const file = path.join(resultsDir, `bench-${results.date.replace(/[:.]/g, '-')}.json`);
await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
await writeFile(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);

const { printResults } = await import('./print-results.ts');
printResults(results, file);

if (only.has('scale')) {
  if (process.env.DATABASE_URL) {
    execFileSync(process.execPath, [path.join(import.meta.dirname, 'scale-out.ts')], { stdio: 'inherit' });
  } else {
    console.log('scale: skipped (needs DATABASE_URL, a PostgreSQL the two instances share)');
  }
}
