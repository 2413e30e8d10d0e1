/**
 * Screenshot-only (issue 20 §7): the instant preview labelled as such where staff make the final
 * artwork, in English and French at 390 and 1280 px: the customize page with STYLIZER=manual's
 * waiting staff artwork (the shop under test runs the instant preview only, so the artworks list the
 * page polls gets one more artwork, as the API returns it), and the email-order page showing the
 * instant preview (its API answer names the provider). What they say is tested in
 * customize-page.test.tsx, email-order-page.test.tsx and the API tests.
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
const photo = path.resolve('e2e/fixtures/chelsea.png');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('instant preview label screenshots', () => {
  it('customize with staff making the final artwork, then the email-order page, en-us and fr at 390 and 1280 px', async () => {
    for (const locale of ['en-us', 'fr'] as const) {
      for (const width of [390, 1280]) {
        const { page, context } = await newPage(browser, width);
        let previewUrl: string | null = null;
        await page.route('**/api/customers/*/artworks', async (route) => {
          const response = await route.fetch();
          if (route.request().method() !== 'GET') return route.fulfill({ response });
          const list = (await response.json()) as Artwork[];
          const local = list.find((a) => a.provider === 'local');
          previewUrl = local?.previewUrl ?? previewUrl;
          const byStaff: Artwork[] = local
            ? [{ ...local, id: crypto.randomUUID(), provider: 'staff', status: 'queued', previewUrl: null }]
            : [];
          return route.fulfill({ response, json: [...byStaff, ...list] });
        });
        await openPage(page, `${baseUrl}/${locale}/wowanimatedtees/customize`);
        await page.waitForFunction(() => Boolean(localStorage.getItem('customerId')));
        await page.getByTestId('upload-input').setInputFiles(photo);
        const note = page.getByTestId('artwork-note');
        await note.waitFor({ timeout: 30_000 });
        await note.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `instant-preview-manual-${locale}-${width}`, { settleMs: 300 });

        await page.route('**/api/email-orders?*', (route) =>
          route.fulfill({
            // Typed: an answer the page's schema refuses shows "could not be loaded" (printDpi, issue 20 §3).
            json: {
              imageUrl: null,
              generatedImageUrl: previewUrl,
              artworkProvider: 'local',
              locale,
              printDpi: null,
            } satisfies EmailOrder,
          }),
        );
        await openPage(page, `${baseUrl}/${locale}/wowanimatedtees/emailorder?email=ada%40example.com&sig=abc`);
        const origin = page.getByTestId('email-order-artwork-origin');
        await origin.waitFor({ timeout: 30_000 });
        await origin.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `instant-preview-email-order-${locale}-${width}`, { settleMs: 300 });
        await context.close();
      }
    }
  });
});
