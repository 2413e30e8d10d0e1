/**
 * The French and Spanish Ghibli storefronts and the phone gallery in real Chromium (issue 11):
 * /fr/wowghiblitees and /es/wowghiblitees are whole storefronts in their language with the German
 * Ghibli euro prices and a header language switcher between all Ghibli storefronts (every page's
 * canonical link and hreflang alternates are checked in quality.e2e.ts, on its load of that page), the
 * style chooser sends French and Spanish visitors there, and a checkout session opens from the
 * page. Below 768 px the landing shows a light one-column gallery that "View Gallery" lands on.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { intlTagByLocale, type Locale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import { storefronts } from '#shared/storefronts.ts';
import { launchBrowser } from './support/browser.ts';
import { catalogue } from './support/catalogue.ts';
import { newPage, openPage } from './support/pages.ts';
import { saveScreenshot } from './support/screenshots.ts';

const baseUrl = inject('baseUrl');
const photo = path.resolve('e2e/fixtures/astronaut.png');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const ghibliLocales = storefronts.filter((s) => s.variant === 'wowghiblitees').map((s) => s.locale);

/** Saves a full-page screenshot as `e2e/screenshots/<name>-<width>.png`. */
async function shot(page: Page, name: string, width: number): Promise<void> {
  await saveScreenshot(page, `${name}-${width}`, { fullPage: true });
}

describe.each(['fr', 'es'] as const)('/%s/wowghiblitees', (locale) => {
  const text = catalogue(locale);
  const home = paths.storefront(locale, 'wowghiblitees');

  it('renders landing and customize in its language with the German Ghibli euro prices', async () => {
    for (const width of [1280, 390]) {
      const { page, context, consoleErrors } = await newPage(browser, width);
      expect(await openPage(page, `${baseUrl}${home}`)).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(intlTagByLocale[locale]);
      expect(plain(await page.locator('h1').first().textContent())).toContain(
        plain(text.get('landing.variants.ghibli.heroTitle') ?? '-'),
      );
      // The cheapest payable total of the Ghibli set: 19.99 + 10 (or 23.32 + 6.67).
      expect(plain(await page.locator('main').textContent())).toContain('29,99 €');
      expect(plain(await page.locator('main').textContent())).not.toContain('$');
      if (locale === 'fr') await shot(page, 'ghibli-fr-landing', width);

      await openPage(page, `${baseUrl}${paths.customize(locale, 'wowghiblitees')}`);
      expect(await page.getAttribute('html', 'lang')).toBe(intlTagByLocale[locale]);
      await expect.poll(async () => plain(await page.getByTestId('price-total').textContent())).toContain('29,99 €');
      if (locale === 'es') await shot(page, 'ghibli-es-customize', width);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('opens a test checkout session from the customize page', async () => {
    const { page, context } = await newPage(browser, 1280);
    await openPage(page, `${baseUrl}${paths.customize(locale, 'wowghiblitees')}`);
    await page.waitForFunction(() =>
      Boolean(localStorage.getItem('ghibliCustomerId') ?? localStorage.getItem('customerId')),
    );
    await page.getByTestId('upload-input').setInputFiles(photo);
    await expect
      .poll(() => page.getByTestId('upload-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('uploaded');
    expect(await page.getByTestId('upload-status').textContent()).toContain(
      text.get('customize.upload.statusUploaded'),
    );
    await page.getByTestId('checkout-button').click();
    await page.waitForURL(/\/pay\/cs_test_local_/);
    // The test provider's hosted page, in the storefront's language, with the Ghibli set's total.
    await expect.poll(async () => plain(await page.locator('body').textContent())).toContain('29,99');
    const sessionId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const session = await (
      await fetch(`${baseUrl}/api/checkout/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId }),
      })
    ).json();
    expect(session).toMatchObject({
      amount_total: 2999,
      currency: 'eur',
      payment_status: 'unpaid',
      metadata: { priceBookId: 'ghibli-de', locale, variant: 'wowghiblitees' },
    });
    await context.close();
  });
});

describe('between the Ghibli storefronts', () => {
  it('the header language switcher goes to the same page in the other language, at both widths', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, width);
      await openPage(page, `${baseUrl}${paths.customize('es', 'wowghiblitees')}`);
      const switcher = page.getByTestId('storefront-languages');
      expect(await switcher.isVisible()).toBe(true);
      const links = await switcher
        .locator('a')
        .evaluateAll((as) =>
          as.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href'), a.getAttribute('aria-current')]),
        );
      expect(links).toEqual(
        ghibliLocales.map((other) => [
          intlTagByLocale[other],
          paths.customize(other, 'wowghiblitees'),
          other === 'es' ? 'true' : null,
        ]),
      );
      await switcher.locator('a[data-language-link="fr"]').click();
      await page.waitForURL(`${baseUrl}${paths.customize('fr', 'wowghiblitees')}`);
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('fr-FR');
      await expect.poll(async () => plain(await page.getByTestId('price-total').textContent())).toContain('29,99 €');
      await context.close();
    }
  });

  it('the style chooser sends French and Spanish visitors to their own Ghibli storefront', async () => {
    // Chosen language: French.
    const { page, context } = await newPage(browser, 1280);
    await openPage(page, `${baseUrl}/`);
    await page.getByTestId('language-fr').check({ force: true });
    await expect.poll(() => page.getByTestId('style-ghibli').getAttribute('href')).toBe('/fr/wowghiblitees');
    await page.getByTestId('style-ghibli').click();
    await page.waitForURL(`${baseUrl}/fr/wowghiblitees`);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('fr-FR');
    await context.close();

    // Browser language: Spanish, preselected after load.
    const spanish = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });
    const phone = await spanish.newPage();
    await openPage(phone, `${baseUrl}/`);
    await expect.poll(() => phone.getByTestId('style-ghibli').getAttribute('href')).toBe('/es/wowghiblitees');
    expect(await phone.getByTestId('language-es').isChecked()).toBe(true);
    expect(await phone.getByTestId('style-animated').getAttribute('href')).toBe('/es/wowanimatedtees');
    await spanish.close();
  });
});

describe('the gallery on phones', () => {
  /** Smooth scrolling of a long page takes over a second on a loaded machine (expect.poll's default). */
  const scrollSettles = { timeout: 10_000 };
  const galleryTop = (page: Page) =>
    page.evaluate(() => document.getElementById('gallery')?.getBoundingClientRect().top ?? 1e4);
  /** The phone gallery's images: loaded or not, and the file chosen. */
  const phoneImages = (page: Page) =>
    page
      .getByTestId('phone-gallery')
      .locator('img')
      .evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({
          loading: img.loading,
          loaded: img.complete && img.naturalWidth > 0,
          src: img.currentSrc,
        })),
      );

  for (const locale of ['en-us', 'fr'] as Locale[]) {
    it(`${locale}: one light column, loaded when scrolled near, "View Gallery" lands on it`, async () => {
      const { page, context } = await newPage(browser, 390);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await openPage(page, `${baseUrl}${paths.storefront(locale, 'wowghiblitees')}`);
      const gallery = page.getByTestId('phone-gallery');
      expect(await gallery.isVisible()).toBe(true);
      // The grid is in the HTML (ADR 0027), not displayed: its lazy images are never fetched (below).
      expect(await page.getByTestId('gallery-examples').isVisible()).toBe(false);
      // No apology instead of a gallery.
      expect(await page.locator('#gallery').textContent()).not.toMatch(/bigger screen|grand écran/);

      // Lazy: headless Chromium fetches a lazy image once it is within ~3,000 px of the viewport
      // (measured: 3,207 px loaded), so only images farther away must still be unfetched; the
      // last card sits ~3,900 px below the first screen.
      const before = await phoneImages(page);
      expect(before.length).toBe(8);
      expect(before.every((img) => img.loading === 'lazy')).toBe(true);
      const distances = await gallery
        .locator('img')
        .evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().top - window.innerHeight));
      expect(Math.max(...distances)).toBeGreaterThan(3500);
      expect(before.filter((_, i) => distances[i] > 3500).every((img) => !img.loaded)).toBe(true);

      // One column: every card as wide as the list, stacked.
      const boxes = await gallery
        .locator(':scope > li')
        .evaluateAll((items) =>
          items.map((li) => li.getBoundingClientRect()).map((r) => ({ x: r.x, width: r.width, top: r.top })),
        );
      expect(boxes.length).toBe(4);
      for (const box of boxes) {
        expect(Math.abs(box.x - boxes[0].x)).toBeLessThan(1);
        expect(box.width).toBeGreaterThan(300);
      }
      expect(boxes.map((b) => b.top)).toEqual([...boxes.map((b) => b.top)].sort((a, b) => a - b));

      await page.getByTestId('view-gallery').click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#gallery');
      await expect.poll(async () => Math.abs(await galleryTop(page)), scrollSettles).toBeLessThan(200);
      await page.evaluate(() =>
        document.querySelector('[data-testid="phone-gallery"] li:last-child')?.scrollIntoView({ block: 'end' }),
      );
      await expect
        .poll(async () => (await phoneImages(page)).every((img) => img.loaded), { timeout: 15_000 })
        .toBe(true);
      // Small files only: the 320/480 px variants, in a modern encoding.
      for (const img of await phoneImages(page)) expect(img.src).toMatch(/-(320|480)\.(avif|webp)$/);
      expect(requested.some((p) => /\/gallery\/.+-(600|960)\.(avif|webp|jpg)$/.test(p) && p.includes('-photo-'))).toBe(
        false,
      );
      if (locale === 'fr') {
        await page.evaluate(() => document.getElementById('gallery')?.scrollIntoView());
        await saveScreenshot(page, 'ghibli-fr-phone-gallery-390', { settleMs: 300 });
        await saveScreenshot(gallery, 'ghibli-fr-phone-gallery-list-390');
      }
      await context.close();
    });
  }

  it('is not shown nor fetched on wide screens, where "View Gallery" lands on the grid', async () => {
    const { page, context } = await newPage(browser, 1280);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openPage(page, `${baseUrl}${paths.storefront('fr', 'wowghiblitees')}`);
    expect(await page.getByTestId('phone-gallery').isVisible()).toBe(false);
    await page.getByTestId('view-gallery').click();
    await expect.poll(async () => Math.abs(await galleryTop(page)), scrollSettles).toBeLessThan(200);
    await page.getByTestId('gallery-examples').waitFor();
    // The grid's images loaded (their requests made): a wrong fetch for the hidden list would be made by now too.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid="gallery-examples"] img')].every(
        (img) => img.complete,
      ),
    );
    // Nothing fetched for the hidden list: every gallery file requested is one a shown image uses
    // (a hidden image may still be complete when the grid fetched the same 320/480 px file: the
    // memory cache serves it, no request).
    // Shown: <img> elements (the garment mockups' too) and any SVG <image>, outside the phone list.
    const shownSources = await page.evaluate(() =>
      [...document.querySelectorAll('img, svg image')]
        .filter((el) => !el.closest('[data-testid="phone-gallery"]'))
        .map((el) => (el instanceof HTMLImageElement ? el.currentSrc : (el.getAttribute('href') ?? '')))
        .filter(Boolean)
        .map((src) => new URL(src, document.baseURI).pathname),
    );
    expect(requested.filter((p) => p.startsWith('/gallery/') && !shownSources.includes(p))).toEqual([]);
    await page.evaluate(() => document.getElementById('gallery')?.scrollIntoView());
    await saveScreenshot(page, 'ghibli-fr-gallery-1280', { settleMs: 500 });
    await context.close();
  });
});
