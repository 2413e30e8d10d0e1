/**
 * i18next setup (DESIGN.md "Stack": one catalogue per locale, typed keys). All four catalogues are
 * bundled and initialised synchronously, so prerendering and the first client render translate
 * without loading anything. Pages never change the instance's language: they take a translator
 * fixed to the locale of their path (`translatorFor`), which keeps rendering free of side effects.
 */
import i18next, { type TFunction } from 'i18next';
import { defaultLocale, type Locale, locales } from '../../shared/locales.ts';
import de from './messages/de.json';
import enUs from './messages/en-us.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

/** The catalogues, keyed by our locale ids (SPEC §1: en-us, de, fr, es). */
export const resources = {
  'en-us': { translation: enUs },
  de: { translation: de },
  fr: { translation: fr },
  es: { translation: es },
} satisfies Record<Locale, { translation: typeof enUs }>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUs };
  }
}

/** The app's own i18next instance (not the global one, so nothing else can switch its language). */
export const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  supportedLngs: locales,
  // Our ids are lower case ('en-us'); without this i18next would look for 'en-US'.
  lowerCaseLng: true,
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** A translation function whose keys are checked against en-us.json. */
export type Translator = TFunction<'translation'>;

const translators = new Map<Locale, Translator>();

/** The translator fixed to `locale`; the same function each time, so it is safe in hook dependencies. */
export function translatorFor(locale: Locale): Translator {
  let t = translators.get(locale);
  if (!t) {
    t = i18n.getFixedT(locale);
    translators.set(locale, t);
  }
  return t;
}
