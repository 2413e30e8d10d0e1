/**
 * What every module gets from the composition root: configuration, database, file storage, the
 * active payment and fulfilment providers, the image workers and the job queue (as its port). Built once by
 * `createAppContext` (app-context.ts at the root); tests get it through `buildApp()` too.
 * A port: it names provider types but no module, job or plugin (docs/architecture.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Stylizers } from '../artwork/create-stylizers.ts';
import type { AppConfig } from '../config.ts';
import type { CounterStore } from '../counters/counter-store.ts';
import type { Database } from '../db/client.ts';
import type { EmailLinkSigner } from '../email/email-links.ts';
import type { Mailer } from '../email/mailer.ts';
import type { FulfilmentProvider } from '../fulfilment/fulfilment-provider.ts';
import type { ImageWorkerPool } from '../images/image-worker-pool.ts';
import type { PrintUpscaler } from '../images/print-upscaler.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { JobQueue } from './job-queue.ts';

export interface AppContext {
  config: AppConfig;
  database: Database;
  storage: FileStorage;
  payments: PaymentProvider;
  /** Who prints and ships paid orders (`FULFILMENT_PROVIDER`; issue 19 §3). */
  fulfilment: FulfilmentProvider;
  /**
   * Every payment provider an order may have been paid through, for its refund (issue 19 §5): the
   * built-in one always (test orders keep refunding through its records after a switch to Stripe),
   * Stripe when configured. `payments` is one of them.
   */
  paymentProviders: { local: PaymentProvider; stripe: PaymentProvider | null };
  /** Worker threads for image decoding (uploads) and later stylisation. */
  images: ImageWorkerPool;
  /** Recognises the email-order links made before issue 17 (HMAC of the email), answered as expired. */
  emailLinks: EmailLinkSigner;
  /** Sends email: SMTP with `SMTP_URL`, else .eml files in `DATA_DIR/outbox` (issue 7 §4). */
  mailer: Mailer;
  /** Durable jobs on pg-boss (artwork renders, print files; issue 8). */
  jobs: JobQueue;
  /** The stylizers `STYLIZER` asks for (issue 8). */
  stylizers: Stylizers;
  /** Makes print files at print size: Lanczos, or Real-ESRGAN on Replicate (`PRINT_UPSCALER`; issue 20 §3). */
  printUpscaler: PrintUpscaler;
  /** Counters shared by all instances: rate limits and failed logins (Redis, PostgreSQL or memory; issue 10). */
  counters: CounterStore;
  /** The app's logger (redacted, see logging.ts), for work outside a request. */
  log: FastifyBaseLogger;
}
