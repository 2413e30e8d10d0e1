/**
 * Client of staff's catalogue and price books (issue 21 §1; pages /admin/catalog and /admin/prices).
 * Every call needs the staff session cookie (401 UNAUTHORIZED without). A save answers 422
 * CATALOG_INVALID with the failing `field` on the `ApiError`, 409 CATALOG_VERSION_CONFLICT when
 * someone saved in between (see api-request.ts).
 */
import {
  adminPriceBookListSchema,
  adminPriceBookSchema,
  adminProductListSchema,
  adminProductSchema,
  type CatalogChangesQuery,
  catalogChangesPageSchema,
  type SavePriceBookBody,
  type SaveProductBody,
} from '#shared/api/admin-catalog.schemas.ts';
import { putJson, request } from './api-request.ts';

export const adminCatalogApi = {
  /** GET /api/admin/price-books: every book with its storefronts and the check on save. */
  priceBooks: () => request('/api/admin/price-books', { method: 'GET' }, adminPriceBookListSchema),

  /** PUT /api/admin/price-books/:id: the saved version. @throws ApiError CATALOG_INVALID, CATALOG_VERSION_CONFLICT. */
  savePriceBook: (id: string, body: SavePriceBookBody) =>
    request(`/api/admin/price-books/${encodeURIComponent(id)}`, putJson(body), adminPriceBookSchema),

  /** GET /api/admin/products: every product, on sale or not. */
  products: () => request('/api/admin/products', { method: 'GET' }, adminProductListSchema),

  /** PUT /api/admin/products/:type: the saved version. @throws ApiError CATALOG_INVALID, CATALOG_VERSION_CONFLICT. */
  saveProduct: (type: string, body: SaveProductBody) =>
    request(`/api/admin/products/${encodeURIComponent(type)}`, putJson(body), adminProductSchema),

  /** GET /api/admin/catalog-changes: the history, newest first, 50 a page. */
  changes: (query: CatalogChangesQuery = {}) => {
    const params = new URLSearchParams();
    if (query.entity) params.set('entity', query.entity);
    if (query.entityId) params.set('entityId', query.entityId);
    if (query.page) params.set('page', String(query.page));
    const suffix = params.size > 0 ? `?${params}` : '';
    return request(`/api/admin/catalog-changes${suffix}`, { method: 'GET' }, catalogChangesPageSchema);
  },
};
