/**
 * One process per embedded database folder (issue 6): two servers writing the same PGlite files
 * lose data, so whoever opens `DATA_DIR/db` first holds an exclusive lock on it until it closes.
 *
 * The lock is proper-lockfile's `db.lock` directory beside the folder, kept fresh every second;
 * `db.lock-owner` (JSON: pid, host, start time) says who holds it, so the refusal can name them.
 * A lock left behind by a killed process (kill -9, power loss) is taken over once it is stale
 * (not refreshed for {@link STALE_MS}); one from before the last boot at once. A holder that is
 * still running on this host keeps its lock even when its event loop was blocked for longer.
 */
import { readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { lock } from 'proper-lockfile';

/** A lock not refreshed for this long belongs to a process that is gone. */
const STALE_MS = 5_000;
/** How often the holder refreshes the lock (proper-lockfile's minimum). */
const UPDATE_MS = 1_000;
/** Effectively never stale: used while the holder is known to be alive. */
const NEVER_STALE_MS = 365 * 24 * 3600 * 1000;

/** Who holds a data folder, as written to `db.lock-owner`. */
export interface LockOwner {
  pid: number;
  hostname: string;
  /** ISO time the lock was taken. */
  since: string;
}

/** Thrown when another process (or this one) already uses the folder. */
export class DataDirLockedError extends Error {
  readonly folder: string;
  readonly owner: LockOwner | undefined;

  constructor(folder: string, owner: LockOwner | undefined) {
    const who = owner
      ? `another wowtees process (pid ${owner.pid} on host ${owner.hostname}, since ${owner.since})`
      : 'another process';
    super(
      `The data folder ${folder} is in use by ${who}. Only one process may use it at a time: ` +
        `stop the other one, or give this one its own DATA_DIR. (Lock: ${folder}.lock)`,
    );
    this.name = 'DataDirLockedError';
    this.folder = folder;
    this.owner = owner;
  }
}

/** A held lock; `release()` gives the folder back (idempotent). */
export interface DataDirLock {
  release(): Promise<void>;
}

/** Folders this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

/**
 * Takes the exclusive lock on the folder `dir` (which must exist), or stops at once.
 * Waits (at most {@link STALE_MS} and a bit) only for the lock of a process on this host that is
 * no longer running, which is what a restart right after a crash meets.
 * @throws DataDirLockedError when another running process holds the folder.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  // One spelling per folder (symlinks, relative paths), so this process recognises its own lock.
  const folder = await realpath(dir);
  if (held.has(folder)) throw new DataDirLockedError(folder, ownerOf(process.pid));
  const lockPath = `${folder}.lock`;
  const ownerPath = `${folder}.lock-owner`;
  const waitUntil = Date.now() + STALE_MS + 3_000;
  for (;;) {
    const before = await readHolder(lockPath, ownerPath);
    try {
      const releaseLock = await lock(folder, {
        realpath: false,
        update: UPDATE_MS,
        // proper-lockfile removes a stale lock itself; never one of a process still running here.
        stale: before && isRunningHere(before.owner) ? NEVER_STALE_MS : STALE_MS,
        onCompromised: (error) => lostLock(folder, error),
      });
      held.add(folder);
      const dataDirLock = { release: once(() => release(folder, ownerPath, releaseLock)) };
      await writeOwner(ownerPath).catch(async (error: unknown) => {
        await dataDirLock.release();
        throw error;
      });
      return dataDirLock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      const holder = await readHolder(lockPath, ownerPath);
      // Gone meanwhile, or left by a process of this host that no longer runs: try again shortly.
      const worthWaiting =
        holder === undefined || (holder.owner?.hostname === os.hostname() && !isRunningHere(holder.owner));
      if (!worthWaiting || Date.now() > waitUntil) throw new DataDirLockedError(folder, holder?.owner);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

interface Holder {
  owner: LockOwner | undefined;
}

/** The current lock's owner, or undefined when nobody holds the lock directory. */
async function readHolder(lockPath: string, ownerPath: string): Promise<Holder | undefined> {
  let lockMtime: number;
  try {
    lockMtime = (await stat(lockPath)).mtimeMs;
  } catch {
    return undefined;
  }
  // A lock from before this boot cannot belong to a running process, whatever pid it names.
  const bootTime = Date.now() - os.uptime() * 1000;
  if (lockMtime < bootTime) return { owner: undefined };
  let owner: LockOwner | undefined;
  try {
    const parsed = JSON.parse(await readFile(ownerPath, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number' && typeof parsed.hostname === 'string' && typeof parsed.since === 'string') {
      owner = { pid: parsed.pid, hostname: parsed.hostname, since: parsed.since };
    }
  } catch {
    // Missing or half-written: the holder has just taken the lock, or crashed before writing it.
  }
  return { owner };
}

/** True when `owner` is a process running on this host other than this one. */
function isRunningHere(owner: LockOwner | undefined): boolean {
  if (!owner || owner.hostname !== os.hostname() || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(pid: number): LockOwner {
  return { pid, hostname: os.hostname(), since: new Date().toISOString() };
}

async function writeOwner(ownerPath: string): Promise<void> {
  // Write then rename, so a reader never sees half a file.
  const temporary = `${ownerPath}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(ownerOf(process.pid))}\n`);
  await rename(temporary, ownerPath);
}

async function release(folder: string, ownerPath: string, releaseLock: () => Promise<void>): Promise<void> {
  held.delete(folder);
  await rm(ownerPath, { force: true });
  try {
    await releaseLock();
  } catch (error) {
    // Already lost (reported by lostLock); nothing is left to give back.
    if ((error as NodeJS.ErrnoException).code !== 'ERELEASED') throw error;
  }
}

/**
 * The lock was taken over or deleted while this process used the folder. Going on would let two
 * processes write the same database files, so stop now; PGlite recovers from an abrupt stop.
 */
function lostLock(folder: string, error: Error): never {
  console.error(`Lost the lock on the data folder ${folder} (${error.message}); stopping to protect the data.`);
  process.exit(1);
}

function once(action: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => {
    result ??= action();
    return result;
  };
}
