/**
 * Test support: a paid order written straight into the database, for tests about stored files
 * that only need an order to point at an image (no checkout, no payment provider).
 */
import type { orders } from '#server/db/schema/index.ts';

/**
 * The values of a paid USD t-shirt order (54.43, no discount) for `customerId` printing `imageUrl`;
 * `overrides` replace any column (e.g. `imageKey`). The checkout session id is derived from the
 * customer's, so give each such order its own customer or an own `checkoutSessionId`.
 */
export function paidOrderRow(
  customerId: string,
  imageUrl: string,
  overrides: Partial<typeof orders.$inferInsert> = {},
): typeof orders.$inferInsert {
  return {
    customerId,
    checkoutSessionId: `cs_test_${customerId}`,
    paymentProvider: 'local',
    paymentStatus: 'paid',
    amountTotalMinor: 5443,
    currency: 'USD',
    productType: 'tshirt',
    size: 'm',
    color: 'white',
    discountApplied: false,
    priceBookId: 'storefront-usd',
    locale: 'en-us',
    imageUrl,
    ...overrides,
  };
}
