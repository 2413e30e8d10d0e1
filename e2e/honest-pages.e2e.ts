/**
 * Honest pages (issue 11): the sitemap lists every public page of every storefront and no
 * demonstration, per-customer or staff page; robots.txt points at it; the mock checkout is never
 * indexed and says it is a demonstration; pages carry Open Graph tags with a share image that
 * loads; the German Impressum exists and, without `SHOP_*` configuration, names no operator.
 * The e2e shop is built without SHOP_* values. Screenshots land in e2e/screenshots/.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '#shared/paths.ts';
import { publicPagePaths, storefronts } from '#shared/storefronts.ts';
import { launchBrowser } from './support/browser.ts';
import { newPage, openPage } from './support/pages.ts';
import { saveScreenshot } from './support/screenshots.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Pages a search engine should not be sent to. */
const unlisted = /\/(checkout|success|previewsend|emailorder|admin|image-admin)(\/|$)/;

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page of every storefront, absolute, and no checkout, success or admin page', async () => {
    const res = await fetch(`${baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const loc of locs) expect(loc, 'absolute URL').toMatch(/^https?:\/\/[^/]+\//);
    const listed = locs.map((loc) => new URL(loc).pathname);
    const expected = publicPagePaths().filter((p) => !unlisted.test(p));
    expect(listed).toEqual(expected);
    expect(listed.filter((p) => unlisted.test(p))).toEqual([]);
    for (const { locale, variant } of storefronts) {
      expect(listed).toContain(paths.storefront(locale, variant));
      expect(listed).not.toContain(paths.mockCheckout(locale, variant));
      expect(listed).not.toContain(paths.success(locale, variant));
    }
    expect(xml).toContain('hreflang="de-DE"');
  });

  it('robots.txt allows the shop, keeps crawlers out of /admin and /api and names the sitemap', async () => {
    const res = await fetch(`${baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});

describe('mock checkout', () => {
  it('is noindex and says in German that no order is placed and no card is charged', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, width);
      expect(await openPage(page, `${baseUrl}${paths.mockCheckout('de')}`)).toBe(200);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
      const notice = page.getByTestId('mock-checkout-demo-notice');
      expect(await notice.isVisible()).toBe(true);
      const text = (await notice.textContent()) ?? '';
      expect(text).toMatch(/Demonstration/);
      expect(text).toMatch(/keine Bestellung/);
      expect(text).toMatch(/keine Karte belastet/);
      await saveScreenshot(page, `honest-mock-checkout-de-${width}`, { fullPage: true });
      await context.close();
    }
  });
});

describe('Open Graph', () => {
  for (const [locale, ogLocale] of [
    ['en-us', 'en_US'],
    ['fr', 'fr_FR'],
  ] as const) {
    it(`the ${locale} landing has OG and X card tags with a 1200x630 share image that loads`, async () => {
      const res = await fetch(`${baseUrl}${paths.storefront(locale)}`);
      const html = await res.text();
      const prop = (name: string) =>
        [...html.matchAll(new RegExp(`<meta property="${name}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
      expect(prop('og:title')[0]?.length).toBeGreaterThan(5);
      expect(prop('og:description')[0]?.length).toBeGreaterThan(20);
      expect(prop('og:type')).toEqual(['website']);
      expect(prop('og:locale')).toEqual([ogLocale]);
      expect(prop('og:locale:alternate')).toHaveLength(3);
      expect(prop('og:image:width')).toEqual(['1200']);
      expect(prop('og:image:height')).toEqual(['630']);
      expect(prop('og:image:alt')[0]?.length).toBeGreaterThan(10);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(prop('og:url')).toEqual([canonical]);
      const [image] = prop('og:image');
      expect(image).toMatch(/^https?:\/\/[^/]+\/share\/.+\.jpg$/);
      // The build's PUBLIC_URL is not this test server's port: fetch the same path here.
      const imageRes = await fetch(`${baseUrl}${new URL(image).pathname}`);
      expect(imageRes.status).toBe(200);
      expect(imageRes.headers.get('content-type')).toMatch(/^image\//);
      const bytes = Buffer.from(await imageRes.arrayBuffer());
      // JPEG SOF0/SOF2 frame: height and width follow the marker.
      const sof = bytes.findIndex((b, i) => b === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2));
      expect(sof).toBeGreaterThan(0);
      expect([bytes.readUInt16BE(sof + 7), bytes.readUInt16BE(sof + 5)]).toEqual([1200, 630]);
    });
  }
});

describe('German Impressum', () => {
  for (const variant of ['wowanimatedtees', 'wowghiblitees'] as const) {
    it(`exists at /de/${variant}/impressum, is linked from the German footer and names no invented operator`, async () => {
      for (const width of [1280, 390]) {
        const { page, context } = await newPage(browser, width);
        expect(await openPage(page, `${baseUrl}${paths.storefront('de', variant)}`)).toBe(200);
        const link = page.locator(`footer a[href="${paths.impressum('de', variant)}"]`);
        expect(await link.textContent()).toBe('Impressum');
        expect(await openPage(page, `${baseUrl}${paths.impressum('de', variant)}`)).toBe(200);
        expect(await page.getByTestId('impressum-heading').textContent()).toBe('Impressum');
        const main = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
        expect(main).toContain('§ 5');
        // Without SHOP_LEGAL_NAME/SHOP_ADDRESS: it says so and gives only the support mailbox.
        expect(await page.getByTestId('operator-not-configured').isVisible()).toBe(true);
        expect(await page.getByTestId('operator-address').count()).toBe(0);
        expect(await page.getByTestId('impressum-vat-id').count()).toBe(0);
        expect(main).not.toMatch(/GmbH|e\.K\.|Inhaber|Geschäftsführer|Straße|USt-IdNr\.: /);
        expect(await page.locator('main a[href^="mailto:"]').count()).toBeGreaterThan(0);
        expect(await page.getByTestId('footer-operator').count()).toBe(0);
        if (variant === 'wowanimatedtees') {
          await saveScreenshot(page, `honest-impressum-de-${width}`, { fullPage: true });
        }
        await context.close();
      }
    });
  }

  it('is a German page only: other languages answer 404 and have no Impressum link', async () => {
    const res = await fetch(`${baseUrl}/en-us/wowanimatedtees/impressum`);
    expect(res.status).toBe(404);
    const html = await (await fetch(`${baseUrl}${paths.storefront('fr')}`)).text();
    expect(html).not.toMatch(/href="[^"]*\/impressum"/);
  });

  it('the privacy policy names no operator without configuration and gives the support mailbox', async () => {
    const { page, context } = await newPage(browser, 1280);
    await openPage(page, `${baseUrl}${paths.privacy('de')}`);
    const box = page.getByTestId('operator-details');
    expect(await box.getByTestId('operator-not-configured').isVisible()).toBe(true);
    expect(await box.locator('a[href^="mailto:"]').count()).toBe(1);
    await context.close();
  });
});
