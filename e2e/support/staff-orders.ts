/**
 * Paid test orders for staff end-to-end tests, made quickly: the customer record and the checkout
 * session through the shop's HTTP API (as the customize page makes them), then the test provider's
 * hosted checkout paid in Chromium with 4242, so each order is recorded exactly as a customer's is.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { quote, seedPriceBooks } from '#shared/pricing.ts';
import { fillHostedCheckout } from './hosted-checkout.ts';

/**
 * Buys a white M t-shirt printed with the coffee photo, paid by `email` on the English storefront.
 * @returns the order's number, as the success page shows it.
 */
export async function payTestOrder(browser: Browser, baseUrl: string, email: string): Promise<string> {
  const created = await fetch(`${baseUrl}/api/customers`, { method: 'POST' });
  if (!created.ok) throw new Error(`POST /api/customers answered ${created.status}`);
  const { id: customerId } = (await created.json()) as { id: string };
  // The photo the order prints, uploaded as the customize page's FormData upload.
  const form = new FormData();
  const photo = await readFile(path.resolve('e2e/fixtures/coffee.png'));
  form.set('file', new Blob([photo], { type: 'image/png' }), 'coffee.png');
  const uploaded = await fetch(`${baseUrl}/api/customers/${customerId}/image`, { method: 'PUT', body: form });
  if (!uploaded.ok) throw new Error(`PUT /api/customers/:id/image answered ${uploaded.status}`);
  const total = quote(seedPriceBooks['storefront-usd'], 'tshirt', false).totalMinor;
  const checkout = await fetch(`${baseUrl}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      productType: 'tshirt',
      size: 'm',
      color: 'white',
      price: (total / 100).toFixed(2),
      customerId,
      currency: 'usd',
      locale: 'en-us',
    }),
  });
  if (!checkout.ok) throw new Error(`POST /api/checkout answered ${checkout.status}: ${await checkout.text()}`);
  const { url } = (await checkout.json()) as { url: string };
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(new URL(url, baseUrl).href);
    await fillHostedCheckout(
      page,
      'en-us',
      { email, name: 'Ada Lovelace', street: '12 Analytical Row', city: 'Springfield', postalCode: '62704' },
      '4242 4242 4242 4242',
    );
    const state = page.getByLabel(/State/);
    if (await state.count()) await state.first().fill('IL');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/success\?session_id=/);
    const number = page.getByTestId('order-number');
    await number.waitFor();
    return ((await number.textContent()) ?? '').trim();
  } finally {
    await context.close();
  }
}
