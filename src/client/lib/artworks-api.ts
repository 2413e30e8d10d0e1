/**
 * Client of a customer's artworks (issue 8; DESIGN.md "HTTP API" `GET/POST
 * /api/customers/:id/artworks`). The customer's own id in the path is the credential. Failures are
 * `ApiError`s (see api-client.ts): CUSTOMER_NOT_FOUND, VALIDATION_FAILED, RATE_LIMITED, ...
 */
import { artworkListSchema, artworkSchema } from '#shared/api/artworks.schemas.ts';
import type { ArtworkStyle } from '#shared/artwork.ts';
import { postJson, request } from './api-client.ts';

const path = (customerId: string) => `/api/customers/${encodeURIComponent(customerId)}/artworks`;

export const artworksApi = {
  /** GET /api/customers/:id/artworks: the artworks of the customer's current photo, newest first. */
  list: (customerId: string) => request(path(customerId), { method: 'GET' }, artworkListSchema),

  /** POST /api/customers/:id/artworks: asks for `style` of the current photo; returns the artwork. */
  create: (customerId: string, style: ArtworkStyle) => request(path(customerId), postJson({ style }), artworkSchema),
};
