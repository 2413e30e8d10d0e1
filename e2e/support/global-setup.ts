/**
 * Starts the real shop (`node src/server/main.ts`, the built client, embedded defaults) on a free
 * port with a fresh data folder, and the run's one Chromium, for the end-to-end tests; stops both
 * afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort } from '#server/test-support/free-port.ts';
import { startBrowserServer } from './browser.ts';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** Folder of the messages the shop sent through the SMTP peer. */
    mailDir: string;
    staffEmail: string;
    staffPassword: string;
    /** Where the run's Chromium listens (support/browser.ts connects to it). */
    browserEndpoint: string;
  }
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;
let smtp: SmtpPeer | undefined;
let browserServer: BrowserServer | undefined;
const staffEmail = 'staff@example.com';
const staffPassword = 'e2e-staff-password-1234';

export async function setup(project: TestProject): Promise<void> {
  const port = await freePort();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wowtees-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  smtp = await startSmtpPeer(path.join(dataDir, 'smtp-received'));
  child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      // Counters of its own on a shared Redis: limits counted by earlier runs (per day) must not carry over.
      REDIS_KEY_PREFIX: `wowtees-test:${randomUUID()}:`,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'wowtees <shop@example.com>',
      ADMIN_EMAIL: staffEmail,
      ADMIN_PASSWORD: staffPassword,
      // The email order of preview-to-order prints staff artwork, which asks the customer for proof
      // approval by default (issue 20 §4); that loop has its own shop in proof-approval.e2e.ts.
      PROOF_APPROVAL: 'off',
      // Two test files run at once from one address: together they pass the per-address limits a
      // family behind one NAT is allowed (20 uploads a minute). The limits have their API tests.
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Chromium starts while the shop does.
  const browserStarted = startBrowserServer().then((server) => {
    browserServer = server;
    return server;
  });
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The shop did not start within 110 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('browserEndpoint', (await browserStarted).wsEndpoint());
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('mailDir', smtp.folder);
  project.provide('staffEmail', staffEmail);
  project.provide('staffPassword', staffPassword);
}

export async function teardown(): Promise<void> {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
  await browserServer?.close();
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
