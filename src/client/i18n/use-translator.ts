/**
 * The locale of the current path and its translator (SPEC §1: the first path segment picks the
 * language). Pure: works the same while prerendering and in the browser.
 */
import { useLocation } from 'react-router';
import { type Locale, localeFromPath } from '#shared/locales.ts';
import { type Translator, translatorFor } from './i18n.ts';

/** @returns `{locale, t}` for the path being rendered. */
export function useTranslator(): { locale: Locale; t: Translator } {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return { locale, t: translatorFor(locale) };
}
