/**
 * buildApp(config): the composition root for `main.ts` and the tests. Opens the database, picks
 * the storage and payment provider from the configuration, and registers plugins and modules.
 */
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { createStylizers } from './artwork/create-stylizers.ts';
import type { AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createEmailLinkSigner } from './email/email-links.ts';
import { createMailer } from './email/mailer.ts';
import { createImageWorkerPool } from './images/image-worker-pool.ts';
import { startArtworkJobs } from './jobs/artwork-jobs.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { startOrderEmailJobs } from './jobs/order-email.job.ts';
import { startRetentionPurgeJob } from './jobs/retention-purge.job.ts';
import { loggerOptions } from './logging.ts';
import { registerAdminAuth } from './modules/admin/admin-auth.plugin.ts';
import { adminSessionCookieName } from './modules/admin/admin-auth.routes.ts';
import { requireOwner, requireSignedInStaff, requireStaff } from './modules/admin/require-staff.ts';
import { registerAdminOrderRoutes } from './modules/admin-orders/admin-orders.routes.ts';
import { registerArtworkRoutes } from './modules/artworks/artworks.routes.ts';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes.ts';
import { registerCustomerDataRoutes } from './modules/customer-data/customer-data.routes.ts';
import { registerCustomerRoutes } from './modules/customers/customers.routes.ts';
import { registerEmailOrderRoutes } from './modules/email-orders/email-orders.routes.ts';
import { registerEmailRoutes } from './modules/emails/emails.routes.ts';
import { registerOrderRoutes } from './modules/orders/orders.routes.ts';
import { registerStaffImageRoutes } from './modules/staff-images/staff-images.routes.ts';
import { migrateLegacyUploads } from './modules/uploads/legacy-uploads.ts';
import { registerUploadRoutes } from './modules/uploads/uploads.routes.ts';
import { LocalPaymentProvider } from './payments/local-provider.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { StripePaymentProvider } from './payments/stripe/stripe-provider.ts';
import { registerApiDescription, registerApiDocsPage } from './plugins/api-docs.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerHealth, registerReadiness } from './plugins/health.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { frameworkErrorHandler, registerRequestGuards } from './plugins/request-guards.ts';
import { genReqId, registerRequestId } from './plugins/request-id.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createCounterStore } from './plugins/shared-counters.ts';
import { registerStaticClient } from './plugins/static-client.ts';
import { createFileStorage } from './storage/create-storage.ts';
import { registerStoredFileRoutes } from './storage/stored-files.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Trusts the nearest `hops` proxies, as a hop count does in proxy-addr. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * Builds the whole server without listening. Close it with `app.close()`: that also closes the
 * database.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // Request ids (plugins/request-id.ts): a safe incoming X-Request-Id is kept, else a random UUID.
    genReqId,
    requestIdHeader: false,
    // Log lines carry `requestId`, as the logs of the jobs a request queues do.
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // Only the configured proxies may name the client's address (X-Forwarded-For); none by default.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    // Shutdown (main.ts): close() ends idle keep-alive connections at once, and a request that
    // still arrives on an open one gets a quick 503 with Connection: close instead of starting work.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    postgres: config.postgres,
    dataDir: config.dataDir,
    inMemory: config.inMemoryDatabase,
    template: config.databaseTemplate,
  });
  app.addHook('onClose', async () => database.close());
  // Rate limits and failed logins, shared by every instance (Redis, PostgreSQL, else this process).
  const counters = createCounterStore({ redis: config.redis, pool: database.pool }, app.log);
  app.addHook('onClose', async () => counters.close());
  app.log.info(`Rate limits and failed logins are counted in ${counters.kind}`);

  const files = await createFileStorage(config);
  const storage = files.storage;
  app.addHook('onClose', async () => files.close());
  if (files.note) app.log.info(files.note);
  const images = createImageWorkerPool(config.imageWorkers);
  app.addHook('onClose', async () => images.close());
  const payments: PaymentProvider = config.stripe
    ? new StripePaymentProvider(config.stripe)
    : new LocalPaymentProvider(database.db, config.publicUrl);
  if (payments.testMode) {
    // Issue 17 point 4: said at every start, so nobody mistakes a test shop for a live one.
    app.log.warn(
      `Payments run in TEST mode (${payments.name}): no money moves; orders are marked TEST for staff and in emails`,
    );
  }
  const emailLinks = await createEmailLinkSigner(database.db, config.emailLinkSecret);
  const mailer = await createMailer(config, app.log);
  // onClose hooks run last-registered first: mail work still under way finishes before the database closes.
  app.addHook('onClose', async () => mailer.close());
  const jobs = await startJobQueue(database, config, app.log);
  // Registered last, so it runs first: running jobs finish (or are failed, to be retried) while the
  // workers, the mailer and the database are still there.
  app.addHook('onClose', async () => jobs.stop());
  const stylizers = createStylizers(config.stylizer, images);
  const ctx: AppContext = {
    config,
    database,
    storage,
    payments,
    images,
    emailLinks,
    mailer,
    jobs,
    stylizers,
    counters,
    log: app.log,
  };
  app.decorate('ctx', ctx);
  await startArtworkJobs(ctx);
  await startOrderEmailJobs(ctx);
  // Issue 17 point 6: records that never ordered and unverified emails are purged hourly.
  await startRetentionPurgeJob(ctx);
  const movedUploads = await migrateLegacyUploads(ctx);
  if (movedUploads > 0) app.log.info(`Moved ${movedUploads} customer photos to random storage keys`);

  registerRequestId(app);
  registerErrorHandler(app);
  registerRequestGuards(app);
  await registerCompression(app);
  await registerSecurityHeaders(app, ctx);
  await registerRateLimits(app, config.rateLimit !== false, counters);
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });

  // Before any route: it describes the routes as they are added (docs/openapi.json, /api/docs).
  await registerApiDescription(app, {
    staffGuards: [requireStaff, requireOwner, requireSignedInStaff],
    staffCookie: adminSessionCookieName,
  });
  await registerHealth(app, database);
  registerReadiness(app, { database, storage, jobs });

  await registerAdminAuth(app, ctx);
  await registerApiDocsPage(app, requireStaff);
  registerCustomerRoutes(app, ctx);
  registerCustomerDataRoutes(app, ctx);
  registerArtworkRoutes(app, ctx);
  registerUploadRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerAdminOrderRoutes(app, ctx);
  registerEmailOrderRoutes(app, ctx);
  registerEmailRoutes(app, ctx);
  registerStaffImageRoutes(app, ctx);
  await payments.registerRoutes(app, ctx);
  registerStoredFileRoutes(app, ctx);
  await registerStaticClient(app, config.clientDir);

  return app;
}
