/**
 * Client of a customer's artworks (issue 8; DESIGN.md "HTTP API" `GET/POST
 * /api/customers/:id/artworks`). The customer's own id in the path is the credential. Failures are
 * `ApiError`s (see api-request.ts): CUSTOMER_NOT_FOUND, VALIDATION_FAILED, RATE_LIMITED, ...
 */
import { artworkListSchema, artworkProvidersSchema, artworkSchema } from '#shared/api/artworks.schemas.ts';
import type { ArtworkStyle, HostedArtworkProvider } from '#shared/artwork.ts';
import { postJson, request } from './api-request.ts';

const path = (customerId: string) => `/api/customers/${encodeURIComponent(customerId)}/artworks`;

export const artworksApi = {
  /** GET /api/customers/:id/artworks: the artworks of the customer's current photo, newest first. */
  list: (customerId: string) => request(path(customerId), { method: 'GET' }, artworkListSchema),

  /**
   * POST /api/customers/:id/artworks: asks for `style` of the current photo (made by `provider`
   * first when named, issue 20 §1); returns the artwork shown first.
   */
  create: (customerId: string, style: ArtworkStyle, provider?: HostedArtworkProvider) =>
    request(path(customerId), postJson(provider ? { style, provider } : { style }), artworkSchema),

  /** GET /api/artwork-providers: each style's hosted providers, in the order they are tried. */
  providers: () => request('/api/artwork-providers', { method: 'GET' }, artworkProvidersSchema),
};
