/**
 * Test support: a real SMTP server (the `smtp-server` package) on a free local port that keeps every
 * message it accepts, parsed with `mailparser`, so tests read exactly what a customer would receive.
 * It can refuse recipients, as a real server does (`550 … rejected`). For tests only.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One accepted message: its envelope recipients and the parsed mail. */
export interface ReceivedMail {
  recipients: string[];
  mail: ParsedMail;
}

export interface SmtpTestServer {
  /** `smtp://127.0.0.1:{port}`, for `SMTP_URL` / `config.mail.smtpUrl`. */
  url: string;
  /** Every accepted message, in arrival order. */
  received: ReceivedMail[];
  /** Messages to `address` (compared lower-cased). */
  messagesTo(address: string): ReceivedMail[];
  /**
   * Waits until `count` messages to `address` arrived.
   * @throws Error after `timeoutMs` (default 5000) with how many came.
   */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** SMTP reply of a refused recipient (the words a staff member would see). */
export const refusedRecipientReply = 'Mailbox unavailable: recipient refused by policy';

/**
 * Starts the server.
 * @param options.refuseRecipient recipients it answers `550 {refusedRecipientReply}` (RCPT TO).
 */
export async function startSmtpTestServer(
  options: { refuseRecipient?: (address: string) => boolean } = {},
): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // No STARTTLS: nodemailer would upgrade to TLS and refuse the server's self-signed certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipient?.(address.address)) {
        const error = Object.assign(new Error(refusedRecipientReply), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const messagesTo = (address: string) =>
    received.filter((message) => message.recipients.some((rcpt) => rcpt.toLowerCase() === address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    messagesTo,
    async waitFor(address, count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messagesTo(address).length < count) {
        if (Date.now() > deadline) {
          throw new Error(`Expected ${count} messages to ${address}, got ${messagesTo(address).length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messagesTo(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
