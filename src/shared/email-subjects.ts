/**
 * Email subjects per language. The order-link email's default subject (SPEC §9 "Default email
 * subject 'Your Custom Animated Apparel is Ready!' (translated for de, fr, es)"): the staff email
 * sender resets its subject field to these when the language changes (SPEC §4); the server uses
 * them when it needs a subject of its own. And the order confirmation's subject (issue 11).
 * Dependency-free so the client bundle stays small.
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

/**
 * Subject of the order confirmation email (issue 11) per language; `{{orderNumber}}` is the order's
 * customer-facing number (e.g. `WT-7K3M9Q`), so the customer finds it in the inbox list.
 */
export const orderConfirmationSubjects: Record<Locale, string> = {
  'en-us': 'Your wowtees order {{orderNumber}} is confirmed',
  de: 'Ihre wowtees-Bestellung {{orderNumber}} ist bestätigt',
  fr: 'Votre commande wowtees {{orderNumber}} est confirmée',
  es: 'Tu pedido de wowtees {{orderNumber}} está confirmado',
};

/**
 * What starts the subject of every email about a test order (issue 17 point 4). Not translated on
 * purpose: one ASCII marker that mail filters, inbox searches and staff recognise in any language
 * (the email's body says it in the customer's language).
 */
export const testOrderSubjectPrefix = '[TEST] ';

/**
 * The order confirmation's subject in `locale` for `orderNumber`, marked with
 * {@link testOrderSubjectPrefix} for a test order.
 */
export function orderConfirmationSubject(locale: Locale, orderNumber: string, testMode = false): string {
  const subject = orderConfirmationSubjects[locale].replace('{{orderNumber}}', orderNumber);
  return testMode ? `${testOrderSubjectPrefix}${subject}` : subject;
}
