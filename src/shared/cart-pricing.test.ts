import { describe, expect, it } from 'vitest';
import { priceCartLines } from './cart-pricing.ts';
import { seedPriceBooks } from './pricing.ts';

const usd = seedPriceBooks['storefront-usd'];

describe('priceCartLines', () => {
  it('charges the fee once per distinct artwork and counts the photo lines as one', () => {
    const cart = priceCartLines(
      usd,
      [
        { productType: 'tshirt', quantity: 2, artworkId: 'A' },
        { productType: 'hoodie', quantity: 1, artworkId: 'a' },
        { productType: 'sweatshirt', quantity: 1, artworkId: 'b' },
        { productType: 'tshirt', quantity: 1 },
        { productType: 'tshirt', quantity: 3, artworkId: null },
      ],
      false,
    );
    expect(cart.designCount).toBe(3);
    expect(cart.feeMinor).toBe(3 * 1000);
    expect(cart.lines[0]).toMatchObject({ unitPriceMinor: 4443, lineTotalMinor: 8886 });
    expect(cart.subtotalMinor).toBe(4443 * 6 + 7777 + 5554);
    expect(cart.itemCount).toBe(8);
  });

  it('takes the discounted set with the order-now offer, and costs nothing when empty', () => {
    expect(priceCartLines(usd, [{ productType: 'hoodie', quantity: 1 }], true).subtotalMinor).toBe(6999);
    expect(priceCartLines(usd, [], true)).toMatchObject({ subtotalMinor: 0, feeMinor: 0, itemCount: 0 });
  });
});
