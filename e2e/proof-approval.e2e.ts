/**
 * Proof approval (issue 20 §4) in real Chromium, against a shop started here with
 * PROOF_APPROVAL=on, its own SMTP peer and a local fake of OpenAI's image edits as a configured
 * provider: a customer buys a hoodie; the proof email arrives (not production); from its "Ask for a
 * change" button the customer writes a note; staff see the note on the order page, regenerate the
 * artwork with OpenAI and a prompt addition, and send it as a new proof; the customer asks for one
 * more change; staff upload their own artwork and send a new proof; the customer approves it from
 * its email; the staff page shows it approved and production can start.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeOpenAiImagesServer,
  startFakeOpenAiImagesServer,
} from '#server/test-support/fake-openai-images-server.ts';
import { freePort } from '#server/test-support/free-port.ts';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import { launchBrowser } from './support/browser.ts';
import { catalogue } from './support/catalogue.ts';
import { mailbox } from './support/mailbox.ts';
import { buyDiscountedHoodie } from './support/purchase-flow.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { type SmtpPeer, startSmtpPeer } from './support/smtp-peer.ts';

const en = catalogue('en-us');
const text = (key: string): string => {
  const value = en.get(key);
  if (value === undefined) throw new Error(`no en-us text ${key}`);
  return value;
};
const proofText = emailCatalogues['en-us'].proof;
const customer = 'anna.schmidt@example.com';
const staffEmail = 'staff@example.com';
const staffPassword = 'e2e-proof-staff-password-1234';
const note = 'Please make the sky a little brighter';
const promptAddition = 'a brighter sky';
const secondNote = 'Now a little softer, please';

/** The proof page link of an email's plain text (`action`: the button's own link). */
function proofLink(mailText: string, action?: 'approve' | 'change'): string {
  const tail = action ? `&a=${action}` : '(?![&\\w-])';
  const match = new RegExp(`(https?://\\S+/en-us/wowanimatedtees/proof#t=[A-Za-z0-9_-]{43}${tail})`).exec(mailText);
  if (!match?.[1]) throw new Error(`no proof link (${action ?? 'plain'}) in: ${mailText}`);
  return match[1];
}

describe('proof approval in the browser', () => {
  let child: ChildProcess | undefined;
  let smtp: SmtpPeer;
  let dataDir: string;
  let baseUrl: string;
  let browser: Browser;
  let mail: ReturnType<typeof mailbox>;
  let openai: FakeOpenAiImagesServer;
  let orderNumber = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wowtees-e2e-proof-'));
    openai = await startFakeOpenAiImagesServer();
    smtp = await startSmtpPeer(path.join(dataDir, 'smtp-received'));
    mail = mailbox(smtp.folder);
    const port = await freePort();
    baseUrl = `http://localhost:${port}`;
    child = spawn(process.execPath, ['src/server/main.ts'], {
      env: {
        ...process.env,
        REDIS_KEY_PREFIX: `wowtees-test:${randomUUID()}:`,
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        STRIPE_SECRET_KEY: '',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'wowtees <shop@example.com>',
        ADMIN_EMAIL: staffEmail,
        ADMIN_PASSWORD: staffPassword,
        PROOF_APPROVAL: 'on',
        PROOF_AUTO_APPROVE_DAYS: '3',
        // A configured provider staff may regenerate with (the cel storefront keeps the instant preview).
        ARTWORK_PROVIDERS_PAINTERLY: 'openai',
        OPENAI_API_KEY: 'sk-test-fake',
        OPENAI_BASE_URL: openai.baseUrl,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + 110_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The shop exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${baseUrl}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('The shop did not start within 110 s');
      await new Promise((r) => setTimeout(r, 250));
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    await smtp?.close();
    await openai?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** A signed-in staff tab on the order's page. */
  async function staffOrderPage(): Promise<Page> {
    const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await staff.newPage();
    await admin.goto(`${baseUrl}/admin/orders/${orderNumber}`);
    const form = admin.getByTestId('admin-login-form');
    await form.waitFor();
    await form.getByLabel(text('admin.login.email'), { exact: true }).fill(staffEmail);
    await form.getByLabel(text('admin.login.password'), { exact: true }).fill(staffPassword);
    await form.getByRole('button', { name: text('admin.login.submit') }).click();
    await admin.getByTestId('order-lifecycle').waitFor({ timeout: 30_000 });
    return admin;
  }

  it('sends a proof after payment, and the customer asks for a change with a note', async () => {
    const { page } = await buyDiscountedHoodie(browser, baseUrl);
    orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
    expect(orderNumber).toMatch(/^WT-/);
    await page.context().close();

    const proof = await mail.waitFor(customer, `[TEST] ${interpolate(proofText.subject, { orderNumber })}`, 60_000);
    expect(proof.text).toContain(proofText.approveButton);
    const change = proofLink(proof.text ?? '', 'change');
    expect(change.startsWith(baseUrl)).toBe(true);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await phone.goto(change);
    // The email's "Ask for a change" button opens the note form at once.
    await phone.getByTestId('proof-change-form').waitFor();
    expect(await phone.getByTestId('proof-page').getAttribute('data-state')).toBe('pending');
    expect(await phone.getByTestId('proof-auto-approve').textContent()).toContain('we approve it for you');
    await saveScreenshot(phone, 'proof-change-390', { fullPage: true });
    await phone.getByLabel(text('proof.noteLabel')).fill(note);
    await phone.getByRole('button', { name: text('proof.sendChange') }).click();
    await phone.getByTestId('proof-outcome').waitFor();
    expect(await phone.getByTestId('proof-page').getAttribute('data-state')).toBe('change_requested');
    expect(await phone.getByTestId('proof-outcome').textContent()).toContain(note);
    await context.close();
  });

  /** The `n`th message (1-based) to the customer with `subject`, waited for. */
  async function nthMail(subject: string, n: number) {
    await expect
      .poll(async () => (await mail.all()).filter((m) => m.subject === subject).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(n);
    return (await mail.all()).filter((m) => m.subject === subject)[n - 1];
  }

  it('staff see the note, regenerate the artwork with a provider and a prompt addition, and send it', async () => {
    const admin = await staffOrderPage();
    const card = admin.getByTestId('proof-state');
    expect(await card.getAttribute('data-state')).toBe('change_requested');
    expect(await admin.getByTestId('proof-note').textContent()).toContain(note);
    // Production waits for the customer.
    const lifecycle = admin.getByTestId('order-lifecycle');
    expect(
      await lifecycle.getByRole('button', { name: text('adminOrders.lifecycle.actions.in_production') }).count(),
    ).toBe(0);
    const requests = openai.requests.length;
    await admin.getByTestId('proof-regenerate-provider').selectOption('openai');
    await admin.getByTestId('proof-regenerate-prompt').fill(promptAddition);
    await admin.getByTestId('proof-regenerate-submit').click();
    // The card follows the render until the new artwork is ready, then shows it as the next proof.
    await expect
      .poll(() => admin.getByTestId('proof-regeneration').getAttribute('data-status'), { timeout: 60_000 })
      .toBe('ready');
    expect(openai.requests.length).toBe(requests + 1);
    expect(openai.requests.at(-1)?.fields.prompt).toMatch(new RegExp(`${promptAddition}$`));
    const next = (await admin.getByTestId('proof-next-image').getAttribute('src')) ?? '';
    expect(next).toContain('/artworks/');
    await saveScreenshot(admin, 'proof-staff-regenerated-1280', { fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.getByTestId('proof-regenerate').scrollIntoViewIfNeeded();
    await saveScreenshot(admin, 'proof-staff-regenerated-390');
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.getByTestId('proof-send').click();
    await admin.getByText(text('adminOrders.proof.sent')).waitFor();
    await expect.poll(() => admin.getByTestId('proof-state').getAttribute('data-state')).toBe('pending');
    await admin.context().close();

    // The customer sees the regenerated artwork and asks for one more change.
    const proof = await nthMail(`[TEST] ${interpolate(proofText.newRoundSubject, { orderNumber })}`, 1);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await phone.goto(proofLink(proof?.text ?? '', 'change'));
    await phone.getByTestId('proof-change-form').waitFor();
    expect(await phone.getByTestId('proof-image').getAttribute('src')).toBe(next);
    await phone.getByLabel(text('proof.noteLabel')).fill(secondNote);
    await phone.getByRole('button', { name: text('proof.sendChange') }).click();
    await phone.getByTestId('proof-outcome').waitFor();
    expect(await phone.getByTestId('proof-page').getAttribute('data-state')).toBe('change_requested');
    await context.close();
  });

  it('staff upload their own artwork and send a new proof', async () => {
    const admin = await staffOrderPage();
    expect(await admin.getByTestId('proof-state').getAttribute('data-state')).toBe('change_requested');
    await admin.getByTestId('proof-artwork-input').setInputFiles(path.resolve('e2e/fixtures/coffee.png'));
    await admin.getByText(text('adminOrders.proof.uploaded')).waitFor({ timeout: 30_000 });
    await admin.getByTestId('proof-next-image').waitFor();
    await admin.getByTestId('proof-send').click();
    await admin.getByText(text('adminOrders.proof.sent')).waitFor();
    await expect.poll(() => admin.getByTestId('proof-state').getAttribute('data-state')).toBe('pending');
    await saveScreenshot(admin, 'proof-staff-1280', { fullPage: true });
    await admin.context().close();
  });

  it('the customer approves the new proof; the order is ready for production', async () => {
    const proof = await nthMail(`[TEST] ${interpolate(proofText.newRoundSubject, { orderNumber })}`, 2);
    const link = proofLink(proof?.text ?? '');
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
      const page = await context.newPage();
      await page.goto(link);
      await page.getByTestId('proof-approve').waitFor();
      expect(await page.getByTestId('proof-image').getAttribute('src')).toContain('/artworks/');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `proof-${width}`, { fullPage: true });
      if (width === 390) {
        await page.getByTestId('proof-approve').click();
        await page.getByTestId('proof-confirm-approve').click();
        await page.getByTestId('proof-outcome').waitFor();
        expect(await page.getByTestId('proof-page').getAttribute('data-state')).toBe('approved');
        await saveScreenshot(page, 'proof-approved-390', { fullPage: true });
      }
      await context.close();
    }

    const admin = await staffOrderPage();
    expect(await admin.getByTestId('proof-state').getAttribute('data-state')).toBe('approved');
    await admin
      .getByTestId('order-lifecycle')
      .getByRole('button', { name: text('adminOrders.lifecycle.actions.in_production') })
      .waitFor();
    await admin.context().close();
  });
});
