/**
 * The customer's cart (issue 21 §4; docs/decisions/0025): saved server-side, keyed by the customer
 * id (their credential), priced on every read from the price book of the storefront it is shown on.
 * The transformation fee is charged once per distinct artwork (src/shared/cart-pricing.ts); discount
 * and tax come from cart-adjustments.ts. A save checks every line first and writes the whole cart in
 * one statement: nothing is saved half.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { artworks, carts, type StoredCartLine } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { CartBody, PricedCart, PricedCartLine } from '#shared/api/cart.schemas.ts';
import { designKey, priceCartLines } from '#shared/cart-pricing.ts';
import { type Color, colors, type ProductType, productTypes, type Size, sizes } from '#shared/catalog.ts';
import { AppError } from '#shared/errors.ts';
import { isUuid } from '#shared/ids.ts';
import { isLocale, type Locale } from '#shared/locales.ts';
import { type PriceBook, priceBookIdFor, type StorefrontVariant, storefrontVariants } from '#shared/pricing.ts';
import { checkoutPricing, currentPriceBook } from '../catalog/catalog.service.ts';
import { getCustomer } from '../customer-records/customer-records.service.ts';
import type { DiscountQuoteResult } from '../discount-codes/discount-codes.service.ts';
import { type CodeMode, cartAdjustments } from './cart-adjustments.ts';

type ArtworkRow = typeof artworks.$inferSelect;

/** A cart line whose fields are known to be of the catalogue. */
export interface CartLine {
  productType: ProductType;
  size: Size;
  color: Color;
  quantity: number;
  artworkId: string | null;
}

/** The saved cart: its lines and the storefront context it was saved on. */
export interface SavedCart {
  lines: CartLine[];
  locale: Locale;
  variant: StorefrontVariant;
  discountApplied: boolean;
  discountCode: string | null;
  revision: number;
}

/** The priced cart with what checkout needs beside the answer: the book and each line's artwork row. */
export interface PricedCartDetail {
  cart: PricedCart;
  book: PriceBook;
  revision: number;
  artworksById: Map<string, ArtworkRow>;
  designCount: number;
  /** The cart's code as priced now (checkout holds a use of it); null without one or when it does not apply. */
  discount: DiscountQuoteResult | null;
}

/** How `priceSavedCart` treats the cart's discount code, and the email its per-email limit counts. */
export interface CodePricing {
  codeMode: CodeMode;
  email: string | null;
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** Lines as stored, less any that no longer name the catalogue (a stored row is never trusted blindly). */
function toCartLines(stored: StoredCartLine[]): CartLine[] {
  return stored.flatMap((line) =>
    isOneOf(productTypes, line.productType) && isOneOf(sizes, line.size) && isOneOf(colors, line.color)
      ? [{ ...line, productType: line.productType, size: line.size, color: line.color }]
      : [],
  );
}

/** @returns the customer's saved cart (an empty one on the default storefront when none was saved). */
export async function loadCart(ctx: AppContext, customerId: string): Promise<SavedCart> {
  const [row] = await ctx.database.db.select().from(carts).where(eq(carts.customerId, customerId)).limit(1);
  if (!row) {
    return {
      lines: [],
      locale: 'en-us',
      variant: 'wowanimatedtees',
      discountApplied: false,
      discountCode: null,
      revision: 0,
    };
  }
  return {
    lines: toCartLines(row.lines),
    locale: isLocale(row.locale) ? row.locale : 'en-us',
    variant: isOneOf(storefrontVariants, row.variant) ? row.variant : 'wowanimatedtees',
    discountApplied: row.discountApplied,
    discountCode: row.discountCode,
    revision: row.revision,
  };
}

/** The customer's ready artworks among `ids` (others' and unknown ids are simply absent). */
async function ownArtworks(ctx: AppContext, customerId: string, ids: string[]): Promise<Map<string, ArtworkRow>> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.database.db
    .select()
    .from(artworks)
    .where(and(eq(artworks.customerId, customerId), inArray(artworks.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Checks a line against the catalogue and the customer's artworks.
 * @throws AppError PRODUCT_NOT_AVAILABLE, COLOR_NOT_AVAILABLE, ARTWORK_NOT_FOUND, ARTWORK_NOT_READY.
 */
async function checkLine(
  ctx: AppContext,
  line: CartLine,
  bookId: ReturnType<typeof priceBookIdFor>,
  found: Map<string, ArtworkRow>,
): Promise<PriceBook> {
  if (line.artworkId) {
    const artwork = found.get(line.artworkId.toLowerCase());
    if (!artwork) throw new AppError('ARTWORK_NOT_FOUND', 'No artwork with that id');
    if (artwork.status !== 'ready') throw new AppError('ARTWORK_NOT_READY', 'This artwork is not ready yet');
  }
  return (await checkoutPricing(ctx, line, bookId)).book;
}

/**
 * Prices `saved` on the storefront `context` (its price book as saved now).
 * @param strict true (saving, checkout): a line not on sale or of an unknown artwork throws;
 *   false (showing): such a line is left out of the answer, so the cart page still opens.
 * @param code how a code that does not apply is treated (cart-adjustments.ts) and the email it counts.
 * @throws AppError as `checkLine` when strict; the DISCOUNT_CODE_* errors when `code.codeMode` is strict.
 */
export async function priceSavedCart(
  ctx: AppContext,
  customerId: string,
  saved: SavedCart,
  strict: boolean,
  code: CodePricing,
): Promise<PricedCartDetail> {
  const bookId = priceBookIdFor({ locale: saved.locale, variant: saved.variant, fromEmailOrder: false });
  const found = await ownArtworks(
    ctx,
    customerId,
    saved.lines.flatMap((line) => (line.artworkId ? [line.artworkId] : [])),
  );
  const kept: CartLine[] = [];
  let book: PriceBook | null = null;
  for (const line of saved.lines) {
    try {
      book = await checkLine(ctx, line, bookId, found);
      kept.push({ ...line, artworkId: line.artworkId ? line.artworkId.toLowerCase() : null });
    } catch (error) {
      if (strict || !(error instanceof AppError)) throw error;
    }
  }
  book ??= await currentPriceBook(ctx.database.db, bookId);
  const subtotal = priceCartLines(book, kept, saved.discountApplied);
  const { discountMinor, taxMinor, discount, discountCodeError } = await cartAdjustments(
    ctx,
    {
      book,
      locale: saved.locale,
      discountApplied: saved.discountApplied,
      discountCode: saved.discountCode,
      customerId,
      lines: subtotal.lines,
      subtotalMinor: subtotal.subtotalMinor,
      feeMinor: subtotal.feeMinor,
    },
    code,
  );
  const lines: PricedCartLine[] = subtotal.lines.map((line) => ({
    productType: line.productType,
    size: line.size,
    color: line.color,
    quantity: line.quantity,
    artworkId: line.artworkId,
    artworkPreviewUrl: line.artworkId ? (found.get(line.artworkId)?.previewUrl ?? null) : null,
    unitPriceMinor: line.unitPriceMinor,
    lineTotalMinor: line.lineTotalMinor,
  }));
  return {
    cart: {
      lines,
      itemCount: subtotal.itemCount,
      subtotalMinor: subtotal.subtotalMinor,
      feeMinor: subtotal.feeMinor,
      discountMinor,
      taxMinor,
      totalMinor: subtotal.subtotalMinor + subtotal.feeMinor - discountMinor + taxMinor,
      currency: book.currency,
      locale: saved.locale,
      variant: saved.variant,
      discountApplied: book.discountAlwaysApplied || saved.discountApplied,
      // The code as stored (normalised) once it applies; as saved otherwise.
      discountCode: discount?.code ?? saved.discountCode,
      discountCodeError,
    },
    book,
    revision: saved.revision,
    artworksById: found,
    designCount: new Set(kept.map(designKey)).size,
    discount,
  };
}

/**
 * `GET /api/customers/:id/cart`: the saved cart priced for the storefront asked for (as saved when
 * not given). Lines no longer on sale are left out of the answer.
 * @throws AppError CUSTOMER_NOT_FOUND.
 */
export async function getCart(
  ctx: AppContext,
  customerId: string,
  context: { locale?: Locale; variant?: StorefrontVariant },
): Promise<PricedCart> {
  const customer = await getCustomer(ctx.database.db, customerId);
  const saved = await loadCart(ctx, customerId);
  const shownOn = { ...saved, locale: context.locale ?? saved.locale, variant: context.variant ?? saved.variant };
  return (await priceSavedCart(ctx, customerId, shownOn, false, { codeMode: 'lenient', email: customer.email })).cart;
}

/**
 * `PUT /api/customers/:id/cart`: replaces the cart after checking every line, in one statement.
 * A `discountCode` given in the body is checked against the new cart as a single-item quote is
 * (issue 21 §3): one that does not apply is refused with its DISCOUNT_CODE_* error and nothing is
 * saved; `null` removes the code; omitted keeps the saved one, reported in `discountCodeError` when
 * it no longer applies (docs/decisions/0025).
 * @returns the priced cart as saved.
 * @throws AppError CUSTOMER_NOT_FOUND, PRODUCT_NOT_AVAILABLE, COLOR_NOT_AVAILABLE, ARTWORK_NOT_FOUND,
 *   ARTWORK_NOT_READY, DISCOUNT_CODE_* (nothing saved then).
 */
export async function saveCart(ctx: AppContext, customerId: string, body: CartBody): Promise<PricedCart> {
  const customer = await getCustomer(ctx.database.db, customerId);
  const before = await loadCart(ctx, customerId);
  const next: SavedCart = {
    lines: body.lines.map((line) => ({ ...line, artworkId: line.artworkId ?? null })),
    locale: body.locale ?? before.locale,
    variant: body.variant ?? before.variant,
    discountApplied: body.discountApplied ?? before.discountApplied,
    discountCode: body.discountCode === undefined ? before.discountCode : body.discountCode?.trim() || null,
    revision: before.revision,
  };
  const typedCode = typeof body.discountCode === 'string' && next.discountCode !== null;
  const priced = await priceSavedCart(ctx, customerId, next, true, {
    codeMode: typedCode ? 'strict' : 'lenient',
    email: customer.email,
  });
  const values = {
    lines: next.lines.map((line) => ({ ...line, artworkId: line.artworkId?.toLowerCase() ?? null })),
    locale: next.locale,
    variant: next.variant,
    discountApplied: next.discountApplied,
    discountCode: priced.discount?.code ?? next.discountCode,
  };
  await ctx.database.db
    .insert(carts)
    .values({ customerId, ...values, revision: 1 })
    .onConflictDoUpdate({
      target: carts.customerId,
      set: { ...values, revision: sql`${carts.revision} + 1`, updatedAt: sql`now()` },
    });
  return priced.cart;
}

/**
 * Empties the cart a paid checkout charged for, in the transaction that records the order, unless it
 * changed since (`revision`): a cart edited in another tab while paying is kept.
 */
export async function emptyPaidCart(
  tx: Pick<AppContext['database']['db'], 'update'>,
  customerId: string,
  revision: number,
): Promise<void> {
  await tx
    .update(carts)
    .set({ lines: [], discountCode: null, revision: sql`${carts.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(carts.customerId, customerId), eq(carts.revision, revision)));
}
