/**
 * Issue 22 §1, ADR 0027 in real Chromium: the landing, legal pages and size guide are the
 * prerendered HTML without React hydration, and what they need still works with their one small
 * script: the menu under 768 px, the FAQ one item at a time (`<details name="faq">`), the language
 * switch (plain links), live prices in the storefront's currency, the header's cart count and the
 * legacy size guide's tabs; no console error at 390 and 1280 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '#shared/paths.ts';
import { launchBrowser } from './support/browser.ts';
import { newPage, openPage } from './support/pages.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** Opens `path` recording every script the page requests. */
async function openRecording(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  expect(await openPage(page, `${baseUrl}${path}`)).toBe(200);
  return scripts;
}

/** The prices of the hero and the closing call to action, once the script filled them in. */
async function livePrices(page: Page): Promise<string[]> {
  const prices = page.locator('[data-price-template]');
  await expect
    .poll(() => prices.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.prices)))
    .toEqual(['live', 'live']);
  for (const price of await prices.all()) expect(await price.isVisible()).toBe(true);
  return (await prices.allTextContents()).map(plain);
}

describe('landing without hydration', () => {
  for (const width of [390, 1280]) {
    it(`${width} px: no React, one small script, no console error, live prices in dollars`, async () => {
      const { page, context, consoleErrors } = await newPage(browser, width);
      const scripts = await openRecording(page, paths.storefront('en-us', 'wowanimatedtees'));
      const [hero, cta] = await livePrices(page);
      expect(hero).toMatch(/^From \$\d+\.\d\d$/);
      expect(cta).toContain(hero?.replace('From ', '') ?? '-');
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^\/assets\/static-page-[\w-]+\.js$/);
      expect(await page.evaluate(() => 'reactRouterContext' in window || '__reactRouterContext' in window)).toBe(false);
      expect(await page.locator('link[rel="modulepreload"], script#i18n-catalogue').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      // Only the grid or the phone gallery shows, by CSS. The gallery section is laid out once it
      // nears the viewport (content-visibility: auto), as a reader scrolling there sees it.
      await page.locator('#gallery').scrollIntoViewIfNeeded();
      await expect.poll(() => page.getByTestId('gallery-examples').isVisible()).toBe(width >= 768);
      await expect.poll(() => page.getByTestId('phone-gallery').isVisible()).toBe(width < 768);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('390 px: the menu opens and closes (button, Escape), and its links lead on', async () => {
    const { page, context, consoleErrors } = await newPage(browser, 390);
    await openRecording(page, paths.storefront('en-us', 'wowanimatedtees'));
    const toggle = page.getByTestId('menu-toggle');
    const menu = page.getByTestId('mobile-menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-label')).toBe('Open menu');
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.getAttribute('aria-label')).toBe('Close menu');
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.getByRole('link', { name: 'Size Guide' }).click();
    await page.waitForURL(`${baseUrl}${paths.sizeGuide('en-us', 'wowanimatedtees')}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('1280 px: the FAQ opens one question at a time and closes', async () => {
    const { page, context, consoleErrors } = await newPage(browser, 1280);
    await openRecording(page, paths.storefront('en-us', 'wowanimatedtees'));
    const items = page.getByTestId('faq').locator('details');
    const open = () => page.getByTestId('faq').locator('details[open]').count();
    expect(await items.count()).toBe(5);
    expect(await open()).toBe(0);
    await items.nth(0).locator('summary').click();
    await expect.poll(open).toBe(1);
    expect(await items.nth(0).locator('p, div').last().isVisible()).toBe(true);
    await items.nth(2).locator('summary').click();
    await expect.poll(open).toBe(1);
    expect(await items.nth(2).getAttribute('open')).not.toBeNull();
    await items.nth(2).locator('summary').click();
    await expect.poll(open).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the language switch leads to the same page in German, with euro prices', async () => {
    const { page, context, consoleErrors } = await newPage(browser, 390);
    await openRecording(page, paths.storefront('en-us', 'wowanimatedtees'));
    await page.locator('[data-language-link="de"]').click();
    await page.waitForURL(`${baseUrl}${paths.storefront('de', 'wowanimatedtees')}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'static');
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
    const [hero] = await livePrices(page);
    expect(hero).toMatch(/^Ab \d+,\d\d €$/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the header shows the cart count of the stored customer', async () => {
    const { page, context, consoleErrors } = await newPage(browser, 390);
    const created = await page.request.post(`${baseUrl}/api/customers`);
    const { id } = (await created.json()) as { id: string };
    const put = await page.request.put(`${baseUrl}/api/customers/${id}/cart`, {
      data: {
        lines: [{ productType: 'tshirt', size: 'm', color: 'white', quantity: 2 }],
        locale: 'en-us',
        variant: 'wowanimatedtees',
      },
    });
    expect(put.status()).toBe(200);
    await openRecording(page, paths.storefront('en-us', 'wowanimatedtees'));
    expect(await page.getByTestId('cart-count').isVisible()).toBe(false);
    await page.evaluate((customerId) => localStorage.setItem('customerId', customerId), id);
    await openRecording(page, paths.privacy('en-us', 'wowanimatedtees'));
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    expect(await page.getByTestId('cart-count').isVisible()).toBe(true);
    expect(await page.getByTestId('cart-link').getAttribute('aria-label')).toBe('Cart, 2 items');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('legal pages and size guide without hydration', () => {
  it('privacy, terms, Impressum and size guides load no React; the legacy size guide tabs switch', async () => {
    const { page, context, consoleErrors } = await newPage(browser, 1280);
    for (const path of [
      paths.privacy('fr', 'wowanimatedtees'),
      paths.terms('es', 'wowghiblitees'),
      paths.impressum('de', 'wowanimatedtees'),
      paths.sizeGuide('de', 'wowanimatedtees'),
    ]) {
      const scripts = await openRecording(page, path);
      expect(
        scripts.every((src) => src.includes('/static-page-')),
        path,
      ).toBe(true);
      expect(await page.evaluate(() => '__reactRouterContext' in window), path).toBe(false);
    }
    await openRecording(page, paths.sizeGuide('en-us', 'wowghiblitees'));
    const hoodie = page.getByTestId('size-guide-tab-hoodie');
    expect(await page.getByTestId('size-table-hoodie').isVisible()).toBe(false);
    await hoodie.click();
    expect(await hoodie.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('size-table-hoodie').isVisible()).toBe(true);
    expect(await page.getByTestId('size-table-tshirt').isVisible()).toBe(false);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('size-guide-tab-sweatshirt').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('size-table-sweatshirt').isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('not-found page without hydration', () => {
  // SPEC §2.11: the document's own 404 status and the log of the missing path are the only console errors.
  const expectedErrors = (path: string) => [
    'Failed to load resource: the server responded with a status of 404 (Not Found)',
    `404 Error: User attempted to access non-existent route: ${path}`,
  ];

  for (const width of [390, 1280]) {
    it(`${width} px: an unknown path answers 404 with the page of its language, no React, and its links lead on`, async () => {
      const { page, context, consoleErrors } = await newPage(browser, width);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const missing = '/de/wowanimatedtees/gibt-es-nicht';
      expect(await openPage(page, `${baseUrl}${missing}`)).toBe(404);
      expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
      await page.getByRole('heading', { level: 1, name: 'Hoppla! Seite nicht gefunden' }).waitFor();
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^\/assets\/static-page-[\w-]+\.js$/);
      expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      expect(consoleErrors).toEqual(expectedErrors(missing));

      // SPEC §2.11's links, in the page's language; they lead to the pages.
      await page.getByRole('link', { name: 'Animierte Shirts' }).click();
      await page.waitForURL(`${baseUrl}${paths.storefront('en-us', 'wowanimatedtees')}`);
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'static');
      expect(consoleErrors).toEqual(expectedErrors(missing));
      await context.close();
    });
  }

  it('speaks the language of the first path segment, English where it is none', async () => {
    const { page, context } = await newPage(browser, 390);
    for (const [path, lang, heading] of [
      ['/fr/nulle-part', 'fr-FR', /^Oups/],
      ['/it/wowanimatedtees', 'en-US', 'Oops! Page not found'],
      ['/en-us/404', 'en-US', 'Oops! Page not found'],
    ] as const) {
      expect(await openPage(page, `${baseUrl}${path}`), path).toBe(404);
      expect(await page.getAttribute('html', 'lang'), path).toBe(lang);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await context.close();
  });

  it('the cart and the staff pages keep the client-rendered shell', async () => {
    const { page, context, consoleErrors } = await newPage(browser, 1280);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(new URL(response.url()).pathname);
    });
    expect(await openPage(page, `${baseUrl}${paths.cart('en-us', 'wowanimatedtees')}`)).toBe(200);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    expect(await page.getByTestId('not-found').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    expect(await openPage(page, `${baseUrl}${paths.admin()}`)).toBe(200);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    expect(await page.getByTestId('not-found').count()).toBe(0);
    // Signed out, the staff area asks who is signed in, hears 401 and shows the login form;
    // Chromium logs that answer as a failed resource. Nothing else may be logged.
    await page.getByTestId('admin-login-form').waitFor();
    expect(refused).toEqual(['/api/admin/session']);
    expect(consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 401 (Unauthorized)',
    ]);
    await context.close();
  });
});
