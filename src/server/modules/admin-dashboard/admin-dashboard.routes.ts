/**
 * The staff dashboard's route (issue 19 §8), behind `requireStaff` (401 UNAUTHORIZED without a
 * staff session): `GET /api/admin/dashboard` -> the queues that need action now and the last 30
 * days (see `adminDashboardSchema`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff } from '#server/modules/admin/require-staff.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { adminDashboardSchema } from '#shared/api/admin-dashboard.schemas.ts';
import { getAdminDashboard } from './admin-dashboard.service.ts';

export function registerAdminDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/dashboard',
      { schema: { response: { 200: adminDashboardSchema } }, preHandler: requireStaff },
      async () => getAdminDashboard(ctx),
    );
}
