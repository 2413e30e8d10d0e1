/** The landing page's "from" price (issue 11, ADR 0009): the cheapest payable total, formatted per language. */
import { describe, expect, it } from 'vitest';
import { cheapestPayableTotal, seedPriceBooks } from '#shared/pricing.ts';
import { seedStorefrontCatalog } from '#shared/storefront-catalog.ts';
import { fromPrice } from './from-price.ts';

const seed = (locale: 'en-us' | 'de' | 'fr', variant: 'wowanimatedtees' | 'wowghiblitees') => {
  const catalog = seedStorefrontCatalog({ locale, variant });
  return fromPrice(locale, catalog.priceBook, catalog.products);
};

describe('fromPrice', () => {
  it('formats the cheapest payable total in the currency and style of the page', () => {
    const us = cheapestPayableTotal(seedPriceBooks['storefront-usd']);
    expect(seed('en-us', 'wowanimatedtees')).toBe(`$${(us.amountMinor / 100).toFixed(2)}`);
    expect(seed('fr', 'wowanimatedtees')).toMatch(/^\d+,\d{2}\s€$/);
  });

  it('uses each storefront’s own price book', () => {
    const ghibli = cheapestPayableTotal(seedPriceBooks['ghibli-de']);
    expect(seed('de', 'wowghiblitees')).toBe(`${(ghibli.amountMinor / 100).toFixed(2).replace('.', ',')}\u00a0€`);
  });

  it('follows the live book and the products on sale (issue 21 §1)', () => {
    const catalog = seedStorefrontCatalog({ locale: 'en-us', variant: 'wowanimatedtees' });
    const book = {
      ...catalog.priceBook,
      discounted: { ...catalog.priceBook.discounted, items: { tshirt: 3499, hoodie: 6999, sweatshirt: 4999 } },
    };
    expect(fromPrice('en-us', book, catalog.products)).toBe('$44.99');
    // T-shirts off sale: the cheapest is the $49.99 sweatshirt + $10 fee.
    expect(
      fromPrice(
        'en-us',
        book,
        catalog.products.filter((p) => p.type !== 'tshirt'),
      ),
    ).toBe('$59.99');
  });
});
