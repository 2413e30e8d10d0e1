/**
 * A real SMTP server for the end-to-end tests (the `smtp-server` package): the shop sends through
 * it as it would through a merchant's mail server (SMTP_URL), and every message it accepts is kept
 * as an .eml file in a folder the tests read with mailparser.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A started SMTP peer: its `smtp://` URL, the folder of received messages, and how to stop it. */
export interface SmtpPeer {
  url: string;
  folder: string;
  close(): Promise<void>;
}

/** Starts the peer on a free port of 127.0.0.1; received messages land in `folder` as `{n}.eml`. */
export async function startSmtpPeer(folder: string): Promise<SmtpPeer> {
  await mkdir(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const name = `${String(count).padStart(4, '0')}.eml`;
        const temp = path.join(folder, `${name}.tmp`);
        // Renamed into place so a reader never sees half a message.
        writeFile(temp, Buffer.concat(chunks))
          .then(() => rename(temp, path.join(folder, name)))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address !== 'object') throw new Error('The SMTP peer has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    folder,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
