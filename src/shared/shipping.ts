/**
 * Where the shop ships (SPEC §1 "worldwide shipping"): the countries both hosted checkouts offer,
 * which need a state, and which is preselected per locale. Isomorphic data.
 */
import type { Locale } from './locales.ts';

/**
 * ISO 3166-1 alpha-2 countries the shop ships to (SPEC §1: worldwide shipping in one text set; this
 * is the list offered by both hosted checkouts).
 */
export const shippingCountries = [
  'US',
  'CA',
  'GB',
  'IE',
  'DE',
  'AT',
  'CH',
  'FR',
  'BE',
  'LU',
  'NL',
  'ES',
  'PT',
  'IT',
  'DK',
  'SE',
  'NO',
  'FI',
  'PL',
  'CZ',
  'AU',
  'NZ',
] as const;
export type ShippingCountry = (typeof shippingCountries)[number];

/** Countries whose addresses need a state or province (as Stripe's hosted checkout asks). */
export const countriesRequiringState: readonly ShippingCountry[] = ['US', 'CA', 'AU'];

/** The country preselected for a locale: US for en-us, the language's home country otherwise. */
export const defaultCountryByLocale: Record<Locale, ShippingCountry> = {
  'en-us': 'US',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
};
