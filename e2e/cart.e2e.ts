/**
 * Issue 21 §4 end to end in real Chromium: upload a photo, put a t-shirt and a hoodie in the cart
 * from the customize page (the header counts them), open the cart, raise a quantity, check the cart
 * out once on the hosted checkout (the total the cart showed), and find the cart empty after payment.
 * The code field of a discount is another slice's; this is the cart's.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { fillHostedCheckout, openCustomize, uploadPhoto } from './support/purchase-flow.ts';
import { saveScreenshot } from './support/screenshots.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('cart', () => {
  it('adds two items, changes a quantity, checks the cart out once and empties it after payment', async () => {
    page = await openCustomize(browser, baseUrl);
    await uploadPhoto(page);
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => page.getByTestId('cart-count').textContent(), { timeout: 15_000 }).toBe('1');
    await page.getByRole('radio', { name: /Hoodie/ }).click();
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => page.getByTestId('cart-count').textContent(), { timeout: 15_000 }).toBe('2');

    await page.getByTestId('cart-link').click();
    await page.waitForURL(/\/en-us\/wowanimatedtees\/cart$/);
    await expect.poll(() => page.getByTestId('cart-line').count(), { timeout: 15_000 }).toBe(2);
    const totalBefore = await page.getByTestId('cart-total').textContent();
    await page.getByTestId('cart-quantity').first().selectOption('2');
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('3');
    await expect.poll(() => page.getByTestId('cart-total').textContent()).not.toBe(totalBefore);
    // Both lines print the photo: one transformation fee.
    expect(await page.getByTestId('cart-fee').textContent()).toBe('$10.00');
    const total = (await page.getByTestId('cart-total').textContent()) ?? '';
    await saveScreenshot(page, 'cart-1280', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'cart-390', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByTestId('terms').click();
    await page.getByTestId('checkout-button').click();
    await page.waitForURL(/\/pay\/cs_test_local_/);
    expect(await page.textContent('body')).toContain(total);
    await fillHostedCheckout(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/en-us\/wowanimatedtees\/success\?session_id=/);
    await page.getByText('Order details saved successfully').first().waitFor();

    await page.goto(`${baseUrl}/en-us/wowanimatedtees/cart`);
    await page.getByTestId('cart-empty').waitFor();
  });
});
