/**
 * `npm run bench:scale` (issue 10 "Proof"): two shop instances on one PostgreSQL, one S3 server
 * and one Redis, as they run behind a load balancer; figures for the notes, plus hard checks.
 *
 * - Starts the S3 peer (s3rver, src/server/test-support/s3-test-server.ts), a fresh database
 *   `wowtees_bench_<pid>` on the machine's PostgreSQL (dropped at the end) and two instances
 *   (`node src/server/main.ts`, own port and DATA_DIR, same DATABASE_URL, S3_* and REDIS_URL,
 *   RATE_LIMITS=off) at the same time, so their migrations meet the advisory lock.
 * - Throughput: the same number of orders (customer, upload of e2e/fixtures/rocket.jpg, checkout on
 *   the test provider, payment on its hosted form, confirm) against one instance, then spread over
 *   both: orders/s, p50/p99 per step, and CPU cores used per process (what limits it).
 * - Kill test: orders (every second with an artwork, whose paid order queues a print-file job) over
 *   both; once print-file jobs run, instance A gets SIGKILL. The client sends failed calls to B.
 *   At the end every paid session has its order and every artwork or print-file job running on A at the
 *   kill was finished by B (pg-boss retries it once its heartbeat stops, about 10-30 s).
 * - After each part: zero lost or duplicated orders, zero dangling stored keys (database vs bucket).
 *
 * Options: `--orders=120` per throughput run, `--concurrency=12`, `--kill-orders=36`, `--no-kill`,
 * `--cpu-prof` (V8 CPU profiles of the instances in bench/results/profiles).
 * Env: `DATABASE_URL` (any database of the server to use; default postgres://postgres@127.0.0.1:5432),
 * `REDIS_URL` (default redis://127.0.0.1:6379 when it answers). Writes JSON to bench/results/.
 * Exits 1 when a check fails.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startS3TestServer } from '#server/test-support/s3-test-server.ts';
import { Cluster, type Instance, type LoadResult, runLoad, steps } from './scale-client.ts';
import { cpuCores, cpuSnapshot, type OrderCheck, verifyOrders } from './scale-verify.ts';
import { freePort } from './servers.ts';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '120' },
    concurrency: { type: 'string', default: '12' },
    'kill-orders': { type: 'string', default: '36' },
    'no-kill': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const totalOrders = Number(args.orders);
const concurrency = Number(args.concurrency);
const resultsDir = path.resolve('bench/results');
const printQueue = 'artwork.print-file';
const renderQueue = 'artwork.render';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  return Math.round(value);
}

function clientDir(): string | undefined {
  const candidates = [process.env.CLIENT_DIR, 'build/client', 'build-bench/client', 'build-scale/client'];
  const found = candidates.find((dir) => dir && existsSync(path.join(dir, 'index.html')));
  return found ? path.resolve(found) : undefined;
}

async function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 500 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function waitReady(instance: Instance): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited with ${instance.child.exitCode}`);
    try {
      if ((await fetch(`${instance.url}/readyz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${instance.name} not ready within 90 s`);
}

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), `wowtees-scale-${name}-`));
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' };
  Object.assign(childEnv, { DATA_DIR: dataDir, PUBLIC_URL: url, RATE_LIMITS: 'off', LOG_LEVEL: 'warn' });
  for (const key of ['STRIPE_SECRET_KEY', 'SMTP_URL', 'OPENAI_API_KEY']) delete childEnv[key];
  const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.join(resultsDir, 'profiles')}`] : [];
  const child = spawn(process.execPath, [...profile, path.resolve('src/server/main.ts')], {
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return { name, url, child, dataDir, alive: true };
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) {
    const exited = new Promise((resolve) => instance.child.once('exit', resolve));
    instance.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
  }
  await rm(instance.dataDir, { recursive: true, force: true });
}

interface PhaseFigures {
  name: string;
  instances: number;
  orders: number;
  errors: string[];
  seconds: number;
  ordersPerSecond: number;
  orderMs: { p50: number; p99: number };
  stepMs: Record<string, { p50: number; p99: number; n: number }>;
  failovers: number;
  cpuCores: Record<string, number>;
  /** CPU ms the shop instances spent per order: flat from one to two means no scale-out overhead. */
  instanceCpuMsPerOrder: number;
}

async function phase(
  name: string,
  cluster: Cluster,
  photo: Buffer,
  targets: string[],
  load: Parameters<typeof runLoad>[2],
): Promise<{ figures: PhaseFigures; result: LoadResult }> {
  cluster.targets = new Set(targets);
  cluster.failovers = 0;
  const pids = Object.fromEntries(cluster.instances.map((instance) => [instance.name, instance.child.pid]));
  const before = cpuSnapshot(pids);
  const result = await runLoad(cluster, photo, load);
  const after = cpuSnapshot(pids);
  const cores = cpuCores(before, after, result.seconds);
  const stepMs = Object.fromEntries(
    steps
      .filter((step) => result.times[step].length > 0)
      .map((step) => [
        step,
        {
          p50: percentile(result.times[step], 50),
          p99: percentile(result.times[step], 99),
          n: result.times[step].length,
        },
      ]),
  );
  return {
    result,
    figures: {
      name,
      instances: targets.length,
      orders: result.orders.length,
      errors: result.errors,
      seconds: Math.round(result.seconds * 100) / 100,
      ordersPerSecond: Math.round((result.orders.length / result.seconds) * 100) / 100,
      orderMs: { p50: percentile(result.orderMs, 50), p99: percentile(result.orderMs, 99) },
      stepMs,
      failovers: cluster.failovers,
      cpuCores: cores,
      instanceCpuMsPerOrder: Math.round(
        (cluster.instances.reduce((sum, instance) => sum + (cores[instance.name] ?? 0), 0) * result.seconds * 1000) /
          Math.max(1, result.orders.length),
      ),
    },
  };
}

function printPhase(f: PhaseFigures): void {
  console.log(
    `\n${f.name}: ${f.orders} orders in ${f.seconds} s = ${f.ordersPerSecond} orders/s ` +
      `(order p50 ${f.orderMs.p50} ms, p99 ${f.orderMs.p99} ms; errors ${f.errors.length}; failovers ${f.failovers})`,
  );
  for (const [step, ms] of Object.entries(f.stepMs)) {
    console.log(`  ${step.padEnd(9)} p50 ${String(ms.p50).padStart(5)} ms   p99 ${String(ms.p99).padStart(5)} ms`);
  }
  console.log(
    `  CPU cores used: ${Object.entries(f.cpuCores)
      .map(([role, cores]) => `${role} ${cores}`)
      .join(', ')}; instances' CPU per order ${f.instanceCpuMsPerOrder} ms`,
  );
  for (const error of f.errors.slice(0, 5)) console.log(`  error: ${error}`);
}

function printCheck(label: string, check: OrderCheck): boolean {
  const ok =
    check.lost.length + check.duplicated.length + check.unpaidOrders.length === 0 &&
    check.clientPaidMissing.length + check.dangling.length === 0;
  console.log(
    `\n${label}: ${ok ? 'OK' : 'FAILED'}: ${check.paidSessions} paid sessions, ${check.orders} orders, ` +
      `lost ${check.lost.length}, duplicated ${check.duplicated.length}, orders without paid session ` +
      `${check.unpaidOrders.length}, client-paid not recorded ${check.clientPaidMissing.length}; ` +
      `${check.keysChecked} stored keys named by rows, dangling ${check.dangling.length} (bucket holds ${check.bucketObjects})`,
  );
  return ok;
}

async function main(): Promise<void> {
  const serverUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  const database = `wowtees_bench_${process.pid}`;
  serverUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  const redisUrl = process.env.REDIS_URL || ((await answers('127.0.0.1', 6379)) ? 'redis://127.0.0.1:6379' : '');
  const s3 = await startS3TestServer('wowtees-bench');
  const instances: Instance[] = [];
  let failed = false;
  try {
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      REDIS_URL: redisUrl,
    };
    const client = clientDir();
    if (client) env.CLIENT_DIR = client;
    console.log(
      `Two instances on ${databaseUrl}, S3 peer ${s3.endpoint}, Redis ${redisUrl || 'none (limits in PostgreSQL)'}, ` +
        `client build ${client ?? 'none (API only)'}; ${totalOrders} orders per run, concurrency ${concurrency}`,
    );
    // Both at once: the migrations of one wait for the other's advisory lock.
    instances.push(...(await Promise.all([startInstance('A', env), startInstance('B', env)])));
    await Promise.all(instances.map(waitReady));
    const cluster = new Cluster(instances);
    const photo = await readFile(path.resolve('e2e/fixtures/rocket.jpg'));

    await runLoad(cluster, photo, { total: 8, concurrency: 4 }); // warm-up, both instances
    const one = await phase('One instance (A)', cluster, photo, ['A'], { total: totalOrders, concurrency });
    printPhase(one.figures);
    const two = await phase('Two instances (A+B)', cluster, photo, ['A', 'B'], { total: totalOrders, concurrency });
    printPhase(two.figures);
    const ratio = Math.round((two.figures.ordersPerSecond / one.figures.ordersPerSecond) * 100) / 100;
    console.log(`\nTwo ÷ one: ${ratio}x (goal >= 1.5x on 2 cores)`);
    const paidSoFar = [...one.result.orders, ...two.result.orders].map((order) => order.sessionId);
    const throughputCheck = await verifyOrders(databaseUrl, s3.config, paidSoFar);
    failed ||= !printCheck('Throughput runs checked', throughputCheck);

    let kill: Record<string, unknown> | undefined;
    if (!args['no-kill']) kill = await killTest(cluster, photo, databaseUrl, s3.config, paidSoFar);
    failed ||= kill?.ok === false;

    await mkdir(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `scale-out-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    const report = { settings: { totalOrders, concurrency, redis: Boolean(redisUrl), client: Boolean(client) } };
    await writeFile(
      file,
      JSON.stringify({ ...report, one: one.figures, two: two.figures, ratio, throughputCheck, kill }, null, 2),
    );
    console.log(`\nWritten: ${path.relative(process.cwd(), file)}`);
  } finally {
    await Promise.all(instances.map(stopInstance));
    await s3.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
  if (failed) process.exitCode = 1;
}

interface JobRow {
  id: string;
  name: string;
  state: string;
  retry_count: number;
}

/** The artwork render and print-file jobs as pg-boss has them. */
async function artworkJobs(db: pg.Client): Promise<JobRow[]> {
  const result = await db.query<JobRow>('select id, name, state, retry_count from pgboss.job where name = any($1)', [
    [printQueue, renderQueue],
  ]);
  return result.rows;
}

/**
 * The kill test (see the file comment). @returns its figures and `ok`.
 */
async function killTest(
  cluster: Cluster,
  photo: Buffer,
  databaseUrl: string,
  s3Config: Parameters<typeof verifyOrders>[1],
  paidBefore: string[],
): Promise<Record<string, unknown>> {
  const total = Number(args['kill-orders']);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const [a] = cluster.instances;
  let killedAt: number | undefined;
  let activeAtKill: string[] = [];
  let done = 0;
  const started = performance.now();
  // Kill A once two print-file jobs run (each instance takes one at a time, so one is A's), or at 60%.
  const watcher = (async () => {
    while (killedAt === undefined) {
      const active = (await artworkJobs(db)).filter((job) => job.state === 'active');
      const printing = active.filter((job) => job.name === printQueue).length;
      if (printing >= 2 || done >= total * 0.6) {
        activeAtKill = active.map((job) => job.id);
        killedAt = performance.now();
        a.child.kill('SIGKILL');
        console.log(
          `\nKill test: SIGKILL to A after ${done}/${total} orders, ${printing} print-file and ` +
            `${active.length - printing} render jobs running`,
        );
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const run = await phase('Kill test (A killed during load)', cluster, photo, ['A', 'B'], {
    total,
    concurrency: Math.min(concurrency, 8),
    withArtwork: (index) => index % 2 === 0,
    onProgress: (count) => {
      done = count;
    },
  });
  await watcher;
  printPhase(run.figures);

  // Every order with an artwork gets its print file, the ones A was making included.
  const artworkOrders = run.result.orders.filter((order) => order.withArtwork).map((order) => order.orderId);
  const deadline = Date.now() + 300_000;
  let missing = artworkOrders.length;
  while (Date.now() < deadline) {
    const result = await db.query<{ n: number }>(
      'select count(*)::int as n from orders where id = any($1) and print_file_key is null',
      [artworkOrders],
    );
    missing = result.rows[0].n;
    if (missing === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const printDoneSeconds = Math.round((performance.now() - (killedAt ?? started)) / 100) / 10;
  const jobs = await artworkJobs(db);
  await db.end();
  const killedJobs = jobs.filter((job) => activeAtKill.includes(job.id));
  const takenOver = killedJobs.filter((job) => job.retry_count > 0);
  console.log(
    `  print files: ${artworkOrders.length - missing}/${artworkOrders.length} made (${printDoneSeconds} s after the kill); ` +
      `jobs running at the kill: ${killedJobs.map((job) => `${job.name} ${job.state}/retries ${job.retry_count}`).join(', ') || 'none'}; ` +
      `${takenOver.length} (${takenOver.filter((job) => job.name === printQueue).length} print files) retried after A died (heartbeat) and finished by B`,
  );
  const check = await verifyOrders(databaseUrl, s3Config, [
    ...paidBefore,
    ...run.result.orders.map((order) => order.sessionId),
  ]);
  const checked = printCheck('Kill test checked', check);
  const ok =
    checked &&
    missing === 0 &&
    run.figures.errors.length === 0 &&
    killedJobs.every((job) => job.state === 'completed') &&
    takenOver.length > 0;
  if (takenOver.length === 0) console.log('  no job was running on A at the kill: the takeover is unproven');
  return {
    ok,
    figures: run.figures,
    artworkOrders: artworkOrders.length,
    printFilesMissing: missing,
    printDoneSecondsAfterKill: printDoneSeconds,
    jobsRunningAtKill: killedJobs,
    takenOver: takenOver.length,
    check,
  };
}

await main();
