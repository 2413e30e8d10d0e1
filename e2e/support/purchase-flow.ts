/**
 * The main job in real Chromium, shared by purchase.e2e.ts (embedded engines) and
 * purchase-s3-postgres.e2e.ts (PostgreSQL + S3): upload the astronaut photo, choose a gray L hoodie,
 * take the order-now discount ($79.99), pay with 4242 on the test provider's hosted checkout and land on the
 * success page with the order saved (SPEC §2.7, §2.8).
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';

const photo = path.resolve('e2e/fixtures/astronaut.png');

/** A new tab on the customize page once the customer id is in localStorage. */
export async function openCustomize(browser: Browser, baseUrl: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/en-us/wowanimatedtees/customize`);
  // Session set-up: the customer id lands in localStorage.
  await page.waitForFunction(() => Boolean(localStorage.getItem('customerId')));
  return page;
}

/** Uploads the astronaut fixture and waits for the success message. */
export async function uploadPhoto(page: Page): Promise<void> {
  await page.getByTestId('upload-input').setInputFiles(photo);
  await expect
    .poll(() => page.getByTestId('upload-status').textContent(), { timeout: 20_000 })
    .toMatch(/uploaded successfully/i);
  await page.getByText('Image uploaded successfully!').first().waitFor();
}

/** Fills the hosted checkout's English form for Anna Schmidt with `cardNumber`. */
export async function fillHostedCheckout(page: Page, cardNumber: string): Promise<void> {
  await page.getByText('TEST MODE').first().waitFor();
  await page.getByLabel('Email').fill('anna.schmidt@example.com');
  await page.getByLabel('Name on shipping').fill('Anna Schmidt');
  await page.getByLabel('Address', { exact: true }).fill('742 Evergreen Terrace');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('Postal code').fill('62704');
  const state = page.getByLabel(/State/);
  if (await state.count()) await state.first().fill('IL');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

/**
 * Buys the discounted gray L hoodie from a fresh customize page, asserting each screen on the way.
 * @param shot called at the customize, hosted checkout and success screens (screenshots), if given.
 * @returns the page on the success screen, its checkout session id and the customer id.
 */
export async function buyDiscountedHoodie(
  browser: Browser,
  baseUrl: string,
  shot?: (page: Page, name: 'customize' | 'test-checkout' | 'success') => Promise<void>,
): Promise<{ page: Page; sessionId: string; customerId: string }> {
  const page = await openCustomize(browser, baseUrl);
  const checkoutButton = page.getByTestId('checkout-button');
  await expect.poll(() => checkoutButton.textContent()).toContain('Please Upload an Image');
  expect(await checkoutButton.isDisabled()).toBe(true);

  await uploadPhoto(page);
  await expect.poll(() => checkoutButton.textContent()).toContain('Continue to checkout');

  await page.getByRole('radio', { name: /Hoodie/ }).click();
  await page.getByRole('radio', { name: 'L', exact: true }).click();
  // Changing the type reset the colour to black; gray is the other hoodie colour.
  expect(await page.getByRole('radio', { name: 'Black' }).isChecked()).toBe(true);
  await page.getByRole('radio', { name: 'Gray' }).click();
  expect(await page.getByTestId('price-total').textContent()).toContain('$87.77');

  await page.getByTestId('order-now-discount').click();
  await page.getByText('Discount applied: you save $7.78 on your order!').first().waitFor();
  await page.getByTestId('discount-badge').waitFor();
  expect(await page.getByTestId('price-item').textContent()).toContain('$69.99');
  expect(await page.getByTestId('price-total').textContent()).toContain('$79.99');
  await shot?.(page, 'customize');

  await checkoutButton.click();
  await page.waitForURL(/\/pay\/cs_test_local_/);
  expect(await page.textContent('body')).toContain('$79.99');
  await fillHostedCheckout(page, '4242 4242 4242 4242');
  await shot?.(page, 'test-checkout');
  await page.getByRole('button', { name: /^Pay/ }).click();

  await page.waitForURL(/\/en-us\/wowanimatedtees\/success\?session_id=/);
  await page.getByTestId('success-heading').waitFor();
  await page.getByText('Order details saved successfully').first().waitFor();
  const body = await page.textContent('body');
  expect(body).toContain('$79.99');
  expect(body).toMatch(/Hoodie/);
  await page.getByRole('link', { name: 'Continue Shopping' }).waitFor();
  await page.getByRole('link', { name: 'Create Another Design' }).waitFor();
  await shot?.(page, 'success');

  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  const customerId = (await page.evaluate(() => localStorage.getItem('customerId'))) ?? '';
  return { page, sessionId, customerId };
}
