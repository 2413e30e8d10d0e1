/**
 * Screenshot-only (issue 20 §6 "Realistic mockups"): the customize page's mockup with a photo, for
 * every product in two colours, front and back, at 390 and 1280 px, for people to judge whether the
 * garment reads as fabric with folds (`npm run screenshots`; not in the `npm test` gate). Also checks
 * that the print's fabric filter and the drape maps are in the page and their maps load.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { colorsByProductType, productTypes } from '#shared/catalog.ts';
import { paths } from '#shared/paths.ts';
import { launchBrowser } from './support/browser.ts';
import { newPage, openPage } from './support/pages.ts';
import { saveScreenshot } from './support/screenshots.ts';

const baseUrl = inject('baseUrl');
const photo = path.resolve('e2e/fixtures/chelsea.png');
const names = { tshirt: /T-Shirt/, hoodie: /Hoodie/, sweatshirt: /Sweatshirt/ } as const;
const colorNames = { white: 'White', black: 'Black', gray: 'Gray' } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('realistic mockups on the customize page', () => {
  for (const width of [1280, 390]) {
    it(`every product in two colours, front and back, at ${width} px`, async () => {
      const { page, context } = await newPage(browser, width);
      await openPage(page, `${baseUrl}${paths.customize('en-us', 'wowanimatedtees')}`);
      await page.waitForFunction(() => Object.keys(localStorage).some((key) => /customerid/i.test(key)));
      await page.getByTestId('upload-input').setInputFiles(photo);
      await page.locator('[data-testid="upload-status"][data-status="uploaded"]').waitFor({ timeout: 30_000 });
      const stage = page.getByTestId('mockup-stage');
      for (const productType of productTypes) {
        await page.getByRole('radio', { name: names[productType] }).click();
        for (const color of colorsByProductType[productType].slice(0, 2)) {
          await page.getByRole('radio', { name: colorNames[color], exact: true }).click();
          for (const view of ['front', 'back'] as const) {
            await page.locator(`[data-testid="gallery-view"][data-view="${view}"]`).click();
            const mockup = page.getByTestId('garment-mockup');
            await expect.poll(() => mockup.getAttribute('data-view')).toBe(view);
            await expect.poll(() => mockup.getAttribute('data-color')).toBe(color);
            // The drape map is fetched and decodes (the filter shows neutral grey until then).
            const drape = `/mockups/${productType}-${view}-drape.png`;
            expect(await mockup.locator(`feImage[href="${drape}"]`).count()).toBeGreaterThan(0);
            const loaded = await page.evaluate(async (src) => {
              const image = new Image();
              image.src = src;
              await image.decode();
              return image.naturalWidth;
            }, drape);
            expect(loaded).toBe(256);
            if (view === 'front') {
              await page.getByTestId('mockup-print').waitFor();
              expect(await page.getByTestId('mockup-print').getAttribute('data-wrap')).toBe('on');
            }
            await stage.scrollIntoViewIfNeeded();
            await saveScreenshot(page, `mockup-${productType}-${color}-${view}-${width}`, { settleMs: 300 });
          }
        }
      }
      await context.close();
    });
  }
});
