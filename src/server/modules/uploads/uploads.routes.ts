/** PUT /api/customers/:id/image: multipart upload of the customer's photo (field `file`). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { busyRetryAfterSeconds } from '#server/images/image-worker-pool.ts';
import { InFlightLimiter, TooManyInFlightError } from '#server/plugins/in-flight-limiter.ts';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { customerParamsSchema, uploadImageResponseSchema } from '#shared/api/customers.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { getCustomer } from '../customer-records/customer-records.service.ts';
import { storeCustomerUpload } from './uploads.service.ts';

/** Room for the multipart envelope around a file of the maximum size. */
const multipartOverheadBytes = 64 * 1024;

/**
 * Uploads in progress at once (issue 17 point 2), so one client cannot hold more than its share of
 * the decode threads: one per customer (a page sends one photo at a time), and per address one
 * fewer than the upload threads (at least one), so one address never holds every thread. A second
 * photo at the same moment from the same customer, or a household over that count, gets 429 with
 * Retry-After and can send it again a few seconds later.
 */
export function uploadConcurrency(uploadThreads: number): { perCustomer: number; perAddress: number } {
  return { perCustomer: 1, perAddress: Math.max(1, uploadThreads - 1) };
}

export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const inFlight = new InFlightLimiter();
  const concurrency = uploadConcurrency(ctx.config.imageWorkers.upload.threads);
  // Off with the rate limits (`RATE_LIMITS=off`, benchmarks), like them.
  const limited = ctx.config.rateLimit !== false;

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
      // Taken before the body is read: a client's waiting bodies are bounded too.
      const release = limited
        ? inFlight.tryAcquire([
            { key: `customer:${request.params.id}`, max: concurrency.perCustomer },
            { key: `address:${request.ip}`, max: concurrency.perAddress },
          ])
        : () => {};
      if (!release) {
        throw new TooManyInFlightError(
          'Another upload from this customer or address is still in progress',
          busyRetryAfterSeconds,
        );
      }
      try {
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
      } finally {
        release();
      }
    },
  );
}
