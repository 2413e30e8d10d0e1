/**
 * Routes of a customer's own data (issue 17 point 6), for the holder of the customer id:
 * - `DELETE /api/customers/:id/photo`: deletes the photo and its artworks (photo-deletion.service.ts)
 *   and answers the customer record, now without an image. 404 CUSTOMER_NOT_FOUND, 400 for a
 *   malformed id, 429 past the limit.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/ports/app-context.ts';
import { customerParamsSchema, customerSchema } from '#shared/api/customers.schemas.ts';
import { toCustomer } from '../customer-records/customer-records.service.ts';
import { deleteCustomerPhoto } from './photo-deletion.service.ts';

/** Per-address limits of these routes (see plugins/rate-limits.ts for the shop-wide ones). */
export const customerDataLimits = {
  /** A person deletes a photo now and then; each deletion reads and writes storage. */
  deletePhoto: { max: 20, timeWindow: '1 minute' },
};

/** Registers the routes above; call once from buildApp. */
export function registerCustomerDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/customers/:id/photo',
    {
      schema: { params: customerParamsSchema, response: { 200: customerSchema } },
      config: { rateLimit: customerDataLimits.deletePhoto },
    },
    async (request) => toCustomer(await deleteCustomerPhoto(ctx, request.params.id)),
  );
}
