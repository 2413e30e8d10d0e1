/**
 * Screenshot-only (issue 20 §6 "Realistic mockups"): the customize page's mockup with a photo, for
 * every product in each of its colours and every view, at 390 and 1280 px, for people to judge whether the
 * garment reads as fabric with folds (`npm run screenshots`; not in the `npm test` gate). Also checks
 * that the print's fabric filter and the drape maps are in the page and their maps load.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { colorsByProductType, productTypes } from '#shared/catalog.ts';
import { mockupMapUrl } from '#shared/mockup-maps.ts';
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
    it(`every product, colour and view at ${width} px`, async () => {
      const { page, context } = await newPage(browser, width);
      await openPage(page, `${baseUrl}${paths.customize('en-us', 'wowanimatedtees')}`);
      await page.waitForFunction(() => Object.keys(localStorage).some((key) => /customerid/i.test(key)));
      await page.getByTestId('upload-input').setInputFiles(photo);
      await page.locator('[data-testid="upload-status"][data-status="uploaded"]').waitFor({ timeout: 30_000 });
      const stage = page.getByTestId('mockup-stage');
      for (const productType of productTypes) {
        await page.getByRole('radio', { name: names[productType] }).click();
        for (const color of colorsByProductType[productType]) {
          await page.getByRole('radio', { name: colorNames[color], exact: true }).click();
          const views = await page
            .getByTestId('gallery-view')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-view') ?? ''));
          for (const view of views) {
            await page.locator(`[data-testid="gallery-view"][data-view="${view}"]`).click();
            const mockup = page.getByTestId('garment-mockup');
            await expect.poll(() => mockup.getAttribute('data-view')).toBe(view);
            await expect.poll(() => mockup.getAttribute('data-color')).toBe(color);
            // The drape map is fetched and decodes (the filter shows neutral grey until then).
            const drape = mockupMapUrl(productType, view === 'detail' ? 'front' : (view as 'front'), 'drape');
            expect(await mockup.locator(`feImage[href="${drape}"]`).count()).toBeGreaterThan(0);
            const loaded = await page.evaluate(async (src) => {
              const image = new Image();
              image.src = src;
              await image.decode();
              return image.naturalWidth;
            }, drape);
            expect(loaded).toBe(256);
            if (view === 'front' || view === 'folded') {
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
