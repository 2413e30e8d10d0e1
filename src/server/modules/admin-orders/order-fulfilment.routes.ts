/**
 * Staff routes of an order's fulfilment (issue 19 §3), behind `requireStaff`:
 * - `POST /api/admin/orders/:orderNumber/fulfilment`: "Send to {provider}": queues the submission
 *   (202 `{queued:true}`), written to the staff audit log; 409 FULFILMENT_UNAVAILABLE with the manual
 *   provider, 409 FULFILMENT_NOT_SUBMITTABLE when the provider has the order or it is not paid or held;
 * - `GET /api/admin/orders/:orderNumber/packing-slip`: the printable packing slip (HTML, the order's
 *   language) for orders fulfilled by hand.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '#server/modules/admin/audit-log.service.ts';
import { requireStaff } from '#server/modules/admin/require-staff.ts';
import { requestSubmission } from '#server/modules/fulfilment/fulfilment-submission.service.ts';
import { packingSlipHtml } from '#server/modules/fulfilment/packing-slip.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { adminOrderParamsSchema, fulfilmentSubmitResponseSchema } from '#shared/api/admin-orders.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { findOrderId } from './admin-orders.service.ts';

export function registerOrderFulfilmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/orders/:orderNumber/fulfilment',
    {
      schema: { params: adminOrderParamsSchema, response: { 202: fulfilmentSubmitResponseSchema } },
      preHandler: requireStaff,
    },
    async (request, reply) => {
      const staff = request.staff;
      if (!staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
      const order = await findOrderId(ctx, request.params.orderNumber);
      await requestSubmission(ctx, order);
      await recordAudit(ctx.database.db, request, {
        staff,
        action: 'order_sent_to_fulfilment',
        target: `${order.orderNumber} -> ${ctx.fulfilment.name}`,
        status: 202,
      });
      return reply.status(202).send({ queued: true });
    },
  );

  r.get(
    '/api/admin/orders/:orderNumber/packing-slip',
    { schema: { params: adminOrderParamsSchema }, preHandler: requireStaff },
    async (request, reply) => {
      const order = await findOrderId(ctx, request.params.orderNumber);
      const slip = await packingSlipHtml(ctx, order.id);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', `inline; filename="${slip.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(slip.html);
    },
  );
}
