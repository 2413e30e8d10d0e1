/**
 * Every staff page at 390 px (a phone) and 1280 px (issue 23 item 12), for people to look at:
 * `npx vitest run --config vitest.screenshots.config.ts e2e/staff-pages.screenshots.ts` writes
 * e2e/screenshots/staff-<page>-<width>.png. Two paid orders and a preview request give the lists rows.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { catalogue } from './support/catalogue.ts';
import { waitForHydration } from './support/pages.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { payTestOrder } from './support/staff-orders.ts';

const baseUrl = inject('baseUrl');
const en = catalogue('en-us');
const text = (key: string): string => en.get(key) ?? key;

let browser: Browser;
let orderNumber = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const tag = Date.now().toString(36);
  await payTestOrder(browser, baseUrl, `shots.${tag}.a@example.com`);
  orderNumber = await payTestOrder(browser, baseUrl, `shots.${tag}.b@example.com`);
  const created = (await (await fetch(`${baseUrl}/api/customers`, { method: 'POST' })).json()) as { id: string };
  await fetch(`${baseUrl}/api/customers/${created.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `preview.${tag}@example.com`, previewRequested: true, locale: 'en-us' }),
  });
});
afterAll(async () => browser?.close());

async function signIn(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  const form = page.getByTestId('admin-login-form');
  await form.waitFor();
  await form.getByLabel(text('admin.login.email'), { exact: true }).fill(inject('staffEmail'));
  await form.getByLabel(text('admin.login.password'), { exact: true }).fill(inject('staffPassword'));
  await form.getByRole('button', { name: text('admin.login.submit') }).click();
  await page.getByTestId('admin-dashboard').waitFor();
}

const pages = (): Array<[string, string, string]> => [
  ['dashboard', '/admin', 'admin-dashboard'],
  ['orders', '/admin/orders', 'orders-count'],
  ['order', `/admin/orders/${orderNumber}`, 'order-lifecycle'],
  ['preview-requests', '/admin/preview-requests', 'admin-preview-requests'],
  ['image-admin', '/en-us/wowghiblitees/image-admin', 'image-admin'],
  ['email-sender', '/en-us/admin/email-sender', 'admin-email-sender'],
  ['email-tracking', '/en-us/admin/email-tracking', 'admin-email-tracking'],
  ['outbox', '/en-us/admin/outbox', 'admin-outbox'],
  ['account', '/admin/account', 'admin-account'],
  ['staff', '/admin/staff', 'admin-staff'],
  ['audit', '/admin/audit', 'admin-audit'],
];

describe('staff pages', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
      const page = await context.newPage();
      await signIn(page);
      for (const [name, path, testId] of pages()) {
        await page.goto(`${baseUrl}${path}`);
        await waitForHydration(page);
        await page.getByTestId(testId).first().waitFor({ timeout: 20_000 });
        await saveScreenshot(page, `staff-${name}-${width}`, { fullPage: true, settleMs: 600 });
        if (width < 768) await saveScreenshot(page, `staff-${name}-${width}-fold`, { settleMs: 100 });
      }
      await context.close();
    }, 180_000);
  }
});
