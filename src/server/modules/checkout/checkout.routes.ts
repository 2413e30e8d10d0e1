/** POST /api/checkout (SPEC §7 create-checkout) and POST /api/checkout/session (get-session). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { cartCheckoutRequestSchema } from '#shared/api/cart.schemas.ts';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutSessionResponseSchema,
  sessionLookupBodySchema,
  sessionLookupHeadersSchema,
} from '#shared/api/checkout.schemas.ts';
import { customerIdHeader } from '#shared/api/customers.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { createCartCheckout } from './cart-checkout.service.ts';
import { createCheckout } from './checkout.service.ts';

export function registerCheckoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/checkout',
    {
      // Buy-now (SPEC §3's checkout request) or the saved cart (`cart: true`, issue 21 §4).
      schema: {
        body: z.union([cartCheckoutRequestSchema, checkoutRequestSchema]),
        response: { 200: checkoutResponseSchema },
      },
      config: { rateLimit: routeLimits.checkout },
    },
    async (request) =>
      'cart' in request.body ? createCartCheckout(ctx, request.body) : createCheckout(ctx, request.body),
  );

  r.post(
    '/api/checkout/session',
    {
      schema: {
        body: sessionLookupBodySchema,
        headers: sessionLookupHeadersSchema,
        response: { 200: checkoutSessionResponseSchema },
      },
      config: { rateLimit: routeLimits.sessionLookup },
    },
    async (request) => {
      const session = await ctx.payments.retrieveCheckoutSession(request.body.sessionId);
      if (!session) throw new AppError('CHECKOUT_SESSION_NOT_FOUND', 'No checkout session with that id');
      // The customer id is a credential, and an email order's image is the customer's photo: only
      // the holder of the id gets them back (issue 6 point 1).
      const { customerId, printImageUrl, printImageKey, ...metadata } = session.metadata;
      const own = request.headers[customerIdHeader] !== undefined && request.headers[customerIdHeader] === customerId;
      return {
        id: session.id,
        payment_intent: session.paymentIntentId,
        payment_status: session.paymentStatus,
        amount_total: session.amountTotalMinor,
        currency: session.currency.toLowerCase(),
        metadata: own ? session.metadata : metadata,
      };
    },
  );
}
