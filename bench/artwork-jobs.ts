/**
 * Artwork jobs under load for `npm run bench` (issue 8 "Benchmarks"): the real server process
 * (`node src/server/main.ts`, embedded defaults) gets four customers with a 12 MP photo each, then
 * four artwork requests at once. While the four jobs run we sample the server's resident memory
 * (VmRSS of /proc/{pid}/status) and time `/healthz` one request after another; the figures are the
 * peak memory above the idle process and the health check's p50/p99 while the jobs ran.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/test-support/free-port.ts';

/** Resident memory of a process in bytes (Linux). */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib * 1024;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Appends its rows to `rows`. @param phone a 12 MP JPEG. */
export async function benchArtworkJobs(rows: Array<[string, string]>, phone: Buffer): Promise<void> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wowtees-bench-jobs-'));
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 240) throw new Error('the server did not start');
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const pid = child.pid ?? 0;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { id } = await (await fetch(`${base}/api/customers`, { method: 'POST' })).json();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(phone)], { type: 'image/jpeg' }), 'phone.jpg');
      const upload = await fetch(`${base}/api/customers/${id}/image`, { method: 'PUT', body: form });
      if (!upload.ok) throw new Error(`upload answered ${upload.status}`);
      ids.push(id);
    }
    await new Promise((r) => setTimeout(r, 1000));
    const idleRss = await rssOf(pid);

    const started = performance.now();
    await Promise.all(
      ids.map((id, i) =>
        fetch(`${base}/api/customers/${id}/artworks`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ style: i % 2 ? 'painterly' : 'cel' }),
        }),
      ),
    );
    let peakRss = idleRss;
    const health: number[] = [];
    let ready = 0;
    while (ready < ids.length) {
      if (performance.now() - started > 120_000) throw new Error('the artwork jobs did not finish in 2 minutes');
      peakRss = Math.max(peakRss, await rssOf(pid));
      for (let i = 0; i < 10; i++) {
        const t0 = performance.now();
        await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
        health.push(performance.now() - t0);
      }
      const lists = await Promise.all(
        ids.map((id) =>
          fetch(`${base}/api/customers/${id}/artworks`).then((r) => r.json() as Promise<Array<{ status: string }>>),
        ),
      );
      ready = lists.filter((list) => list.some((a) => a.status === 'ready' || a.status === 'failed')).length;
    }
    const seconds = (performance.now() - started) / 1000;
    rows.push([
      '4 artwork jobs at once (12 MP photos, real server)',
      `all ready in ${seconds.toFixed(1)} s; peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MiB (idle ${(idleRss / 1024 / 1024).toFixed(0)} MiB)`,
    ]);
    rows.push([
      '/healthz while they ran',
      `p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms over ${health.length} requests`,
    ]);
  } finally {
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}
