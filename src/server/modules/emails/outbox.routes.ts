/**
 * The outbox in the admin (issue 7 §4: "staff can read the outbox in the admin (rendered HTML) so a
 * newcomer sees exactly what would be sent"). Staff only. With SMTP configured nothing is kept: the
 * list is empty and every id is 404.
 * - `GET /api/admin/outbox` → `{messages}` newest first;
 * - `GET /api/admin/outbox/:id` → headers and plain text of one message;
 * - `GET /api/admin/outbox/:id/html` → its HTML part as a sandboxed document for the admin's iframe.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import type { OutboxMessageContent } from '#server/email/outbox.ts';
import { trackingPixelGif, trackingPixelPattern } from '#server/email/tracking-pixel.ts';
import { requireStaff } from '#server/modules/admin/require-staff.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { outboxDetailSchema, outboxListSchema } from '#shared/api/admin.schemas.ts';
import { AppError } from '#shared/errors.ts';

/**
 * The policy of a stored email shown in the admin: no scripts, forms or plugins (`sandbox` without
 * any allowance also gives it an opaque origin, so it cannot reach the admin's cookies or API),
 * images from anywhere (the email's own), inline styles only, framed only by the shop's own pages.
 */
export const outboxHtmlPolicy =
  "default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

const idParams = z.object({ id: z.string().max(100) });

/** Registers the three outbox routes; `ctx.mailer.outbox` is null with SMTP (empty list, 404s). */
export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { outbox } = ctx.mailer;
  // Staff looking at a stored email must not count as the customer opening it: the pixel of this
  // shop (an exact, known URL shape) is swapped for an inert copy of the same image.
  const pixelPattern = trackingPixelPattern(ctx.config.publicUrl);
  const inertPixel = `data:image/gif;base64,${trackingPixelGif.toString('base64')}`;

  /** @throws AppError OUTBOX_MESSAGE_NOT_FOUND for a malformed, unknown or (with SMTP) any id. */
  async function readMessage(id: string): Promise<OutboxMessageContent> {
    const message = outbox ? await outbox.read(id) : null;
    if (!message) throw new AppError('OUTBOX_MESSAGE_NOT_FOUND', 'No message with that id in the outbox');
    return message;
  }

  r.get(
    '/api/admin/outbox',
    { schema: { response: { 200: outboxListSchema } }, preHandler: requireStaff },
    async () => ({ messages: outbox ? await outbox.list() : [] }),
  );

  r.get(
    '/api/admin/outbox/:id',
    { schema: { params: idParams, response: { 200: outboxDetailSchema } }, preHandler: requireStaff },
    async (request) => {
      const { html: _html, attachments: _attachments, ...detail } = await readMessage(request.params.id);
      return detail;
    },
  );

  r.get(
    '/api/admin/outbox/:id/html',
    { schema: { params: idParams }, preHandler: requireStaff },
    async (request, reply) => {
      const message = await readMessage(request.params.id);
      const document =
        message.html === null
          ? `<!DOCTYPE html>${renderToStaticMarkup(h('pre', { style: { whiteSpace: 'pre-wrap' } }, message.text))}`
          : message.html.replace(pixelPattern, inertPixel);
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', outboxHtmlPolicy)
          // helmet's DENY would keep it out of the admin's own iframe; frame-ancestors 'self' says the same.
          .header('x-frame-options', 'SAMEORIGIN')
          .header('cache-control', 'no-store')
          .send(document)
      );
    },
  );
}
