/**
 * The main job end to end in real Chromium (issue 2): a visitor uploads a real photo, chooses a
 * hoodie, takes the order-now discount, pays on the test provider's hosted checkout and lands on the
 * success page; the saved order has the right amount and choice. Also the declined card.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  buyDiscountedHoodie,
  fillHostedCheckout,
  openCustomize as openCustomizePage,
  uploadPhoto,
} from './support/purchase-flow.ts';
import { saveScreenshot } from './support/screenshots.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const openCustomize = (width = 1280): Promise<Page> => openCustomizePage(browser, baseUrl, width);

describe('photo upload to paid order', () => {
  it('buys a discounted hoodie with a real photo and saves one order', async () => {
    const { page, sessionId } = await buyDiscountedHoodie(browser, baseUrl, (shotPage, name) =>
      saveScreenshot(shotPage, `${name}-1280`, { fullPage: true }),
    );

    // The saved order, as the server has it: confirming again creates nothing new.
    const confirmAs = async (customerId?: string) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (customerId) headers['x-customer-id'] = customerId;
      const res = await fetch(`${baseUrl}/api/orders/confirm`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ sessionId }),
      });
      return res.json();
    };
    // Whoever has only the success link sees the order, but no email, address or customer id.
    const anyone = await confirmAs();
    expect(anyone.created).toBe(false);
    expect(anyone.order).toMatchObject({ amountTotalMinor: 7999, productType: 'hoodie', size: 'l' });
    expect(JSON.stringify(anyone)).not.toContain('anna.schmidt@example.com');
    // The customer's own browser (its id from localStorage) sees the whole order.
    const saved = await confirmAs((await page.evaluate(() => localStorage.getItem('customerId'))) ?? undefined);
    expect(saved.created).toBe(false);
    expect(saved.order).toMatchObject({
      amountTotalMinor: 7999,
      currency: 'USD',
      productType: 'hoodie',
      size: 'l',
      color: 'gray',
      discountApplied: true,
      email: 'anna.schmidt@example.com',
    });
    expect(saved.order.shippingAddress).toMatchObject({ name: 'Anna Schmidt', city: 'Springfield' });

    // Reloading the success page saves nothing twice.
    await page.reload();
    await page.getByTestId('success-heading').waitFor();
    await page.context().close();
  });

  it('refuses a declined card with a clear message and takes a good one after', async () => {
    const page = await openCustomize(390);
    await uploadPhoto(page);
    await saveScreenshot(page, 'customize-390', { fullPage: true });
    expect(await page.getByTestId('price-total').textContent()).toContain('$54.43');
    await page.getByTestId('checkout-button').click();
    await page.waitForURL(/\/pay\//);
    await fillHostedCheckout(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByText('Your card was declined.').first().waitFor();
    expect(page.url()).toContain('/pay/');
    await saveScreenshot(page, 'test-checkout-declined-390', { fullPage: true });

    // A bad card number is refused in the form, before anything is sent.
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: /^Pay/ }).click();
    expect(page.url()).toContain('/pay/');
    await page.context().close();
  });

  it('shows the SPEC messages for unticked terms and returns to customize on cancel', async () => {
    const page = await openCustomize();
    await uploadPhoto(page);
    await page.getByTestId('terms').click();
    await page.getByTestId('checkout-button').click();
    await page.getByText('Please agree to our Terms & Conditions and Privacy Policy').first().waitFor();
    expect(page.url()).toContain('/customize');
    await page.getByTestId('terms').click();
    await page.getByTestId('checkout-button').click();
    await page.waitForURL(/\/pay\//);
    await page.getByRole('link', { name: /Cancel/ }).click();
    await page.waitForURL(/\/en-us\/wowanimatedtees\/customize$/);
    await page.context().close();
  });

  it('takes a photo dropped on the upload area, which highlights while dragging', async () => {
    const page = await openCustomize();
    const bytes = (await readFile(path.resolve('e2e/fixtures/rocket.jpg'))).toString('base64');
    const dataTransfer = await page.evaluateHandle((base64) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], 'rocket.jpg', { type: 'image/jpeg' }));
      return transfer;
    }, bytes);
    const area = page.getByTestId('upload-area');
    await area.dispatchEvent('dragenter', { dataTransfer });
    await area.dispatchEvent('dragover', { dataTransfer });
    expect(await area.getAttribute('data-dragging')).toBe('true');
    await area.dispatchEvent('drop', { dataTransfer });
    await expect
      .poll(() => page.getByTestId('upload-status').textContent(), { timeout: 20_000 })
      .toMatch(/uploaded successfully/i);
    expect(await area.getAttribute('data-dragging')).toBeNull();
    expect(await page.getByTestId('upload-file-name').textContent()).toContain('rocket.jpg');
    const customerId = await page.evaluate(() => localStorage.getItem('customerId'));
    const customer = await (await fetch(`${baseUrl}/api/customers/${customerId}`)).json();
    // Stored under a random key: the photo's URL does not reveal the customer id (issue 6).
    expect(customer.imageUrl).toMatch(/\/files\/customer-uploads\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect(customer.imageUrl).not.toContain(customerId);
    await page.context().close();
  });
});
