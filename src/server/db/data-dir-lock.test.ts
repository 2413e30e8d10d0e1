import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, type LockOwner, lockDataDir } from './data-dir-lock.ts';

let root: string;
let folder: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'wowtees-lock-'));
  folder = path.join(root, 'db');
  await mkdir(folder);
});
afterEach(async () => rm(root, { recursive: true, force: true }));

/** Leaves the lock a crashed holder would leave: the lock directory, last refreshed a minute ago. */
async function leftLock(owner: LockOwner): Promise<void> {
  await mkdir(`${folder}.lock`);
  const aMinuteAgo = new Date(Date.now() - 60_000);
  await utimes(`${folder}.lock`, aMinuteAgo, aMinuteAgo);
  await writeFile(`${folder}.lock-owner`, JSON.stringify(owner));
}

async function pidOfAnEndedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('lockDataDir', () => {
  it('refuses a second lock on the folder, naming folder and holder; after release it can be taken again', async () => {
    const lock = await lockDataDir(folder);
    const owner = JSON.parse(await readFile(`${folder}.lock-owner`, 'utf8')) as LockOwner;
    expect(owner).toMatchObject({ pid: process.pid, hostname: os.hostname() });

    const refusal = await lockDataDir(folder).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(folder);
    expect((refusal as Error).message).toContain(`pid ${process.pid}`);

    await lock.release();
    await expect(stat(`${folder}.lock`)).rejects.toThrow();
    await expect(stat(`${folder}.lock-owner`)).rejects.toThrow();
    const again = await lockDataDir(folder);
    await again.release();
  });

  it('takes over a stale lock whose process no longer runs', async () => {
    await leftLock({ pid: await pidOfAnEndedProcess(), hostname: os.hostname(), since: '2020-01-01T00:00:00Z' });
    const lock = await lockDataDir(folder);
    const owner = JSON.parse(await readFile(`${folder}.lock-owner`, 'utf8')) as LockOwner;
    expect(owner.pid).toBe(process.pid);
    await lock.release();
  });

  it('keeps away from the lock of a process still running on this host, however long ago it was refreshed', async () => {
    // A holder whose event loop was blocked (a long query) has not refreshed its lock for a while.
    const holder = { pid: process.ppid, hostname: os.hostname(), since: '2020-01-01T00:00:00Z' };
    await leftLock(holder);
    const refusal = await lockDataDir(folder).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as DataDirLockedError).owner).toEqual(holder);
    await expect(stat(`${folder}.lock`)).resolves.toBeTruthy();
  });
});
