/**
 * Test support for the tests that start the shop or a command as a process: a fresh data folder
 * (`DATA_DIR`) that already holds the migrated database, copied from the run's
 * (vitest.global-setup.ts), so the process starts without creating one.
 */
import { cp, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A new temporary data folder named `prefix…`, holding the run's migrated embedded database.
 * Outside a run with the global setup it is empty, and the process creates the database itself.
 */
export async function seededDataFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
  const seed = inject('pgliteDataFolder');
  if (seed) await cp(seed, folder, { recursive: true });
  return folder;
}
