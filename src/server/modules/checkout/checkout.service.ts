/**
 * Checkout (SPEC §4 checkout button, §7 create-checkout, §9 prices): checks the customer's choice
 * against the catalogue and the server's price book, then opens a hosted checkout session with the
 * active payment provider. The amount charged always comes from the price book, never the client:
 * the product and book as the database has them at this moment (issue 21 §1), whose version the
 * order records.
 *
 * Email orders (SPEC §2.10, issue 7 §5) take the 5% email-order prices only with a valid email-order
 * link of their email (issue 17 §5: not expired, not revoked). The customer is still the visitor's
 * own record (its id from localStorage), but the printed image is the link's artwork, the image the
 * email-order page showed (the record staff bound the link to, docs/decisions/0012): it travels in
 * the session metadata (`printImageUrl`, `printImageKey`) and is recorded on the order from there,
 * so a visitor without an upload of their own can order the artwork staff made for them.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { customers } from '#server/db/schema/index.ts';
import type { CheckoutMetadata, CreateCheckoutSessionInput } from '#server/payments/payment-provider.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { checkoutRequestSchema } from '#shared/api/checkout.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { serverCatalogues } from '#shared/i18n/server-catalogues.ts';
import { parsePriceString } from '#shared/money.ts';
import { absoluteUrl, paths } from '#shared/paths.ts';
import { priceBookIdFor, quote } from '#shared/pricing.ts';
import { emailOrderPagePath } from '#shared/storefronts.ts';
import { photoPrintSize } from '../artworks/artwork-records.ts';
import { findCheckoutArtwork } from '../artworks/artworks.service.ts';
import { checkoutPricing } from '../catalog/catalog.service.ts';
import { recordCheckoutReminder } from '../checkout-reminders/checkout-reminders.service.ts';
import { getCustomer } from '../customer-records/customer-records.service.ts';
import { type DiscountQuoteResult, quoteDiscount } from '../discount-codes/discount-codes.service.ts';
import { openWithDiscountUse } from '../discount-codes/discount-redemptions.service.ts';
import { getEmailOrderOfLink, type PrintImage } from '../email-orders/email-orders.service.ts';

export type ValidCheckoutRequest = z.output<typeof checkoutRequestSchema>;

/** How an order's price was discounted (orders.discount_kind): none, order-now 10%, or email order 5%. */
export const discountKinds = ['none', 'storefront-10', 'email-order-5'] as const;
export type DiscountKind = (typeof discountKinds)[number];

/**
 * The visitor's own upload, for storefront checkouts (SPEC §5: checkout requires an uploaded image;
 * the server's record is what counts).
 * @throws AppError IMAGE_REQUIRED (no upload), IMAGE_MISSING (its file is gone).
 */
export async function customerUpload(
  ctx: AppContext,
  customer: typeof customers.$inferSelect,
): Promise<PrintImage & { key: string }> {
  if (!customer.imageUrl) throw new AppError('IMAGE_REQUIRED', 'Upload an image before checkout');
  // A record from before stored-file keys, or a file lost from storage, cannot be printed.
  if (!customer.imageKey || !(await ctx.storage.exists(customer.imageKey))) {
    throw new AppError('IMAGE_MISSING', 'The uploaded photo is no longer stored; upload it again');
  }
  return { url: customer.imageUrl, key: customer.imageKey, source: 'photo' };
}

/**
 * The artwork of an email-order link: the image the email-order page shows.
 * @throws AppError EMAIL_ORDER_SIGNATURE_REQUIRED (no email or no such link of it),
 *   EMAIL_ORDER_LINK_EXPIRED, EMAIL_ORDER_LINK_REVOKED, IMAGE_REQUIRED (the link has no image),
 *   IMAGE_MISSING (its file is gone).
 */
async function emailOrderArtwork(ctx: AppContext, request: ValidCheckoutRequest): Promise<PrintImage> {
  if (!request.email) {
    throw new AppError('EMAIL_ORDER_SIGNATURE_REQUIRED', 'Email-order prices need the link from the email');
  }
  const artwork = await getEmailOrderOfLink(
    ctx,
    request.email,
    request.emailOrderSignature,
    'EMAIL_ORDER_SIGNATURE_REQUIRED',
  );
  if (artwork.print.key && !(await ctx.storage.exists(artwork.print.key))) {
    throw new AppError('IMAGE_MISSING', 'The image of this email order is no longer stored');
  }
  return artwork.print;
}

/** How many measured print sizes each storage keeps (a few hundred bytes each). */
const printDpiCacheSize = 1000;
const printDpiByStorage = new WeakMap<AppContext['storage'], Map<string, number | null>>();

/**
 * The effective print DPI of the stored photo at `key`, measured once per key: stored files are
 * never rewritten under the same key (every upload gets a new random key), and reading the whole
 * photo on every checkout was most of the request (issue 9).
 */
export async function printDpi(ctx: AppContext, key: string): Promise<number | null> {
  let cache = printDpiByStorage.get(ctx.storage);
  if (!cache) {
    cache = new Map();
    printDpiByStorage.set(ctx.storage, cache);
  }
  const known = cache.get(key);
  if (known !== undefined) return known;
  const dpi = (await photoPrintSize(ctx.storage, key))?.dpi ?? null;
  // Oldest first out: a Map iterates in insertion order.
  if (cache.size >= printDpiCacheSize) cache.delete(cache.keys().next().value as string);
  cache.set(key, dpi);
  return dpi;
}

/**
 * Opens a hosted checkout for a validated checkout request.
 * @returns the URL to send the browser to.
 * @throws AppError EMAIL_ORDER_SIGNATURE_REQUIRED (`fromEmailOrder` without a valid link),
 * EMAIL_ORDER_LINK_EXPIRED, EMAIL_ORDER_LINK_REVOKED,
 * CUSTOMER_NOT_FOUND, IMAGE_REQUIRED (no upload), IMAGE_MISSING (its file is gone), ARTWORK_NOT_FOUND,
 * ARTWORK_NOT_READY (`artworkId` not a ready artwork of the current photo), PRODUCT_NOT_AVAILABLE (not on
 * sale, or not in that size), COLOR_NOT_AVAILABLE, CURRENCY_MISMATCH, PRICE_MISMATCH (the client's
 * `price` is not the server's total: a page from before a price change), the DISCOUNT_CODE_* errors
 * of `quoteDiscount` and `reserveDiscountUse` (issue 21 §3), PAYMENT_PROVIDER_ERROR.
 */
export async function createCheckout(ctx: AppContext, request: ValidCheckoutRequest): Promise<{ url: string }> {
  const fromEmailOrder = request.fromEmailOrder === true;
  // Checked first: a missing signature is the answer, whatever else is wrong with the request.
  const emailOrderImage = fromEmailOrder ? await emailOrderArtwork(ctx, request) : null;
  const customer = await getCustomer(ctx.database.db, request.customerId);
  const print = emailOrderImage ?? (await customerUpload(ctx, customer));
  // Issue 8: the artwork the customer chose, checked to be ready and of the current photo.
  const artwork =
    !emailOrderImage && request.artworkId ? await findCheckoutArtwork(ctx, customer, request.artworkId) : null;
  // Issue 21 §1: on sale in this size and colour, priced from the book as saved now.
  const { book } = await checkoutPricing(
    ctx,
    request,
    priceBookIdFor({ locale: request.locale, variant: request.variant, fromEmailOrder }),
  );
  // SPEC §3: euro books are sent as 'eur'; the email order's other-currency book as 'other' or 'usd'.
  const accepted = book.currency === 'EUR' ? ['eur'] : fromEmailOrder ? ['other', 'usd'] : ['usd'];
  if (!accepted.includes(request.currency)) {
    throw new AppError('CURRENCY_MISMATCH', `This storefront charges in ${book.currency}`);
  }
  const priced = quote(book, request.productType, request.discountApplied);
  const email = request.email ?? customer.email ?? undefined;
  // Issue 21 §3: a discount code, priced by the server; its use is held when the session opens.
  const discount: DiscountQuoteResult | null = request.discountCode
    ? await quoteDiscount(ctx, {
        code: request.discountCode,
        email,
        currency: book.currency,
        orderNowApplied: !fromEmailOrder && priced.discountApplied,
        lines: [{ productType: request.productType, amountMinor: priced.totalMinor }],
        subtotalMinor: priced.totalMinor,
      })
    : null;
  const totalMinor = priced.totalMinor - (discount?.discountMinor ?? 0);
  if (parsePriceString(request.price) !== totalMinor) {
    throw new AppError('PRICE_MISMATCH', 'The price does not match the current price list; reload the page');
  }
  // SPEC §9: the email order's 5% always applies; the storefront's 10% only when chosen.
  const discountKind: DiscountKind = fromEmailOrder
    ? 'email-order-5'
    : priced.discountApplied
      ? 'storefront-10'
      : 'none';

  const metadata: CheckoutMetadata = {
    customerId: customer.id,
    productType: request.productType,
    size: request.size,
    color: request.color,
    discountApplied: priced.discountApplied ? 'true' : 'false',
    priceBookId: book.id,
    priceBookVersion: String(book.version),
    locale: request.locale,
    variant: request.variant,
    discountKind,
    // Issue 21 §4: the order line's unit price and the fee, as charged (the order records them).
    itemMinor: String(priced.itemMinor),
    feeMinor: String(priced.transformationFeeMinor),
  };
  if (artwork) {
    // Recorded on the order (orders.service.ts), whose payment queues the artwork's print file.
    metadata.artworkId = artwork.id;
    metadata.artworkStyle = artwork.style;
    metadata.artworkProvider = artwork.provider;
  }
  // The photo's effective print DPI, for staff (issue 8 print honesty): the artwork knows it, a plain
  // photo is measured from its header.
  const sourceDpi = artwork?.sourceDpi ?? (print.key ? await printDpi(ctx, print.key) : null);
  if (typeof sourceDpi === 'number') metadata.sourceDpi = String(sourceDpi);
  if (emailOrderImage) {
    // Recorded on the order instead of the visitor's own upload (orders.service.ts).
    metadata.printImageUrl = emailOrderImage.url;
    if (emailOrderImage.key) metadata.printImageKey = emailOrderImage.key;
    // The bound record's own artwork: its print file is made from the artwork's largest render.
    if (emailOrderImage.artwork) {
      metadata.artworkId = emailOrderImage.artwork.id;
      metadata.artworkStyle = emailOrderImage.artwork.style;
      metadata.artworkProvider = emailOrderImage.artwork.provider;
    }
  }
  // Issue 19 §4: what the order prints, recorded on it and shown to staff.
  metadata.printSource = artwork ? 'artwork' : print.source;
  // Issue 20 §5: the placement shown now travels with the session (the customer may change it on
  // their record while paying); recorded on the order line, whose print file is drawn from it.
  // About 250 characters: within the 500 a metadata value may hold.
  if (customer.placement) metadata.placement = JSON.stringify(customer.placement);
  if (discount) {
    metadata.discountCode = discount.code;
    metadata.discountMinor = String(discount.discountMinor);
  }
  const { publicUrl } = ctx.config;
  // Same customer, same choice, same photo within a minute: a double click reuses the session.
  const idempotencyKey = createHash('sha256')
    .update(
      JSON.stringify([
        metadata,
        email ?? '',
        print.key ?? print.url,
        Math.floor(Date.now() / 60_000),
        ctx.payments.name,
      ]),
    )
    .digest('hex');
  const imageUrl = print.url.startsWith('https://') ? print.url : undefined;
  // Line items are named in the shop's language (ADR 0005: server-rendered text in src/shared/i18n).
  const text = serverCatalogues[request.locale].lineItems;
  const input: CreateCheckoutSessionInput = {
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
    amountTotalMinor: totalMinor,
    customerEmail: email,
    locale: request.locale,
    metadata,
    successUrl: `${absoluteUrl(publicUrl, paths.success(request.locale, request.variant))}?session_id={CHECKOUT_SESSION_ID}`,
    // Cancelling returns to the page the checkout started from. The email-order page finds its
    // link again in the tab's sessionStorage: no email or signature in the provider's URL.
    cancelUrl: absoluteUrl(
      publicUrl,
      fromEmailOrder ? emailOrderPagePath(request.locale) : paths.customize(request.locale, request.variant),
    ),
    idempotencyKey,
  };
  const session = await openCheckoutSession(ctx, input, discount, book.currency);
  // Issue 21 §6: one reminder if this checkout is not paid in time, only when the customer asked.
  if (request.remindMe === true && email) {
    await recordCheckoutReminder(ctx, {
      customerId: customer.id,
      email,
      locale: request.locale,
      variant: request.variant,
      checkoutSessionId: session.id,
      productType: request.productType,
      size: request.size,
      color: request.color,
      artworkId: metadata.artworkId ?? null,
      printImageKey: print.key ?? null,
      amountTotalMinor: totalMinor,
      currency: book.currency,
    });
  }
  return { url: session.url };
}

/**
 * Opens the provider's checkout session for `input`. With a discount code, the code's use is held
 * first (row lock on the code, issue 21 §3, ADR 0024), released again when the provider refuses,
 * and the provider takes the code off (`discount`, minor units of `currency`) while the line items
 * keep their prices. Single-item and cart checkouts both open their sessions here.
 */
export async function openCheckoutSession(
  ctx: AppContext,
  input: CreateCheckoutSessionInput,
  discount: { codeId: string; code: string; email: string | null; discountMinor: number } | null,
  currency: string,
): Promise<{ id: string; url: string }> {
  if (!discount) return ctx.payments.createCheckoutSession(input);
  const { codeId, email, discountMinor } = discount;
  return openWithDiscountUse(
    ctx,
    { codeId, email, discountMinor, currency, reservationKey: input.idempotencyKey },
    (reservation) =>
      ctx.payments.createCheckoutSession({
        ...input,
        metadata: { ...input.metadata, discountRedemptionId: reservation.id },
        discount: { code: discount.code, amountMinor: discountMinor },
        expiresAt: reservation.sessionExpiresAt,
      }),
  );
}
