/**
 * Child processes for `npm run bench` (issue 9): the shop (`node src/server/main.ts`) and the
 * Fastify hello-world run as their own processes, so the load generator never shares their thread.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/test-support/free-port.ts';

/** Children still running: killed when the bench exits, even after an error. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export interface BenchServer {
  url: string;
  /** The server process, for its memory and CPU time (/proc). */
  pid?: number;
  stop(): Promise<void>;
}

/**
 * CPU seconds process `pid` has used so far, all its threads, user and system (`utime` + `stime` of
 * /proc/<pid>/stat, in clock ticks of 1/100 s); null where there is no /proc or the process is gone.
 */
export async function cpuSeconds(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at state: utime, stime are 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * The resident memory of process `pid` in bytes (`VmRSS` of /proc/<pid>/status), or null where
 * there is no /proc (not Linux) or the process is gone.
 */
async function residentBytes(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kib ? Number(kib) * 1024 : null;
  } catch {
    return null;
  }
}

/** A shop's resident memory (bytes, issue 22 §4): idle after start, and the most while `load` ran. */
export interface MemoryRow {
  /** The shop's database: PGlite (embedded) or PostgreSQL. */
  database: string;
  /** What ran while the most was taken, e.g. "the landing load". */
  load: string;
  idleBytes: number;
  underLoadBytes: number;
}

/**
 * Reads process `pid`'s resident memory now, then every 250 ms until the returned `stop` is called;
 * `stop` answers the idle and the most bytes seen, or null where there is no /proc.
 */
export async function sampleResident(pid: number | undefined) {
  const idleBytes = await residentBytes(pid);
  let most = idleBytes ?? 0;
  const sampler = setInterval(async () => {
    most = Math.max(most, (await residentBytes(pid)) ?? 0);
  }, 250);
  return {
    stop(): { idleBytes: number; underLoadBytes: number } | null {
      clearInterval(sampler);
      return idleBytes === null ? null : { idleBytes, underLoadBytes: most };
    },
  };
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess, cleanup?: () => Promise<void>): () => Promise<void> {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await cleanup?.();
  };
}

/** An HTTP answer as it went over the wire: the body undecoded, the headers as sent. */
export interface RawAnswer {
  status: number;
  body: Buffer;
  headers: Record<string, string>;
}

/**
 * GET `url` with `headers`, the body kept as sent (fetch would decode a brotli or gzip body).
 * @returns status, body bytes and the headers (joined with ', ' where repeated).
 */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const answerHeaders: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: answerHeaders });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Headers Node or Fastify write themselves for every answer (the length from the body). */
const perConnectionHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/**
 * Starts the Fastify hello-world (bench/hello-world.ts); with `answer`, the same-bytes baseline
 * (issue 22 §4): it answers GET / with `answer`'s body and headers, byte for byte (its file is in a
 * temporary folder removed on stop).
 */
export async function startHelloWorld(answer?: RawAnswer): Promise<BenchServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
  let answerDir: string | undefined;
  if (answer) {
    answerDir = await mkdtemp(path.join(tmpdir(), 'wowtees-bench-answer-'));
    env.ANSWER_FILE = path.join(answerDir, 'body');
    await writeFile(env.ANSWER_FILE, answer.body);
    env.ANSWER_HEADERS = JSON.stringify(
      Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !perConnectionHeaders.has(name))),
    );
  }
  const removeAnswer = async () => {
    if (answerDir) await rm(answerDir, { recursive: true, force: true });
  };
  const child = track(spawn(process.execPath, [path.resolve('bench/hello-world.ts')], { env, stdio: 'ignore' }));
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child, removeAnswer);
  try {
    await waitFor(`${url}/`, child, 15_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop };
}

/**
 * Starts the shop as `node src/server/main.ts` with a fresh data folder (or `dataDir`) (PGlite on disk unless
 * `databaseUrl`), rate limits off and the built client of `clientDir`. Its log goes to
 * `logFile` when given (else nowhere), at the shop's default level, as in production.
 * @param extraArgs node flags, e.g. `--cpu-prof`.
 */
export async function startShop(options: {
  clientDir: string;
  databaseUrl?: string;
  /** A data folder prepared before (e.g. a seeded PGlite); removed on stop like a fresh one. */
  dataDir?: string;
  extraArgs?: string[];
  env?: Record<string, string>;
  /**
   * Start once, stop, and start again on the same data folder: a shop as it runs after its first
   * start, which creates the embedded database (its memory is then higher: PGlite's initdb).
   */
  restarted?: boolean;
}): Promise<BenchServer & { dataDir: string; pid: number | undefined }> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'wowtees-bench-')));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIR: options.clientDir,
    RATE_LIMITS: 'off',
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.STRIPE_SECRET_KEY;
  delete env.SMTP_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const url = `http://127.0.0.1:${port}`;
  const start = async () => {
    const started = track(
      spawn(process.execPath, [...(options.extraArgs ?? []), path.resolve('src/server/main.ts')], {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    // A shared, busy machine (four agents on two cores) took over a minute to open and migrate PGlite.
    await waitFor(`${url}/healthz`, started, 180_000);
    return started;
  };
  if (options.restarted) await stopper(await start())();
  const child = await start();
  return {
    url,
    dataDir,
    pid: child.pid,
    stop: stopper(child, () => rm(dataDir, { recursive: true, force: true })),
  };
}

export { freePort };
