/** PUT /api/customers/:id/image: multipart upload of the customer's photo (field `file`). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/app-context.ts';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import { customerParamsSchema, uploadImageResponseSchema } from '#shared/api/customers.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { getCustomer } from '../customers/customers.service.ts';
import { storeCustomerUpload } from './uploads.service.ts';

/** Room for the multipart envelope around a file of the maximum size. */
const multipartOverheadBytes = 64 * 1024;

export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/customers/:id/image',
    {
      schema: { params: customerParamsSchema, response: { 200: uploadImageResponseSchema } },
      config: { rateLimit: routeLimits.upload },
      // Refuse before reading the body: an announced oversize body or an unknown customer.
      preValidation: async (request) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > ctx.config.uploadMaxBytes + multipartOverheadBytes) {
          throw new AppError('FILE_TOO_LARGE', `The file is larger than ${ctx.config.uploadMaxBytes} bytes`);
        }
      },
    },
    async (request) => {
      await getCustomer(ctx.database.db, request.params.id);
      if (!request.isMultipart()) throw new AppError('FILE_MISSING', 'Send the photo as multipart field "file"');
      const part = await request.file();
      if (part?.fieldname !== 'file') throw new AppError('FILE_MISSING', 'Send the photo as multipart field "file"');
      const bytes = await part.toBuffer();
      // toBuffer throws past the limit; `truncated` guards a stream that ended at it all the same.
      if (part.file.truncated) {
        throw new AppError('FILE_TOO_LARGE', `The file is larger than ${ctx.config.uploadMaxBytes} bytes`);
      }
      const imageUrl = await storeCustomerUpload(ctx, request.params.id, bytes);
      return { imageUrl };
    },
  );
}
