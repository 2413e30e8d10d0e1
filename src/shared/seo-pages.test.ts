import { describe, expect, it } from 'vitest';
import { pageAlternates, robotsTxt, sitemapPaths, sitemapXml } from './seo-pages.ts';
import { publicPagePaths, storefronts } from './storefronts.ts';

const origin = 'https://shop.example';

/** The `<loc>` URLs of a sitemap. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap', () => {
  it('lists every public page of every storefront as an absolute URL, once', () => {
    const urls = locs(sitemapXml(origin));
    const expected = publicPagePaths()
      .filter((p) => !/\/(checkout|success|previewsend)$/.test(p))
      .map((p) => new URL(p, origin).toString());
    expect(urls).toEqual(expected);
    expect(new Set(urls).size).toBe(urls.length);
    for (const { locale, variant } of storefronts) {
      expect(urls).toContain(`${origin}/${locale}/${variant}`);
      expect(urls).toContain(`${origin}/${locale}/${variant}/terms`);
    }
    expect(urls).toContain(`${origin}/de/wowanimatedtees/impressum`);
  });

  it('never lists the mock checkout, success, preview-sent, email order or staff pages', () => {
    const pages = [
      ...publicPagePaths(),
      '/de/wowanimatedtees/emailorder',
      '/admin',
      '/en-us/wowghiblitees/image-admin',
    ];
    const listed = sitemapPaths(pages);
    expect(listed.some((p) => /checkout|success|previewsend|emailorder|admin/.test(p))).toBe(false);
    expect(sitemapXml(origin, pages)).not.toMatch(/checkout|success|previewsend|emailorder|admin/);
  });

  it('gives each page its language versions as xhtml:link alternates, x-default English', () => {
    const xml = sitemapXml(origin);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = xml.split('<url>').find((u) => u.includes(`<loc>${origin}/fr/wowanimatedtees/size-guide</loc>`));
    expect(entry).toContain(`hreflang="de-DE" href="${origin}/de/wowanimatedtees/size-guide"`);
    expect(entry).toContain(`hreflang="x-default" href="${origin}/en-us/wowanimatedtees/size-guide"`);
  });

  it('escapes XML characters in URLs', () => {
    expect(sitemapXml(origin, ['/a&b'])).toContain(`<loc>${origin}/a&amp;b</loc>`);
  });
});

describe('pageAlternates', () => {
  it('pairs a page with the same page in every storefront of its variant that has it', () => {
    const tags = pageAlternates('/de/wowanimatedtees/terms').map((a) => a.hrefLang);
    expect(tags).toEqual(['en-US', 'de-DE', 'fr-FR', 'es-ES', 'x-default']);
    expect(pageAlternates('/de/wowghiblitees').map((a) => a.path)).toContain('/en-us/wowghiblitees');
  });

  it('has none for a page in one language only or outside a storefront', () => {
    expect(pageAlternates('/de/wowanimatedtees/impressum')).toEqual([]);
    expect(pageAlternates('/')).toEqual([]);
  });
});

describe('robots.txt', () => {
  it('allows crawling, keeps out the staff area and the API, and names the sitemap', () => {
    const text = robotsTxt(origin);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
  });
});
