/**
 * What every storefront page must show, checked on a page already open in Chromium. quality.e2e.ts
 * runs these on the same load as its axe pass over every public page at 1280 px: a separate pass
 * over the same pages (storefront.e2e.ts, ghibli-storefronts.e2e.ts) cost ~70 s of CI for no extra
 * case.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { intlTagByLocale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import { type StorefrontId, storefronts } from '#shared/storefronts.ts';

/** The storefront whose root is `root` (e.g. `/de/wowghiblitees`); none for the style chooser `/`. */
export function storefrontAt(root: string): StorefrontId | undefined {
  return storefronts.find((s) => paths.storefront(s.locale, s.variant) === root);
}

/**
 * Issue 3 / SPEC §2.1: the page at `path` of `storefront` is in the storefront's language, has a
 * title, a visible h1 and a canonical link unless it is noindex, its language switcher stays in the
 * variant and every internal link stays in the storefront. Fails the calling test at the first
 * difference, naming the path.
 */
export async function expectStorefrontPage(page: Page, path: string, storefront: StorefrontId): Promise<void> {
  const base = paths.storefront(storefront.locale, storefront.variant);
  expect(await page.getAttribute('html', 'lang'), path).toBe(intlTagByLocale[storefront.locale]);
  expect((await page.title()).length, path).toBeGreaterThan(3);
  const heading = page.locator('h1').first();
  expect(await heading.isVisible(), `${path} has a visible h1`).toBe(true);
  const noindex = await page.locator('meta[name="robots"][content="noindex"]').count();
  expect(await page.locator('link[rel="canonical"]').count(), path).toBe(noindex ? 0 : 1);

  // The header's language switcher (issue 11) leads to the same variant in the other languages.
  const languageHrefs = await page.$$eval('header a[data-language-link]', (links) =>
    links.map((a) => a.getAttribute('href') ?? ''),
  );
  expect(
    languageHrefs.every((href) => href.split('/')[2] === storefront.variant),
    path,
  ).toBe(true);
  const hrefs = await page.$$eval('header a[href]:not([data-language-link]), footer a[href], main a[href]', (links) =>
    links.map((a) => a.getAttribute('href') ?? ''),
  );
  const internal = hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//'));
  // SPEC §2.6: the preview confirmation's Continue Shopping goes to the en-us storefront root.
  const allowed = path.endsWith('/previewsend') ? [paths.storefront('en-us')] : [];
  const strays = internal.filter((href) => !href.startsWith(base) && !allowed.includes(href));
  expect(strays, `${path} links outside ${base}`).toEqual([]);

  // Issue 11: the French and Spanish Ghibli storefronts' canonical link, and hreflang alternates to
  // every Ghibli storefront with the en-us one as x-default.
  if (storefront.variant === 'wowghiblitees' && (storefront.locale === 'fr' || storefront.locale === 'es')) {
    if (noindex) return;
    expect(new URL((await page.getAttribute('link[rel="canonical"]', 'href')) ?? '').pathname, path).toBe(path);
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
      links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href') ?? '').pathname]),
    );
    const rest = path.slice(base.length);
    const ghibliLocales = storefronts.filter((s) => s.variant === 'wowghiblitees').map((s) => s.locale);
    expect(alternates, path).toEqual([
      ...ghibliLocales.map((other) => [intlTagByLocale[other], `${paths.storefront(other, 'wowghiblitees')}${rest}`]),
      ['x-default', `${paths.storefront('en-us', 'wowghiblitees')}${rest}`],
    ]);
  }
}
