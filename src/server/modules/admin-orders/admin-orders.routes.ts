/**
 * Staff routes of the Orders and Preview requests pages (DESIGN.md "HTTP API"; issue 7 §3), all
 * behind `requireStaff` (401 UNAUTHORIZED without a staff session):
 * - `GET /api/admin/orders?q=&sort=&dir=&page=&pageSize=`: a page of paid orders, newest first;
 * - `GET /api/admin/orders/totals`: paid real orders and their amounts per currency, test orders apart;
 * - `GET /api/admin/orders/:id`: one order (404 ORDER_NOT_FOUND);
 * - `GET /api/admin/orders/:id/print-file`: the full-resolution print image as a download;
 * - `GET /api/admin/preview-requests?q=&page=&pageSize=`: customers waiting for a preview;
 * - `POST /api/admin/preview-requests/:customerId/send`: approve the artwork and send the order-link
 *   email (issue 8) -> `{data:{id}}`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff } from '#server/modules/admin/require-staff.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  adminOrderDetailSchema,
  adminOrderParamsSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminOrderTotalsSchema,
  previewRequestsQuerySchema,
  previewRequestsResponseSchema,
  previewSendParamsSchema,
  previewSendResponseSchema,
} from '#shared/api/admin-orders.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { getAdminOrder, getPrintFile, listAdminOrders } from './admin-orders.service.ts';
import { orderTotals } from './order-totals.service.ts';
import { listPreviewRequests } from './preview-requests.service.ts';
import { sendPreviewEmail } from './preview-send.service.ts';

/** Each send talks to the mail server; staff send a handful a minute (as `POST /api/admin/emails`). */
const previewSendLimit = { max: 30, timeWindow: '1 minute' };

export function registerAdminOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/orders',
    {
      schema: { querystring: adminOrdersQuerySchema, response: { 200: adminOrdersResponseSchema } },
      preHandler: requireStaff,
    },
    async (request) => listAdminOrders(ctx, request.query),
  );

  // A static path: Fastify's router takes it before `/api/admin/orders/:id`.
  r.get(
    '/api/admin/orders/totals',
    { schema: { response: { 200: adminOrderTotalsSchema } }, preHandler: requireStaff },
    async () => orderTotals(ctx),
  );

  r.get(
    '/api/admin/orders/:id',
    {
      schema: { params: adminOrderParamsSchema, response: { 200: adminOrderDetailSchema } },
      preHandler: requireStaff,
    },
    async (request) => getAdminOrder(ctx, request.params.id),
  );

  r.get(
    '/api/admin/orders/:id/print-file',
    { schema: { params: adminOrderParamsSchema }, preHandler: requireStaff },
    async (request, reply) => {
      const file = await getPrintFile(ctx, request.params.id);
      // The name is `order-{uuid}.{ext}`: plain ASCII, so no RFC 5987 encoding is needed.
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );

  r.get(
    '/api/admin/preview-requests',
    {
      schema: { querystring: previewRequestsQuerySchema, response: { 200: previewRequestsResponseSchema } },
      preHandler: requireStaff,
    },
    async (request) => listPreviewRequests(ctx, request.query),
  );

  r.post(
    '/api/admin/preview-requests/:customerId/send',
    {
      schema: { params: previewSendParamsSchema, response: { 200: previewSendResponseSchema } },
      preHandler: requireStaff,
      config: { rateLimit: previewSendLimit },
    },
    async (request) => {
      const staff = request.staff;
      if (!staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
      return { data: await sendPreviewEmail(ctx, request.params.customerId, staff.id) };
    },
  );
}
