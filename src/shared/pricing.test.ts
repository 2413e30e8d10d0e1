import { describe, expect, it } from 'vitest';
import type { ProductType } from './catalog.ts';
import {
  advertisedFromPrice,
  mockCheckoutOrder,
  type PriceBookId,
  priceBookFor,
  priceBooks,
  quote,
} from './pricing.ts';

// SPEC §9, row by row, as printed there (major units).
const table: Array<[PriceBookId, 'original' | 'discounted', Record<ProductType, string>, string]> = [
  ['storefront-usd', 'original', { tshirt: '44.43', hoodie: '77.77', sweatshirt: '55.54' }, '10'],
  ['storefront-usd', 'discounted', { tshirt: '39.99', hoodie: '69.99', sweatshirt: '49.99' }, '10'],
  ['storefront-eur', 'original', { tshirt: '34.43', hoodie: '62.21', sweatshirt: '39.99' }, '10'],
  ['storefront-eur', 'discounted', { tshirt: '29.99', hoodie: '54.99', sweatshirt: '34.99' }, '10'],
  ['ghibli-de', 'original', { tshirt: '23.32', hoodie: '51.10', sweatshirt: '29.99' }, '6.67'],
  ['ghibli-de', 'discounted', { tshirt: '19.99', hoodie: '44.99', sweatshirt: '24.99' }, '10'],
  ['email-order-eur', 'original', { tshirt: '33.32', hoodie: '61.10', sweatshirt: '39.99' }, '10'],
  ['email-order-eur', 'discounted', { tshirt: '31.65', hoodie: '58.05', sweatshirt: '37.99' }, '10'],
  ['email-order-other', 'original', { tshirt: '44.43', hoodie: '77.77', sweatshirt: '55.54' }, '10'],
  ['email-order-other', 'discounted', { tshirt: '42.21', hoodie: '73.88', sweatshirt: '52.76' }, '10'],
];

const minor = (major: string) => Math.round(Number(major) * 100);

describe('price books (SPEC §9)', () => {
  for (const [bookId, set, items, fee] of table) {
    for (const productType of ['tshirt', 'hoodie', 'sweatshirt'] as const) {
      it(`${bookId} ${set} ${productType} = ${items[productType]} + fee ${fee}`, () => {
        const book = priceBooks[bookId];
        expect(book[set].items[productType]).toBe(minor(items[productType]));
        expect(book[set].transformationFeeMinor).toBe(minor(fee));
        if (!book.discountAlwaysApplied) {
          const q = quote(book, productType, set === 'discounted');
          expect(q.itemMinor).toBe(minor(items[productType]));
          expect(q.totalMinor).toBe(minor(items[productType]) + minor(fee));
          expect(q.itemOriginalMinor).toBe(book.original.items[productType]);
        }
      });
    }
  }

  it('email orders always apply their 5% set, chosen or not', () => {
    const q = quote(priceBooks['email-order-eur'], 'hoodie', false);
    expect(q.discountApplied).toBe(true);
    expect(q.totalMinor).toBe(5805 + 1000);
    expect(q.discountPercent).toBe(5);
  });

  it('ships free', () => {
    expect(quote(priceBooks['storefront-usd'], 'tshirt', false).shippingMinor).toBe(0);
  });

  it('picks the book from locale, variant and email-order flag (DESIGN.md table)', () => {
    expect(priceBookFor({ locale: 'en-us', variant: 'wowanimatedtees' }).id).toBe('storefront-usd');
    expect(priceBookFor({ locale: 'en-us', variant: 'wowghiblitees' }).id).toBe('storefront-usd');
    expect(priceBookFor({ locale: 'de', variant: 'wowanimatedtees' }).id).toBe('storefront-eur');
    expect(priceBookFor({ locale: 'fr', variant: 'wowanimatedtees' }).id).toBe('storefront-eur');
    expect(priceBookFor({ locale: 'es', variant: 'wowanimatedtees' }).id).toBe('storefront-eur');
    expect(priceBookFor({ locale: 'de', variant: 'wowghiblitees' }).id).toBe('ghibli-de');
    expect(priceBookFor({ locale: 'de', variant: 'wowanimatedtees', fromEmailOrder: true }).id).toBe('email-order-eur');
    expect(priceBookFor({ locale: 'en-us', variant: 'wowanimatedtees', fromEmailOrder: true }).id).toBe(
      'email-order-other',
    );
    expect(priceBookFor({ locale: 'de', variant: 'wowanimatedtees' }).currency).toBe('EUR');
  });

  it('advertises "from $29.99" and 29,99 € (SPEC §3)', () => {
    expect(advertisedFromPrice('en-us')).toEqual({ amountMinor: 2999, currency: 'USD' });
    expect(advertisedFromPrice('fr')).toEqual({ amountMinor: 2999, currency: 'EUR' });
  });

  it('shows the mock checkout as $39.99 + $4.99 = $44.98 (SPEC §2.8)', () => {
    const order = mockCheckoutOrder('en-us');
    expect([order.item.amountMinor, order.shipping.amountMinor, order.total.amountMinor]).toEqual([3999, 499, 4498]);
    expect(mockCheckoutOrder('de').total.currency).toBe('EUR');
  });
});
