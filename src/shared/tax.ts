/**
 * Tax as the shop shows and records it (issue 21 §2). Euro storefronts sell at prices that include
 * VAT; the rate is the destination country's, from a configurable table (`VAT_RATES`, default
 * {@link defaultVatRates}); the VAT in an order is worked out of its gross total. The dollar
 * storefront's prices exclude tax: with Stripe Tax (`US_SALES_TAX=stripe`) Stripe adds it at
 * checkout, otherwise no sales tax is charged. Rates are kept in basis points (1 % = 100), so
 * rates with decimals (Finland's 25.5 %) stay integers; amounts are minor units. Isomorphic.
 */
import type { Currency } from './locales.ts';

/** How a storefront's prices relate to tax: VAT included (euro), or tax on top / none (dollar). */
export type TaxDisplay = 'vat-included' | 'tax-at-checkout' | 'no-sales-tax';

/** How US sales tax is handled (`US_SALES_TAX`): not charged, or computed by Stripe Tax at checkout. */
export const usSalesTaxModes = ['none', 'stripe'] as const;
export type UsSalesTaxMode = (typeof usSalesTaxModes)[number];

/** VAT rates by ISO 3166-1 alpha-2 country, in basis points (1900 = 19 %). */
export type VatRates = Readonly<Record<string, number>>;

/**
 * The EU member states' standard VAT rates (as of 2026), in basis points: the table a shop starts
 * with. A country not listed (outside the EU) is charged no VAT: an export.
 */
export const defaultVatRates: VatRates = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

/** The highest rate the table takes, basis points (100 %): anything above is a typo. */
export const maxVatRateBasisPoints = 10_000;

/**
 * The VAT contained in a gross amount: `round(gross × rate / (100 % + rate))`, half away from zero.
 * @param grossMinor the VAT-inclusive amount, integer minor units (≥ 0).
 * @param rateBasisPoints the rate, e.g. 1900 for 19 %.
 * @returns minor units, e.g. `vatIncludedMinor(2999, 1900)` → 479.
 */
export function vatIncludedMinor(grossMinor: number, rateBasisPoints: number): number {
  if (rateBasisPoints <= 0 || grossMinor === 0) return 0;
  // Integers throughout: gross × rate stays far below 2^53 for any order amount.
  const numerator = grossMinor * rateBasisPoints;
  const denominator = 10_000 + rateBasisPoints;
  return Math.sign(numerator) * Math.floor((Math.abs(numerator) * 2 + denominator) / (2 * denominator));
}

/**
 * Parses a `VAT_RATES` value: `CC=rate` pairs separated by commas, rates in percent with up to two
 * decimals, e.g. `DE=19,FI=25.5,CH=0`. The pairs replace or add to {@link defaultVatRates}.
 * @returns the whole table in basis points.
 * @throws Error naming the first bad pair (the caller names the key).
 */
export function parseVatRates(value: string | undefined): VatRates {
  const rates: Record<string, number> = { ...defaultVatRates };
  if (value === undefined || value.trim() === '') return rates;
  for (const pair of value.split(',')) {
    const match = /^\s*([A-Za-z]{2})\s*=\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(pair);
    if (!match) throw new Error(`"${pair.trim()}" is not COUNTRY=percent (e.g. DE=19 or FI=25.5)`);
    const [, country, whole, decimals = ''] = match;
    const basisPoints = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
    if (basisPoints > maxVatRateBasisPoints) throw new Error(`${country.toUpperCase()}: a rate above 100 %`);
    rates[country.toUpperCase()] = basisPoints;
  }
  return rates;
}

/** Which tax wording a storefront charging in `currency` shows: euro prices include VAT (issue 21 §2). */
export function taxDisplayOf(currency: Currency | string, usSalesTax: UsSalesTaxMode): TaxDisplay {
  if (currency.toUpperCase() === 'EUR') return 'vat-included';
  return usSalesTax === 'stripe' ? 'tax-at-checkout' : 'no-sales-tax';
}

/** The tax an order records (orders.tax_*): amount, rate and the country it was worked out for. */
export interface OrderTax {
  /** Minor units of the order's currency; 0 when none applies. */
  taxMinor: number;
  /** Basis points; null when the amount is not from a rate of ours (Stripe Tax, or no tax). */
  rateBasisPoints: number | null;
  /** ISO 3166-1 alpha-2 of the shipping address; null without an address. */
  country: string | null;
}

/**
 * The tax of a paid order at recording time. Euro: the VAT included in the total at the
 * destination country's rate (a country missing from the table: none). Dollar: what the payment
 * provider added (Stripe Tax), else none.
 * @param input.totalMinor what was charged, minor units; `providerTaxMinor` the provider's own tax.
 */
export function orderTaxOf(
  input: { currency: string; totalMinor: number; country: string | null; providerTaxMinor?: number | null },
  vatRates: VatRates,
): OrderTax {
  const country = input.country ? input.country.toUpperCase() : null;
  if (input.currency.toUpperCase() !== 'EUR') {
    return { taxMinor: input.providerTaxMinor ?? 0, rateBasisPoints: null, country };
  }
  const rate = country ? (vatRates[country] ?? 0) : 0;
  return { taxMinor: vatIncludedMinor(input.totalMinor, rate), rateBasisPoints: rate, country };
}

/** A rate for people, e.g. `19 %` (de), `25,5 %` (fi in German), `20 %` (fr: with a narrow space). */
export function formatVatRate(rateBasisPoints: number, intlTag: string): string {
  return new Intl.NumberFormat(intlTag, { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBasisPoints / 10_000,
  );
}
