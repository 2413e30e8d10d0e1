/**
 * Screenshot-only (issue 20 §3): the print-resolution warning before paying, in English and German at
 * 390 and 1280 px: on the customize page when the shown artwork is a provider's that prints at 96 DPI
 * (the shop under test runs the instant preview only, so the artworks list the page polls gets a
 * ready provider artwork as the API returns it, its preview the instant one's), and on the email-order
 * page for a staff artwork of 85 DPI (its answer given as the API gives it). What the warnings say is
 * tested in customize-page.test.tsx and email-order-page.test.tsx; the DPI itself in
 * modules/artworks/print-upscaling.test.ts and email-orders.test.ts.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Artwork } from '#shared/api/artworks.schemas.ts';
import type { EmailOrder } from '#shared/api/email-orders.schemas.ts';
import { launchBrowser } from './support/browser.ts';
import { newPage, openPage } from './support/pages.ts';
import { saveScreenshot } from './support/screenshots.ts';

const baseUrl = inject('baseUrl');
const photo = path.resolve('e2e/fixtures/rocket.jpg');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('print DPI warning screenshots', () => {
  it('customize: a provider artwork under 150 DPI, en-us and de at 390 and 1280 px', async () => {
    for (const locale of ['en-us', 'de'] as const) {
      for (const width of [390, 1280]) {
        const { page, context } = await newPage(browser, width);
        await page.route('**/api/customers/*/artworks', async (route) => {
          const response = await route.fetch();
          if (route.request().method() !== 'GET') return route.fulfill({ response });
          const list = (await response.json()) as Artwork[];
          const local = list.find((a) => a.provider === 'local' && a.status === 'ready');
          const hosted: Artwork[] = local
            ? [{ ...local, id: crypto.randomUUID(), provider: 'replicate', printDpi: 96 }]
            : [];
          return route.fulfill({ response, json: [...hosted, ...list] });
        });
        await openPage(page, `${baseUrl}/${locale}/wowanimatedtees/customize`);
        await page.waitForFunction(() => Boolean(localStorage.getItem('customerId')));
        await page.getByTestId('upload-input').setInputFiles(photo);
        const warning = page.locator('[data-testid="dpi-warning"][data-kind="artwork"]');
        await warning.waitFor({ timeout: 60_000 });
        await warning.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await saveScreenshot(page, `print-dpi-customize-${locale}-${width}`, { settleMs: 300 });
        // The one-line warning beside the checkout button.
        const short = page.getByTestId('dpi-warning-checkout');
        await short.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await saveScreenshot(page, `print-dpi-checkout-${locale}-${width}`, { settleMs: 300 });
        await context.close();
      }
    }
  });

  it('email order: a staff artwork under 150 DPI, en-us and de at 390 and 1280 px', async () => {
    for (const locale of ['en-us', 'de'] as const) {
      for (const width of [390, 1280]) {
        const { page, context } = await newPage(browser, width);
        const order: EmailOrder = {
          imageUrl: null,
          generatedImageUrl: `${baseUrl}/gallery/astronaut-animated-480.webp`,
          artworkProvider: 'staff',
          locale,
          printDpi: 85,
        };
        await page.route('**/api/email-orders?*', (route) => route.fulfill({ json: order }));
        await openPage(page, `${baseUrl}/${locale}/wowanimatedtees/emailorder?email=ada%40example.com&sig=abc123`);
        const warning = page.getByTestId('email-order-dpi-warning');
        await warning.waitFor({ timeout: 30_000 });
        await warning.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await saveScreenshot(page, `print-dpi-email-order-${locale}-${width}`, { settleMs: 300 });
        await context.close();
      }
    }
  });
});
