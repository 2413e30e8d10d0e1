/**
 * Invoice downloads (issue 21 §2):
 * - `GET /api/orders/status/:token/invoice.pdf`: the customer's, through the private status link
 *   (404 ORDER_LINK_INVALID as the status page; masked in request logs like it);
 * - `GET /api/admin/orders/:orderNumber/invoice.pdf`: staff's (401 without a staff session, 404
 *   ORDER_NOT_FOUND).
 * An order recorded before invoices answers 404 NOT_FOUND.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff } from '#server/modules/admin/require-staff.ts';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { adminOrderParamsSchema } from '#shared/api/admin-orders.schemas.ts';
import { orderStatusTokenParamsSchema } from '#shared/api/order-status.schemas.ts';
import { invoiceOfOrderNumber, invoiceOfStatusLink, type RenderedInvoice } from './invoices.service.ts';

function sendPdf(reply: FastifyReply, invoice: RenderedInvoice) {
  // The name is `invoice-INV-000042.pdf`: plain ASCII, no RFC 5987 encoding needed.
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${invoice.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(invoice.pdf));
}

export function registerInvoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/orders/status/:token/invoice.pdf',
    { schema: { params: orderStatusTokenParamsSchema }, config: { rateLimit: routeLimits.orderStatus } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      return sendPdf(reply, await invoiceOfStatusLink(ctx, request.params.token));
    },
  );

  r.get(
    '/api/admin/orders/:orderNumber/invoice.pdf',
    { schema: { params: adminOrderParamsSchema }, preHandler: requireStaff },
    async (request, reply) => sendPdf(reply, await invoiceOfOrderNumber(ctx, request.params.orderNumber)),
  );
}
