/**
 * Staff accounts end to end in real Chromium (issue 17 §3): the owner (the ADMIN_EMAIL account) adds
 * a colleague at /admin/staff and reads the one-time password shown once; the colleague signs in
 * with it and must choose a password of their own before the staff area opens, then sets up
 * two-factor sign-in from the QR page's key and signs in again with a code; the owner finds all of
 * it in the audit log. The steps share state and run in order. Screenshots land in e2e/screenshots/.
 */
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { catalogue } from './support/catalogue.ts';
import { saveScreenshot } from './support/screenshots.ts';

const baseUrl = inject('baseUrl');
const ownerEmail = inject('staffEmail');
const ownerPassword = inject('staffPassword');
const en = catalogue('en-us');
const text = (key: string): string => {
  const value = en.get(key);
  if (value === undefined) throw new Error(`No catalogue text ${key}`);
  return value;
};

const colleague = {
  email: `clerk.${Date.now().toString(36)}@example.com`,
  oneTime: '',
  password: 'clerk-own-password-2026',
  secret: '',
};

let browser: Browser;
let owner: BrowserContext;
let ownerPage: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  ownerPage = await owner.newPage();
});
afterAll(async () => browser?.close());

let broken = false;
beforeEach(({ skip }) => skip(broken));
afterEach(({ task }) => {
  if (task.result?.state === 'fail') broken = true;
});

async function shot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name, { fullPage: true });
}

/** Fills and sends the staff login form on `page` (already showing it). */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByTestId('admin-login-form');
  await form.waitFor();
  await form.getByLabel(text('admin.login.email'), { exact: true }).fill(email);
  await form.getByLabel(text('admin.login.password'), { exact: true }).fill(password);
  await form.getByRole('button', { name: text('admin.login.submit') }).click();
}

/** What the staff API answers `page`'s session for GET `path`: status and error code. */
function apiStatus(page: Page, apiPath: string): Promise<{ status: number; code?: string }> {
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    const body = await res.json().catch(() => ({}));
    return { status: res.status, code: body?.error?.code };
  }, apiPath);
}

describe('staff accounts, one-time passwords and two-factor sign-in', () => {
  it('1. the owner adds a colleague and sees a one-time password once', async () => {
    await ownerPage.goto(`${baseUrl}/admin/staff`);
    await signIn(ownerPage, ownerEmail, ownerPassword);
    await ownerPage.getByTestId('admin-staff').waitFor();
    await ownerPage.getByTestId('staff-table').waitFor();
    const form = ownerPage.getByTestId('add-staff-form');
    await form.getByLabel(text('adminStaff.staff.add.email')).fill(colleague.email);
    await form.getByRole('button', { name: text('adminStaff.staff.add.submit') }).click();
    const panel = ownerPage.getByTestId('one-time-password');
    await panel.waitFor();
    colleague.oneTime = (await panel.getByTestId('one-time-password-value').textContent()) ?? '';
    expect(colleague.oneTime).toMatch(/^[A-Za-z0-9]{20}$/);
    const row = ownerPage.getByTestId('staff-row').filter({ hasText: colleague.email });
    await row.getByText(text('adminStaff.staff.table.mustChange')).waitFor();
    await shot(ownerPage, 'admin-staff-1280');
    // Gone once dismissed: it is never shown again.
    await panel.getByRole('button', { name: text('adminStaff.staff.oneTime.done') }).click();
    expect(await ownerPage.getByTestId('one-time-password').count()).toBe(0);
  });

  it('2. the colleague must choose an own password before the staff area opens, 3. then sets up two-factor sign-in', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin`);
    await signIn(page, colleague.email, colleague.oneTime);
    await page.getByTestId('forced-password-change').waitFor();
    await page.getByRole('heading', { name: text('adminStaff.forced.title') }).waitFor();
    expect(await apiStatus(page, '/api/admin/orders')).toEqual({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    await shot(page, 'admin-forced-password-change-390');

    const form = page.getByTestId('password-change-form');
    await form.getByLabel(text('adminStaff.forced.current'), { exact: true }).fill(colleague.oneTime);
    await form.getByLabel(text('adminStaff.password.new'), { exact: true }).fill(colleague.password);
    await form.getByLabel(text('adminStaff.password.confirm'), { exact: true }).fill(colleague.password);
    await form.getByRole('button', { name: text('adminStaff.forced.save') }).click();
    await page.getByTestId('admin-dashboard').waitFor();
    expect(await apiStatus(page, '/api/admin/orders')).toMatchObject({ status: 200 });
    // Staff see their own account's card, not the owner's pages.
    expect(await page.getByRole('link', { name: new RegExp(text('admin.dashboard.account.title')) }).count()).toBe(1);
    expect(await page.getByRole('link', { name: new RegExp(text('admin.dashboard.staff.title')) }).count()).toBe(0);
    expect(await apiStatus(page, '/api/admin/staff')).toEqual({ status: 403, code: 'OWNER_REQUIRED' });

    // 3. Two-factor sign-in from the account page.
    await page.goto(`${baseUrl}/admin/account`);
    const card = page.getByTestId('two-factor-card');
    await card.getByRole('button', { name: text('adminStaff.totp.setUp') }).click();
    const qr = page.getByTestId('totp-qr-code');
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100)).toBe(true);
    colleague.secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(colleague.secret).toMatch(/^[A-Z2-7]{32}$/);
    await shot(page, 'admin-totp-enrolment-390');
    const confirm = page.getByTestId('totp-confirm-form');
    await confirm
      .getByLabel(text('adminStaff.totp.code'), { exact: true })
      .fill(await generate({ secret: colleague.secret }));
    await confirm.getByLabel(text('adminStaff.totp.password'), { exact: true }).fill(colleague.password);
    await confirm.getByRole('button', { name: text('adminStaff.totp.turnOn') }).click();
    await page.getByTestId('totp-disable-form').waitFor();
    expect(await page.getByTestId('two-factor-state').textContent()).toBe(text('adminStaff.totp.on'));
    await context.close();
  });

  it('4. the colleague signs in again with password and the next code', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin`);
    await signIn(page, colleague.email, colleague.password);
    const step = page.getByTestId('admin-totp-form');
    await step.waitFor();
    // The code that turned it on is used up; the next step's code is within the accepted drift.
    const next = await generate({ secret: colleague.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await step.getByLabel(text('adminStaff.signIn.code'), { exact: true }).fill(next);
    await step.getByRole('button', { name: text('adminStaff.signIn.verify') }).click();
    await page.getByTestId('admin-dashboard').waitFor();
    expect(await page.getByTestId('admin-staff-email').textContent()).toContain(colleague.email);
    await context.close();
  });

  it('5. the owner reads it all in the audit log', async () => {
    // The new staff pages are real pages (the SPA shell with 200), never indexed.
    for (const page of ['/admin/account', '/admin/staff', '/admin/audit', '/de/admin/staff', '/es/admin/audit']) {
      const res = await fetch(`${baseUrl}${page}`);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('x-robots-tag'), page).toBe('noindex');
    }

    await ownerPage.goto(`${baseUrl}/admin/audit`);
    const table = ownerPage.getByTestId('audit-table');
    await table.waitFor();
    const rows = table.getByTestId('audit-row').filter({ hasText: colleague.email });
    for (const action of ['sign_in', 'password_changed', 'totp_enabled', 'staff_added']) {
      expect(
        await rows.filter({ hasText: text(`adminStaff.audit.actions.${action}`) }).count(),
        action,
      ).toBeGreaterThan(0);
    }
    const body = (await ownerPage.locator('main').textContent()) ?? '';
    expect(body).not.toContain(colleague.oneTime);
    expect(body).not.toContain(colleague.password);
    await shot(ownerPage, 'admin-audit-1280');

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: await owner.storageState(),
    });
    const page = await phone.newPage();
    for (const [name, url, ready] of [
      ['admin-staff-390', '/admin/staff', 'staff-card'],
      ['admin-audit-390', '/admin/audit', 'audit-card'],
    ]) {
      await page.goto(`${baseUrl}${url}`);
      await page.getByTestId(ready).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
      await shot(page, name);
    }
    await phone.close();
  });
});
