/**
 * A job survives its process dying (issue 8): the real server as a process, an artwork job running
 * (the provider's request hangs), `kill -9`, a new process on the same data folder finishes the
 * artwork once pg-boss sees the dead job's heartbeat stop. Embedded PGlite in a temporary folder;
 * the provider is the local fake of the images edit endpoint. Slow by nature (heartbeat 10 s).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataFolder } from '#server/test-support/data-folder.ts';
import {
  type FakeOpenAiImagesServer,
  startFakeOpenAiImagesServer,
} from '#server/test-support/fake-openai-images-server.ts';
import { freePort } from '#server/test-support/free-port.ts';
import type { Artwork } from '#shared/api/artworks.schemas.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  exited: Promise<void>;
}

/** Spawns `src/server/main.ts` on `dataDir` with `env` and waits until `/healthz` answers. */
async function startServer(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // Counters of its own on a shared Redis: limits counted by earlier runs (per day) must not carry over.
      REDIS_KEY_PREFIX: `wowtees-test:${randomUUID()}:`,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CLIENT_DIR: path.join(dataDir, 'no-client-build'),
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      // A small instant preview, as in the API tests (test-app.ts): this test is about the job.
      ARTWORK_PREVIEW_PX: '256',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server = { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    try {
      if ((await fetch(`${server.baseUrl}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start within 110 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls the provider's artwork of the customer until `done` says so. */
async function providerArtwork(
  server: ServerProcess,
  customerId: string,
  done: (artwork: Artwork) => boolean,
  timeoutMs: number,
): Promise<Artwork> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = (await (await fetch(`${server.baseUrl}/api/customers/${customerId}/artworks`)).json()) as Artwork[];
    const artwork = list.find((a) => a.provider === 'openai');
    if (artwork && done(artwork)) return artwork;
    if (Date.now() > deadline) {
      throw new Error(`Artwork still ${artwork?.status} after ${timeoutMs} ms:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('an artwork job whose process is killed', () => {
  let fake: FakeOpenAiImagesServer;
  let dataDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAiImagesServer();
    dataDir = await seededDataFolder('wowtees-job-crash-');
  });
  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    await fake?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is finished by the next process on the same data folder', { timeout: 240_000 }, async () => {
    const env = { STYLIZER: 'openai', OPENAI_API_KEY: 'sk-test-fake', OPENAI_BASE_URL: fake.baseUrl };
    fake.fallback = 'hang';
    const first = await startServer(dataDir, env);
    servers.push(first);
    const { id: customerId } = (await (await fetch(`${first.baseUrl}/api/customers`, { method: 'POST' })).json()) as {
      id: string;
    };
    const form = new FormData();
    const photo = await readFile(path.join(repoRoot, 'e2e/fixtures/chelsea.png'));
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'chelsea.png');
    const upload = await fetch(`${first.baseUrl}/api/customers/${customerId}/image`, { method: 'PUT', body: form });
    expect(upload.status).toBe(200);
    const asked = await fetch(`${first.baseUrl}/api/customers/${customerId}/artworks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ style: 'painterly' }),
    });
    expect(asked.status).toBe(201);
    const running = await providerArtwork(first, customerId, (a) => a.status === 'running', 30_000);
    // Killed while the provider's request is under way.
    for (let waited = 0; fake.requests.length === 0; waited += 50) {
      if (waited > 30_000) throw new Error(`The provider was never asked:\n${first.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const requestsBefore = fake.requests.length;

    first.child.kill('SIGKILL');
    await first.exited;
    fake.fallback = 'ok';
    const second = await startServer(dataDir, env);
    servers.push(second);
    const done = await providerArtwork(
      second,
      customerId,
      (a) => a.status === 'ready' || a.status === 'failed',
      90_000,
    );
    expect(done.id).toBe(running.id);
    expect(done.status, done.error ?? '').toBe('ready');
    // The new process asked the provider again.
    expect(fake.requests.length).toBeGreaterThan(requestsBefore);
    second.child.kill('SIGINT');
    await second.exited;
    expect(second.child.exitCode).toBe(0);
  });
});
