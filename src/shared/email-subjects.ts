/**
 * Default subject of the order-link email per language (SPEC §9 "Default email subject 'Your Custom
 * Animated Apparel is Ready!' (translated for de, fr, es)"). The staff email sender resets its
 * subject field to these when the language changes (SPEC §4); the server uses them when it needs a
 * subject of its own. Dependency-free so the client bundle stays small.
 */
import type { Locale } from './locales.ts';

/** The order-link email's default subject in each of the shop's languages. */
export const defaultEmailSubjects: Record<Locale, string> = {
  'en-us': 'Your Custom Animated Apparel is Ready!',
  de: 'Ihre individuelle animierte Kleidung ist fertig!',
  fr: 'Vos vêtements animés personnalisés sont prêts !',
  es: '¡Tu ropa animada personalizada está lista!',
};

/** The default order-link subject of `locale` (SPEC §9). */
export function defaultEmailSubject(locale: Locale): string {
  return defaultEmailSubjects[locale];
}
