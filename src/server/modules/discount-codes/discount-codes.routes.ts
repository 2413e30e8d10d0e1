/**
 * POST /api/discount-codes/quote (issue 21 §3): what a code takes off the order a customize or
 * email-order page shows, before paying; the page then sends the discounted total as the checkout's
 * `price`. Answers the priced code, or 4xx with a DISCOUNT_CODE_* code the page translates.
 * Rate-limited per address: codes must not be guessable by trying.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { discountQuoteBodySchema, discountQuoteSchema } from '#shared/api/discount-codes.schemas.ts';
import { priceBookIdFor, quote } from '#shared/pricing.ts';
import { currentPriceBook } from '../catalog/catalog.service.ts';
import { quoteDiscount } from './discount-codes.service.ts';

export function registerDiscountCodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/discount-codes/quote',
    {
      schema: { body: discountQuoteBodySchema, response: { 200: discountQuoteSchema } },
      config: { rateLimit: routeLimits.discountQuote },
    },
    async (request) => {
      const body = request.body;
      const fromEmailOrder = body.fromEmailOrder === true;
      // The same book and quote checkout.service.ts charges from.
      const book = await currentPriceBook(
        ctx.database.db,
        priceBookIdFor({ locale: body.locale, variant: body.variant, fromEmailOrder }),
      );
      const priced = quote(book, body.productType, body.discountApplied);
      const discount = await quoteDiscount(ctx, {
        code: body.code,
        email: body.email,
        currency: book.currency,
        orderNowApplied: !fromEmailOrder && priced.discountApplied,
        lines: [{ productType: body.productType, amountMinor: priced.totalMinor }],
        subtotalMinor: priced.totalMinor,
      });
      return {
        code: discount.code,
        currency: book.currency,
        subtotalMinor: priced.totalMinor,
        discountMinor: discount.discountMinor,
        totalMinor: priced.totalMinor - discount.discountMinor,
      };
    },
  );
}
