/** GET /api/email-orders?email=&sig= (DESIGN.md HTTP API; SPEC §2.10 email order page). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/app-context.ts';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import { emailOrderQuerySchema, emailOrderSchema } from '#shared/api/email-orders.schemas.ts';
import { getSignedEmailOrderArtwork } from './email-orders.service.ts';

export function registerEmailOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/email-orders',
    {
      schema: { querystring: emailOrderQuerySchema, response: { 200: emailOrderSchema } },
      config: { rateLimit: routeLimits.emailOrder },
    },
    async (request) => {
      const { imageUrl, generatedImageUrl, locale } = await getSignedEmailOrderArtwork(
        ctx,
        request.query.email,
        request.query.sig,
      );
      return { imageUrl, generatedImageUrl, locale };
    },
  );
}
