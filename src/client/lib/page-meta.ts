/**
 * Head tags of a public page (issue 3 "Quality a visitor notices"): localised title and
 * description, canonical URL, and hreflang alternates for the four languages of the
 * multi-language storefront. Used by each route's `meta` export, so prerendered HTML carries them.
 */
import { intlTagByLocale, localeFromPath, locales } from '#shared/locales.ts';
import { absoluteUrl } from '#shared/paths.ts';
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
  const { title, description } = text(translatorFor(locale));
  const path = pathname.replace(/\/+$/, '') || '/';
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: intlTagByLocale[locale].replace('-', '_') },
  ];
  if (options.noindex) return [...tags, { name: 'robots', content: 'noindex' }];
  tags.push({ tagName: 'link', rel: 'canonical', href: absoluteUrl(publicUrl, path) });
  // The multi-language storefront exists in all four languages at the same path after the locale.
  const match = /^\/(en-us|de|fr|es)(\/wowanimatedtees(?:\/.*)?)$/.exec(path);
  if (match) {
    for (const alternate of locales) {
      tags.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: intlTagByLocale[alternate],
        href: absoluteUrl(publicUrl, `/${alternate}${match[2]}`),
      });
    }
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absoluteUrl(publicUrl, `/en-us${match[2]}`),
    });
  }
  return tags;
}
