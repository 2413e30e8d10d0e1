import { describe, expect, it } from 'vitest';
import type { ProductType } from './catalog.ts';
import {
  cheapestPayableTotal,
  discountSavingMinor,
  mockCheckoutOrder,
  type PriceBookId,
  payableQuotes,
  priceBookFor,
  priceBookIdFor,
  quote,
  seedPriceBooks,
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
        const book = seedPriceBooks[bookId];
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
    const q = quote(seedPriceBooks['email-order-eur'], 'hoodie', false);
    expect(q.discountApplied).toBe(true);
    expect(q.totalMinor).toBe(5805 + 1000);
    expect(q.discountPercent).toBe(5);
  });

  it('limits the "from" price to the products on sale', () => {
    // Without t-shirts the dollar storefront's cheapest is the $49.99 sweatshirt + $10 fee.
    expect(cheapestPayableTotal(seedPriceBooks['storefront-usd'], ['hoodie', 'sweatshirt']).amountMinor).toBe(5999);
  });

  it('quotes carry the version of their book, which orders record', () => {
    const book = { ...seedPriceBooks['storefront-eur'], version: 7 };
    expect(quote(book, 'tshirt', false).priceBookVersion).toBe(7);
  });

  it('ships free', () => {
    expect(quote(seedPriceBooks['storefront-usd'], 'tshirt', false).shippingMinor).toBe(0);
  });

  it('picks the book from locale, variant and email-order flag (DESIGN.md table)', () => {
    expect(priceBookIdFor({ locale: 'en-us', variant: 'wowanimatedtees' })).toBe('storefront-usd');
    expect(priceBookIdFor({ locale: 'en-us', variant: 'wowghiblitees' })).toBe('storefront-usd');
    expect(priceBookIdFor({ locale: 'de', variant: 'wowanimatedtees' })).toBe('storefront-eur');
    expect(priceBookIdFor({ locale: 'fr', variant: 'wowanimatedtees' })).toBe('storefront-eur');
    expect(priceBookIdFor({ locale: 'es', variant: 'wowanimatedtees' })).toBe('storefront-eur');
    expect(priceBookIdFor({ locale: 'de', variant: 'wowghiblitees' })).toBe('ghibli-de');
    // Issue 11: the French and Spanish Ghibli storefronts charge the same euro set as the German one.
    expect(priceBookIdFor({ locale: 'fr', variant: 'wowghiblitees' })).toBe('ghibli-de');
    expect(priceBookIdFor({ locale: 'es', variant: 'wowghiblitees' })).toBe('ghibli-de');
    expect(priceBookIdFor({ locale: 'de', variant: 'wowanimatedtees', fromEmailOrder: true })).toBe('email-order-eur');
    expect(priceBookIdFor({ locale: 'en-us', variant: 'wowanimatedtees', fromEmailOrder: true })).toBe(
      'email-order-other',
    );
    expect(priceBookFor({ locale: 'de', variant: 'wowanimatedtees' }, seedPriceBooks).currency).toBe('EUR');
  });

  it('advertises "from" the lowest total a customer can pay (issue 11, ADR 0009)', () => {
    // A $39.99 tee + $10 fee: SPEC §3's "$29.99" cannot be paid on the dollar storefront.
    expect(cheapestPayableTotal(priceBookFor({ locale: 'en-us', variant: 'wowanimatedtees' }, seedPriceBooks))).toEqual(
      {
        amountMinor: 4999,
        currency: 'USD',
      },
    );
    expect(
      cheapestPayableTotal(priceBookFor({ locale: 'en-us', variant: 'wowghiblitees' }, seedPriceBooks)).amountMinor,
    ).toBe(4999);
    for (const locale of ['de', 'fr', 'es'] as const) {
      expect(cheapestPayableTotal(priceBookFor({ locale, variant: 'wowanimatedtees' }, seedPriceBooks))).toEqual({
        amountMinor: 3999,
        currency: 'EUR',
      });
    }
    // German Ghibli: 23.32 + 6.67 and 19.99 + 10 both come to 29.99.
    expect(cheapestPayableTotal(priceBookFor({ locale: 'de', variant: 'wowghiblitees' }, seedPriceBooks))).toEqual({
      amountMinor: 2999,
      currency: 'EUR',
    });
    // French and Spanish Ghibli use the German Ghibli set (issue 11).
    expect(
      cheapestPayableTotal(priceBookFor({ locale: 'fr', variant: 'wowghiblitees' }, seedPriceBooks)).amountMinor,
    ).toBe(2999);
    // Email orders always apply their 5 %: 31.65 + 10.
    expect(
      cheapestPayableTotal(
        priceBookFor({ locale: 'de', variant: 'wowanimatedtees', fromEmailOrder: true }, seedPriceBooks),
      ).amountMinor,
    ).toBe(4165);
  });

  it('the "from" price is one of the totals the server charges, and none is lower', () => {
    for (const book of Object.values(seedPriceBooks)) {
      const totals = payableQuotes(book).map((q) => q.totalMinor);
      expect(totals).toHaveLength(book.discountAlwaysApplied ? 3 : 6);
      for (const q of payableQuotes(book)) {
        expect(q.totalMinor).toBe(quote(book, q.productType, q.discountApplied).totalMinor);
      }
    }
    const usd = payableQuotes(seedPriceBooks['storefront-usd']).map((q) => q.totalMinor);
    expect(Math.min(...usd)).toBe(
      cheapestPayableTotal(priceBookFor({ locale: 'en-us', variant: 'wowanimatedtees' }, seedPriceBooks)).amountMinor,
    );
  });

  it('states the discount as the money it saves on the total, per product', () => {
    const saving = (id: PriceBookId, type: ProductType) => discountSavingMinor(seedPriceBooks[id], type);
    expect(saving('storefront-usd', 'tshirt')).toBe(5443 - 4999);
    expect(saving('storefront-usd', 'hoodie')).toBe(8777 - 7999);
    expect(saving('storefront-eur', 'sweatshirt')).toBe(4999 - 4499);
    // The German Ghibli fee rises from 6.67 to 10 with the discount: the t-shirt saves nothing.
    expect(saving('ghibli-de', 'tshirt')).toBe(0);
    expect(saving('ghibli-de', 'hoodie')).toBe(5777 - 5499);
    // Email orders have no undiscounted choice, but the struck-through original still differs.
    expect(saving('email-order-eur', 'tshirt')).toBe(4332 - 4165);
  });

  it('shows the mock checkout as $39.99 + $4.99 = $44.98 (SPEC §2.8)', () => {
    const order = mockCheckoutOrder('en-us');
    expect([order.item.amountMinor, order.shipping.amountMinor, order.total.amountMinor]).toEqual([3999, 499, 4498]);
    expect(mockCheckoutOrder('de').total.currency).toBe('EUR');
  });
});
