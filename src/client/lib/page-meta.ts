/**
 * Head tags of a public page (issue 3 "Quality a visitor notices"): localised title and
 * description, canonical URL, hreflang alternates (every language version of the page,
 * seo-pages.ts), and Open Graph / X card tags with the storefront's share image (issue 11). Used
 * by each route's `meta` export, so prerendered HTML carries them.
 */
import { intlTagByLocale, isLocale, type Locale, localeFromPath } from '#shared/locales.ts';
import { absoluteUrl } from '#shared/paths.ts';
import { pageAlternates, shareImagePath, shareImageSize } from '#shared/seo-pages.ts';
import type { Translator } from '../i18n/i18n.ts';
import { translatorFor } from '../i18n/i18n.ts';

/** Origin the shop is published at; `PUBLIC_URL` at build time (see vite.config.ts). */
export const publicUrl: string = import.meta.env.VITE_PUBLIC_URL || 'http://localhost:3000';

type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string; hrefLang?: string };

/**
 * @param pathname the page's path, e.g. `/de/wowanimatedtees/size-guide`.
 * @param text picks title and description from the page locale's catalogue.
 * @returns React Router meta descriptors.
 */
export function pageMeta(
  pathname: string,
  text: (t: Translator) => { title: string; description: string },
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const locale = localeFromPath(pathname);
  const t = translatorFor(locale);
  const { title, description } = text(t);
  const path = pathname.replace(/\/+$/, '') || '/';
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: ogLocale(locale) },
  ];
  if (options.noindex) return [...tags, { name: 'robots', content: 'noindex' }];
  const canonical = absoluteUrl(publicUrl, path);
  tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  const alternates = pageAlternates(path);
  for (const alternate of alternates) {
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hrefLang,
      href: absoluteUrl(publicUrl, alternate.path),
    });
  }
  for (const alternate of alternates) {
    const other = alternate.path.split('/')[1];
    if (alternate.hrefLang !== 'x-default' && isLocale(other) && other !== locale) {
      tags.push({ property: 'og:locale:alternate', content: ogLocale(other) });
    }
  }
  // The style chooser (no storefront in its path) shows the multi-language storefront's image.
  // (Compared by name: importing pricing.ts for its variant list would add the price books here.)
  const variant = path.split('/')[2] === 'wowghiblitees' ? 'wowghiblitees' : 'wowanimatedtees';
  tags.push(
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: t('meta.siteName') },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: absoluteUrl(publicUrl, shareImagePath(locale, variant)) },
    { property: 'og:image:type', content: 'image/jpeg' },
    { property: 'og:image:width', content: String(shareImageSize.width) },
    { property: 'og:image:height', content: String(shareImageSize.height) },
    {
      property: 'og:image:alt',
      content: t(variant === 'wowghiblitees' ? 'meta.shareImageAltGhibli' : 'meta.shareImageAltAnimated'),
    },
    { name: 'twitter:card', content: 'summary_large_image' },
  );
  return tags;
}

/** Open Graph locale, e.g. `de_DE`. */
function ogLocale(locale: Locale): string {
  return intlTagByLocale[locale].replace('-', '_');
}
