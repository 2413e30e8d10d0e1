import { describe, expect, it } from 'vitest';
import { defaultVatRates, formatVatRate, orderTaxOf, parseVatRates, taxDisplayOf, vatIncludedMinor } from './tax.ts';

describe('VAT included in a gross amount (issue 21 §2)', () => {
  it('is round(gross × rate / (100 % + rate)) in minor units', () => {
    expect(vatIncludedMinor(2999, 1900)).toBe(479); // 478.83
    expect(vatIncludedMinor(11900, 1900)).toBe(1900);
    expect(vatIncludedMinor(4499, 2000)).toBe(750); // 749.83
    expect(vatIncludedMinor(12100, 2100)).toBe(2100);
    // Half rounds up: 119 × 19 / 119 … 1.19 € at 19 % is 0.19 exactly; 6 cents at 20 % is 1.0 cent.
    expect(vatIncludedMinor(119, 1900)).toBe(19);
    expect(vatIncludedMinor(3, 2000)).toBe(1); // 0.5 → 1
  });

  it('takes rates with decimals (basis points) and gives 0 for no rate or no amount', () => {
    expect(vatIncludedMinor(12550, 2550)).toBe(2550);
    expect(vatIncludedMinor(2999, 0)).toBe(0);
    expect(vatIncludedMinor(0, 1900)).toBe(0);
  });

  it('agrees with exact decimal maths over many amounts and rates', () => {
    for (const rate of [700, 1700, 1900, 2000, 2100, 2550, 2700]) {
      for (let gross = 0; gross < 20_000; gross += 37) {
        const exact = (gross * rate) / (10_000 + rate);
        expect(Math.abs(vatIncludedMinor(gross, rate) - exact)).toBeLessThanOrEqual(0.5);
      }
    }
  });
});

describe('the VAT table (VAT_RATES)', () => {
  it('defaults to the EU standard rates', () => {
    expect(parseVatRates(undefined)).toEqual(defaultVatRates);
    expect(parseVatRates('').DE).toBe(1900);
    expect(Object.keys(defaultVatRates)).toHaveLength(27);
  });

  it('replaces or adds countries, with decimals', () => {
    const rates = parseVatRates('de=16, FI=25.5,CH=8.1');
    expect(rates.DE).toBe(1600);
    expect(rates.FI).toBe(2550);
    expect(rates.CH).toBe(810);
    expect(rates.FR).toBe(2000);
  });

  it('refuses what is not COUNTRY=percent', () => {
    expect(() => parseVatRates('DE:19')).toThrow(/COUNTRY=percent/);
    expect(() => parseVatRates('DEU=19')).toThrow(/COUNTRY=percent/);
    expect(() => parseVatRates('DE=19.123')).toThrow(/COUNTRY=percent/);
    expect(() => parseVatRates('DE=101')).toThrow(/above 100/);
    expect(() => parseVatRates('DE=-1')).toThrow();
  });
});

describe("an order's tax", () => {
  it('is the VAT of the destination country in a euro order', () => {
    expect(orderTaxOf({ currency: 'EUR', totalMinor: 2999, country: 'de' }, defaultVatRates)).toEqual({
      taxMinor: 479,
      rateBasisPoints: 1900,
      country: 'DE',
    });
    // Outside the table: an export, no VAT.
    expect(orderTaxOf({ currency: 'EUR', totalMinor: 2999, country: 'US' }, defaultVatRates).taxMinor).toBe(0);
  });

  it("is the provider's tax, or none, in a dollar order", () => {
    expect(orderTaxOf({ currency: 'USD', totalMinor: 4999, country: 'US' }, defaultVatRates)).toEqual({
      taxMinor: 0,
      rateBasisPoints: null,
      country: 'US',
    });
    expect(
      orderTaxOf({ currency: 'usd', totalMinor: 5399, country: 'US', providerTaxMinor: 400 }, defaultVatRates).taxMinor,
    ).toBe(400);
  });

  it('picks the wording per currency and US mode', () => {
    expect(taxDisplayOf('EUR', 'none')).toBe('vat-included');
    expect(taxDisplayOf('USD', 'stripe')).toBe('tax-at-checkout');
    expect(taxDisplayOf('USD', 'none')).toBe('no-sales-tax');
  });

  it('formats rates for people', () => {
    expect(formatVatRate(1900, 'de-DE')).toMatch(/^19\s%$/);
    expect(formatVatRate(2550, 'de-DE')).toMatch(/^25,5\s%$/);
    expect(formatVatRate(2100, 'en-US')).toBe('21%');
  });
});
