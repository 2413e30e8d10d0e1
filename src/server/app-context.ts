/**
 * The composition root's wiring (issue 18 §1): builds the app context every module gets (see
 * ports/app-context.ts) from the configuration: database, shared counters, file storage, image
 * workers, payment and fulfilment providers, email, job queue, stylizers and print upscaler. Each part that holds a resource is
 * closed by an `onClose` hook of `app`, in the reverse order of opening.
 */
import type { FastifyInstance } from 'fastify';
import { createStylizers } from './artwork/create-stylizers.ts';
import { createReplicateUpscaler } from './artwork/replicate-upscaler.ts';
import type { AppConfig } from './config.ts';
import { createCounterStore } from './counters/shared-counters.ts';
import { openDatabase } from './db/client.ts';
import { createEmailLinkSigner } from './email/email-links.ts';
import { createMailer } from './email/mailer.ts';
import { createFulfilmentProvider } from './fulfilment/create-fulfilment-provider.ts';
import { createImageWorkerPool } from './images/image-worker-pool.ts';
import { createLanczosUpscaler } from './images/lanczos-upscaler.ts';
import { modelSummary } from './images/onnx-model.ts';
import { startOnnxRunner } from './images/onnx-runner.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { LocalPaymentProvider } from './payments/local-provider.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { AppContext } from './ports/app-context.ts';
import { createFileStorage } from './storage/create-storage.ts';

/**
 * Opens everything the app context holds and registers its closing on `app`.
 * @throws Error when the database, storage, email or job queue cannot start.
 */
export async function createAppContext(app: FastifyInstance, config: AppConfig): Promise<AppContext> {
  // Issue 20 §7: a merchant's model that cannot run stops the start before anything else opens.
  const onnx = config.stylizer.onnx
    ? await startOnnxRunner(config.stylizer.onnx, {
        timeoutSeconds: config.imageWorkers.artwork.printTimeoutSeconds,
        maxQueue: config.imageWorkers.artwork.maxQueue,
        threads: config.imageWorkers.artwork.threads,
      })
    : null;
  if (onnx && config.stylizer.onnx) {
    app.addHook('onClose', async () => onnx.close());
    const { inputSize, sizeMultiple, inputRange: range } = config.stylizer.onnx;
    app.log.info(
      `ONNX model ${config.stylizer.onnx.modelPath}: ${modelSummary(onnx.shape, { inputSize, sizeMultiple, range })}`,
    );
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    postgres: config.postgres,
    dataDir: config.dataDir,
    inMemory: config.inMemoryDatabase,
    template: config.databaseTemplate,
  });
  app.addHook('onClose', async () => database.close());
  // Rate limits and failed logins, shared by every instance (Redis, PostgreSQL, else this process).
  const counters = await createCounterStore({ redis: config.redis, pool: database.pool }, app.log);
  app.addHook('onClose', async () => counters.close());
  app.log.info(`Rate limits and failed logins are counted in ${counters.kind}`);

  const files = await createFileStorage(config);
  const storage = files.storage;
  app.addHook('onClose', async () => files.close());
  if (files.note) app.log.info(files.note);
  const images = createImageWorkerPool(config.imageWorkers);
  app.addHook('onClose', async () => images.close());
  const localPayments = new LocalPaymentProvider(
    database.db,
    config.publicUrl,
    config.checkoutAssetsDir,
    config.tax.vatRates,
    config.shippingCountries,
  );
  // The Stripe SDK loads only for a shop that uses Stripe: it is ~0.2 s of a start (ADR 0034).
  const stripePayments = config.stripe
    ? new (await import('./payments/stripe/stripe-provider.ts')).StripePaymentProvider({
        ...config.stripe,
        shippingCountries: config.shippingCountries,
      })
    : null;
  const payments: PaymentProvider = stripePayments ?? localPayments;
  if (payments.testMode) {
    // Issue 17 point 4: said at every start, so nobody mistakes a test shop for a live one.
    app.log.warn(
      `Payments run in TEST mode (${payments.name}): no money moves; orders are marked TEST for staff and in emails`,
    );
  }
  const fulfilment = createFulfilmentProvider(config.fulfilment);
  app.log.info(
    `Fulfilment: ${fulfilment.label}${fulfilment.submits ? `, paid orders sent ${config.fulfilment.autoSubmit ? 'automatically' : 'by staff'}` : ''}`,
  );
  const emailLinks = await createEmailLinkSigner(database.db, config.emailLinkSecret);
  const mailer = await createMailer(config, app.log);
  // onClose hooks run last-registered first: mail work still under way finishes before the database closes.
  app.addHook('onClose', async () => mailer.close());
  const jobs = await startJobQueue(database, config, app.log);
  // Registered last, so it runs first: running jobs finish (or are failed, to be retried) while the
  // workers, the mailer and the database are still there.
  app.addHook('onClose', async () => jobs.stop());
  const stylizers = await createStylizers(config.stylizer, images, onnx);
  const printUpscaler = config.printUpscaler.replicate
    ? createReplicateUpscaler(config.printUpscaler.replicate, images.upscaleForPrint)
    : createLanczosUpscaler(images.upscaleForPrint);
  return {
    config,
    database,
    storage,
    payments,
    fulfilment,
    paymentProviders: { local: localPayments, stripe: stripePayments },
    images,
    emailLinks,
    mailer,
    jobs,
    stylizers,
    printUpscaler,
    counters,
    log: app.log,
  };
}
