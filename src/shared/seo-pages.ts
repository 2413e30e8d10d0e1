/**
 * What search engines and link previews see (issue 11 "Honest pages"): which public pages belong in
 * the sitemap, the hreflang alternates of a page, the sitemap.xml and robots.txt texts, and the
 * share image of each storefront. Pure functions over the storefront list (storefronts.ts), so new
 * storefronts appear without changes here; used by scripts/make-seo-files.ts and page-meta.ts.
 */
import { intlTagByLocale, isLocale, type Locale } from './locales.ts';
import { absoluteUrl } from './paths.ts';
import type { StorefrontVariant } from './pricing.ts';
import { publicPagePaths } from './storefronts.ts';

/**
 * Last path segments of pages that are prerendered but not for search: the mock checkout (a
 * demonstration, SPEC §2.8), the success page, the preview-sent page, the email order and email
 * verification pages (per customer); the admin is never prerendered.
 */
const unlistedPages = new Set([
  'checkout',
  'success',
  'previewsend',
  'emailorder',
  'verify-email',
  'order-status',
  'admin',
  'image-admin',
]);

/** Whether `path` (a public page path) belongs in the sitemap. */
export function isListedPage(path: string): boolean {
  return !path.split('/').some((segment) => unlistedPages.has(segment));
}

/** The sitemap's pages, in `publicPagePaths()` order. */
export function sitemapPaths(pages: readonly string[] = publicPagePaths()): string[] {
  return pages.filter(isListedPage);
}

export interface Alternate {
  /** BCP 47 tag, or `x-default`. */
  hrefLang: string;
  path: string;
}

/**
 * The language versions of the page at `path`: the same page in every storefront of the same
 * variant that has it (e.g. /de/wowanimatedtees/terms ↔ /fr/wowanimatedtees/terms), plus
 * `x-default` = the English one when it exists. Empty when the page exists in one language only
 * (the German Impressum, the style chooser).
 */
export function pageAlternates(path: string, pages: readonly string[] = publicPagePaths()): Alternate[] {
  const match = /^\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
  if (!match || !isLocale(match[1])) return [];
  const [, , variant, rest = ''] = match;
  const known = new Set(pages);
  const versions: Array<{ locale: Locale; path: string }> = [];
  for (const locale of Object.keys(intlTagByLocale) as Locale[]) {
    const candidate = `/${locale}/${variant}${rest}`;
    if (known.has(candidate)) versions.push({ locale, path: candidate });
  }
  if (versions.length < 2) return [];
  const alternates: Alternate[] = versions.map((v) => ({ hrefLang: intlTagByLocale[v.locale], path: v.path }));
  const english = versions.find((v) => v.locale === 'en-us');
  if (english) alternates.push({ hrefLang: 'x-default', path: english.path });
  return alternates;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/**
 * sitemap.xml (sitemaps.org 0.9) of `pages` with absolute URLs under `publicUrl` and their hreflang
 * alternates as `xhtml:link` (Google's format for language versions).
 */
export function sitemapXml(publicUrl: string, pages: readonly string[] = publicPagePaths()): string {
  const urls = sitemapPaths(pages).map((path) => {
    const links = pageAlternates(path, pages).map(
      (a) =>
        `\n    <xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(absoluteUrl(publicUrl, a.path))}"/>`,
    );
    return `  <url>\n    <loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc>${links.join('')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled except the staff area and the API; names the sitemap. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /*/admin',
    'Disallow: /*/image-admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** Size of the share images (the 1.91:1 Open Graph / X large-card format), in pixels. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** Path of the share image of one storefront, e.g. `/share/wowanimatedtees-de.jpg`. */
export function shareImagePath(locale: Locale, variant: StorefrontVariant): string {
  return `/share/${variant}-${locale}.jpg`;
}
