/**
 * Staff's discount codes (issue 21 §3; page /admin/discounts), behind `requireStaff` (401 without a
 * staff session, 403 for a mutation from another origin):
 *
 *   GET   /api/admin/discount-codes              -> {discountCodes}, newest first, with their uses
 *   POST  /api/admin/discount-codes {…}          -> 201 the code; 409 DISCOUNT_CODE_EXISTS,
 *                                                   422 DISCOUNT_CODE_INVALID naming the field
 *   PATCH /api/admin/discount-codes/:id {active} -> the code; 404 NOT_FOUND
 *
 * Every change is in the staff audit log with the code as its target.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import { recordAudit } from '#server/modules/admin/audit-log.service.ts';
import { requireStaff } from '#server/modules/admin/require-staff.ts';
import { parseBodyOrFieldError } from '#server/plugins/field-error-body.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  adminDiscountCodeListSchema,
  adminDiscountCodeSchema,
  createDiscountCodeBodySchema,
  discountCodeParamsSchema,
  updateDiscountCodeBodySchema,
} from '#shared/api/discount-codes.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { createDiscountCode, listDiscountCodes, setDiscountCodeActive } from './discount-codes-admin.service.ts';

function staffOf(request: FastifyRequest): { id: string; email: string } {
  if (!request.staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
  return { id: request.staff.id, email: request.staff.email };
}

const parseBody = <T>(schema: z.ZodMiniType<T>, body: unknown): T =>
  parseBodyOrFieldError('DISCOUNT_CODE_INVALID', schema, body);

export function registerDiscountCodeAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get(
    '/api/admin/discount-codes',
    { schema: { response: { 200: adminDiscountCodeListSchema } }, preHandler: requireStaff },
    async () => ({ discountCodes: await listDiscountCodes(db) }),
  );

  r.post(
    '/api/admin/discount-codes',
    {
      schema: { body: createDiscountCodeBodySchema, response: { 201: adminDiscountCodeSchema } },
      // The schema documents the body; a failing one is answered 422 with its field (parseBody).
      attachValidation: true,
      preHandler: requireStaff,
    },
    async (request, reply) => {
      const body = parseBody(createDiscountCodeBodySchema, request.body);
      const staff = staffOf(request);
      const saved = await createDiscountCode(db, body, staff.id);
      await recordAudit(db, request, { staff, action: 'discount_code_created', target: saved.code, status: 201 });
      return reply.status(201).send(saved);
    },
  );

  r.patch(
    '/api/admin/discount-codes/:id',
    {
      schema: {
        params: discountCodeParamsSchema,
        body: updateDiscountCodeBodySchema,
        response: { 200: adminDiscountCodeSchema },
      },
      attachValidation: true,
      preHandler: requireStaff,
    },
    async (request) => {
      const body = parseBody(updateDiscountCodeBodySchema, request.body);
      const staff = staffOf(request);
      const saved = await setDiscountCodeActive(db, request.params.id, body.active);
      await recordAudit(db, request, {
        staff,
        action: body.active ? 'discount_code_activated' : 'discount_code_deactivated',
        target: saved.code,
        status: 200,
      });
      return saved;
    },
  );
}
