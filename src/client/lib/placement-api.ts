/**
 * Client of the artwork's placement (issue 20 §5; DESIGN.md "HTTP API, next capabilities": `PUT
 * /api/customers/:id/placement`). The customer's own id in the path is the credential. Failures are
 * `ApiError`s (api-request.ts): PLACEMENT_OUTSIDE_PRINT_AREA, CUSTOMER_NOT_FOUND, VALIDATION_FAILED.
 */
import { type PlacementBody, placementResponseSchema } from '#shared/api/placement.schemas.ts';
import { request } from './api-request.ts';

export const placementApi = {
  /** Saves the placement on the customer's record; returns it with the photo's effective DPI. */
  save: (customerId: string, body: PlacementBody) =>
    request(
      `/api/customers/${encodeURIComponent(customerId)}/placement`,
      { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      placementResponseSchema,
    ),
};
