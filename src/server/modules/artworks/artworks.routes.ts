/**
 * A customer's artworks (issue 8; DESIGN.md "HTTP API"), both with the customer's own id in the
 * path (the id is the credential, as on the other customer routes):
 * - `GET /api/customers/:id/artworks` -> the artworks of the current photo, newest first;
 * - `POST /api/customers/:id/artworks {style}` -> 201 the queued artwork (200 when that style was
 *   asked for before and is queued, running or ready: the same artwork again); 422 IMAGE_REQUIRED
 *   without a photo; 404 CUSTOMER_NOT_FOUND for an unknown id.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/ports/app-context.ts';
import { artworkListSchema, artworkSchema, createArtworkBodySchema } from '#shared/api/artworks.schemas.ts';
import { customerParamsSchema } from '#shared/api/customers.schemas.ts';
import { listArtworks, requestArtwork } from './artworks.service.ts';

/** Per-address limits: the customize page polls the list while an artwork is made. */
export const artworkRouteLimits = {
  list: { max: 600, timeWindow: '1 minute' },
  /** Each new artwork costs a render (CPU, or a paid provider request). */
  create: { max: 30, timeWindow: '1 minute' },
};

export function registerArtworkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/customers/:id/artworks',
    {
      schema: { params: customerParamsSchema, response: { 200: artworkListSchema } },
      config: { rateLimit: artworkRouteLimits.list },
    },
    async (request) => listArtworks(ctx, request.params.id),
  );

  r.post(
    '/api/customers/:id/artworks',
    {
      schema: {
        params: customerParamsSchema,
        body: createArtworkBodySchema,
        response: { 200: artworkSchema, 201: artworkSchema },
      },
      config: { rateLimit: artworkRouteLimits.create },
    },
    async (request, reply) => {
      const { artwork, created } = await requestArtwork(ctx, request.params.id, request.body.style);
      return reply.status(created ? 201 : 200).send(artwork);
    },
  );
}
