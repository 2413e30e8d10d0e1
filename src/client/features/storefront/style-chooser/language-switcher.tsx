/**
 * Language choice of the style chooser (SPEC §2.2: the buttons' prefix follows the language). Native
 * radio buttons, so arrow keys move between languages; each name is written in its own language.
 */

import { cn } from '#client/lib/cn.ts';
import { intlTagByLocale, type Locale, locales } from '#shared/locales.ts';

/** Endonyms: a visitor looks for their language under its own name. */
export const languageNames: Record<Locale, string> = {
  'en-us': 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

/**
 * The first of the browser's languages (`navigator.languages`, e.g. `['fr-CA', 'en']`) that the
 * shop speaks: `en*` is en-us, `de*`/`fr*`/`es*` by their primary subtag; null if none is.
 */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    const locale = primary === 'en' ? 'en-us' : locales.find((l) => l === primary);
    if (locale) return locale;
  }
  return null;
}

/** A segmented control of the four languages. */
export function LanguageSwitcher({
  value,
  onChange,
  label,
}: {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** Accessible name of the group, in the current language. */
  label: string;
}) {
  return (
    <fieldset data-testid="language-switcher" className="flex items-center">
      <legend className="sr-only">{label}</legend>
      <div className="grid grid-cols-4 gap-0.5 rounded-full border border-stone-200 bg-white/80 p-1 shadow-sm backdrop-blur sm:gap-1">
        {locales.map((locale) => (
          <label
            key={locale}
            lang={intlTagByLocale[locale]}
            className={cn(
              'cursor-pointer rounded-full px-2.5 py-1.5 text-center text-[13px] font-semibold transition-colors sm:px-3 sm:text-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              value === locale ? 'bg-stone-900 text-white' : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
            )}
          >
            <input
              type="radio"
              name="language"
              value={locale}
              checked={value === locale}
              onChange={() => onChange(locale)}
              data-testid={`language-${locale}`}
              className="sr-only"
            />
            {languageNames[locale]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
