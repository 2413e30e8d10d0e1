/** POST /api/orders/confirm: the success page's idempotent order save (SPEC §2.8, §4). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmOrderResponseSchema, sessionLookupBodySchema } from '../../../shared/api/checkout.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { confirmCheckoutSession } from './orders.service.ts';

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/orders/confirm',
      { schema: { body: sessionLookupBodySchema, response: { 200: confirmOrderResponseSchema } } },
      async (request) => confirmCheckoutSession(ctx, request.body.sessionId),
    );
}
