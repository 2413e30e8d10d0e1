/**
 * Serves stored files at `/files/{area}/{name}` with their content type and cache lifetime, from
 * whichever storage is configured (local folder or S3 bucket): the stable URL `FileStorage.url`
 * hands out for private areas, same-origin for the shop's pages (CSP, no bucket CORS needed).
 * `?w=448` or `?w=672` answers an image's display-size rendition (src/server/storage/image-renditions.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '#server/config/app-config.types.ts';
import { AppError } from '#shared/errors.ts';
import { renditionWidthsPx } from '#shared/image-renditions.ts';
import { type FileStorage, isPublicKey } from './file-storage.ts';
import { createImageRenditions } from './image-renditions.ts';

const paramsSchema = z.object({
  area: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().regex(/^[A-Za-z0-9._-]+$/),
});

const querySchema = z.object({
  /** A display-size rendition's width, px (src/shared/image-renditions.ts); absent: the file as stored. */
  w: z.coerce
    .number()
    .pipe(z.literal([...renditionWidthsPx]))
    .optional(),
});

/** Storage areas never served at `/files/` (see the route). */
const privateAreas = new Set(['print-files']);

/** Registers `GET /files/:area/:name` over `deps.storage`; called once by buildApp. */
export function registerStoredFileRoutes(
  app: FastifyInstance,
  deps: { storage: FileStorage; config: Pick<AppConfig, 'imageWorkers'> },
): void {
  const renditions = createImageRenditions(deps.storage, {
    timeoutSeconds: deps.config.imageWorkers.artwork.previewTimeoutSeconds,
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/files/:area/:name',
      { schema: { params: paramsSchema, querystring: querySchema } },
      async (request, reply) => {
        const { area, name } = request.params;
        const { w } = request.query;
        // Print files are full-resolution production files: staff download them through the admin API only.
        if (privateAreas.has(area) || name.includes('..') || name.endsWith('.meta.json')) {
          throw new AppError('NOT_FOUND', 'No such file');
        }
        const key = `${area}/${name}`;
        const file = w === undefined ? await deps.storage.get(key) : await renditions.get(key, w);
        if (!file) throw new AppError('NOT_FOUND', 'No such file');
        // Photos of people: browsers may keep them, shared caches (CDNs, proxies) may not.
        const visibility = isPublicKey(key) ? 'public' : 'private';
        return (
          reply
            .header('content-type', file.contentType)
            .header('cache-control', `${visibility}, max-age=${file.cacheSeconds}`)
            .header('x-content-type-options', 'nosniff')
            // Emails show these images from the mail client's origin (and the outbox preview from a
            // sandboxed frame): helmet's same-origin policy would block them there.
            .header('cross-origin-resource-policy', 'cross-origin')
            .send(file.body)
        );
      },
    );
}
