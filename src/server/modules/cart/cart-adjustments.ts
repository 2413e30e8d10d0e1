/**
 * The one place where a priced cart gets its discount and its tax (issue 21 §3, §2, §4). The
 * discount is the cart's code priced by the discount-code module (`quoteDiscount`, the same rules as
 * a single-item checkout: dates, currency, products, the order-now rule, the minimum, the uses left);
 * tax is 0 (tax-inclusive storefronts add nothing; Stripe Tax adds its own at checkout). Every caller
 * (the cart answer and the cart's checkout) goes through this function, so what the cart page shows
 * and what checkout charges cannot drift apart.
 */
import type { AppContext } from '#server/ports/app-context.ts';
import { discountableCartLines } from '#shared/cart-pricing.ts';
import type { ProductType } from '#shared/catalog.ts';
import { AppError } from '#shared/errors.ts';
import type { Locale } from '#shared/locales.ts';
import type { PriceBook } from '#shared/pricing.ts';
import { quote } from '#shared/pricing.ts';
import { type DiscountQuoteResult, quoteDiscount } from '../discount-codes/discount-codes.service.ts';

/** What the adjustments see: the cart before discount and tax, minor units of `book.currency`. */
export interface CartBeforeAdjustments {
  book: PriceBook;
  locale: Locale;
  /** Whether the order-now offer priced the items (codes do not stack with it unless they say so). */
  discountApplied: boolean;
  discountCode: string | null;
  customerId: string;
  lines: ReadonlyArray<{
    productType: ProductType;
    quantity: number;
    lineTotalMinor: number;
    artworkId: string | null;
  }>;
  subtotalMinor: number;
  feeMinor: number;
}

/**
 * How a code that does not apply is treated:
 * - `strict` (a code the customer just typed, and checkout): its DISCOUNT_CODE_* error is thrown;
 * - `lenient` (showing the cart, or saving other changes): the cart is priced without it and the
 *   answer names the reason (`discountCodeError`), so a code that stopped applying (expired, used
 *   up elsewhere, minimum no longer met after removing a line) never blocks editing the cart.
 */
export type CodeMode = 'strict' | 'lenient';

/** The cart's discount and tax, minor units; `discount` is the priced code checkout holds a use of. */
export interface CartAdjustments {
  discountMinor: number;
  taxMinor: number;
  discount: DiscountQuoteResult | null;
  /** The DISCOUNT_CODE_* code of why the saved code does not apply now (lenient only), else null. */
  discountCodeError: string | null;
}

/**
 * The discount and tax of a cart, in minor units (`taxMinor` is what is added on top of the prices;
 * tax-inclusive storefronts add nothing). An empty cart or one without a code gets no discount.
 * @param email the email the checkout will be bound to (per-email limits), if known.
 * @throws AppError the DISCOUNT_CODE_* errors of `quoteDiscount` in `strict` mode.
 */
export async function cartAdjustments(
  ctx: AppContext,
  cart: CartBeforeAdjustments,
  options: { codeMode: CodeMode; email?: string | null },
): Promise<CartAdjustments> {
  // Tax (issue 21 §2): prices are tax-inclusive in euro storefronts; US sales tax is Stripe Tax's.
  const taxMinor = 0;
  if (!cart.discountCode || cart.lines.length === 0) {
    return { discountMinor: 0, taxMinor, discount: null, discountCodeError: null };
  }
  const feePerDesignMinor = quote(cart.book, cart.lines[0].productType, cart.discountApplied).transformationFeeMinor;
  try {
    const discount = await quoteDiscount(ctx, {
      code: cart.discountCode,
      email: options.email,
      currency: cart.book.currency,
      orderNowApplied: cart.discountApplied && !cart.book.discountAlwaysApplied,
      lines: discountableCartLines(cart.lines, feePerDesignMinor),
      subtotalMinor: cart.subtotalMinor + cart.feeMinor,
    });
    return { discountMinor: discount.discountMinor, taxMinor, discount, discountCodeError: null };
  } catch (error) {
    if (options.codeMode === 'strict' || !(error instanceof AppError) || !error.code.startsWith('DISCOUNT_CODE_')) {
      throw error;
    }
    return { discountMinor: 0, taxMinor, discount: null, discountCodeError: error.code };
  }
}
