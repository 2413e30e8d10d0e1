/**
 * The shop's one way to send email (DESIGN.md "email", issue 7 §4). nodemailer sits behind the
 * `Mailer` interface:
 * - `SMTP_URL` set: SMTP to that server, `MAIL_FROM` as the sender;
 * - otherwise: each message is built by nodemailer's stream transport and written as an `.eml` file
 *   to `DATA_DIR/outbox` (outbox.ts), which staff read in the admin.
 * Only this file imports nodemailer.
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';
import { OutboxFolder } from './outbox.ts';

/** A file sent with an email (the order's invoice PDF, issue 21 §2). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** One email: both parts are rendered by the templates (templates/). */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/** What a send gives back: the Message-ID, and in outbox mode the outbox id of the written file. */
export interface SentMail {
  messageId: string;
  outboxId: string | null;
}

/**
 * The mail server (or the outbox) did not take the message. `message` is the server's own words
 * (e.g. `Can't send mail - all recipients were rejected: 550 …`), for staff (SPEC §8 'Failed to
 * send email: {message}'); it may contain the recipient's address, so it is never logged.
 */
export class MailSendError extends Error {
  /** nodemailer's error code (`EENVELOPE`, `ECONNECTION`, `EAUTH`, …) and the SMTP reply code: loggable. */
  readonly transportCode: string | undefined;
  readonly responseCode: number | undefined;
  constructor(message: string, transportCode?: string, responseCode?: number) {
    super(message);
    this.name = 'MailSendError';
    this.transportCode = transportCode;
    this.responseCode = responseCode;
  }
}

export interface Mailer {
  /** `smtp` with `SMTP_URL`, else `outbox`. */
  readonly mode: 'smtp' | 'outbox';
  /** The outbox folder in outbox mode; `null` with SMTP (nothing is kept then). */
  readonly outbox: OutboxFolder | null;
  /**
   * Sends one message from `MAIL_FROM`.
   * @throws MailSendError when the SMTP server refuses it or cannot be reached.
   * @throws Error when the outbox file cannot be written (a fault of ours, not the caller's).
   */
  send(message: MailMessage): Promise<SentMail>;
  /**
   * Runs mail work a request does not wait for (e.g. the preview acknowledgement). Its failure is
   * logged (without personal data) by `task` itself or, as a last resort, here; `close()` waits for it.
   */
  defer(task: () => Promise<void>): void;
  /** Waits for deferred work, then closes the SMTP connection. Register before the database closes. */
  close(): Promise<void>;
}

/** An SMTP server that does not answer must not hold a staff request for minutes (nodemailer's defaults). */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * nodemailer's fields of a message. The recipient is passed as one address object, so a typed
 * address is never split into several recipients (e.g. `a,b@c`).
 */
function envelopeOf(from: string, message: MailMessage) {
  return {
    from,
    to: { name: '', address: message.to },
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: message.attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.content),
    })),
  };
}

/** Converts whatever nodemailer threw into a MailSendError with the server's message. */
function toMailSendError(error: unknown): MailSendError {
  if (error instanceof Error) {
    const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
    // One line, bounded: the message travels to the staff page.
    const message = error.message.replace(/\s+/g, ' ').trim().slice(0, 500) || 'Unknown error';
    return new MailSendError(
      message,
      typeof code === 'string' ? code : undefined,
      typeof responseCode === 'number' ? responseCode : undefined,
    );
  }
  return new MailSendError('Unknown error');
}

/**
 * Builds the mailer from the configuration (`mail.smtpUrl`, `mail.from`, `dataDir`). In outbox mode
 * it also removes temporary files an interrupted write left in the outbox.
 */
export async function createMailer(config: AppConfig, log: FastifyBaseLogger): Promise<Mailer> {
  const pending = new Set<Promise<void>>();
  const defer = (task: () => Promise<void>) => {
    const run = task()
      .catch((error: unknown) => {
        log.warn({ errName: error instanceof Error ? error.name : typeof error }, 'deferred mail work failed');
      })
      .finally(() => pending.delete(run));
    pending.add(run);
  };
  const drain = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };

  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.mail.smtpUrl, ...smtpTimeouts });
    return {
      mode: 'smtp',
      outbox: null,
      async send(message) {
        try {
          const info = await transport.sendMail(envelopeOf(config.mail.from, message));
          return { messageId: info.messageId, outboxId: null };
        } catch (error) {
          throw toMailSendError(error);
        }
      },
      defer,
      async close() {
        await drain();
        transport.close();
      },
    };
  }

  const outbox = new OutboxFolder(path.join(config.dataDir, 'outbox'));
  const removed = await outbox.removeLeftoverTemporaryFiles();
  if (removed > 0) log.info(`Removed ${removed} unfinished outbox files left by an earlier stop`);
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    outbox,
    async send(message) {
      // Only a message nodemailer cannot build fails here (e.g. an address it cannot parse).
      const info = await builder.sendMail(envelopeOf(config.mail.from, message)).catch((error: unknown) => {
        throw toMailSendError(error);
      });
      const raw = Buffer.isBuffer(info.message) ? info.message : Buffer.from(String(info.message));
      return { messageId: info.messageId, outboxId: await outbox.write(raw) };
    },
    defer,
    async close() {
      await drain();
    },
  };
}
