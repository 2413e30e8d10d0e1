/**
 * Checkout of the cart (issue 21 §4; docs/decisions/0025): one hosted checkout session with a line
 * item per cart line and one transformation fee per distinct artwork. The server prices the saved
 * cart again from the price book as saved now and refuses a stale client total (PRICE_MISMATCH).
 * The charged cart is kept as a `cart_checkouts` row (the session's metadata names it: Stripe's
 * metadata is too small for the lines); the paid session's order and its lines are written from it
 * (orders.service.ts), and the cart is emptied then, not now: a cancelled checkout keeps the cart.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { type CartCheckoutLine, cartCheckouts } from '#server/db/schema/index.ts';
import type {
  CheckoutLineItem,
  CheckoutMetadata,
  CreateCheckoutSessionInput,
} from '#server/payments/payment-provider.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { cartCheckoutRequestSchema } from '#shared/api/cart.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { serverCatalogues } from '#shared/i18n/server-catalogues.ts';
import { parsePriceString } from '#shared/money.ts';
import { absoluteUrl, paths } from '#shared/paths.ts';
import { loadCart, priceSavedCart } from '../cart/cart.service.ts';
import { getCustomer } from '../customer-records/customer-records.service.ts';
import { customerUpload, type DiscountKind, openCheckoutSession } from './checkout.service.ts';

export type ValidCartCheckoutRequest = z.output<typeof cartCheckoutRequestSchema>;

/**
 * Opens a hosted checkout for the customer's saved cart, priced on the storefront of the request.
 * @returns the URL to send the browser to.
 * @throws AppError CUSTOMER_NOT_FOUND, CART_EMPTY, PRODUCT_NOT_AVAILABLE, COLOR_NOT_AVAILABLE,
 *   ARTWORK_NOT_FOUND, ARTWORK_NOT_READY, IMAGE_REQUIRED / IMAGE_MISSING (a photo line without a
 *   stored photo, or an artwork whose photo is gone), CURRENCY_MISMATCH, PRICE_MISMATCH, the
 *   DISCOUNT_CODE_* errors of the cart's code (it must apply, and its use is held atomically when the
 *   session opens, as a single-item checkout's: ADR 0024), PAYMENT_PROVIDER_ERROR.
 */
export async function createCartCheckout(ctx: AppContext, request: ValidCartCheckoutRequest): Promise<{ url: string }> {
  const customer = await getCustomer(ctx.database.db, request.customerId);
  const saved = await loadCart(ctx, customer.id);
  if (saved.lines.length === 0) throw new AppError('CART_EMPTY', 'The cart has no lines');
  const email = request.email ?? customer.email ?? undefined;
  // Issue 21 §3: the cart's code must apply now (a code that stopped applying is refused with its
  // reason rather than silently dropped: the page showed the discount and the shopper chose it).
  const { cart, book, revision, artworksById, designCount, discount } = await priceSavedCart(
    ctx,
    customer.id,
    { ...saved, locale: request.locale, variant: request.variant },
    true,
    { codeMode: 'strict', email: email ?? null },
  );
  if (request.currency !== book.currency.toLowerCase()) {
    throw new AppError('CURRENCY_MISMATCH', `This storefront charges in ${book.currency}`);
  }
  if (parsePriceString(request.price) !== cart.totalMinor) {
    throw new AppError('PRICE_MISMATCH', 'The cart total does not match the current price list; reload the page');
  }

  const photo = cart.lines.some((line) => !line.artworkId) ? await customerUpload(ctx, customer) : null;
  const lines: CartCheckoutLine[] = [];
  for (const line of cart.lines) {
    const artwork = line.artworkId ? artworksById.get(line.artworkId) : undefined;
    let imageKey = photo?.key ?? null;
    let imageUrl = photo?.url ?? null;
    if (artwork) {
      // A local artwork is painted again at print size from its photo (print-file.job.ts): the photo
      // must still be stored. A hosted or staff artwork prints its own stored image.
      imageKey = artwork.sourceImageKey;
      imageUrl = imageKey === customer.imageKey ? customer.imageUrl : imageKey ? ctx.storage.url(imageKey) : null;
      if (artwork.provider === 'local' && !(imageKey && (await ctx.storage.exists(imageKey)))) {
        throw new AppError('IMAGE_MISSING', 'The photo of an artwork in the cart is no longer stored');
      }
    }
    lines.push({
      productType: line.productType,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      lineTotalMinor: line.lineTotalMinor,
      artworkId: artwork?.id ?? null,
      artworkStyle: artwork?.style ?? null,
      artworkProvider: artwork?.provider ?? null,
      imageKey,
      imageUrl,
      printSource: artwork ? 'artwork' : 'photo',
    });
  }
  const [snapshot] = await ctx.database.db
    .insert(cartCheckouts)
    .values({
      customerId: customer.id,
      cartRevision: revision,
      lines,
      subtotalMinor: cart.subtotalMinor,
      feeMinor: cart.feeMinor,
      discountMinor: cart.discountMinor,
      taxMinor: cart.taxMinor,
      totalMinor: cart.totalMinor,
      currency: book.currency,
    })
    .returning({ id: cartCheckouts.id });

  const [first] = lines;
  const discountKind: DiscountKind = cart.discountApplied ? 'storefront-10' : 'none';
  // Line 0 travels as a buy-now order's fields do, so the order's own columns describe it.
  const metadata: CheckoutMetadata = {
    customerId: customer.id,
    productType: first.productType,
    size: first.size,
    color: first.color,
    discountApplied: cart.discountApplied ? 'true' : 'false',
    priceBookId: book.id,
    priceBookVersion: String(book.version),
    locale: request.locale,
    variant: request.variant,
    discountKind,
    printSource: first.printSource,
    cartCheckoutId: snapshot.id,
  };
  if (first.artworkId && first.artworkStyle && first.artworkProvider) {
    metadata.artworkId = first.artworkId;
    metadata.artworkStyle = first.artworkStyle;
    metadata.artworkProvider = first.artworkProvider;
  }
  if (discount) {
    // Recorded on the order (orders.service.ts), shown by the test provider's page.
    metadata.discountCode = discount.code;
    metadata.discountMinor = String(discount.discountMinor);
  }
  const text = serverCatalogues[request.locale].lineItems;
  const lineItems: CheckoutLineItem[] = lines.map((line) => {
    const preview = line.artworkId ? artworksById.get(line.artworkId)?.previewUrl : null;
    const image = preview ?? line.imageUrl;
    return {
      name: text.productNames[line.productType as keyof typeof text.productNames],
      description: `${text.sizes[line.size as keyof typeof text.sizes]} · ${text.colors[line.color as keyof typeof text.colors]}`,
      unitAmountMinor: line.unitPriceMinor,
      quantity: line.quantity,
      imageUrl: image?.startsWith('https://') ? image : undefined,
    };
  });
  if (cart.feeMinor > 0) {
    lineItems.push({
      name: text.transformationFee,
      unitAmountMinor: cart.feeMinor / designCount,
      quantity: designCount,
    });
  }
  const { publicUrl } = ctx.config;
  // Same cart (revision and total), same customer within a minute: a double click reuses the session.
  const idempotencyKey = createHash('sha256')
    .update(
      JSON.stringify([
        'cart',
        customer.id,
        revision,
        cart.totalMinor,
        discount?.code ?? '',
        request.locale,
        request.variant,
        email ?? '',
        Math.floor(Date.now() / 60_000),
        ctx.payments.name,
      ]),
    )
    .digest('hex');
  const input: CreateCheckoutSessionInput = {
    lineItems,
    currency: book.currency,
    amountTotalMinor: cart.totalMinor,
    customerEmail: email,
    locale: request.locale,
    metadata,
    successUrl: `${absoluteUrl(publicUrl, paths.success(request.locale, request.variant))}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: absoluteUrl(publicUrl, paths.cart(request.locale, request.variant)),
    idempotencyKey,
  };
  // Issue 21 §3, ADR 0024: exactly as a single-item checkout, the code's use is held (row lock on
  // the code) when the session opens, the line items stay at their prices and the provider takes
  // the code off (a one-use Stripe coupon; the test provider shows it as a line).
  const session = await openCheckoutSession(ctx, input, discount, book.currency);
  return { url: session.url };
}
