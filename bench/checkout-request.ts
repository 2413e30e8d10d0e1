/**
 * The checkout request the benches send (POST /api/checkout): a white M t-shirt on the en-us
 * storefront without the discount, priced from the price book as the customize page does, so the
 * benches follow a change of SPEC §9's seed prices instead of being refused with 422.
 */
import { toPriceString } from '../src/shared/money.ts';
import { priceBookFor, quote, seedPriceBooks } from '../src/shared/pricing.ts';

const tshirt = quote(priceBookFor({ locale: 'en-us', variant: 'wowanimatedtees' }, seedPriceBooks), 'tshirt', false);

/** The request body's fields for `customerId` (add `artworkId` to print a chosen artwork). */
export function tshirtCheckoutRequest(customerId: string) {
  return {
    productType: 'tshirt',
    size: 'm',
    color: 'white',
    price: toPriceString(tshirt.totalMinor),
    customerId,
    discountApplied: false,
    currency: 'usd',
    locale: 'en-us',
  } as const;
}
