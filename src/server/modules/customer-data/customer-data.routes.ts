/**
 * Routes of a customer's own data (issue 17 point 6), for the holder of the customer id:
 * - `DELETE /api/customers/:id/photo`: deletes the photo and its artworks (photo-deletion.service.ts)
 *   and answers the customer record, now without an image. 404 CUSTOMER_NOT_FOUND, 400 for a
 *   malformed id, 429 past the limit.
 * - `POST /api/admin/customers/:customerId/erasure` (issue 19 §9), staff only (401 without a staff
 *   session): erases the customer on request (customer-erasure.service.ts) and answers the order
 *   numbers kept without personal data. 404 CUSTOMER_NOT_FOUND, 400 for a malformed id. Written to
 *   the staff audit log as `customer_erased` with the order numbers (never the customer id or email).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '#server/modules/admin/audit-log.service.ts';
import { requireStaff } from '#server/modules/admin/require-staff.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  customerErasureParamsSchema,
  customerErasureSchema,
  customerParamsSchema,
  customerSchema,
} from '#shared/api/customers.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { toCustomer } from '../customer-records/customer-records.service.ts';
import { eraseCustomer } from './customer-erasure.service.ts';
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

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/customers/:customerId/erasure',
    {
      schema: { params: customerErasureParamsSchema, response: { 200: customerErasureSchema } },
      preHandler: requireStaff,
    },
    async (request) => {
      const staff = request.staff;
      if (!staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
      const result = await eraseCustomer(ctx, request.params.customerId);
      await recordAudit(ctx.database.db, request, {
        staff,
        action: 'customer_erased',
        target: result.orderNumbers.length > 0 ? `orders ${result.orderNumbers.join(' ')}` : 'no orders',
        status: 200,
      });
      return result;
    },
  );
}
