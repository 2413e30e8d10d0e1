import { describe, expect, it } from 'vitest';
import { discountableCartLines, priceCartLines } from './cart-pricing.ts';
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

describe('discountableCartLines', () => {
  it("shares each design's fee between its lines by quantity, adding up to the fees exactly", () => {
    const lines = [
      { productType: 'tshirt' as const, quantity: 2, artworkId: 'a', lineTotalMinor: 5000 },
      { productType: 'hoodie' as const, quantity: 1, artworkId: 'a', lineTotalMinor: 4000 },
      { productType: 'sweatshirt' as const, quantity: 1, artworkId: null, lineTotalMinor: 3000 },
    ];
    const shares = discountableCartLines(lines, 1000);
    // Design a: 3 items, 1000 shared 666 + 333, the remainder 1 on its first line.
    expect(shares).toEqual([
      { productType: 'tshirt', amountMinor: 5000 + 667 },
      { productType: 'hoodie', amountMinor: 4000 + 333 },
      { productType: 'sweatshirt', amountMinor: 3000 + 1000 },
    ]);
    expect(shares.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(12000 + 2 * 1000);
    expect(discountableCartLines([], 1000)).toEqual([]);
  });
});
