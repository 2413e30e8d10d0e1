/** The message catalogues flattened to `key → text`, for checks on rendered pages. */
import { resources } from '#client/i18n/catalogues.ts';
import type { Locale } from '#shared/locales.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

export function catalogue(locale: Locale): Map<string, string> {
  return flatten(resources[locale].translation as unknown as Tree);
}

/**
 * English texts that must not appear on a page of `locale`: en-us values of two words or more
 * that the locale translates differently (brand names and shared terms like "XS" are the same in
 * every language and are not English leaking). Texts with placeholders or markup are left out.
 */
export function englishOnlyTexts(locale: Locale): string[] {
  const english = catalogue('en-us');
  const other = catalogue(locale);
  return [...english]
    .filter(([key, value]) => other.get(key) !== value)
    .map(([, value]) => value.trim())
    .filter((value) => !/[{}<>]/.test(value) && value.split(/\s+/).length >= 2 && value.length >= 10);
}
