/**
 * The storefront's catalogue (issue 21 §1): `GET /api/catalog?locale=&variant=&emailOrder=` -> the
 * products on sale and that storefront's price book with its `priceBookVersion`. Public, cheap (an
 * in-process snapshot at most a minute old, catalog.service.ts); the prerendered pages fill their
 * prices in from it after load (ADR 0021).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/ports/app-context.ts';
import { catalogQuerySchema, catalogResponseSchema } from '#shared/api/catalog.schemas.ts';
import { storefrontCatalog } from './catalog.service.ts';

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/catalog',
      { schema: { querystring: catalogQuerySchema, response: { 200: catalogResponseSchema } } },
      async (request) =>
        storefrontCatalog(ctx, {
          locale: request.query.locale,
          variant: request.query.variant,
          fromEmailOrder: request.query.emailOrder === 'true',
        }),
    );
}
