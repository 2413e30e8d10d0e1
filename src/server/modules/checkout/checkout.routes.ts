/** POST /api/checkout (SPEC §7 create-checkout) and POST /api/checkout/session (get-session). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutSessionResponseSchema,
  sessionLookupBodySchema,
} from '../../../shared/api/checkout.schemas.ts';
import { AppError } from '../../../shared/errors.ts';
import type { AppContext } from '../../app-context.ts';
import { createCheckout } from './checkout.service.ts';

export function registerCheckoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/checkout',
    {
      schema: { body: checkoutRequestSchema, response: { 200: checkoutResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => createCheckout(ctx, request.body),
  );

  r.post(
    '/api/checkout/session',
    { schema: { body: sessionLookupBodySchema, response: { 200: checkoutSessionResponseSchema } } },
    async (request) => {
      const session = await ctx.payments.retrieveCheckoutSession(request.body.sessionId);
      if (!session) throw new AppError('CHECKOUT_SESSION_NOT_FOUND', 'No checkout session with that id');
      return {
        id: session.id,
        payment_intent: session.paymentIntentId,
        payment_status: session.paymentStatus,
        amount_total: session.amountTotalMinor,
        currency: session.currency.toLowerCase(),
        metadata: session.metadata,
      };
    },
  );
}
