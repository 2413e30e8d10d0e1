/**
 * Artwork end to end in real Chromium (issue 8): a customer uploads a photo, sees it become the
 * storefront's default style on the garment within seconds, switches style, compares with the
 * photo, and pays; the order carries the chosen artwork and its print file is made after payment.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { printArea } from '#shared/artwork.ts';
import { launchBrowser } from './support/browser.ts';
import { fillHostedCheckout } from './support/hosted-checkout.ts';
import { saveScreenshot } from './support/screenshots.ts';

const baseUrl = inject('baseUrl');
const staffEmail = inject('staffEmail');
const staffPassword = inject('staffPassword');
const photo = path.resolve('e2e/fixtures/chelsea.png');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The image printed on the big mockup (the `href` of its `<image>`). */
function printedImage(page: Page): Promise<string | null> {
  return page.getByTestId('garment-mockup').getByTestId('mockup-print').locator('image').first().getAttribute('href');
}

/**
 * Waits until the style's artwork is ready (its option shows the stage). Up to 60 s, as the other
 * files wait for an upload's artwork: the run's one shop renders every file's artwork and print files
 * on the same artwork thread. A waiting preview goes first there now, but still waits for the task
 * running; before that, one took over 30 s in CI while another file's three lines were printed.
 */
async function waitForStyle(page: Page, style: string): Promise<void> {
  await expect
    .poll(() => page.locator(`[data-testid="style-option"][data-style="${style}"]`).getAttribute('data-stage'), {
      timeout: 60_000,
      interval: 250,
    })
    .toBe('ready');
}

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A staff session cookie through the login API, as the login form gets it. */
async function staffCookie(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: staffEmail, password: staffPassword }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

describe('photo to artwork to paid order', () => {
  it('shows the artwork on the garment, switches style, and the order carries it with a print file', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en-us/wowanimatedtees/customize`);
    await page.waitForFunction(() => Boolean(localStorage.getItem('customerId')));
    await page.getByTestId('upload-input').setInputFiles(photo);

    // The animated storefront starts with the cel style; its instant preview replaces the photo.
    await waitForStyle(page, 'cel');
    await expect.poll(() => printedImage(page), { timeout: 10_000 }).toMatch(/\/files\/artworks\//);
    const celUrl = await printedImage(page);
    const cel = await fetch(new URL(celUrl ?? '', baseUrl));
    expect(cel.status).toBe(200);
    expect(cel.headers.get('content-type')).toMatch(/^image\//);
    await saveScreenshot(page, 'artwork-cel-1280', { fullPage: true });

    // Another style: its own artwork, made on request.
    await page.locator('[data-testid="style-option"][data-style="painterly"]').click();
    await waitForStyle(page, 'painterly');
    await expect.poll(() => printedImage(page), { timeout: 10_000 }).not.toBe(celUrl);
    expect(await printedImage(page)).toMatch(/\/files\/artworks\//);
    const painterlyUrl = await printedImage(page);

    // Photo / artwork toggle.
    await page.getByTestId('show-photo').click();
    // The photo as chosen (the page keeps showing the local copy it uploaded) instead of the artwork.
    await expect.poll(() => printedImage(page)).toMatch(/^blob:|\/files\/customer-uploads\//);
    await page.getByTestId('show-artwork').click();
    await expect.poll(() => printedImage(page)).toBe(painterlyUrl);
    await saveScreenshot(page, 'artwork-painterly-1280', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'artwork-painterly-390', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByTestId('checkout-button').click();
    await page.waitForURL(/\/pay\/cs_test_local_/);
    await fillHostedCheckout(
      page,
      'en-us',
      {
        email: 'ines.artwork@example.com',
        name: 'Ines Artwork',
        street: '1 Canvas Road',
        city: 'Springfield',
        postalCode: '62704',
      },
      '4242 4242 4242 4242',
    );
    const state = page.getByLabel(/State/);
    if (await state.count()) await state.first().fill('IL');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/en-us\/wowanimatedtees\/success\?session_id=/);
    await page.getByTestId('success-heading').waitFor();
    await page.getByText('Order details saved successfully').first().waitFor();
    await context.close();

    // Staff see the chosen artwork on the order, and its print file once the job made it.
    const cookie = await staffCookie();
    const list = await (await fetch(`${baseUrl}/api/admin/orders?q=ines.artwork`, { headers: { cookie } })).json();
    expect(list.orders).toHaveLength(1);
    const order = list.orders[0];
    expect(order.artwork).toMatchObject({ style: 'painterly', provider: 'local' });
    await expect
      .poll(
        async () =>
          (await (await fetch(`${baseUrl}/api/admin/orders/${order.id}`, { headers: { cookie } })).json()).printFile
            ?.source,
        { timeout: 60_000, interval: 500 },
      )
      .toBe('artwork');
    const printFile = await fetch(`${baseUrl}/api/admin/orders/${order.id}/print-file`, { headers: { cookie } });
    expect(printFile.status).toBe(200);
    const { width, height } = pngSize(Buffer.from(await printFile.arrayBuffer()));
    const maxWidth = printArea.widthInches * printArea.dpi;
    const maxHeight = printArea.heightInches * printArea.dpi;
    // Fills the print area on one side, the artwork's aspect kept.
    expect(width <= maxWidth && height <= maxHeight).toBe(true);
    expect(width === maxWidth || height === maxHeight).toBe(true);
  });
});
