import { describe, expect, it } from 'vitest';
import { formatMoney, parsePriceString, toMajorUnits, toPriceString } from './money.ts';

// Intl uses non-breaking spaces before the euro sign; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('formats per locale', () => {
    expect(formatMoney({ amountMinor: 2999, currency: 'USD' }, 'en-us')).toBe('$29.99');
    expect(plain(formatMoney({ amountMinor: 2999, currency: 'EUR' }, 'de'))).toBe('29,99 €');
    expect(plain(formatMoney({ amountMinor: 2999, currency: 'EUR' }, 'fr'))).toBe('29,99 €');
    expect(plain(formatMoney({ amountMinor: 2999, currency: 'EUR' }, 'es'))).toBe('29,99 €');
    expect(plain(formatMoney({ amountMinor: 123456, currency: 'EUR' }, 'de'))).toBe('1.234,56 €');
    expect(formatMoney({ amountMinor: 4498, currency: 'USD' }, 'en-us')).toBe('$44.98');
  });

  it('converts between price strings and minor units without float drift', () => {
    expect(toPriceString(4999)).toBe('49.99');
    expect(toPriceString(1667)).toBe('16.67');
    expect(parsePriceString('49.99')).toBe(4999);
    expect(parsePriceString('0.10')).toBe(10);
    expect(parsePriceString('49.9')).toBeNull();
    expect(parsePriceString('-1.00')).toBeNull();
    expect(parsePriceString('1e3')).toBeNull();
    expect(toMajorUnits(5999)).toBe(59.99);
  });
});
