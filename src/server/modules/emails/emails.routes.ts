/**
 * Email routes (DESIGN.md "HTTP API"; SPEC §2.12, §4, §7 send-email; issue 7 §4):
 * - `POST /api/admin/emails` (staff): send the order-link email → `{data:{id}}`;
 * - `GET /api/admin/email-tracking` (staff): `{rows}`, newest first;
 * - `GET /t/:emailId.gif` (public): the tracking pixel, at most one open per email a minute;
 * - the outbox routes (outbox.routes.ts) and the email-order link renewal (link-renewal.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trackingPixelGif } from '#server/email/tracking-pixel.ts';
import { requireStaff } from '#server/modules/admin/require-staff.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  emailTrackingResponseSchema,
  sendEmailBodySchema,
  sendEmailResponseSchema,
} from '#shared/api/admin.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { listEmailTracking, recordEmailOpen, sendOrderLinkEmail } from './emails.service.ts';
import { registerLinkRenewalRoutes } from './link-renewal.routes.ts';
import { registerOutboxRoutes } from './outbox.routes.ts';

/** Per-address limits of these routes (see plugins/rate-limits.ts for the shop-wide ones). */
export const emailRouteLimits = {
  /** POST /api/admin/emails: each one talks to the mail server; staff send a handful a minute. */
  send: { max: 30, timeWindow: '1 minute' },
  /** GET /t/:id.gif: a mail program loads it once per opening; at most one open a minute is written anyway. */
  pixel: { max: 120, timeWindow: '1 minute' },
};

/** Registers the email routes above (and the outbox's); call once from buildApp. */
export function registerEmailRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/emails',
    {
      schema: { body: sendEmailBodySchema, response: { 200: sendEmailResponseSchema } },
      preHandler: requireStaff,
      config: { rateLimit: emailRouteLimits.send },
    },
    async (request) => {
      const staff = request.staff;
      if (!staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
      const { to, subject, name, locale, customerId } = request.body;
      const sent = await sendOrderLinkEmail(ctx, {
        to,
        subject,
        name,
        locale,
        customerId: customerId ?? null,
        createdBy: staff.id,
      });
      return { data: { id: sent.id } };
    },
  );

  r.get(
    '/api/admin/email-tracking',
    { schema: { response: { 200: emailTrackingResponseSchema } }, preHandler: requireStaff },
    async () => ({ rows: await listEmailTracking(ctx) }),
  );

  r.get(
    '/t/:emailId.gif',
    {
      // Any id is accepted: an unknown or malformed one still gets the image, and records nothing.
      schema: { params: z.object({ emailId: z.string() }) },
      config: { rateLimit: emailRouteLimits.pixel },
    },
    async (request, reply) => {
      // HEAD (link checkers, some proxies) is not an open.
      if (request.method === 'GET') {
        try {
          await recordEmailOpen(ctx, request.params.emailId);
        } catch (error) {
          // The picture is answered whatever happens: a broken image in a customer's inbox helps nobody.
          request.log.warn({ errName: error instanceof Error ? error.name : typeof error }, 'email open not recorded');
        }
      }
      return (
        reply
          .type('image/gif')
          .header('cache-control', 'no-store')
          // Mail programs load it from their own origin.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(trackingPixelGif)
      );
    },
  );

  registerOutboxRoutes(app, ctx);
  registerLinkRenewalRoutes(app, ctx);
}
