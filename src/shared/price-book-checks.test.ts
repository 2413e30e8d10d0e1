import { describe, expect, it } from 'vitest';
import { priceWarnings, priceWarningsOf } from './price-book-checks.ts';
import { type PriceBook, priceBookIds, seedPriceBooks } from './pricing.ts';

const seeds = priceBookIds.map((id) => seedPriceBooks[id]);

describe('the check on save of the price books (issue 21 §1)', () => {
  it("finds SPEC §9's inconsistencies the issue names in the seeded books", () => {
    const warnings = priceWarnings(seeds);
    // /de/wowghiblitees: "order now with discount" raises the fee from 6,67 € to 10 €.
    expect(warnings).toContainEqual({
      kind: 'discount-raises-fee',
      priceBookId: 'ghibli-de',
      currency: 'EUR',
      totalMinor: 1000,
      comparedTotalMinor: 667,
    });
    // The email order's 5 % sweatshirt ($52.76 + $10) is above the storefront's 10 % offer ($49.99 + $10).
    expect(warnings).toContainEqual({
      kind: 'above-other-offer',
      priceBookId: 'email-order-other',
      productType: 'sweatshirt',
      currency: 'USD',
      totalMinor: 6276,
      comparedTotalMinor: 5999,
      otherPriceBookId: 'storefront-usd',
    });
  });

  it('compares only books of the same currency, and storefronts not with each other', () => {
    for (const w of priceWarnings(seeds)) {
      if (w.otherPriceBookId) expect(seedPriceBooks[w.otherPriceBookId].currency).toBe(w.currency);
      if (w.kind === 'above-other-offer') expect(w.priceBookId).toMatch(/^email-order-/);
    }
  });

  it('is silent when every discount lowers the price and email orders beat the storefronts', () => {
    const fair: PriceBook[] = seeds.map((book) => ({
      ...book,
      original: { ...book.original, transformationFeeMinor: 1000 },
      discounted: {
        transformationFeeMinor: 1000,
        items: { tshirt: 1000, hoodie: 2000, sweatshirt: 1500 },
      },
    }));
    expect(priceWarnings(fair)).toEqual([]);
  });

  it('names a book on either side of a comparison', () => {
    const ofStorefront = priceWarningsOf('storefront-usd', seeds);
    expect(ofStorefront.length).toBeGreaterThan(0);
    expect(ofStorefront.every((w) => w.otherPriceBookId === 'storefront-usd')).toBe(true);
  });
});
