/**
 * Staff routes of the Orders and Preview requests pages (DESIGN.md "HTTP API"; issue 7 §3), all
 * behind `requireStaff` (401 UNAUTHORIZED without a staff session):
 * - `GET /api/admin/orders?q=&status=&from=&to=&mode=&sort=&dir=&page=&pageSize=`: a page of orders,
 *   newest first, searched by order number, email, name or postcode (issue 19 §1);
 * - `GET /api/admin/orders.csv?…`: the same filtered list as a CSV download;
 * - `GET /api/admin/orders/totals`: paid real orders and their amounts per currency, test orders apart;
 * - `GET /api/admin/orders/:orderNumber`: one order, by `WT-…` number or old UUID (404 ORDER_NOT_FOUND);
 * - `GET /api/admin/orders/:orderNumber/print-file`: the full-resolution print image as a download;
 * - `POST /api/admin/orders/:orderNumber/transitions`: a status change (issue 19 §2), also written to
 *   the staff audit log; `cancelled` also refunds the payment in full (issue 19 §5, modules/refunds);
 * - `POST /api/admin/orders/:orderNumber/refunds`: a full or partial refund (issue 19 §5), audited;
 * - `GET /api/admin/preview-requests?q=&page=&pageSize=`: customers waiting for a preview;
 * - `POST /api/admin/preview-requests/:customerId/send`: approve the artwork and send the order-link
 *   email (issue 8) -> `{data:{id}}`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '#server/modules/admin/audit-log.service.ts';
import { requireStaff } from '#server/modules/admin/require-staff.ts';
import { transitionOrder } from '#server/modules/order-lifecycle/order-lifecycle.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  adminOrderDetailSchema,
  adminOrderParamsSchema,
  adminOrdersFilterSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminOrderTotalsSchema,
  orderRefundBodySchema,
  orderRefundSchema,
  orderTransitionBodySchema,
  previewRequestsQuerySchema,
  previewRequestsResponseSchema,
  previewSendParamsSchema,
  previewSendResponseSchema,
} from '#shared/api/admin-orders.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { cancelOrder } from '../refunds/cancel-order.service.ts';
import { refundOrder } from '../refunds/refunds.service.ts';
import { findOrderId, getAdminOrder, getPrintFile, listAdminOrders } from './admin-orders.service.ts';
import { orderTotals } from './order-totals.service.ts';
import { ordersCsv } from './orders-csv.service.ts';
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

  r.get(
    '/api/admin/orders.csv',
    { schema: { querystring: adminOrdersFilterSchema }, preHandler: requireStaff },
    async (request, reply) => {
      const { csv, fileName } = await ordersCsv(ctx, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );

  // A static path: Fastify's router takes it before `/api/admin/orders/:orderNumber`.
  r.get(
    '/api/admin/orders/totals',
    { schema: { response: { 200: adminOrderTotalsSchema } }, preHandler: requireStaff },
    async () => orderTotals(ctx),
  );

  r.get(
    '/api/admin/orders/:orderNumber',
    {
      schema: { params: adminOrderParamsSchema, response: { 200: adminOrderDetailSchema } },
      preHandler: requireStaff,
    },
    async (request) => getAdminOrder(ctx, request.params.orderNumber),
  );

  r.post(
    '/api/admin/orders/:orderNumber/transitions',
    {
      schema: {
        params: adminOrderParamsSchema,
        body: orderTransitionBodySchema,
        response: { 200: adminOrderDetailSchema },
      },
      preHandler: requireStaff,
    },
    async (request) => {
      const staff = request.staff;
      if (!staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
      const order = await findOrderId(ctx, request.params.orderNumber);
      const { body } = request;
      // Cancelling refunds the payment in full, in the same use case (issue 19 §5).
      const moved =
        body.to === 'cancelled'
          ? await cancelOrder(ctx, { orderId: order.id, staffUserId: staff.id, note: body.note })
          : await transitionOrder(
              { db: ctx.database.db, jobs: ctx.jobs },
              {
                orderId: order.id,
                to: body.to,
                actor: { kind: 'staff', staffUserId: staff.id },
                note: body.note,
                shipment:
                  body.carrier !== undefined || body.trackingNumber !== undefined
                    ? {
                        carrier: body.carrier ?? '',
                        trackingNumber: body.trackingNumber ?? '',
                        trackingUrl: body.trackingUrl,
                      }
                    : null,
              },
            );
      await recordAudit(ctx.database.db, request, {
        staff,
        action: 'order_status_changed',
        target: `${order.orderNumber} ${moved.from} -> ${moved.to}`,
        status: 200,
      });
      return getAdminOrder(ctx, order.id);
    },
  );

  r.post(
    '/api/admin/orders/:orderNumber/refunds',
    {
      schema: {
        params: adminOrderParamsSchema,
        body: orderRefundBodySchema,
        response: { 201: orderRefundSchema },
      },
      preHandler: requireStaff,
    },
    async (request, reply) => {
      const staff = request.staff;
      if (!staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
      const order = await findOrderId(ctx, request.params.orderNumber);
      const refund = await refundOrder(ctx, {
        orderId: order.id,
        amountMinor: request.body.amountMinor,
        reason: request.body.reason,
        staffUserId: staff.id,
      });
      await recordAudit(ctx.database.db, request, {
        staff,
        action: 'order_refunded',
        target: `${order.orderNumber} ${refund.amountMinor} ${refund.currency} ${refund.status}`,
        status: 201,
      });
      return reply.code(201).send(refund);
    },
  );

  r.get(
    '/api/admin/orders/:orderNumber/print-file',
    { schema: { params: adminOrderParamsSchema }, preHandler: requireStaff },
    async (request, reply) => {
      const file = await getPrintFile(ctx, request.params.orderNumber);
      // The name is `order-WT-7K3M9Q.{ext}`: plain ASCII, so no RFC 5987 encoding is needed.
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
