/**
 * HTTP routes of the cart (issue 21 §4; DESIGN.md "HTTP API, next capabilities"):
 * `GET /api/customers/:id/cart?locale=&variant=` and `PUT /api/customers/:id/cart` -> the priced
 * cart; 404 CUSTOMER_NOT_FOUND, 400 VALIDATION_FAILED (quantity outside 1-10, more than 20 lines,
 * unknown product), 422 PRODUCT_NOT_AVAILABLE / COLOR_NOT_AVAILABLE / ARTWORK_NOT_READY, 404
 * ARTWORK_NOT_FOUND, and for a typed `discountCode` the single-item quote's DISCOUNT_CODE_* errors
 * (422, or 409 used up / already used; issue 21 §3). The customer's own id in the path is the credential.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { cartBodySchema, cartQuerySchema, cartResponseSchema } from '#shared/api/cart.schemas.ts';
import { customerParamsSchema } from '#shared/api/customers.schemas.ts';
import { apiErrorSchema } from '#shared/api/errors.schemas.ts';
import { getCart, saveCart } from './cart.service.ts';

export function registerCartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/customers/:id/cart',
    {
      schema: {
        params: customerParamsSchema,
        querystring: cartQuerySchema,
        response: { 200: cartResponseSchema, 404: apiErrorSchema },
      },
      config: { rateLimit: routeLimits.readCustomer },
    },
    async (request, reply) => {
      // The cart changes with every save: never from a cache.
      reply.header('cache-control', 'no-store');
      return getCart(ctx, request.params.id, request.query);
    },
  );
  r.put(
    '/api/customers/:id/cart',
    {
      schema: {
        params: customerParamsSchema,
        body: cartBodySchema,
        response: { 200: cartResponseSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema },
      },
      config: { rateLimit: routeLimits.updateCustomer },
    },
    async (request) => saveCart(ctx, request.params.id, request.body),
  );
}
