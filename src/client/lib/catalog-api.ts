/**
 * Client of the storefront's catalogue (issue 21 §1): `GET /api/catalog` answers the products on sale
 * and the price book of one storefront, which the prerendered pages fill their prices in from
 * (ADR 0020). Failures are `ApiError`s (see api-request.ts).
 */
import { catalogResponseSchema } from '#shared/api/catalog.schemas.ts';
import type { StorefrontContext } from '#shared/pricing.ts';
import { request } from './api-request.ts';

export const catalogApi = {
  /** GET /api/catalog?locale=&variant=&emailOrder=: the storefront's live catalogue with `priceBookVersion`. */
  get: (context: StorefrontContext) => {
    const query = new URLSearchParams({
      locale: context.locale,
      variant: context.variant,
      emailOrder: context.fromEmailOrder ? 'true' : 'false',
    });
    return request(`/api/catalog?${query}`, { method: 'GET' }, catalogResponseSchema);
  },
};
