/**
 * buildApp(config): the composition root for `main.ts` and the tests. Opens the database, picks
 * the storage and payment provider from the configuration, and registers plugins and modules.
 */
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
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
import { loggerOptions } from './logging.ts';
import { registerAdminAuth } from './modules/admin/admin-auth.plugin.ts';
import { registerAdminOrderRoutes } from './modules/admin-orders/admin-orders.routes.ts';
import { registerArtworkRoutes } from './modules/artworks/artworks.routes.ts';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes.ts';
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
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerHealth } from './plugins/health.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { frameworkErrorHandler, registerRequestGuards } from './plugins/request-guards.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticClient } from './plugins/static-client.ts';
import { LocalDiskStorage } from './storage/local-disk.ts';
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
    dataDir: config.dataDir,
    inMemory: config.inMemoryDatabase,
  });
  app.addHook('onClose', async () => database.close());

  const storage = new LocalDiskStorage(path.join(config.dataDir, 'files'), config.publicUrl);
  const leftovers = await storage.removeLeftoverTemporaryFiles();
  if (leftovers > 0) app.log.info(`Removed ${leftovers} temporary files left by an earlier stop`);
  const images = createImageWorkerPool(config.imageWorkers);
  app.addHook('onClose', async () => images.close());
  const payments: PaymentProvider = config.stripe
    ? new StripePaymentProvider(config.stripe)
    : new LocalPaymentProvider(database.db, config.publicUrl);
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
    log: app.log,
  };
  app.decorate('ctx', ctx);
  await startArtworkJobs(ctx);
  const movedUploads = await migrateLegacyUploads(ctx);
  if (movedUploads > 0) app.log.info(`Moved ${movedUploads} customer photos to random storage keys`);

  registerErrorHandler(app);
  registerRequestGuards(app);
  await registerCompression(app);
  await registerSecurityHeaders(app, ctx);
  await registerRateLimits(app, config.rateLimit !== false);
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });

  await registerHealth(app, database);

  await registerAdminAuth(app, ctx);
  registerCustomerRoutes(app, ctx);
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
