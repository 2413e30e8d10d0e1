/**
 * The check on save of the price books (issue 21 §1): inconsistencies a customer would notice, shown
 * to staff as warnings (saving stays possible; SPEC §9's own sets have some of them):
 * - `discount-raises-fee`: the discounted set's transformation fee above the original one (SPEC §9's
 *   German Ghibli storefront: 6.67 without the discount, 10 "with discount").
 * - `discount-raises-total`: a product's discounted total above its own original total.
 * - `above-other-offer`: an email order's discounted total above a storefront's discounted offer for
 *   the same product in the same currency (SPEC §9: the email order's $52.76 + $10 sweatshirt against
 *   the storefront's $49.99 + $10). The email order's discount is a personal offer; it should never
 *   cost more than what every visitor of a storefront is offered.
 * Used by the staff page while editing and by the server's answer to a save.
 */
import type { PriceWarning } from './api/admin-catalog.schemas.ts';
import { productTypes } from './catalog.ts';
import type { PriceBook, PriceBookId, PriceSet } from './pricing.ts';

/** The books a customer reaches through a storefront page (not through a personal email-order link). */
const storefrontBookIds: readonly PriceBookId[] = ['storefront-usd', 'storefront-eur', 'ghibli-de'];

function total(set: PriceSet, productType: (typeof productTypes)[number]): number {
  return set.items[productType] + set.transformationFeeMinor;
}

/**
 * Every warning about `books` (each book once, any order of the list).
 * @returns the warnings of each book in turn: its fee first, then its products in `productTypes` order.
 */
export function priceWarnings(books: readonly PriceBook[]): PriceWarning[] {
  const warnings: PriceWarning[] = [];
  for (const book of books) {
    if (book.discounted.transformationFeeMinor > book.original.transformationFeeMinor) {
      warnings.push({
        kind: 'discount-raises-fee',
        priceBookId: book.id,
        currency: book.currency,
        totalMinor: book.discounted.transformationFeeMinor,
        comparedTotalMinor: book.original.transformationFeeMinor,
      });
    }
    for (const productType of productTypes) {
      const discounted = total(book.discounted, productType);
      const original = total(book.original, productType);
      if (discounted > original) {
        warnings.push({
          kind: 'discount-raises-total',
          priceBookId: book.id,
          productType,
          currency: book.currency,
          totalMinor: discounted,
          comparedTotalMinor: original,
        });
      }
      if (storefrontBookIds.includes(book.id)) continue;
      for (const other of books) {
        if (other.id === book.id || other.currency !== book.currency || !storefrontBookIds.includes(other.id)) continue;
        const offer = total(other.discounted, productType);
        if (discounted > offer) {
          warnings.push({
            kind: 'above-other-offer',
            priceBookId: book.id,
            productType,
            currency: book.currency,
            totalMinor: discounted,
            comparedTotalMinor: offer,
            otherPriceBookId: other.id,
          });
        }
      }
    }
  }
  return warnings;
}

/** The warnings `bookId` takes part in, on either side of the comparison. */
export function priceWarningsOf(bookId: PriceBookId, books: readonly PriceBook[]): PriceWarning[] {
  return priceWarnings(books).filter((w) => w.priceBookId === bookId || w.otherPriceBookId === bookId);
}
