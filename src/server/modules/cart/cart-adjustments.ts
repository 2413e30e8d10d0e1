/**
 * The one place where a priced cart gets its discount and its tax (issue 21 §3, §2, §4). Both are 0
 * for now: the discount-code module (`quoteDiscount`) and the VAT maths plug in here, and every
 * caller (the cart answer and the cart's checkout) goes through this function, so what the cart page
 * shows and what checkout charges cannot drift apart.
 */
import type { AppContext } from '#server/ports/app-context.ts';
import type { Locale } from '#shared/locales.ts';
import type { PriceBook } from '#shared/pricing.ts';

/** What the adjustments see: the cart before discount and tax, minor units of `book.currency`. */
export interface CartBeforeAdjustments {
  book: PriceBook;
  locale: Locale;
  /** Whether the order-now offer priced the items (codes do not stack with it unless they say so). */
  discountApplied: boolean;
  discountCode: string | null;
  customerId: string;
  lines: ReadonlyArray<{ productType: string; quantity: number; lineTotalMinor: number }>;
  subtotalMinor: number;
  feeMinor: number;
}

/**
 * The discount and tax of a cart, in minor units (`taxMinor` is what is added on top of the prices;
 * tax-inclusive storefronts add nothing).
 * @returns `{discountMinor: 0, taxMinor: 0}` until discount codes and tax land.
 */
export async function cartAdjustments(
  _ctx: AppContext,
  _cart: CartBeforeAdjustments,
): Promise<{ discountMinor: number; taxMinor: number }> {
  // Discount codes (branch h21-discount): `quoteDiscount(...)` of the code on this cart goes here.
  const discountMinor = 0;
  // Tax (branch h21-tax): the destination's VAT or sales tax, from the priced cart less the discount.
  const taxMinor = 0;
  return { discountMinor, taxMinor };
}
