/**
 * Operations (issue 10): `/readyz` names the dependency that fails, request ids are kept when safe
 * and echoed, and a job queued by a request carries its id into the job's payload and log lines.
 */
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { startJobQueue } from '../jobs/job-queue.ts';
import { type PrintFileJobData, queueNames } from '../ports/job-queue.ts';
import { requestContext } from '../request-context.ts';
import { waitFor } from '../test-support/artworks.ts';
import { createCustomer, uploadPhoto } from '../test-support/customer-with-photo.ts';
import { buildTestApp, databaseTargets, type TestApp } from '../test-support/test-app.ts';

describe.each(databaseTargets())('operations on %s', { timeout: 120_000 }, (target) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('/readyz answers 200 with every check, and 503 naming the storage when it fails', async () => {
    t = await buildTestApp(target);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: { ok: true }, storage: { ok: true }, queue: { ok: true } },
    });
    // The files folder replaced by a plain file: the storage cannot answer.
    const root = path.join(t.config.dataDir, 'files');
    await rm(root, { recursive: true, force: true });
    await writeFile(root, 'not a folder');
    const failed = await waitFor('readyz to fail', async () => {
      const res = await t?.app.inject({ method: 'GET', url: '/readyz' });
      return res?.statusCode === 503 ? res : undefined;
    });
    expect(failed.headers['retry-after']).toBe('1');
    expect(failed.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: { ok: true }, storage: { ok: false, error: expect.any(String) }, queue: { ok: true } },
    });
    // Alive all the same: /healthz only says the process and database answer.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await rm(root, { force: true });
    await waitFor('readyz to recover', async () => {
      const res = await t?.app.inject({ method: 'GET', url: '/readyz' });
      return res?.statusCode === 200 ? true : undefined;
    });
  });

  it('keeps a safe X-Request-Id, replaces an unsafe one, and hands it to the jobs the request queues', async () => {
    t = await buildTestApp(target);
    const kept = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-1234.abc:9' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc:9');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'evil\u001b[31m id with spaces' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.headers['x-request-id']).not.toBe(replaced.headers['x-request-id']);

    const customerId = await createCustomer(t.app);
    expect((await uploadPhoto(t.app, customerId)).statusCode).toBe(200);
    const requestId = `req-${randomUUID()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customerId}/artworks`,
      payload: { style: 'cel' },
      headers: { 'x-request-id': requestId },
    });
    expect(res.statusCode).toBeLessThan(300);
    const artworkId = res.json().id as string;
    const [job] = await t.app.ctx.jobs.find<{ artworkId: string; requestId?: string }>(queueNames.render, {
      id: artworkId,
    });
    expect(job.data).toEqual({ artworkId, requestId });
  });
});

it('runs a job with a child logger carrying the request id of the request that queued it', async () => {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const log = pino({ level: 'debug' }, sink);
  const database = await openDatabase({ dataDir: '/nonexistent', inMemory: true });
  const jobs = await startJobQueue(database, { jobs: loadConfig({}).jobs }, log);
  try {
    const handled: string[] = [];
    await jobs.work<PrintFileJobData>(queueNames.printFile, 1, async (job, jobLog) => {
      jobLog.info({ orderId: job.data.orderId }, 'print file job ran');
      handled.push(job.data.orderId);
    });
    const orderId = randomUUID();
    await requestContext.run({ requestId: 'req-from-checkout' }, () =>
      jobs.send(queueNames.printFile, { orderId }, { id: orderId }),
    );
    await waitFor('the job to run', async () => (handled.includes(orderId) ? true : undefined));
    const line = lines.find((l) => l.msg === 'print file job ran');
    expect(line).toMatchObject({ requestId: 'req-from-checkout', queue: queueNames.printFile, orderId });
  } finally {
    await jobs.stop();
    await database.close();
  }
});
