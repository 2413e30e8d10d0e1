/**
 * buildApp(config): the composition root for `main.ts` and the tests. Builds the app context
 * (app-context.ts: database, storage, payment provider, job queue…), starts the jobs, and registers
 * plugins and modules; the only place that knows them all (docs/architecture.md "Server").
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAppContext } from './app-context.ts';
import type { AppConfig } from './config.ts';
import { startArtworkJobs } from './jobs/artwork-jobs.ts';
import { startCheckoutReminderJob } from './jobs/checkout-reminder.job.ts';
import { startFulfilmentJobs } from './jobs/fulfilment.job.ts';
import { startOrderEmailJobs } from './jobs/order-email.job.ts';
import { startOrderStatusEmailJobs } from './jobs/order-status-email.job.ts';
import { startPreviewAlertJob } from './jobs/preview-alert.job.ts';
import { startProofJobs } from './jobs/proof.job.ts';
import { startRefundResumeJob } from './jobs/refund-resume.job.ts';
import { startRetentionPurgeJob } from './jobs/retention-purge.job.ts';
import { loggerOptions, quietRouteLogLevel } from './logging.ts';
import { registerAdminAuth } from './modules/admin/admin-auth.plugin.ts';
import { adminSessionCookieName } from './modules/admin/admin-auth.routes.ts';
import { requireOwner, requireSignedInStaff, requireStaff } from './modules/admin/require-staff.ts';
import { registerAdminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes.ts';
import { registerAdminOrderRoutes } from './modules/admin-orders/admin-orders.routes.ts';
import { registerOrderFulfilmentRoutes } from './modules/admin-orders/order-fulfilment.routes.ts';
import { registerStaffProofRoutes } from './modules/admin-orders/order-proof.routes.ts';
import { autoSendPreview } from './modules/admin-orders/preview-send.service.ts';
import { registerArtworkRoutes } from './modules/artworks/artworks.routes.ts';
import { handlePredictionDone } from './modules/artworks/prediction-events.service.ts';
import { registerCartRoutes } from './modules/cart/cart.routes.ts';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.ts';
import { registerCatalogAdminRoutes } from './modules/catalog/catalog-admin.routes.ts';
import { seedCatalog } from './modules/catalog/catalog-seed.service.ts';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes.ts';
import { registerCheckoutReminderRoutes } from './modules/checkout-reminders/checkout-reminders.routes.ts';
import { registerCustomerDataRoutes } from './modules/customer-data/customer-data.routes.ts';
import { registerCustomerRoutes } from './modules/customers/customers.routes.ts';
import { registerDiscountCodeRoutes } from './modules/discount-codes/discount-codes.routes.ts';
import { registerDiscountCodeAdminRoutes } from './modules/discount-codes/discount-codes-admin.routes.ts';
import { registerEmailOrderRoutes } from './modules/email-orders/email-orders.routes.ts';
import { registerEmailRoutes } from './modules/emails/emails.routes.ts';
import { registerFulfilmentFileRoutes } from './modules/fulfilment/fulfilment-files.routes.ts';
import { handleFulfilmentNotice } from './modules/fulfilment/fulfilment-reconcile.service.ts';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { registerOrderStatusRoutes } from './modules/order-status/order-status.routes.ts';
import { registerOrderRoutes } from './modules/orders/orders.routes.ts';
import { handlePaymentAction } from './modules/orders/payment-actions.service.ts';
import { registerPlacementRoutes } from './modules/placement/placement.routes.ts';
import { registerProofRoutes } from './modules/proofs/proofs.routes.ts';
import { registerStaffImageRoutes } from './modules/staff-images/staff-images.routes.ts';
import { migrateLegacyUploads } from './modules/uploads/legacy-uploads.ts';
import { registerUploadRoutes } from './modules/uploads/uploads.routes.ts';
import { registerApiDescription, registerApiDocsPage } from './plugins/api-docs.ts';
import { registerCanonicalHost } from './plugins/canonical-host.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerHealth, registerReadiness } from './plugins/health.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { frameworkErrorHandler, registerRequestGuards } from './plugins/request-guards.ts';
import { genReqId, registerRequestId } from './plugins/request-id.ts';
import { OneLineRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticClient } from './plugins/static-client.ts';
import type { AppContext } from './ports/app-context.ts';
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
  const requestLog = new OneLineRequestLog({ requestIdLogLabel: 'requestId' });
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logFormat),
    // Request ids (plugins/request-id.ts): a safe incoming X-Request-Id is kept, else a random UUID.
    genReqId,
    requestIdHeader: false,
    // Log lines carry `requestId`, as the logs of the jobs a request queues do.
    // …and one line per request instead of two (plugins/request-log.ts).
    logController: requestLog,
    // Only the configured proxies may name the client's address (X-Forwarded-For); none by default.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    // Shutdown (main.ts): close() ends idle keep-alive connections at once, and a request that
    // still arrives on an open one gets a quick 503 with Connection: close instead of starting work.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  requestLog.writeLinesTo(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx = await createAppContext(app, config);
  app.decorate('ctx', ctx);
  // Issue 21 §1: a new shop starts with SPEC §9's catalogue and prices (nothing is overwritten later).
  const seeded = await seedCatalog(ctx.database.db);
  if (seeded.priceBooks > 0)
    app.log.info(`Seeded the catalogue: ${seeded.products} products, ${seeded.priceBooks} price books`);
  await startArtworkJobs(ctx);
  await startOrderEmailJobs(ctx);
  // Issue 19 §3: submissions to the fulfilment provider, and its poll every 15 minutes.
  await startFulfilmentJobs(ctx);
  await startOrderStatusEmailJobs(ctx);
  // Issue 20 §4: proof emails, and proofs nobody answered approved after the configured days.
  await startProofJobs(ctx);
  // Issue 17 point 6: records that never ordered and unverified emails are purged hourly.
  await startRetentionPurgeJob(ctx);
  // Issue 19 §5: refunds a crash or a silent provider left pending are asked about again.
  await startRefundResumeJob(ctx);
  // Issue 23 item 10: staff hear of preview requests that waited over an hour.
  await startPreviewAlertJob(ctx);
  // Issue 21 §6: one reminder of an unpaid checkout to a customer who asked for it.
  await startCheckoutReminderJob(ctx);
  const movedUploads = await migrateLegacyUploads(ctx);
  if (movedUploads > 0) app.log.info(`Moved ${movedUploads} customer photos to random storage keys`);

  registerRequestId(app);
  registerErrorHandler(app);
  registerRequestGuards(app);
  registerCanonicalHost(app, config.publicUrl);
  await registerCompression(app);
  await registerSecurityHeaders(app, ctx);
  await registerRateLimits(app, config.rateLimit !== false, ctx.counters);
  // Multipart bodies only in the scopes of the routes that take an upload: @fastify/multipart hooks
  // every request of its scope (a `close` listener, a clean-up after the answer; issue 22 §4), and
  // elsewhere a multipart body is refused as any other unsupported type is (415).
  const withMultipart = (registerRoutes: (scope: FastifyInstance) => void) => async (scope: FastifyInstance) => {
    await scope.register(multipart, {
      limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024 },
    });
    registerRoutes(scope);
  };

  // Before any route: it describes the routes as they are added (docs/openapi.json, /api/docs).
  await registerApiDescription(app, {
    staffGuards: [requireStaff, requireOwner, requireSignedInStaff],
    staffCookie: adminSessionCookieName,
  });
  await registerHealth(app, ctx.database);
  registerReadiness(app, ctx);

  // The staff scope (ADR 0028): the session cookie is read only for the modules with routes behind a
  // staff guard (their few public routes, the tracking pixel and the invoice link, come along).
  await registerAdminAuth(app, ctx, async (staff) => {
    await registerApiDocsPage(staff, requireStaff);
    registerCustomerDataRoutes(staff, ctx);
    registerCatalogAdminRoutes(staff, ctx);
    registerDiscountCodeAdminRoutes(staff, ctx);
    registerInvoiceRoutes(staff, ctx);
    await staff.register(
      withMultipart((uploads) => {
        registerStaffProofRoutes(uploads, ctx);
        registerStaffImageRoutes(uploads, ctx);
      }),
    );
    registerAdminOrderRoutes(staff, ctx);
    registerOrderFulfilmentRoutes(staff, ctx);
    registerAdminDashboardRoutes(staff, ctx);
    registerEmailRoutes(staff, ctx);
  });
  registerCustomerRoutes(app, ctx);
  registerPlacementRoutes(app, ctx);
  registerCartRoutes(app, ctx);
  registerArtworkRoutes(app, ctx);
  await app.register(withMultipart((uploads) => registerUploadRoutes(uploads, ctx)));
  registerCatalogRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx);
  registerDiscountCodeRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerOrderStatusRoutes(app, ctx);
  registerProofRoutes(app, ctx);
  registerCheckoutReminderRoutes(app, ctx);
  registerEmailOrderRoutes(app, ctx);
  // The provider's webhook hands its verdict to the payments service (modules/orders).
  await ctx.payments.registerRoutes(app, {
    database: ctx.database,
    onWebhookAction: (action) => handlePaymentAction(ctx, action),
  });
  // The fulfilment provider's webhook hands what it verified to the fulfilment service.
  await ctx.fulfilment.registerRoutes(app, {
    database: ctx.database,
    onNotice: (notice) => handleFulfilmentNotice(ctx, notice),
  });
  registerFulfilmentFileRoutes(app, ctx);
  // The hosted artwork providers' webhooks say a render finished; the artworks service checks and stores it.
  await ctx.stylizers.registerWebhookRoutes(app, {
    database: ctx.database,
    onPredictionDone: async (provider, id) => {
      const finished = await handlePredictionDone(ctx, provider, id);
      if (finished && !finished.orderId) await autoSendPreview(ctx, finished.customerId);
    },
  });
  registerStoredFileRoutes(app, ctx);
  await registerStaticClient(app, config.clientDir, { logLevel: quietRouteLogLevel(config.logLevel) });

  return app;
}
