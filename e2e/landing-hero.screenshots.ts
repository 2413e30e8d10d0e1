/**
 * Screenshot-only: the landing hero in English and German at 390 and 1280 px, for people to look
 * at (`npm run screenshots`, not in the `npm test` gate). What the hero shows is tested in
 * customize-phone.e2e.ts (the "from" price) and storefront.e2e.ts (every page of every storefront).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { paths } from '#shared/paths.ts';
import { launchBrowser } from './support/browser.ts';
import { newPage, openPage } from './support/pages.ts';
import { saveScreenshot } from './support/screenshots.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('landing hero screenshots', () => {
  it('en-us and de at 390 and 1280 px', async () => {
    for (const locale of ['en-us', 'de'] as const) {
      for (const width of [390, 1280]) {
        const { page, context } = await newPage(browser, width);
        await openPage(page, `${baseUrl}${paths.storefront(locale, 'wowanimatedtees')}`);
        await page.getByTestId('from-price').waitFor();
        await saveScreenshot(page, `landing-hero-${locale}-${width}`);
        await context.close();
      }
    }
  });
});
