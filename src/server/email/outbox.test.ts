/** The outbox folder: atomic writes, time-ordered ids, leftovers of a crash removed, strict ids. */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxFolder, outboxIdPattern } from './outbox.ts';

const raw = (subject: string) =>
  Buffer.from(
    `From: a@example.com\nTo: b@example.com\nSubject: ${subject}\nDate: Tue, 01 Dec 2026 10:00:00 +0000\n\nHello\n`,
  );

describe('OutboxFolder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'wowtees-outbox-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('lists nothing before the first message (the folder does not exist yet)', async () => {
    expect(await new OutboxFolder(path.join(dir, 'outbox')).list()).toEqual([]);
  });

  it('writes messages under time-ordered ids and lists them newest first', async () => {
    const outbox = new OutboxFolder(path.join(dir, 'outbox'));
    const first = await outbox.write(raw('one'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await outbox.write(raw('two'));
    expect(outboxIdPattern.test(first) && outboxIdPattern.test(second)).toBe(true);
    expect((await outbox.list()).map((m) => m.subject)).toEqual(['two', 'one']);
    expect(await outbox.read(first)).toMatchObject({ id: first, to: 'b@example.com', subject: 'one', html: null });
    expect((await outbox.read(first))?.text.trim()).toBe('Hello');
    // Only the finished files are there: no temporary file stays behind.
    expect((await readdir(outbox.dir)).sort()).toEqual([`${first}.eml`, `${second}.eml`].sort());
  });

  it('removes temporary files a crashed write left, and ignores foreign files', async () => {
    const outbox = new OutboxFolder(dir);
    await writeFile(path.join(dir, '.tmp-2026-01-01T00-00-00-000Z-0123456789abcdef-00ff00ff'), 'half');
    await writeFile(path.join(dir, 'notes.eml'), raw('foreign'));
    expect(await outbox.removeLeftoverTemporaryFiles()).toBe(1);
    expect(await readdir(dir)).toEqual(['notes.eml']);
    expect(await outbox.list()).toEqual([]);
  });

  it('reads nothing for ids outside the pattern', async () => {
    const outbox = new OutboxFolder(path.join(dir, 'outbox'));
    await writeFile(path.join(dir, 'secret.eml'), raw('secret'));
    for (const id of ['../secret', 'secret', '', '2026-01-01T00-00-00-000Z-0123456789ABCDEF']) {
      expect(await outbox.read(id)).toBeNull();
    }
  });
});
