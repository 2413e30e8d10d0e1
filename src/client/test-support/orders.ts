/** Orders as POST /api/orders/confirm answers them (SPEC §2.8), for client unit tests. */
import type { ConfirmedOrder } from '#shared/api/checkout.schemas.ts';

/** A paid order as anyone holding the session id sees it; add personal fields for its own customer. */
export function confirmedOrder(fields: Partial<ConfirmedOrder> = {}): ConfirmedOrder {
  return {
    id: '6c1e2d3f-0a4b-4c5d-8e9f-112233445566',
    orderNumber: 'WT-7K3M9Q',
    checkoutSessionId: 'cs_test_1',
    paymentProvider: 'test',
    paymentIntentId: null,
    paymentStatus: 'paid',
    amountTotalMinor: 3999,
    currency: 'usd',
    productType: 'hoodie',
    size: 'l',
    color: 'black',
    discountApplied: false,
    priceBookId: 'us-2025',
    locale: 'en-us',
    createdAt: '2026-11-26T09:00:00.000Z',
    ...fields,
  };
}
