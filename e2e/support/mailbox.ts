/**
 * Reading what the shop sent through the end-to-end SMTP peer (e2e/support/smtp-peer.ts): every
 * message is an `NNNN.eml` file in `inject('mailDir')`, parsed here with mailparser.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { expect } from 'vitest';

/** The messages of `folder` received so far, oldest first. Parsed messages are kept by file name. */
export function mailbox(folder: string) {
  const parsed = new Map<string, ParsedMail>();

  async function all(): Promise<ParsedMail[]> {
    const names = (await readdir(folder)).filter((name) => name.endsWith('.eml')).sort();
    for (const name of names) {
      if (!parsed.has(name)) parsed.set(name, await simpleParser(await readFile(path.join(folder, name))));
    }
    return names.map((name) => parsed.get(name) as ParsedMail);
  }

  /**
   * Waits (polling, no fixed sleep) for a message to `to` whose subject is `subject`.
   * @returns that message; the poll fails the test after `timeout` ms.
   */
  async function waitFor(to: string, subject: string, timeout = 15_000): Promise<ParsedMail> {
    let found: ParsedMail | undefined;
    await expect
      .poll(
        async () => {
          found = (await all()).find((mail) => recipients(mail).includes(to) && mail.subject === subject);
          return found !== undefined;
        },
        { timeout, message: `an email to ${to} with the subject "${subject}"` },
      )
      .toBe(true);
    return found as ParsedMail;
  }

  return { all, waitFor };
}

/** The addresses a message was sent to. */
export function recipients(mail: ParsedMail): string[] {
  const to: AddressObject[] = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.flatMap((object) => object.value.map((entry) => entry.address ?? ''));
}

/** The values of one attribute (`href`, `src`) in an HTML string, entities decoded as a browser would. */
export function attributeValues(html: string, attribute: 'href' | 'src'): string[] {
  const pattern = new RegExp(`\\s${attribute}="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) =>
    match[1]
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  );
}
