/**
 * `GET /api/fulfilment/print-files/:token` (issue 19 §3): where a fulfilment provider downloads an
 * order's print file. The token is the random `provider_orders.file_token` in the URL the provider
 * was given (never a guessable id); it works while the provider order is open (not shipped or
 * cancelled) and the order still has its files. An unknown or closed token is a plain 404. The token
 * is masked in logged URLs (logging.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#server/ports/app-context.ts';
import { providerPrintFile } from './fulfilment-files.service.ts';

const paramsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
/** `?line=` names a cart order's later line (issue 21 §4); absent: line 0, the order's own file. */
const querySchema = z.object({ line: z.coerce.number().int().min(0).max(99).optional() });

export function registerFulfilmentFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/fulfilment/print-files/:token',
      { schema: { params: paramsSchema, querystring: querySchema, hide: true } },
      async (request, reply) => {
        const file = await providerPrintFile(ctx, request.params.token, request.query.line ?? 0);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
}
