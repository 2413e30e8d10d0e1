/**
 * Staff routes of an order's proof (issue 20 §4), behind `requireStaff`, each written to the staff
 * audit log:
 * - `POST /api/admin/orders/:orderNumber/proof/artwork`: multipart `file`, staff's own artwork for an
 *   order whose customer asked for a change -> `{imageUrl}`; 409 PROOF_NOT_SENDABLE otherwise;
 * - `POST /api/admin/orders/:orderNumber/proof/regenerate` `{provider, promptAddition?}`: a new
 *   artwork of the order's photo by that provider (then the style's others) -> 202 `{artworkId,
 *   provider}`; 409 PROOF_NOT_SENDABLE unless a change was asked for; 422 ARTWORK_PROVIDER_UNAVAILABLE,
 *   IMAGE_MISSING (no photo of the customer's to make it from); 429 ARTWORK_LIMIT_REACHED (every
 *   provider at its daily spend cap);
 * - `POST /api/admin/orders/:orderNumber/proof/send`: "Send new proof" (202 `{sent:true}`) showing
 *   the newest ready artwork staff made for the change (else the order's current artwork); 409
 *   PROOF_NOT_SENDABLE unless a change was asked for.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '#server/modules/admin/audit-log.service.ts';
import { requireStaff } from '#server/modules/admin/require-staff.ts';
import { sendNewProof } from '#server/modules/proofs/proofs.service.ts';
import { regenerateProofArtwork, storeProofArtwork } from '#server/modules/proofs/staff-proofs.service.ts';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { adminOrderParamsSchema } from '#shared/api/admin-orders.schemas.ts';
import {
  proofArtworkResponseSchema,
  proofRegenerateBodySchema,
  proofRegenerateResponseSchema,
  proofSentResponseSchema,
} from '#shared/api/proofs.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { findOrderId } from './admin-orders.service.ts';

/** Room for the multipart envelope around a file of the maximum size. */
const multipartOverheadBytes = 64 * 1024;

export function registerStaffProofRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/orders/:orderNumber/proof/artwork',
    {
      schema: { params: adminOrderParamsSchema, response: { 200: proofArtworkResponseSchema } },
      config: { rateLimit: routeLimits.upload },
      onRequest: requireStaff,
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
      const order = await findOrderId(ctx, request.params.orderNumber);
      if (!request.isMultipart()) throw new AppError('FILE_MISSING', 'Send the image as multipart field "file"');
      const part = await request.file();
      if (part?.fieldname !== 'file') {
        throw new AppError('FILE_MISSING', 'Send the image as multipart field "file"');
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) {
        throw new AppError('FILE_TOO_LARGE', `The file is larger than ${ctx.config.uploadMaxBytes} bytes`);
      }
      if (bytes.length === 0) throw new AppError('FILE_MISSING', 'Send the image as multipart field "file"');
      const imageUrl = await storeProofArtwork(ctx, order.id, bytes);
      await recordAudit(ctx.database.db, request, {
        staff,
        action: 'order_proof_artwork_uploaded',
        target: order.orderNumber,
        status: 200,
      });
      return { imageUrl };
    },
  );

  r.post(
    '/api/admin/orders/:orderNumber/proof/regenerate',
    {
      schema: {
        params: adminOrderParamsSchema,
        body: proofRegenerateBodySchema,
        response: { 202: proofRegenerateResponseSchema },
      },
      // Each one is a paid provider call (also held by the providers' daily spend caps).
      config: { rateLimit: routeLimits.regenerate },
      preHandler: requireStaff,
    },
    async (request, reply) => {
      const staff = request.staff;
      if (!staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
      const order = await findOrderId(ctx, request.params.orderNumber);
      const queued = await regenerateProofArtwork(ctx, order.id, request.body);
      await recordAudit(ctx.database.db, request, {
        staff,
        action: 'order_proof_regenerated',
        target: order.orderNumber,
        status: 202,
      });
      return reply.status(202).send(queued);
    },
  );

  r.post(
    '/api/admin/orders/:orderNumber/proof/send',
    {
      schema: { params: adminOrderParamsSchema, response: { 202: proofSentResponseSchema } },
      preHandler: requireStaff,
    },
    async (request, reply) => {
      const staff = request.staff;
      if (!staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
      const order = await findOrderId(ctx, request.params.orderNumber);
      await sendNewProof(ctx, order.id, staff.id);
      await recordAudit(ctx.database.db, request, {
        staff,
        action: 'order_proof_sent',
        target: order.orderNumber,
        status: 202,
      });
      return reply.status(202).send({ sent: true });
    },
  );
}
