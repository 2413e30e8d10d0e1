/**
 * The job wake-up (issue 22 §4, ADR 0029): a sent job wakes its queue's workers through
 * LISTEN/NOTIFY, so idle workers can poll rarely. Here they poll only once a minute, longer than the
 * tests wait: a job runs within the wait only if its send woke a worker. The retention purge is the
 * job (no data; on a fresh database it finds nothing to purge). Jobs left by a previous process,
 * which no notice announces, are picked up at the next start (orders/order-confirmation.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { queueNames } from '#server/ports/job-queue.ts';
import { waitFor } from '#server/test-support/artworks.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';

/** Job timings of a start without environment, idle workers polling once a minute either way. */
function minutePolls() {
  const { jobs } = loadConfig({ PORT: '0', HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:3000', DATA_DIR: '.' });
  return { ...jobs, pollingIntervalSeconds: 60, notifyPollingIntervalSeconds: 60 };
}

describe.each(databaseTargets())('the job wake-up on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(target, { jobs: minutePolls() });
    // Each worker's first look for jobs, right at start, is over before the sends below.
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The job `id` once a worker has completed it (the wait is far shorter than a minute's poll). */
  const completed = (id: string) =>
    waitFor(
      `job ${id} completed`,
      async () => {
        const [job] = await t.app.ctx.jobs.find(queueNames.retentionPurge, { id });
        return job?.state === 'completed' ? job : undefined;
      },
      { timeoutMs: 20_000 },
    );

  it('runs a job sent by this app at once, though its idle workers poll once a minute', async () => {
    const id = randomUUID();
    await t.app.ctx.jobs.send(queueNames.retentionPurge, {}, { id });
    expect((await completed(id)).id).toBe(id);
  });

  // Across processes only on PostgreSQL: an embedded PGlite folder is one process's (its lock).
  if (target === 'postgres')
    it('runs a job another process sends to the same database at once', async () => {
      // Another instance's pg-boss, as a second app would send: no workers, no maintenance of its own.
      const other = new PgBoss({ connectionString: t.config.databaseUrl, supervise: false, schedule: false, max: 1 });
      other.on('error', () => {});
      await other.start();
      try {
        const id = randomUUID();
        await other.send(queueNames.retentionPurge, {}, { id });
        expect((await completed(id)).id).toBe(id);
      } finally {
        await other.stop({ graceful: false, close: true });
      }
    });
});
