/**
 * `npm run staff -- add|reset EMAIL` (scripts/staff.ts) as a process, on an embedded database
 * folder, then the server logging in with what it printed.
 */
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { seededDataFolder } from '#server/test-support/data-folder.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

// Each test runs the command as its own process up to three times, each loading the code and
// opening the embedded database (already migrated, data-folder.ts): 4 s apiece on an idle 2-core
// machine, up to 10 s on a loaded one, too close to the 30 s default.
describe('the staff command', { timeout: 120_000 }, () => {
  let dataDir: string;
  const staff = (args: string[], env: Record<string, string> = {}) => {
    const run = spawnSync(process.execPath, ['scripts/staff.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STAFF_PASSWORD: '', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { code: run.status, out: run.stdout, err: run.stderr };
  };

  beforeAll(async () => {
    dataDir = await seededDataFolder('wowtees-staff-');
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('adds an account, refuses a second add, resets with a printed password that then logs in', async () => {
    const added = staff(['add', 'Clerk@Example.com'], { STAFF_PASSWORD: 'clerk-password-1' });
    expect(added.err).toBe('');
    expect(added.code).toBe(0);
    expect(added.out).toContain('Added the staff account clerk@example.com');
    expect(added.out).toContain('a new one must be chosen at the next sign-in');
    expect(added.out).not.toContain('Password:');

    const again = staff(['add', 'clerk@example.com']);
    expect(again.code).toBe(1);
    expect(again.err).toContain('exists already');

    const reset = staff(['reset', 'clerk@example.com']);
    expect(reset.code, reset.err).toBe(0);
    const printed = /Password: (\S+)/.exec(reset.out)?.[1];
    expect(printed).toMatch(/^[A-Za-z0-9]{20}$/);

    expect(staff(['reset', 'nobody@example.com']).code).toBe(1);
    expect(staff(['remove', 'clerk@example.com']).err).toContain('Usage');

    const t = await buildTestApp('pglite', { dataDir, inMemoryDatabase: false });
    try {
      const login = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/session',
          headers: { origin: 'http://localhost:3000' },
          payload: { email: 'clerk@example.com', password },
        });
      expect((await login('clerk-password-1')).statusCode).toBe(401);
      const signedIn = await login(printed ?? '');
      expect(signedIn.statusCode).toBe(200);
      // A password the command printed is a one-time password (issue 17 §3).
      expect(signedIn.json()).toMatchObject({ passwordChangeRequired: true });
    } finally {
      await t.close();
    }
  });

  it('says to stop the server first while the data folder is in use', async () => {
    const database = await openDatabase({ dataDir });
    try {
      const run = staff(['add', 'late@example.com'], { STAFF_PASSWORD: 'late-password-1' });
      expect(run.code).toBe(1);
      expect(run.err).toContain('Stop the server first');
    } finally {
      await database.close();
    }
  });
});
