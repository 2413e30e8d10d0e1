/**
 * A customer's artworks (issue 8; DESIGN.md "HTTP API"), both with the customer's own id in the
 * path (the id is the credential, as on the other customer routes):
 * - `GET /api/customers/:id/artworks` -> the artworks of the current photo, newest first;
 * - `POST /api/customers/:id/artworks {style, provider?}` -> 201 the queued artwork (200 when that
 *   style, of that provider when named, was asked for before and is queued, running or ready: the
 *   same artwork again); 422 IMAGE_REQUIRED without a photo; 422 ARTWORK_PROVIDER_UNAVAILABLE for a
 *   provider not configured for the style; 404 CUSTOMER_NOT_FOUND for an unknown id; 429
 *   ARTWORK_LIMIT_REACHED with the limit and the instant local preview's id when a generation limit
 *   holds (issue 20 §2).
 * And without a customer: `GET /api/artwork-providers` -> each style's hosted providers in order.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  type ArtworkLimitName,
  type ArtworkProviders,
  artworkListSchema,
  artworkProvidersSchema,
  artworkSchema,
  createArtworkBodySchema,
  createArtworkTooManySchema,
} from '#shared/api/artworks.schemas.ts';
import { customerParamsSchema } from '#shared/api/customers.schemas.ts';
import { listArtworks, requestArtwork } from './artworks.service.ts';

/** Per-address limits: the customize page polls the list while an artwork is made. */
export const artworkRouteLimits = {
  list: { max: 600, timeWindow: '1 minute' },
  /** Each new artwork costs a render (CPU, or a paid provider request). */
  create: { max: 30, timeWindow: '1 minute' },
};

/** English for logs and API callers; the storefront shows its own translated text. */
const limitMessages: Record<ArtworkLimitName, string> = {
  perCustomerDay: 'You have asked for the most artworks allowed today; the instant preview is kept',
  perPhoto: 'This photo has had the most artworks allowed; the instant preview is kept',
  perIpHour: 'Too many artworks were asked for from this address; try again in an hour',
  queueDepth: 'The shop is making too many artworks right now; try again in a few minutes',
  dailySpendCap: 'The artwork service has reached its daily limit; the instant preview is shown instead',
};

export function registerArtworkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/artwork-providers',
    { schema: { response: { 200: artworkProvidersSchema } } },
    async (): Promise<ArtworkProviders> => ({
      styles: { painterly: ctx.stylizers.chainFor('painterly'), cel: ctx.stylizers.chainFor('cel') },
    }),
  );

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
        response: { 200: artworkSchema, 201: artworkSchema, 429: createArtworkTooManySchema },
      },
      config: { rateLimit: artworkRouteLimits.create },
    },
    async (request, reply) => {
      const { style, provider } = request.body;
      const result = await requestArtwork(ctx, request.params.id, style, request.ip, provider);
      if (result.limit || !result.artwork) {
        // Issue 20 §2: the customer keeps (or gets) the instant local preview; the page says why.
        return reply.status(429).send({
          error: { code: 'ARTWORK_LIMIT_REACHED', message: limitMessages[result.limit ?? 'perCustomerDay'] },
          limit: result.limit ?? 'perCustomerDay',
          localPreviewId: result.localPreviewId,
        });
      }
      return reply.status(result.created ? 201 : 200).send(result.artwork);
    },
  );
}
