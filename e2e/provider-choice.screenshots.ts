/**
 * Screenshot-only (issue 20 §1): the customize page's "Artwork service" choice, shown where a style
 * has more than one hosted provider, in English and German at 390 and 1280 px. The shop under test
 * runs the instant preview only, so `GET /api/artwork-providers` is answered with two providers for
 * the cel style. What the choice asks is tested in use-artworks.test.tsx, the server side in
 * modules/artworks/fallback-spend.test.ts.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
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

describe('provider choice screenshots', () => {
  it('en-us and de at 390 and 1280 px', async () => {
    for (const locale of ['en-us', 'de'] as const) {
      for (const width of [390, 1280]) {
        const { page, context } = await newPage(browser, width);
        await page.route('**/api/artwork-providers', (route) =>
          route.fulfill({ json: { styles: { painterly: ['replicate'], cel: ['replicate', 'fal'] } } }),
        );
        await openPage(page, `${baseUrl}/${locale}/wowanimatedtees/customize`);
        await page.waitForFunction(() => Boolean(localStorage.getItem('customerId')));
        await page.getByTestId('upload-input').setInputFiles(photo);
        const choice = page.getByTestId('provider-choice');
        await choice.waitFor({ timeout: 30_000 });
        await choice.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await saveScreenshot(page, `provider-choice-${locale}-${width}`, { settleMs: 300 });
        await context.close();
      }
    }
  });
});
