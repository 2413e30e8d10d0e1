/**
 * Checkout (SPEC §4 checkout button, §7 create-checkout, §9 prices): checks the customer's choice
 * against the catalogue and the server's price book, then opens a hosted checkout session with the
 * active payment provider. The amount charged always comes from the price book, never the client.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '#server/app-context.ts';
import type { CheckoutMetadata } from '#server/payments/payment-provider.ts';
import type { checkoutRequestSchema } from '#shared/api/checkout.schemas.ts';
import { isColorAvailable } from '#shared/catalog.ts';
import { AppError } from '#shared/errors.ts';
import { serverCatalogues } from '#shared/i18n/server-catalogues.ts';
import { parsePriceString } from '#shared/money.ts';
import { absoluteUrl, paths } from '#shared/paths.ts';
import { priceBookFor, quote } from '#shared/pricing.ts';
import { getCustomer } from '../customers/customers.service.ts';

export type ValidCheckoutRequest = z.output<typeof checkoutRequestSchema>;

/**
 * Opens a hosted checkout for a validated checkout request.
 * @returns the URL to send the browser to.
 * @throws AppError CUSTOMER_NOT_FOUND, IMAGE_REQUIRED (no upload), IMAGE_MISSING (its file is gone), COLOR_NOT_AVAILABLE,
 * CURRENCY_MISMATCH, PRICE_MISMATCH (the client's `price` is not the server's total),
 * PAYMENT_PROVIDER_ERROR.
 */
export async function createCheckout(ctx: AppContext, request: ValidCheckoutRequest): Promise<{ url: string }> {
  const customer = await getCustomer(ctx.database.db, request.customerId);
  // SPEC §5: checkout requires an uploaded image; the server's record is what counts.
  if (!customer.imageUrl) throw new AppError('IMAGE_REQUIRED', 'Upload an image before checkout');
  // A record from before stored-file keys, or a file lost from storage, cannot be printed.
  if (!customer.imageKey || !(await ctx.storage.exists(customer.imageKey))) {
    throw new AppError('IMAGE_MISSING', 'The uploaded photo is no longer stored; upload it again');
  }
  if (!isColorAvailable(request.productType, request.color)) {
    throw new AppError('COLOR_NOT_AVAILABLE', `${request.color} is not available for ${request.productType}`);
  }

  const book = priceBookFor({
    locale: request.locale,
    variant: request.variant,
    fromEmailOrder: request.fromEmailOrder,
  });
  // SPEC §3: euro books are sent as 'eur'; the email order's other-currency book as 'other' or 'usd'.
  const accepted = book.currency === 'EUR' ? ['eur'] : request.fromEmailOrder ? ['other', 'usd'] : ['usd'];
  if (!accepted.includes(request.currency)) {
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
      JSON.stringify([metadata, email ?? '', customer.imageKey, Math.floor(Date.now() / 60_000), ctx.payments.name]),
    )
    .digest('hex');
  const imageUrl = customer.imageUrl.startsWith('https://') ? customer.imageUrl : undefined;
  // Line items are named in the shop's language (ADR 0005: server-rendered text in src/shared/i18n).
  const text = serverCatalogues[request.locale].lineItems;
  const session = await ctx.payments.createCheckoutSession({
    lineItems: [
      {
        name: text.productNames[request.productType],
        description: `${text.sizes[request.size]} · ${text.colors[request.color]}`,
        unitAmountMinor: priced.itemMinor,
        quantity: 1,
        imageUrl,
      },
      { name: text.transformationFee, unitAmountMinor: priced.transformationFeeMinor, quantity: 1 },
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
