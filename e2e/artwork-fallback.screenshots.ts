/**
 * Screenshot-only (issue 20 §1): the customize page when every hosted provider failed and the
 * instant preview stays, with the note saying why, in English and German at 390 and 1280 px. The
 * shop under test runs the instant preview only, so the artworks list the page polls is answered
 * with one more artwork: the hosted one that fell back (as the API returns it). What the note says
 * is tested in customize-page.test.tsx and artwork-progress.test.ts; the fallback itself in
 * modules/artworks/hosted-providers.test.ts.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Artwork } from '#shared/api/artworks.schemas.ts';
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

describe('artwork fallback screenshots', () => {
  it('en-us and de at 390 and 1280 px', async () => {
    for (const locale of ['en-us', 'de'] as const) {
      for (const width of [390, 1280]) {
        const { page, context } = await newPage(browser, width);
        await page.route('**/api/customers/*/artworks', async (route) => {
          const response = await route.fetch();
          if (route.request().method() !== 'GET') return route.fulfill({ response });
          const list = (await response.json()) as Artwork[];
          const local = list.find((a) => a.provider === 'local');
          const fellBack: Artwork[] = local
            ? [
                {
                  ...local,
                  id: crypto.randomUUID(),
                  provider: 'replicate',
                  status: 'failed',
                  previewUrl: null,
                  error: 'Replicate answered 503',
                  fallbacks: [{ provider: 'replicate', reason: 'busy' }],
                },
              ]
            : [];
          return route.fulfill({ response, json: [...fellBack, ...list] });
        });
        await openPage(page, `${baseUrl}/${locale}/wowanimatedtees/customize`);
        await page.waitForFunction(() => Boolean(localStorage.getItem('customerId')));
        await page.getByTestId('upload-input').setInputFiles(photo);
        const note = page.getByTestId('artwork-fallback');
        await note.waitFor({ timeout: 30_000 });
        await note.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `artwork-fallback-${locale}-${width}`, { settleMs: 300 });
        await context.close();
      }
    }
  });
});
