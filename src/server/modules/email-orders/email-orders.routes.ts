/**
 * Email-order routes (DESIGN.md HTTP API; SPEC §2.10 email order page; issue 17 §5):
 * `GET /api/email-orders?email=&sig=`: what the link shows and its print's effective DPI; 404 EMAIL_ORDER_NOT_FOUND, 410
 * EMAIL_ORDER_LINK_EXPIRED (also the old HMAC links) or EMAIL_ORDER_LINK_REVOKED, each without
 * anything of the customer. Renewing a link mails one, so it is the emails module's
 * (emails/link-renewal.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { emailOrderQuerySchema, emailOrderSchema } from '#shared/api/email-orders.schemas.ts';
import { getEmailOrderOfLink, printImageDpi } from './email-orders.service.ts';

export function registerEmailOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/email-orders',
    {
      schema: { querystring: emailOrderQuerySchema, response: { 200: emailOrderSchema } },
      config: { rateLimit: routeLimits.emailOrder },
    },
    async (request) => {
      const { imageUrl, generatedImageUrl, artworkProvider, locale, print } = await getEmailOrderOfLink(
        ctx,
        request.query.email,
        request.query.sig,
      );
      return { imageUrl, generatedImageUrl, artworkProvider, locale, printDpi: await printImageDpi(ctx, print) };
    },
  );
}
