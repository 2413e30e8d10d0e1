/**
 * buildApp(config): the composition root for `main.ts` and the tests. Opens the database, picks
 * the storage and payment provider from the configuration, and registers plugins and modules.
 */
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes.ts';
import { registerCustomerRoutes } from './modules/customers/customers.routes.ts';
import { registerOrderRoutes } from './modules/orders/orders.routes.ts';
import { registerUploadRoutes } from './modules/uploads/uploads.routes.ts';
import { registerStripeWebhookRoutes } from './modules/webhooks/stripe-webhook.routes.ts';
import { LocalPaymentProvider, registerLocalCheckoutRoutes } from './payments/local-provider.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { StripePaymentProvider } from './payments/stripe-provider.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerStaticClient } from './plugins/static-client.ts';
import { LocalDiskStorage } from './storage/local-disk.ts';
import { registerStoredFileRoutes } from './storage/stored-files.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * Builds the whole server without listening. Close it with `app.close()`: that also closes the
 * database.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Behind a load balancer the client's address comes from X-Forwarded-For.
    trustProxy: true,
    bodyLimit: 1024 * 1024,
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
  const payments: PaymentProvider = config.stripe
    ? new StripePaymentProvider(config.stripe)
    : new LocalPaymentProvider(database.db, config.publicUrl);
  const ctx: AppContext = { config, database, storage, payments };
  app.decorate('ctx', ctx);

  registerErrorHandler(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        formAction: ["'self'", 'https://checkout.stripe.com'],
        upgradeInsecureRequests: null,
      },
    },
  });
  if (config.rateLimit !== false) await app.register(rateLimit, { global: false });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });

  app.get('/healthz', async (_request, reply) => {
    await database.db.execute('select 1');
    return reply.send({ ok: true });
  });

  registerCustomerRoutes(app, ctx);
  registerUploadRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  await registerStripeWebhookRoutes(app, ctx);
  if (payments instanceof LocalPaymentProvider) registerLocalCheckoutRoutes(app, ctx, payments);
  registerStoredFileRoutes(app, ctx);
  await registerStaticClient(app, config.clientDir);

  return app;
}
