/**
 * POST /api/orders/confirm: the success page's idempotent order save (SPEC §2.8, §4), answering the
 * order with every line, its fees and discount code (issue 21 §4).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  confirmOrderResponseSchema,
  sessionLookupBodySchema,
  sessionLookupHeadersSchema,
} from '#shared/api/checkout.schemas.ts';
import { customerIdHeader } from '#shared/api/customers.schemas.ts';
import { orderItemsOf } from '../order-lines/order-lines.service.ts';
import { statusLinkFor, withDesignImage } from './order-confirmation.service.ts';
import { confirmCheckoutSession, isOwnOrder, orderViewFor } from './orders.service.ts';

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/orders/confirm',
    {
      schema: {
        body: sessionLookupBodySchema,
        headers: sessionLookupHeadersSchema,
        response: { 200: confirmOrderResponseSchema },
      },
      config: { rateLimit: routeLimits.sessionLookup },
    },
    async (request) => {
      const { created, order } = await confirmCheckoutSession(ctx, request.body.sessionId);
      // The session id travels in the success URL; only the customer's own id unlocks personal data:
      // the email, the address and the design thumbnail (issue 6 point 1, issue 11; SPEC §2.8).
      // The private status link (issue 19 §7) likewise: the session id alone never yields it.
      // Every line of the order (issue 21 §4); their artwork previews only for its own customer.
      const viewer = request.headers[customerIdHeader];
      const own = isOwnOrder(order, viewer);
      const items = (await orderItemsOf(ctx.database.db, order.id, own)) ?? {};
      if (!own) return { created, order: { ...orderViewFor(order, viewer), ...items } };
      return {
        created,
        order: { ...(await withDesignImage(ctx, order)), statusUrl: await statusLinkFor(ctx, order.id), ...items },
      };
    },
  );
}
