/**
 * HTTP route of the artwork's placement (issue 20 §5; DESIGN.md "HTTP API, next capabilities"):
 * `PUT /api/customers/:id/placement` `{side, x, y, scale, rotation, crop, text?, imageAspect?}` ->
 * the saved placement with `effectiveDpi`; 404 CUSTOMER_NOT_FOUND, 400 VALIDATION_FAILED, 422
 * PLACEMENT_OUTSIDE_PRINT_AREA. The customer's own id in the path is the credential.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { customerParamsSchema } from '#shared/api/customers.schemas.ts';
import { apiErrorSchema } from '#shared/api/errors.schemas.ts';
import { placementBodySchema, placementResponseSchema } from '#shared/api/placement.schemas.ts';
import { savePlacement } from './placement.service.ts';

export function registerPlacementRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/customers/:id/placement',
    {
      schema: {
        params: customerParamsSchema,
        body: placementBodySchema,
        response: { 200: placementResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
      },
      config: { rateLimit: routeLimits.updateCustomer },
    },
    async (request) => savePlacement(ctx, request.params.id, request.body),
  );
}
