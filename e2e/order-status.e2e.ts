/**
 * The customer after the order (issue 19 §6, §7) in real Chromium: a customer buys a hoodie; staff
 * find the order by its number, start production and mark it shipped with a tracking link; the SMTP
 * peer receives the English shipped email with carrier, tracking link and the private status link;
 * the customer opens that link and sees the order shipped, its timeline and the tracking link; a
 * tampered link gets the lookup form, and the lookup answers the same either way.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import { launchBrowser } from './support/browser.ts';
import { catalogue } from './support/catalogue.ts';
import { mailbox } from './support/mailbox.ts';
import { buyDiscountedHoodie } from './support/purchase-flow.ts';
import { saveScreenshot } from './support/screenshots.ts';

const baseUrl = inject('baseUrl');
const mail = mailbox(inject('mailDir'));
const en = catalogue('en-us');
const text = (key: string): string => {
  const value = en.get(key);
  if (value === undefined) throw new Error(`no en-us text ${key}`);
  return value;
};
const trackingUrl = 'https://tracking.example/parcel/1Z999AA10123456784';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The order number shown on the success page. */
async function orderNumberOn(page: Page): Promise<string> {
  return ((await page.getByTestId('order-number').textContent()) ?? '').trim();
}

describe('order status for the customer', () => {
  let orderNumber = '';
  let statusLink = '';

  it('staff ship the order; the customer gets the shipped email with tracking and the status link', async () => {
    const { page } = await buyDiscountedHoodie(browser, baseUrl);
    orderNumber = await orderNumberOn(page);
    expect(orderNumber).toMatch(/^WT-/);
    // The buyer's own browser sees the status link on the success page.
    await page.getByTestId('order-status-link').waitFor();
    await page.context().close();

    const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await staff.newPage();
    await admin.goto(`${baseUrl}/admin/orders/${orderNumber}`);
    const form = admin.getByTestId('admin-login-form');
    await form.waitFor();
    await form.getByLabel(text('admin.login.email'), { exact: true }).fill(inject('staffEmail'));
    await form.getByLabel(text('admin.login.password'), { exact: true }).fill(inject('staffPassword'));
    await form.getByRole('button', { name: text('admin.login.submit') }).click();
    const lifecycle = admin.getByTestId('order-lifecycle');
    await lifecycle.waitFor({ timeout: 30_000 });
    await lifecycle.getByRole('button', { name: text('adminOrders.lifecycle.actions.in_production') }).click();
    await lifecycle.getByRole('button', { name: text('adminOrders.lifecycle.confirm.in_production') }).click();
    await lifecycle.getByRole('button', { name: text('adminOrders.lifecycle.actions.shipped') }).click();
    await lifecycle.getByLabel(text('adminOrders.lifecycle.carrier')).fill('UPS');
    await lifecycle.getByLabel(text('adminOrders.lifecycle.trackingNumber')).fill('1Z999AA10123456784');
    await lifecycle.getByLabel(text('adminOrders.lifecycle.trackingUrl')).fill(trackingUrl);
    await lifecycle.getByRole('button', { name: text('adminOrders.lifecycle.confirm.shipped') }).click();
    await lifecycle.getByTestId('order-shipments').getByText('1Z999AA10123456784').waitFor();
    await staff.close();

    const shipped = await mail.waitFor(
      'anna.schmidt@example.com',
      `[TEST] ${interpolate(emailCatalogues['en-us'].orderUpdate.shippedSubject, { orderNumber })}`,
      30_000,
    );
    expect(shipped.text).toContain('UPS');
    expect(shipped.text).toContain('1Z999AA10123456784');
    expect(shipped.text).toContain(trackingUrl);
    const link = /(https?:\/\/\S+\/en-us\/wowanimatedtees\/order-status#t=[A-Za-z0-9_-]{43})/.exec(shipped.text ?? '');
    expect(link).not.toBeNull();
    statusLink = link?.[1] ?? '';
    expect(statusLink.startsWith(baseUrl)).toBe(true);
  });

  it('opens the status page from the email link: shipped, timeline, tracking link, help', async () => {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
      const page = await context.newPage();
      await page.goto(statusLink);
      await page.getByTestId('order-status-page').waitFor();
      expect(await page.getByTestId('order-status-badge').textContent()).toContain(
        text('orderStatus.statuses.shipped'),
      );
      const steps = page.getByTestId('order-status-timeline').getByRole('listitem');
      expect(await steps.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.done))).toEqual([
        'true',
        'true',
        'true',
        'false',
      ]);
      const track = page.getByTestId('order-status-tracking').getByRole('link', { name: text('orderStatus.track') });
      expect(await track.getAttribute('href')).toBe(trackingUrl);
      expect(await page.getByTestId('order-status-help').getAttribute('href')).toContain(
        encodeURIComponent(orderNumber),
      );
      const body = (await page.textContent('body')) ?? '';
      expect(body).not.toContain('anna.schmidt@example.com');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `order-status-${width}`, { fullPage: true });
      await context.close();
    }
  });

  it('answers a tampered link with the lookup form, and the lookup the same either way', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const tampered = statusLink.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await page.goto(tampered);
    await page.getByTestId('order-status-invalid').waitFor();
    await page.getByLabel(text('orderStatus.lookup.orderNumber')).fill('WT-2222222');
    await page.getByLabel(text('orderStatus.lookup.email')).fill('nobody@example.com');
    await page.getByRole('button', { name: text('orderStatus.lookup.submit') }).click();
    expect(await page.getByTestId('order-lookup-sent').textContent()).toBe(text('orderStatus.lookup.sent'));
    await saveScreenshot(page, 'order-status-invalid-390', { fullPage: true });
    await context.close();
  });
});
