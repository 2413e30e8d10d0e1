/**
 * Money as integer minor units plus an ISO 4217 currency. Arithmetic stays in integers; formatting
 * happens only at the edge with `Intl.NumberFormat`.
 */
import { type Currency, intlTagByLocale, type Locale } from './locales.ts';

export interface Money {
  /** Amount in minor units (cents). */
  amountMinor: number;
  currency: Currency;
}

// Building an Intl.NumberFormat costs far more than formatting with one, and a page renders dozens
// of prices per render (issue 22 §2: hydration's main-thread time on a phone).
const formatters = new Map<string, Intl.NumberFormat>();

/** Formats money for a locale, e.g. `$29.99` (en-us) or `29,99 €` (de). */
export function formatMoney(money: Money, locale: Locale): string {
  const key = `${locale}|${money.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlTagByLocale[locale], { style: 'currency', currency: money.currency });
    formatters.set(key, formatter);
  }
  return formatter.format(money.amountMinor / 100);
}

/** The two-decimal major-unit string the checkout request carries as `price` (SPEC §3), e.g. `49.99`. */
export function toPriceString(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2);
}

/**
 * Parses a two-decimal major-unit string (`"49.99"`) into minor units.
 * @returns the amount in minor units, or `null` when the string is not of that form.
 */
export function parsePriceString(price: string): number | null {
  const match = /^(\d{1,7})\.(\d{2})$/.exec(price);
  if (!match) return null;
  return Number(match[1]) * 100 + Number(match[2]);
}

/** Major units for SPEC §3's `payment_amount` (amount_total / 100), e.g. `4999` → `49.99`. */
export function toMajorUnits(amountMinor: number): number {
  return amountMinor / 100;
}
