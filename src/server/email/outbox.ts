/**
 * The outbox folder (DESIGN.md principle 1, issue 7 §4): without `SMTP_URL` every message is written
 * as an `.eml` file to `DATA_DIR/outbox`, so a newcomer sees exactly what would have been sent, and
 * staff read it in the admin (GET /api/admin/outbox…).
 *
 * File names carry no personal data: `{UTC time}-{16 hex}.eml`, e.g.
 * `2026-12-01T10-15-30-123Z-9f86d081884c7d65.eml`. The name without `.eml` is the message id; it
 * sorts by time, and ids are matched against one strict pattern before any path is built, so no id
 * can reach outside the folder. Writes are atomic: a hidden temporary file, then a rename.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressObject } from 'mailparser';
import type { OutboxDetail, OutboxMessage } from '#shared/api/admin.schemas.ts';

/** A message id: the file name without `.eml`. */
export const outboxIdPattern = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{16}$/;

const temporaryPrefix = '.tmp-';

/** How many of the newest messages the list reads (each one is parsed); older ones stay on disk. */
export const outboxListLimit = 200;

/** One outbox message, parsed: the API's detail plus its HTML part (`null` when it has none). */
export interface OutboxMessageContent extends OutboxDetail {
  html: string | null;
  /** Files sent with it (an invoice PDF, issue 21 §2); not part of the staff API's answer. */
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/** `To:` as text, whether the parser found one address object or several. */
function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((address) => address.text).join(', ');
}

/** A new message id for `now`: sortable time plus 64 random bits. */
function newOutboxId(now: Date): string {
  return `${now.toISOString().replaceAll(':', '-').replace('.', '-')}-${randomBytes(8).toString('hex')}`;
}

/** The outbox folder: write, list and read `.eml` messages. */
export class OutboxFolder {
  readonly dir: string;

  /** @param dir absolute folder (`{DATA_DIR}/outbox`); created on the first write. */
  constructor(dir: string) {
    this.dir = dir;
  }

  /**
   * Stores one raw RFC 5322 message atomically.
   * @returns the new message id.
   */
  async write(raw: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const id = newOutboxId(new Date());
    const temporary = path.join(this.dir, `${temporaryPrefix}${id}-${randomBytes(4).toString('hex')}`);
    try {
      await writeFile(temporary, raw, { flag: 'wx' });
      await rename(temporary, this.fileOf(id));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return id;
  }

  /**
   * Removes temporary files a crashed write left behind. Call at start: one process per data folder,
   * so no write of another process can be under way. @returns how many were removed.
   */
  async removeLeftoverTemporaryFiles(): Promise<number> {
    const names = await this.names(true);
    const leftovers = names.filter((name) => name.startsWith(temporaryPrefix));
    await Promise.all(leftovers.map((name) => rm(path.join(this.dir, name), { force: true })));
    return leftovers.length;
  }

  /** The newest messages first (at most {@link outboxListLimit}). Unreadable files are skipped. */
  async list(): Promise<OutboxMessage[]> {
    const ids = (await this.names(false))
      .filter((name) => name.endsWith('.eml'))
      .map((name) => name.slice(0, -'.eml'.length))
      .filter((id) => outboxIdPattern.test(id))
      .sort()
      .reverse()
      .slice(0, outboxListLimit);
    const messages = await Promise.all(ids.map((id) => this.read(id).catch(() => null)));
    return messages
      .filter((message): message is OutboxMessageContent => message !== null)
      .map(({ id, to, subject, date, sizeBytes }) => ({ id, to, subject, date, sizeBytes }));
  }

  /**
   * One message, parsed.
   * @returns null when `id` is malformed or no such message exists.
   */
  async read(id: string): Promise<OutboxMessageContent | null> {
    if (!outboxIdPattern.test(id)) return null;
    const file = this.fileOf(id);
    let raw: Buffer;
    try {
      raw = await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const { size } = await stat(file);
    // mailparser loads when staff first open a message, not at every start (~0.25 s, ADR 0034).
    const { simpleParser } = await import('mailparser');
    const mail = await simpleParser(raw, { skipTextToHtml: true, skipImageLinks: true });
    return {
      id,
      to: addressText(mail.to),
      from: addressText(mail.from),
      subject: mail.subject ?? '',
      date: (mail.date ?? new Date(0)).toISOString(),
      sizeBytes: size,
      text: mail.text ?? '',
      html: mail.html === false ? null : mail.html,
      attachments: mail.attachments.map((file) => ({
        filename: file.filename ?? '',
        contentType: file.contentType,
        content: file.content,
      })),
    };
  }

  private fileOf(id: string): string {
    return path.join(this.dir, `${id}.eml`);
  }

  /** File names in the folder (none when it does not exist yet). */
  private async names(includeHidden: boolean): Promise<string[]> {
    try {
      const names = await readdir(this.dir);
      return includeHidden ? names : names.filter((name) => !name.startsWith('.'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
}
