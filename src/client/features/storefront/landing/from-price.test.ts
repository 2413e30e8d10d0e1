/** The landing page's "from" price (issue 11, ADR 0009): the cheapest payable total, formatted per language. */
import { describe, expect, it } from 'vitest';
import { cheapestPayableTotal } from '#shared/pricing.ts';
import { fromPrice } from './from-price.ts';

describe('fromPrice', () => {
  it('formats the cheapest payable total in the currency and style of the page', () => {
    const us = cheapestPayableTotal({ locale: 'en-us', variant: 'wowanimatedtees' });
    expect(fromPrice('en-us', 'wowanimatedtees')).toBe(`$${(us.amountMinor / 100).toFixed(2)}`);
    const fr = fromPrice('fr', 'wowanimatedtees');
    expect(fr).toMatch(/^\d+,\d{2}\s€$/);
  });

  it('uses each storefront’s own price book', () => {
    const ghibli = cheapestPayableTotal({ locale: 'de', variant: 'wowghiblitees' });
    expect(fromPrice('de', 'wowghiblitees')).toBe(`${(ghibli.amountMinor / 100).toFixed(2).replace('.', ',')}\u00a0€`);
  });
});
