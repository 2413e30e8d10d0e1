/**
 * The whole storefront in real Chromium (issue 3): prices show in the right currency and set, and
 * the landing, shell, mock checkout and 404 behave as SPEC §2 says. That every route of SPEC §2.1 in
 * every language and variant renders its heading in its language and links stay in language and
 * variant is checked in quality.e2e.ts, on the same page load as axe (support/storefront-page-checks.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '#shared/paths.ts';
import { storefronts } from '#shared/storefronts.ts';
import { launchBrowser } from './support/browser.ts';
import { newPage, openPage } from './support/pages.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** Customize page total for a t-shirt without discount, per storefront (SPEC §9 via DESIGN.md's table). */
const tshirtTotal: Record<string, string> = {
  'en-us/wowanimatedtees': '$54.43',
  'de/wowanimatedtees': '44,43 €',
  'fr/wowanimatedtees': '44,43 €',
  'es/wowanimatedtees': '44,43 €',
  'en-us/wowghiblitees': '$54.43',
  // German storefront set: 23.32 + fee 6.67; the French and Spanish Ghibli storefronts use it too (issue 11).
  'de/wowghiblitees': '29,99 €',
  'fr/wowghiblitees': '29,99 €',
  'es/wowghiblitees': '29,99 €',
};

/**
 * Storefronts whose landing FAQ, phone menu and mock checkout are driven: every price book, both
 * variants and three languages. These behave alike everywhere (same components); every storefront's
 * prices are checked above them, and every page's heading, links, text and axe in quality.e2e.ts.
 * Driving all eight took ~2.5 minutes of CI for no extra case.
 */
const behaviourStorefronts = new Set(['en-us/wowanimatedtees', 'es/wowanimatedtees', 'de/wowghiblitees']);

describe.each(storefronts.map((s) => [`${s.locale}/${s.variant}`, s] as const))('storefront %s', (name, storefront) => {
  const base = paths.storefront(storefront.locale, storefront.variant);

  it('prices the customize page from its own price book', async () => {
    const { page, context } = await newPage(browser, 1280);
    await openPage(page, `${baseUrl}${paths.customize(storefront.locale, storefront.variant)}`);
    await expect
      .poll(async () => plain(await page.getByTestId('price-total').textContent()))
      .toContain(tshirtTotal[`${storefront.locale}/${storefront.variant}`]);
    await context.close();
  });

  if (behaviourStorefronts.has(name)) {
    it('landing: FAQ opens one item at a time, grid gallery wide, phone gallery narrow, hash links scroll', async () => {
      const wide = await newPage(browser, 1280);
      await openPage(wide.page, `${baseUrl}${base}`);
      const faq = wide.page.getByTestId('faq');
      // ADR 0027: <details name="faq">, one open at a time without script.
      const triggers = faq.locator('details > summary');
      // Issue 21 §5: no rating question without RATING_TEXT; shipping, delivery, returns, materials, care.
      expect(await triggers.count()).toBe(5);
      await triggers.nth(0).click();
      await expect.poll(() => faq.locator('details[open]').count()).toBe(1);
      await triggers.nth(2).click();
      await expect.poll(() => faq.locator('details[open]').count()).toBe(1);
      expect(await faq.locator('details').nth(2).getAttribute('open')).not.toBeNull();
      await triggers.nth(2).click();
      await expect.poll(() => faq.locator('details[open]').count()).toBe(0);

      await wide.page.getByTestId('view-gallery').click();
      await expect.poll(() => new URL(wide.page.url()).hash).toBe('#gallery');
      await expect
        .poll(
          () =>
            wide.page.evaluate(() => Math.abs(document.getElementById('gallery')?.getBoundingClientRect().top ?? 1e4)),
          // Smooth scrolling takes over a second on a loaded machine (expect.poll's default).
          { timeout: 10_000 },
        )
        .toBeLessThan(200);
      await wide.page.getByTestId('gallery-examples').waitFor();
      expect(await wide.page.getByTestId('gallery-examples').locator('img').count()).toBeGreaterThan(1);

      await openPage(wide.page, `${baseUrl}${base}#faq`);
      await expect
        .poll(
          () => wide.page.evaluate(() => Math.abs(document.getElementById('faq')?.getBoundingClientRect().top ?? 1e4)),
          { timeout: 10_000 },
        )
        .toBeLessThan(200);
      await wide.context.close();

      const narrow = await newPage(browser, 390);
      await openPage(narrow.page, `${baseUrl}${base}`);
      await narrow.page.evaluate(() => document.getElementById('gallery')?.scrollIntoView());
      // The phone gallery in place, then the grid must not be there.
      await narrow.page.getByTestId('phone-gallery').locator('li').nth(3).waitFor();
      // Issue 11: below 768 px the one-column phone gallery replaces the grid (in the HTML, not displayed).
      expect(await narrow.page.getByTestId('gallery-examples').isVisible()).toBe(false);
      expect(await narrow.page.getByTestId('phone-gallery').isVisible()).toBe(true);
      expect(await narrow.page.getByTestId('phone-gallery').locator('li').count()).toBe(4);
      await narrow.context.close();
    });

    it('shell: the menu toggles under 768 px', async () => {
      const { page, context } = await newPage(browser, 390);
      await openPage(page, `${baseUrl}${paths.customize(storefront.locale, storefront.variant)}`);
      const toggle = page.getByTestId('menu-toggle');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      // Always rendered, `hidden` while closed (ADR 0027: the static pages toggle the same markup).
      expect(await page.getByTestId('mobile-menu').isVisible()).toBe(false);
      await toggle.click();
      await page.getByTestId('mobile-menu').waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await toggle.click();
      await expect.poll(() => page.getByTestId('mobile-menu').isVisible()).toBe(false);
      await context.close();
    });

    it('mock checkout validates and completes (SPEC §2.8)', async () => {
      const { page, context } = await newPage(browser, 1280);
      await openPage(page, `${baseUrl}${paths.mockCheckout(storefront.locale, storefront.variant)}`);
      const euro = storefront.locale !== 'en-us';
      expect(plain(await page.getByTestId('mock-total').textContent())).toContain(euro ? '44,98 €' : '$44.98');

      await page.getByTestId('place-order').click();
      await expect.poll(() => page.locator('[role="alert"]').count()).toBeGreaterThan(5);
      expect(page.url()).toContain('/checkout');

      const fields = await page.$$eval(
        'main input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"])',
        (inputs) => inputs.map((input) => ({ name: input.getAttribute('name') ?? '', id: input.id })),
      );
      const values: Record<string, string> = {
        firstName: 'Marie',
        lastName: 'Curie',
        email: 'marie@example.com',
        phone: '+33 1 23 45 67 89',
        address: '11 Rue Pierre et Marie Curie',
        apartment: '',
        city: 'Paris',
        state: 'Île-de-France',
        zip: '75005',
        zipCode: '75005',
        postalCode: '75005',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        expiryDate: '12/34',
        cvv: '123',
      };
      for (const field of fields) {
        const value = values[field.name];
        expect(value, `a value for field "${field.name}"`).toBeDefined();
        if (value) await page.fill(`main input[name="${field.name}"]`, value);
      }
      // 'Processing...' lasts 1.5 s: recorded by the page itself (a MutationObserver writing to
      // sessionStorage) rather than polled, since a busy machine can stretch any round trip past it.
      // The whole document is observed, not the button found now: were React to replace that node, an
      // observer on it would miss the state (CI failed once so while the order went through).
      await page.evaluate(() => {
        new MutationObserver(() => {
          const button = document.querySelector<HTMLButtonElement>('[data-testid="place-order"]');
          if (button?.disabled) sessionStorage.setItem('e2e-saw-processing', '1');
        }).observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true, childList: true });
      });
      await page.getByTestId('place-order').click();
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('e2e-saw-processing'))).toBe('1');
      await page.locator('[data-sonner-toast]').first().waitFor({ timeout: 5000 });
      await expect.poll(() => new URL(page.url()).pathname).toBe(base);
      await context.close();
    });
  }
});

/** SPEC's "4.8/5 from 2,000+ customers" in any of the four languages, or any "x.y/5" rating. */
const ratingLike =
  /\d[.,]\d\s*\/\s*5|\d[.,]\d (out of|von|sur|sobre) 5|2[,.\u00a0 ]?000\+?\s*(happy )?(customers|Kunden|clients|clientes)/i;

describe('marketing claims without configuration (issue 21 §5)', () => {
  it('the landing of every language shows no rating line anywhere (hero, meta description, FAQ, structured data), and SPEC’s free shipping', async () => {
    const { page, context } = await newPage(browser, 1280);
    for (const storefront of storefronts) {
      const path = paths.storefront(storefront.locale, storefront.variant);
      expect(await openPage(page, `${baseUrl}${path}`)).toBe(200);
      await page.getByTestId('try-it-now').waitFor();
      expect(await page.getByTestId('hero-rating').count(), path).toBe(0);
      expect(await page.getByTestId('faq-item-rating').count(), path).toBe(0);
      expect(await page.getByTestId('hero-free-shipping').isVisible(), path).toBe(true);
      // The whole document as served and as hydrated: text, meta tags and JSON-LD.
      const served = await (await page.request.get(`${baseUrl}${path}`)).text();
      expect(served, path).not.toMatch(ratingLike);
      expect(await page.content(), path).not.toMatch(ratingLike);
    }
    await context.close();
  });
});

describe('style chooser and not-found', () => {
  it('/ offers the two styles (SPEC §2.2), with no rating unless the merchant sets one (issue 21 §5)', async () => {
    const { page, context } = await newPage(browser, 1280);
    expect(await openPage(page, `${baseUrl}/`)).toBe(200);
    await page.getByText('Choose your artistic style preference:').waitFor();
    const hrefs = await page.$$eval('main a[href]', (links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/en-us/wowghiblitees');
    expect(hrefs).toContain('/en-us/wowanimatedtees');
    expect(await page.getByTestId('style-chooser-rating').count()).toBe(0);
    expect(await page.content()).not.toMatch(ratingLike);
    await page.getByText('Free shipping on all orders').waitFor();
    await context.close();
  });

  it("/ speaks the browser's language and the language picked, text and links alike (issue 23 point 5)", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
    const page = await context.newPage();
    expect(await openPage(page, `${baseUrl}/`)).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Willkommen bei wowtees' }).waitFor();
    expect(await page.getByTestId('style-animated').getAttribute('href')).toBe('/de/wowanimatedtees');
    await page.locator('label', { has: page.getByTestId('language-es') }).click();
    await page.getByRole('heading', { level: 1, name: 'Te damos la bienvenida a wowtees' }).waitFor();
    expect(await page.getByTestId('style-ghibli').getAttribute('href')).toBe('/es/wowghiblitees');
    await context.close();
  });

  it('answers an unknown path with HTTP 404 and the not-found page, and logs the path', async () => {
    const { page, context, consoleErrors } = await newPage(browser, 1280);
    const status = await openPage(page, `${baseUrl}/de/wowanimatedtees/no-such-page`);
    expect(status).toBe(404);
    await page.getByTestId('not-found').waitFor();
    expect(await page.textContent('body')).toContain('404');
    expect(consoleErrors.some((text) => text.includes('/de/wowanimatedtees/no-such-page'))).toBe(true);
    const hrefs = await page.$$eval('a[href]', (links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/en-us/wowghiblitees', '/en-us/wowanimatedtees', '/admin']));

    expect(await openPage(page, `${baseUrl}/it/wowanimatedtees`)).toBe(404);
    expect(await openPage(page, `${baseUrl}/it/wowghiblitees`)).toBe(404);
    await context.close();
  });

  it('sends a page path with a trailing slash to the page, and never to another host', async () => {
    const slash = await fetch(`${baseUrl}/de/wowanimatedtees/size-guide/?ref=mail`, { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/de/wowanimatedtees/size-guide?ref=mail');
    for (const path of ['//example.com/', '/%5Cexample.com/', '/api/customers/']) {
      const res = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      expect(res.status, path).not.toBe(301);
      expect(res.headers.get('location'), path).toBeNull();
    }
  });
});
