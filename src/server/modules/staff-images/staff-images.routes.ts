/**
 * Image admin API (DESIGN.md "HTTP API", SPEC §2.12, §7; issue 7 §3, issue 17 §1 and §5), staff only:
 * - `GET /api/admin/users?email=`: every record carrying the email, its images and links (404 USER_NOT_FOUND);
 * - `POST /api/admin/users/image`: multipart `email`, `locale`, `kind`, `customerId?`, `file` -> `{imageUrl}`;
 * - `POST /api/admin/email-order-links`: `{email, locale, customerId?}` -> `{id, url, expiresAt}`, a new link;
 * - `POST /api/admin/email-order-links/:id/revoke` -> `{id, revokedAt}` (404 EMAIL_ORDER_LINK_NOT_FOUND).
 * The staff check runs on `onRequest`, so without a session nothing is parsed (not even an upload).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { normalizeEmail } from '#server/email/email-links.ts';
import { insertEmailOrderLink, revokeEmailOrderLink } from '#server/modules/email-orders/email-order-links.service.ts';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import { containsControlCharacter } from '#server/plugins/request-guards.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  adminUserImageFieldsSchema,
  adminUserImageResponseSchema,
  adminUserQuerySchema,
  adminUserSchema,
  emailOrderLinkBodySchema,
  emailOrderLinkParamsSchema,
  emailOrderLinkResponseSchema,
  emailOrderLinkRevokedSchema,
} from '#shared/api/admin.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { requireStaff } from '../admin/require-staff.ts';
import { findAdminUser, requireRecordWithEmail, storeStaffImage } from './staff-images.service.ts';

/** Room for the multipart envelope and the three text fields around a file of the maximum size. */
const multipartOverheadBytes = 64 * 1024;

/** The multipart fields and file of an image upload, read in the order the browser sent them. */
async function readImageUpload(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new AppError('FILE_MISSING', 'Send the image as multipart field "file"');
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string | null } | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) {
        // An unexpected file part is drained, never buffered.
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      // toBuffer throws past the limit; `truncated` guards a stream that ended at it all the same.
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', `The file is larger than ${maxBytes} bytes`);
      file = { bytes, filename: part.filename || null };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (containsControlCharacter(fields)) {
    throw new AppError('INVALID_CHARACTERS', 'The request contains control characters');
  }
  const parsed = adminUserImageFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new AppError('VALIDATION_FAILED', `Invalid request: ${detail}`);
  }
  if (!file || file.bytes.length === 0) throw new AppError('FILE_MISSING', 'Send the image as multipart field "file"');
  return { ...parsed.data, file };
}

export function registerStaffImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/users',
    {
      schema: { querystring: adminUserQuerySchema, response: { 200: adminUserSchema } },
      onRequest: requireStaff,
    },
    async (request) => findAdminUser(ctx, request.query.email),
  );

  r.post(
    '/api/admin/users/image',
    {
      schema: { response: { 200: adminUserImageResponseSchema } },
      config: { rateLimit: routeLimits.upload },
      onRequest: requireStaff,
      // Refuse an announced oversize body before reading it.
      preValidation: async (request) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > ctx.config.uploadMaxBytes + multipartOverheadBytes) {
          throw new AppError('FILE_TOO_LARGE', `The file is larger than ${ctx.config.uploadMaxBytes} bytes`);
        }
      },
    },
    async (request) => {
      const staff = request.staff;
      if (!staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
      const upload = await readImageUpload(request, ctx.config.uploadMaxBytes);
      const imageUrl = await storeStaffImage(ctx, {
        email: upload.email,
        locale: upload.locale,
        kind: upload.kind,
        bytes: upload.file.bytes,
        originalName: upload.file.filename,
        staffId: staff.id,
        customerId: upload.customerId,
      });
      return { imageUrl };
    },
  );

  r.post(
    '/api/admin/email-order-links',
    {
      schema: { body: emailOrderLinkBodySchema, response: { 200: emailOrderLinkResponseSchema } },
      onRequest: requireStaff,
    },
    async (request) => {
      const staff = request.staff;
      if (!staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
      const email = normalizeEmail(request.body.email);
      const customerId = request.body.customerId ?? null;
      // Staff hold the link and decide who gets it: the record must carry the email, proven or not.
      if (customerId) await requireRecordWithEmail(ctx.database.db, customerId, email);
      const link = await insertEmailOrderLink(ctx.database.db, ctx, {
        email,
        customerId,
        locale: request.body.locale,
        createdBy: staff.id,
      });
      return { id: link.id, url: link.url, expiresAt: link.expiresAt.toISOString() };
    },
  );

  r.post(
    '/api/admin/email-order-links/:id/revoke',
    {
      schema: { params: emailOrderLinkParamsSchema, response: { 200: emailOrderLinkRevokedSchema } },
      onRequest: requireStaff,
    },
    async (request) => {
      const staff = request.staff;
      if (!staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
      return revokeEmailOrderLink(ctx.database.db, request.params.id, staff.id);
    },
  );
}
