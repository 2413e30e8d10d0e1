/**
 * The staff audit log's hook and route (issue 17 §3):
 * - every POST/PUT/PATCH/DELETE on `/api/admin/*` by a signed-in staff member that did not write its
 *   own entry gets one after the answer: action `METHOD /route/:pattern`, the HTTP status, and as
 *   target only route parameters known to name no customer (an order or outbox message id);
 * - `GET /api/admin/audit?page=&pageSize=`: the owner's view, newest first.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/ports/app-context.ts';
import { auditPageSchema, auditQuerySchema } from '#shared/api/staff-accounts.schemas.ts';
import { listAuditEntries, recordAudit } from './audit-log.service.ts';
import { requireOwner } from './require-staff.ts';

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Route parameters whose values may go into the log (never `customerId` or the like). */
const loggableParams = ['id', 'orderNumber', 'orderId'];

/** The loggable parameters of a request, `name=value` joined, or null. */
function targetOf(params: unknown): string | null {
  if (!params || typeof params !== 'object') return null;
  const values = loggableParams
    .filter((name) => typeof (params as Record<string, unknown>)[name] === 'string')
    .map((name) => `${name}=${(params as Record<string, string>)[name]}`);
  return values.length > 0 ? values.join(' ') : null;
}

export function registerAuditLog(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  app.decorateRequest('auditRecorded', false);
  app.addHook('onResponse', async (request, reply) => {
    if (!request.staff || request.auditRecorded || !mutatingMethods.has(request.method)) return;
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/admin/')) return;
    await recordAudit(db, request, {
      staff: request.staff,
      action: `${request.method} ${route}`,
      target: targetOf(request.params),
      status: reply.statusCode,
    });
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/audit',
      { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } }, preHandler: requireOwner },
      async (request) => listAuditEntries(db, request.query.page, request.query.pageSize),
    );
}
