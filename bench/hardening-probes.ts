/**
 * `npm run probe`: the attacks of issue 6 against the real server (`node src/server/main.ts` on a
 * fresh data folder, 127.0.0.1 only), each reported as "tried / held". Asserts nothing: the API and
 * end-to-end tests do; this gives the figures for the notes. Bounded in count and time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { freePort } from '../src/server/test-support/free-port.ts';

interface Server {
  url: string;
  child: ChildProcess;
  output: string[];
}

const rows: Array<[string, string, string]> = [];
const report = (probe: string, tried: number | string, held: number | string) =>
  rows.push([probe, String(tried), String(held)]);

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return { url, child, output };
    if (
      await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return { url, child, output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

function exited(child: ChildProcess, timeoutMs: number): Promise<{ code: number | null; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve({ code: child.exitCode, ms: 0 });
    const timer = setTimeout(() => resolve({ code: null, ms: timeoutMs }), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, ms: performance.now() - started });
    });
  });
}

const newCustomer = async (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/customers`, { method: 'POST', headers });

function upload(url: string, id: string, body: Buffer, type: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)], { type }), `photo.${type.split('/')[1]}`);
  return fetch(`${url}/api/customers/${id}/image`, { method: 'PUT', body: form, headers });
}

const rocket = await readFile(path.resolve('e2e/fixtures/rocket.jpg'));
const photos = {
  jpeg: rocket,
  png: await sharp(rocket).resize(320).png().toBuffer(),
  webp: await sharp(rocket).resize(320).webp().toBuffer(),
};
const folders: string[] = [];
const folder = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wowtees-probe-'));
  folders.push(dir);
  return dir;
};

// 1. Rate limits with forged X-Forwarded-For (limits on, as shipped).
{
  const server = await startServer(await folder());
  let created = 0;
  for (let i = 0; i < 130; i++) {
    if ((await newCustomer(server.url, { 'x-forwarded-for': `198.51.100.${i}` })).status === 201) created++;
  }
  report('130 customer creations, each with a forged X-Forwarded-For', 130, `${130 - created} refused (429)`);
  server.child.kill('SIGINT');
  await exited(server.child, 15_000);
}
{
  const server = await startServer(await folder());
  const id = (await (await newCustomer(server.url)).json()).id;
  // 2. The photo URL is no key to the customer.
  const { imageUrl } = await (await upload(server.url, id, photos.jpeg, 'image/jpeg')).json();
  const name = path.basename(new URL(imageUrl).pathname).replace(/\.\w+$/, '');
  const read = await fetch(`${server.url}/api/customers/${name}`);
  const patch = await fetch(`${server.url}/api/customers/${name}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'attacker@example.com' }),
  });
  report(
    'photo URL used as a customer id (GET, PATCH)',
    2,
    `${[read, patch].filter((res) => res.status >= 400).length} refused (${read.status}, ${patch.status}); URL contains id: ${imageUrl.includes(id)}`,
  );

  // 5. No client input is a 500.
  const nul = [
    fetch(`${server.url}/api/customers/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a\\u0000b@x.com"}',
    }),
    fetch(`${server.url}/api/checkout/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"sessionId":"cs_\\u0000"}',
    }),
    fetch(`${server.url}/pay/cs_%00x`),
    fetch(`${server.url}/api/customers/%E0%A4%A`),
    fetch(`${server.url}/api/customers/${id}/image`, {
      method: 'PUT',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
    }),
    fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(1_200_000) }),
    }),
  ];
  const statuses = (await Promise.all(nul)).map((res) => res.status);
  report(
    'NUL bytes, bad %-sequence, malformed multipart, 1.2 MB JSON',
    statuses.length,
    `${statuses.filter((status) => status < 500).length} answered 4xx (${statuses.join(', ')})`,
  );
  let uploads = 0;
  for (let i = 0; i < 25; i++) {
    const res = await upload(server.url, id, photos.png, 'image/png', { 'x-forwarded-for': `203.0.113.${i}` });
    if (res.status === 200) uploads++;
  }
  report('25 uploads with forged X-Forwarded-For', 25, `${25 - uploads} refused (429)`);
  let lookups = 0;
  for (let i = 0; i < 70; i++) {
    const res = await fetch(`${server.url}/api/orders/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i}` },
      body: JSON.stringify({ sessionId: `cs_test_local_${i}` }),
    });
    if (res.status === 429) lookups++;
  }
  report('70 order confirms with forged X-Forwarded-For', 70, `${lookups} refused (429)`);

  server.child.kill('SIGINT');
  await exited(server.child, 15_000);
}

// 3. Concurrent uploads for one customer (limits off: one client sends hundreds on purpose).
{
  const dir = await folder();
  const server = await startServer(dir, { RATE_LIMITS: 'off' });
  let errors = 0;
  let dangling = 0;
  const rounds = 20;
  for (let round = 0; round < rounds; round++) {
    const id = (await (await newCustomer(server.url)).json()).id;
    const formats = round % 2 === 0 ? (['jpeg'] as const) : (['png', 'jpeg', 'webp'] as const);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const format = formats[i % formats.length];
        return upload(server.url, id, photos[format], `image/${format}`);
      }),
    );
    errors += results.filter((res) => res.status >= 500).length;
    const customer = await (await fetch(`${server.url}/api/customers/${id}`)).json();
    if ((await fetch(customer.imageUrl)).status !== 200) dangling++;
  }
  report(`${rounds} rounds of 10 concurrent uploads (same and mixed formats)`, rounds * 10, `${errors} answered 5xx`);
  report('  … rounds whose photo URL then failed to load', rounds, `${dangling} dangling`);

  // kill -9 during 30 uploads.
  const ids = await Promise.all(
    Array.from({ length: 30 }, async () => (await (await newCustomer(server.url)).json()).id),
  );
  const pending = ids.map((id) => upload(server.url, id, photos.jpeg, 'image/jpeg').catch(() => null));
  await new Promise((resolve) => setTimeout(resolve, 150));
  server.child.kill('SIGKILL');
  await Promise.all(pending);
  await exited(server.child, 5_000);
  const restarted = await startServer(dir, { RATE_LIMITS: 'off' });
  let pointing = 0;
  let broken = 0;
  for (const id of ids) {
    const customer = await (await fetch(`${restarted.url}/api/customers/${id}`)).json();
    if (!customer.imageUrl) continue;
    pointing++;
    const path = new URL(customer.imageUrl).pathname;
    if ((await fetch(`${restarted.url}${path}`)).status !== 200) broken++;
  }
  const leftovers = (await readdir(path.join(dir, 'files', 'customer-uploads'))).filter((n) => n.endsWith('.tmp'));
  report(
    'kill -9 during 30 uploads, then restart',
    30,
    `${pointing} records with a photo, ${broken} dangling, ${leftovers.length} .tmp files left`,
  );

  // 4. A second process on the same folder.
  const second = await startServer(dir, { RATE_LIMITS: 'off' });
  const secondExit = await exited(second.child, 20_000);
  report(
    'second server on the same DATA_DIR',
    1,
    `exit ${secondExit.code} after ${(secondExit.ms / 1000).toFixed(1)} s: ${second.output.join('').trim().split('\n').pop()?.slice(0, 90)}`,
  );

  // SIGINT under load with keep-alive connections.
  let sent = 0;
  let reset = 0;
  let stop = false;
  const workers = Array.from({ length: 20 }, async () => {
    while (!stop && sent < 5_000) {
      sent++;
      try {
        await (await fetch(`${restarted.url}/api/customers`, { method: 'POST' })).arrayBuffer();
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (code === 'ECONNREFUSED') break;
        reset++;
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  restarted.child.kill('SIGINT');
  const stopped = await exited(restarted.child, 30_000);
  stop = true;
  await Promise.all(workers);
  report(
    'SIGINT under load (20 keep-alive clients)',
    sent,
    `exit ${stopped.code} after ${(stopped.ms / 1000).toFixed(1)} s, ${reset} requests reset`,
  );
}

for (const dir of folders) await rm(dir, { recursive: true, force: true });
const width = Math.max(...rows.map(([probe]) => probe.length));
console.log(`\n${'probe'.padEnd(width)} | tried | held`);
for (const [probe, tried, held] of rows) console.log(`${probe.padEnd(width)} | ${tried.padStart(5)} | ${held}`);
