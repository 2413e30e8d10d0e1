/**
 * Staff's catalogue and price books (issue 21 §1; pages /admin/catalog and /admin/prices), behind
 * `requireStaff` (401 without a staff session, 403 for a mutation from another origin):
 *
 *   GET /api/admin/price-books              -> {priceBooks}
 *   GET /api/admin/price-books/:id          -> the book; 404 PRICE_BOOK_NOT_FOUND
 *   PUT /api/admin/price-books/:id {…}      -> the saved version; 422 CATALOG_INVALID naming the field,
 *                                              409 CATALOG_VERSION_CONFLICT
 *   GET /api/admin/products                 -> {products}
 *   PUT /api/admin/products/:type {…}       -> the saved version; 404 PRODUCT_NOT_FOUND, 422, 409
 *   GET /api/admin/catalog-changes?entity=&entityId=&page= -> the history, newest first
 *
 * A body that fails its schema is answered 422 CATALOG_INVALID with the first failing field
 * (`discounted.items.tshirt`, `original.items.mug` for an unknown product), and nothing is saved.
 * Each save is in the staff audit log with the book or product as its target.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import { recordAudit } from '#server/modules/admin/audit-log.service.ts';
import { requireStaff } from '#server/modules/admin/require-staff.ts';
import { parseBodyOrFieldError } from '#server/plugins/field-error-body.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  adminPriceBookListSchema,
  adminPriceBookSchema,
  adminProductListSchema,
  adminProductSchema,
  catalogChangesPageSchema,
  catalogChangesQuerySchema,
  priceBookParamsSchema,
  productParamsSchema,
  savePriceBookBodySchema,
  saveProductBodySchema,
} from '#shared/api/admin-catalog.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { listCatalogChanges } from './catalog-changes.service.ts';
import { type CatalogEditor, getPriceBook, listPriceBooks, savePriceBook } from './price-books.service.ts';
import { listProducts, saveProduct } from './products.service.ts';

function editor(request: FastifyRequest): CatalogEditor {
  if (!request.staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
  return { id: request.staff.id, email: request.staff.email };
}

const parseBody = <T>(schema: z.ZodMiniType<T>, body: unknown): T =>
  parseBodyOrFieldError('CATALOG_INVALID', schema, body);

export function registerCatalogAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get(
    '/api/admin/price-books',
    { schema: { response: { 200: adminPriceBookListSchema } }, preHandler: requireStaff },
    async () => ({ priceBooks: await listPriceBooks(db) }),
  );

  r.get(
    '/api/admin/price-books/:id',
    { schema: { params: priceBookParamsSchema, response: { 200: adminPriceBookSchema } }, preHandler: requireStaff },
    async (request) => getPriceBook(db, request.params.id),
  );

  r.put(
    '/api/admin/price-books/:id',
    {
      schema: {
        params: priceBookParamsSchema,
        body: savePriceBookBodySchema,
        response: { 200: adminPriceBookSchema },
      },
      // The schema documents the body; a failing one is answered 422 with its field (parseBody).
      attachValidation: true,
      preHandler: requireStaff,
    },
    async (request) => {
      const body = parseBody(savePriceBookBodySchema, request.body);
      const saved = await savePriceBook(db, request.params.id, body, editor(request));
      await recordAudit(db, request, {
        staff: editor(request),
        action: 'price_book_saved',
        target: saved.id,
        status: 200,
      });
      return saved;
    },
  );

  r.get(
    '/api/admin/products',
    { schema: { response: { 200: adminProductListSchema } }, preHandler: requireStaff },
    async () => ({ products: await listProducts(db) }),
  );

  r.put(
    '/api/admin/products/:type',
    {
      schema: { params: productParamsSchema, body: saveProductBodySchema, response: { 200: adminProductSchema } },
      attachValidation: true,
      preHandler: requireStaff,
    },
    async (request) => {
      const body = parseBody(saveProductBodySchema, request.body);
      const saved = await saveProduct(db, request.params.type, body, editor(request));
      await recordAudit(db, request, {
        staff: editor(request),
        action: 'product_saved',
        target: saved.type,
        status: 200,
      });
      return saved;
    },
  );

  r.get(
    '/api/admin/catalog-changes',
    {
      schema: { querystring: catalogChangesQuerySchema, response: { 200: catalogChangesPageSchema } },
      preHandler: requireStaff,
    },
    async (request) => listCatalogChanges(db, request.query),
  );
}
