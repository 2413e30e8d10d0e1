/**
 * `POST /api/email-orders/renewals` `{email, sig, locale}` (issue 17 §5): 202, a new email-order
 * link is mailed to the link's own address (link-renewal.service.ts). Registered by
 * registerEmailRoutes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { emailOrderRenewalBodySchema, emailOrderRenewalResponseSchema } from '#shared/api/email-orders.schemas.ts';
import { renewEmailOrderLink } from './link-renewal.service.ts';

export function registerLinkRenewalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/email-orders/renewals',
    {
      schema: { body: emailOrderRenewalBodySchema, response: { 202: emailOrderRenewalResponseSchema } },
      config: { rateLimit: routeLimits.emailOrderRenewal },
    },
    async (request, reply) => {
      const { email, sig, locale } = request.body;
      await renewEmailOrderLink(ctx, email, sig, locale);
      return reply.status(202).send({ sent: true });
    },
  );
}
