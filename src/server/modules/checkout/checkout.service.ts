/**
 * Checkout (SPEC §4 checkout button, §7 create-checkout, §9 prices): checks the customer's choice
 * against the catalogue and the server's price book, then opens a hosted checkout session with the
 * active payment provider. The amount charged always comes from the price book, never the client.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { checkoutRequestSchema } from '../../../shared/api/checkout.schemas.ts';
import { isColorAvailable } from '../../../shared/catalog.ts';
import { AppError } from '../../../shared/errors.ts';
import { parsePriceString } from '../../../shared/money.ts';
import { absoluteUrl, paths } from '../../../shared/paths.ts';
import { priceBookFor, quote } from '../../../shared/pricing.ts';
import type { AppContext } from '../../app-context.ts';
import type { CheckoutMetadata } from '../../payments/payment-provider.ts';
import { getCustomer } from '../customers/customers.service.ts';

export type ValidCheckoutRequest = z.output<typeof checkoutRequestSchema>;

/** English line item names; the hosted checkout shows them as they are (SPEC §3 catalogue names). */
const productNames = { tshirt: 'Premium T-Shirt', hoodie: 'Premium Hoodie', sweatshirt: 'Premium Sweatshirt' } as const;

/**
 * Opens a hosted checkout for a validated checkout request.
 * @returns the URL to send the browser to.
 * @throws AppError CUSTOMER_NOT_FOUND, IMAGE_REQUIRED (no stored upload), COLOR_NOT_AVAILABLE,
 * CURRENCY_MISMATCH, PRICE_MISMATCH (the client's `price` is not the server's total),
 * PAYMENT_PROVIDER_ERROR.
 */
export async function createCheckout(ctx: AppContext, request: ValidCheckoutRequest): Promise<{ url: string }> {
  const customer = await getCustomer(ctx.database.db, request.customerId);
  // SPEC §5: checkout requires an uploaded image; the server's record is what counts.
  if (!customer.imageUrl) throw new AppError('IMAGE_REQUIRED', 'Upload an image before checkout');
  if (!isColorAvailable(request.productType, request.color)) {
    throw new AppError('COLOR_NOT_AVAILABLE', `${request.color} is not available for ${request.productType}`);
  }

  const book = priceBookFor({
    locale: request.locale,
    variant: request.variant,
    fromEmailOrder: request.fromEmailOrder,
  });
  const expectedCurrency = book.currency === 'EUR' ? 'eur' : request.fromEmailOrder ? 'other' : 'usd';
  if (request.currency !== expectedCurrency && !(request.fromEmailOrder && request.currency === 'usd')) {
    throw new AppError('CURRENCY_MISMATCH', `This storefront charges in ${book.currency}`);
  }
  const priced = quote(book, request.productType, request.discountApplied);
  if (parsePriceString(request.price) !== priced.totalMinor) {
    throw new AppError('PRICE_MISMATCH', 'The price does not match the current price list; reload the page');
  }

  const metadata: CheckoutMetadata = {
    customerId: customer.id,
    productType: request.productType,
    size: request.size,
    color: request.color,
    discountApplied: priced.discountApplied ? 'true' : 'false',
    priceBookId: book.id,
    locale: request.locale,
    variant: request.variant,
  };
  const email = request.email ?? customer.email ?? undefined;
  const { publicUrl } = ctx.config;
  // Same customer, same choice, same photo within a minute: a double click reuses the session.
  const idempotencyKey = createHash('sha256')
    .update(
      JSON.stringify([metadata, email ?? '', customer.imageUrl, Math.floor(Date.now() / 60_000), ctx.payments.name]),
    )
    .digest('hex');
  const imageUrl = customer.imageUrl.startsWith('https://') ? customer.imageUrl : undefined;
  const session = await ctx.payments.createCheckoutSession({
    lineItems: [
      {
        name: productNames[request.productType],
        description: `${request.size.toUpperCase()} · ${request.color}`,
        unitAmountMinor: priced.itemMinor,
        quantity: 1,
        imageUrl,
      },
      { name: 'Animated transformation', unitAmountMinor: priced.transformationFeeMinor, quantity: 1 },
    ],
    currency: book.currency,
    amountTotalMinor: priced.totalMinor,
    customerEmail: email,
    locale: request.locale,
    metadata,
    successUrl: `${absoluteUrl(publicUrl, paths.success(request.locale, request.variant))}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: absoluteUrl(publicUrl, paths.customize(request.locale, request.variant)),
    idempotencyKey,
  });
  return { url: session.url };
}
