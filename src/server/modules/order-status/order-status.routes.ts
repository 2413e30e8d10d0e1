/**
 * The customer's order status without an account (issue 19 §7):
 * - `GET /api/orders/status/:token`: the order a private status link opens; 404 ORDER_LINK_INVALID
 *   for any link that does not (or no longer) open one. The token is masked in request logs.
 * - `POST /api/orders/lookup` `{orderNumber, email}`: 202 always; the link is emailed on a match.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  orderLookupBodySchema,
  orderLookupResponseSchema,
  orderStatusSchema,
  orderStatusTokenParamsSchema,
} from '#shared/api/order-status.schemas.ts';
import { requestStatusLink } from './order-lookup.service.ts';
import { orderStatusView } from './order-status-links.service.ts';

export function registerOrderStatusRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/orders/status/:token',
    {
      schema: { params: orderStatusTokenParamsSchema, response: { 200: orderStatusSchema } },
      config: { rateLimit: routeLimits.orderStatus },
    },
    async (request, reply) => {
      // A private page: no shared cache keeps it, no Referer carries anything of it.
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      return orderStatusView(ctx, request.params.token);
    },
  );

  r.post(
    '/api/orders/lookup',
    {
      schema: { body: orderLookupBodySchema, response: { 202: orderLookupResponseSchema } },
      config: { rateLimit: routeLimits.orderLookup },
    },
    async (request, reply) => {
      await requestStatusLink(ctx, request.body);
      return reply.status(202).send({ accepted: true });
    },
  );
}
