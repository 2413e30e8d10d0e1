/**
 * Client of the cart (issue 21 §4; DESIGN.md "HTTP API, next capabilities": `GET/PUT
 * /api/customers/:id/cart`, `POST /api/checkout` with `cart: true`). The customer's own id in the
 * path is the credential. Failures are `ApiError`s (api-request.ts). Loaded on demand (the customize
 * page imports it when "Add to cart" is pressed), so it stays out of the pages' first scripts.
 */
import {
  type CartBody,
  type CartCheckoutRequest,
  type CartLineInput,
  cartLimits,
  cartResponseSchema,
  type PricedCart,
} from '#shared/api/cart.schemas.ts';
import { checkoutResponseSchema } from '#shared/api/checkout.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';
import { request } from './api-request.ts';
import { announceCartCount } from './cart-count.ts';

const cartPath = (customerId: string) => `/api/customers/${encodeURIComponent(customerId)}/cart`;
const putJson = (body: unknown): RequestInit => ({
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const cartApi = {
  /** The cart priced for this storefront. */
  get: (customerId: string, locale: Locale, variant: StorefrontVariant) =>
    request(
      `${cartPath(customerId)}?locale=${encodeURIComponent(locale)}&variant=${encodeURIComponent(variant)}`,
      { cache: 'no-store' },
      cartResponseSchema,
    ),
  /** Replaces the cart; answers it priced. */
  save: (customerId: string, body: CartBody) => request(cartPath(customerId), putJson(body), cartResponseSchema),
  /** Opens the hosted checkout of the saved cart; `price` is the total the page shows. */
  checkout: (body: CartCheckoutRequest) =>
    request(
      '/api/checkout',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      checkoutResponseSchema,
    ),
};

/** The lines of a priced cart as the PUT body takes them. */
export function toLineInputs(cart: PricedCart): CartLineInput[] {
  return cart.lines.map(({ productType, size, color, quantity, artworkId }) => ({
    productType,
    size,
    color,
    quantity,
    artworkId,
  }));
}

/**
 * Adds one item to the cart: the same product, size, colour and artwork raise that line's quantity
 * (up to 10), anything else is a new line. Tells the header the new count.
 * @returns the priced cart as saved.
 */
export async function addToCart(
  customerId: string,
  line: Omit<CartLineInput, 'quantity'>,
  context: { locale: Locale; variant: StorefrontVariant; discountApplied: boolean },
): Promise<PricedCart> {
  const current = await cartApi.get(customerId, context.locale, context.variant);
  const lines = toLineInputs(current);
  const artworkId = line.artworkId ?? null;
  const same = lines.find(
    (l) =>
      l.productType === line.productType &&
      l.size === line.size &&
      l.color === line.color &&
      (l.artworkId ?? null) === artworkId,
  );
  if (same) same.quantity = Math.min(cartLimits.maxQuantity, same.quantity + 1);
  else lines.push({ ...line, artworkId, quantity: 1 });
  const saved = await cartApi.save(customerId, {
    lines,
    locale: context.locale,
    variant: context.variant,
    // Once chosen on the customize page, the order-now offer prices the cart (docs/decisions/0025).
    discountApplied: context.discountApplied || current.discountApplied,
  });
  announceCartCount(saved.itemCount);
  return saved;
}
