/**
 * Staff account management, the owner's (issue 17 §3; page /admin/staff). Staff get 403
 * OWNER_REQUIRED. Each change is audited with the account's email as its target.
 *
 *   GET   /api/admin/staff                       -> {accounts}
 *   POST  /api/admin/staff {email, role}         -> 201 {account, oneTimePassword}
 *   PATCH /api/admin/staff/:id {disabled?, role?} -> the account
 *   POST  /api/admin/staff/:id/password-reset     -> {account, oneTimePassword}
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  addStaffBodySchema,
  staffAccountListSchema,
  staffAccountSchema,
  staffIdParamsSchema,
  staffOneTimePasswordSchema,
  updateStaffBodySchema,
} from '#shared/api/staff-accounts.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { recordAudit } from './audit-log.service.ts';
import { generatePassword } from './password-hash.ts';
import { requireOwner, type StaffIdentity } from './require-staff.ts';
import {
  addStaffAccount,
  findStaffById,
  listStaffAccounts,
  resetStaffPassword,
  staffAccountView,
  updateStaffAccount,
} from './staff-accounts.service.ts';

function owner(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
  return request.staff;
}

export function registerStaffManagementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get(
    '/api/admin/staff',
    { schema: { response: { 200: staffAccountListSchema } }, preHandler: requireOwner },
    async () => ({ accounts: await listStaffAccounts(db) }),
  );

  r.post(
    '/api/admin/staff',
    {
      schema: { body: addStaffBodySchema, response: { 201: staffOneTimePasswordSchema } },
      preHandler: requireOwner,
    },
    async (request, reply) => {
      const added = await addStaffAccount(db, request.body.email, request.body.role);
      await recordAudit(db, request, {
        staff: owner(request),
        action: added.account.role === 'owner' ? 'owner_added' : 'staff_added',
        target: added.account.email,
        status: 201,
      });
      return reply.status(201).send(added);
    },
  );

  r.patch(
    '/api/admin/staff/:id',
    {
      schema: { params: staffIdParamsSchema, body: updateStaffBodySchema, response: { 200: staffAccountSchema } },
      preHandler: requireOwner,
    },
    async (request) => {
      const actor = owner(request);
      const before = await findStaffById(db, request.params.id);
      if (!before) throw new AppError('STAFF_NOT_FOUND', 'No staff account with this id');
      const after = await updateStaffAccount(db, actor.id, before.id, request.body);
      if (after.disabled !== before.disabled) {
        await recordAudit(db, request, {
          staff: actor,
          action: after.disabled ? 'staff_disabled' : 'staff_enabled',
          target: after.email,
          status: 200,
        });
      }
      if (after.role !== before.role) {
        await recordAudit(db, request, {
          staff: actor,
          action: after.role === 'owner' ? 'staff_made_owner' : 'owner_made_staff',
          target: after.email,
          status: 200,
        });
      }
      return after;
    },
  );

  r.post(
    '/api/admin/staff/:id/password-reset',
    {
      schema: { params: staffIdParamsSchema, response: { 200: staffOneTimePasswordSchema } },
      preHandler: requireOwner,
    },
    async (request) => {
      const actor = owner(request);
      if (request.params.id === actor.id) {
        throw new AppError('STAFF_SELF_CHANGE', 'Change your own password on your account page');
      }
      const oneTimePassword = generatePassword();
      const reset = await resetStaffPassword(db, { id: request.params.id }, oneTimePassword);
      if (!reset) throw new AppError('STAFF_NOT_FOUND', 'No staff account with this id');
      await recordAudit(db, request, {
        staff: actor,
        action: 'staff_password_reset',
        target: reset.email,
        status: 200,
      });
      return { account: await staffAccountView(db, reset.id), oneTimePassword };
    },
  );
}
