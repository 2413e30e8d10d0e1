/**
 * The shape of the shop's configuration (`AppConfig`) and of its parts, as loadConfig (config.ts)
 * builds them from the environment.
 */

import type { ArtworkStyle, HostedArtworkProvider } from '#shared/artwork.ts';
import type { MarketingClaims } from '#shared/marketing-claims.ts';
import type { PreviewTiming } from '#shared/preview-timing.ts';
import type { ShippingCountry } from '#shared/shipping.ts';
import type { UsSalesTaxMode, VatRates } from '#shared/tax.ts';
import type { MissingLegalSetting } from './legal-settings.ts';

/** An OpenAI-compatible image-edit API (`OPENAI_*`; issue 8). */
export interface OpenAiStylizerConfig {
  apiKey: string;
  /** An OpenAI-compatible provider's API root (`OPENAI_BASE_URL`); unset: OpenAI's. */
  baseUrl?: string;
  model: string;
  /** Per request, milliseconds. */
  timeoutMs: number;
  /** The SDK's own retries of 429, 5xx, timeouts and lost connections (with backoff) per attempt. */
  maxRetries: number;
}

/**
 * Replicate's predictions API (`REPLICATE_*`; issue 20 §1). `input` is the model's input as a JSON
 * template: the strings `{{image}}` (the photo as a data URI) and `{{prompt}}` (the style's prompt)
 * are replaced wherever they occur (artwork/input-template.ts).
 */
export interface ReplicateStylizerConfig {
  apiToken: string;
  /** API root, `https://api.replicate.com/v1` (tests: a local fake). */
  baseUrl: string;
  /** `owner/name` (the model's latest version), `owner/name:version` or a version id. */
  model: string;
  input: unknown;
  /** The account's webhook signing secret (`whsec_…`); unset: no webhook is asked for, polling only. */
  webhookSecret?: string;
  /** Where Replicate posts the prediction when it completes (`{PUBLIC_URL}/api/webhooks/replicate`). */
  webhookUrl: string;
  /** Per HTTP request, milliseconds. */
  timeoutMs: number;
}

/**
 * The Real-ESRGAN model on Replicate that enlarges print files (issue 20 §3; `PRINT_UPSCALER=replicate`,
 * `REPLICATE_UPSCALER_MODEL`, with `REPLICATE_API_TOKEN` and `REPLICATE_BASE_URL`). Its input is
 * `{image, scale}` (a JPEG data URI and the whole factor, 2-4).
 */
export interface ReplicateUpscalerConfig {
  apiToken: string;
  baseUrl: string;
  /** `owner/name:version`, `owner/name` (an official model) or a version id. */
  model: string;
  /** Per HTTP request, milliseconds. */
  timeoutMs: number;
  /** How long a prediction is waited for before Lanczos alone makes the file (`ARTWORK_PROVIDER_WAIT_SECONDS`). */
  waitSeconds: number;
}

/** How print files reach the print size (issue 20 §3; `PRINT_UPSCALER`): `lanczos` (default) or `replicate`. */
export interface PrintUpscalerConfig {
  method: 'lanczos' | 'replicate';
  /** Set when `method` is `replicate`. */
  replicate?: ReplicateUpscalerConfig;
}

/** fal.ai's queue API (`FAL_*`; issue 20 §1); `input` as for Replicate. */
export interface FalStylizerConfig {
  key: string;
  /** Queue root, `https://queue.fal.run` (tests: a local fake). */
  baseUrl: string;
  /** Model id, e.g. `fal-ai/flux/dev/image-to-image`. */
  model: string;
  input: unknown;
  /** `{PUBLIC_URL}/api/webhooks/fal` when webhooks are on (`FAL_WEBHOOKS`), else undefined (polling only). */
  webhookUrl?: string;
  /** fal's public keys (JWKS, ED25519) that verify its webhooks. */
  jwksUrl: string;
  timeoutMs: number;
}

/** A merchant's own ComfyUI server (`COMFYUI_*`; issue 20 §1). */
export interface ComfyUiStylizerConfig {
  /** Server root, e.g. `http://gpu.internal:8188`. */
  url: string;
  /** The workflow in ComfyUI's API format, read from `COMFYUI_WORKFLOW` at start (placeholders as for Replicate). */
  workflow: Record<string, unknown>;
  /** Sent as `Authorization: Bearer …` when set (a server behind an authenticating proxy). */
  token?: string;
  timeoutMs: number;
}

/**
 * A merchant's own ONNX image-to-image model (`ONNX_*`; issue 20 §7, docs/decisions/0020), run on
 * this machine in a child process (images/onnx-runner.ts). The model takes one float32 RGB image,
 * `[1,3,H,W]` (NCHW) or `[1,H,W,3]` (NHWC), and gives one of the same layout.
 */
export interface OnnxStylizerConfig {
  /** Absolute path of the `.onnx` file (`ONNX_MODEL_PATH`; checked readable at start). */
  modelPath: string;
  /** Long side a model with free height and width runs at, pixels (`ONNX_INPUT_SIZE`). */
  inputSize: number;
  /** The pixel values the model takes and gives (`ONNX_INPUT_RANGE`). */
  inputRange: '0..1' | '-1..1' | '0..255';
  /** A free height and width are padded to a multiple of this (`ONNX_SIZE_MULTIPLE`). */
  sizeMultiple: number;
}

/**
 * How artwork is made (issue 8, issue 20 §1; `STYLIZER`): `local` the instant preview only; a hosted
 * provider (`openai`, `replicate`, `fal`, `comfyui`) or the merchant's ONNX model (`onnx`, issue 20
 * §7) on top of it; `manual` none, staff upload
 * artwork by hand. `chains` names the hosted providers of each style, tried in order, then the
 * instant preview (`ARTWORK_PROVIDERS_{STYLE}`); a style without one uses `[kind]` when `kind` is a
 * hosted provider. Each provider named has its settings here.
 */
export interface StylizerConfig {
  kind: 'local' | 'manual' | HostedArtworkProvider;
  chains?: Partial<Record<ArtworkStyle, HostedArtworkProvider[]>>;
  openai?: OpenAiStylizerConfig;
  replicate?: ReplicateStylizerConfig;
  fal?: FalStylizerConfig;
  comfyui?: ComfyUiStylizerConfig;
  onnx?: OnnxStylizerConfig;
  /** How long one render attempt waits for an asynchronous provider, seconds (default 240). */
  waitSeconds?: number;
}

/**
 * Cost and abuse limits of artwork generation (issue 20 §2; `ARTWORK_COST_*`,
 * `ARTWORK_DAILY_SPEND_CAP`, `ARTWORK_LIMITS`; config/artwork-limits-config.ts). Local generation
 * counts against every limit too (it costs CPU); only the spend cap is about money.
 */
export interface ArtworkLimitsConfig {
  /** ISO 4217, lower-case: the currency of every cost and cap. */
  currency: string;
  /** Cost of one generation per provider, minor units (a provider not listed costs 0). */
  costMinor: Record<string, number>;
  /** Most spent per provider per UTC day, minor units (a provider not listed has no cap). */
  dailyCapMinor: Record<string, number>;
  /**
   * Providers that bill a call they accepted and then failed (`ARTWORK_BILLED_FAILURES`): its cost
   * is kept. Every other failed call is recorded at 0 and its reservation released (issue 20 §2).
   */
  billedFailures: string[];
  limits: {
    /** Hosted generations per customer per provider in the last 24 hours. */
    perCustomerDay: number;
    /** Hosted generations per customer, photo (content) and provider, ever (failed ones count). */
    perPhoto: number;
    /** Instant local previews per customer in the last 24 hours (looser: the fallback when a hosted limit holds). */
    localPerCustomerDay: number;
    /** Instant local previews per customer and photo, ever. */
    localPerPhoto: number;
    /** Requests that start a generation, per client address per hour (shared counters). */
    perIpHour: number;
    /** Artworks queued or being made shop-wide above which no new one is queued. */
    queueDepth: number;
  };
}

/** Durable jobs (pg-boss, src/server/jobs): retries and how fast a dead worker's job is taken over. */
export interface JobsConfig {
  /** Retries of a failed render or print-file job after the first attempt. */
  retryLimit: number;
  /** First retry delay, seconds; doubled per retry (pg-boss backoff with jitter). */
  retryDelaySeconds: number;
  /**
   * A running job's heartbeat interval (pg-boss minimum 10 s): a job whose process died is retried
   * about this long after its last heartbeat (plus up to one supervise interval).
   */
  heartbeatSeconds: number;
  /** How often pg-boss looks for expired jobs and missing heartbeats. */
  superviseIntervalSeconds: number;
  /** How often an idle worker asks for new jobs, seconds (pg-boss minimum 0.5). */
  pollingIntervalSeconds: number;
  /**
   * Set (issue 22 §4, ADR 0029): a job sent wakes its queue's workers at once (LISTEN/NOTIFY,
   * in-process on PGlite, across instances on PostgreSQL), and idle workers ask only this often,
   * seconds, for what no notice announces: a retry come due, a job left by a stopped or dead
   * process. Unset: workers poll every `pollingIntervalSeconds`. On PGlite every poll is a query on
   * the event loop's thread; thirty workers polling each second took a sixth of its CPU under load.
   */
  notifyPollingIntervalSeconds?: number;
  /** On stop, running jobs get this long to finish before they are failed (and so retried later), ms. */
  stopTimeoutMs: number;
  /** Instant-preview render jobs one process runs at once (each uses a worker thread). */
  renderConcurrency: number;
  /**
   * Hosted-provider render jobs one process runs at once (issue 20 §1): mostly waiting for the
   * provider, so more than the CPU-bound ones; unset: 8.
   */
  hostedRenderConcurrency?: number;
}

/**
 * The image worker pools (issue 17 point 2): uploads and artwork in separate pools with their own
 * threads and bounded queues, so renders never delay an upload; every task with a deadline.
 */
export interface ImageWorkersConfig {
  upload: {
    /** Threads decoding uploads at once. */
    threads: number;
    /** Uploads that may wait for a thread; one more is a 503 SERVICE_BUSY. */
    maxQueue: number;
    /** Deadline of one decode and re-encode, seconds of work (`IMAGE_UPLOAD_TIMEOUT_SECONDS`). */
    timeoutSeconds: number;
  };
  artwork: {
    /** Threads rendering artwork (local stylizer, print files) at once. */
    threads: number;
    /** Tasks that may wait for a thread; one more is a ServiceBusyError (the job retries). */
    maxQueue: number;
    /** Deadline of a render up to the preview size (1024 px), seconds (`IMAGE_PREVIEW_TIMEOUT_SECONDS`). */
    previewTimeoutSeconds: number;
    /** Deadline of a larger render or a print-file upscale, seconds (`IMAGE_PRINT_TIMEOUT_SECONDS`). */
    printTimeoutSeconds: number;
  };
}

/**
 * PostgreSQL connection settings (issue 10). `ssl` unset: the `sslmode` of `DATABASE_URL` decides
 * (node-postgres reads it); set, it replaces any `ssl*` parameter of the URL.
 */
export interface PostgresConfig {
  /** Connections of the app's pool per instance (`DATABASE_POOL_MAX`); pg-boss keeps 4 more. */
  poolMax: number;
  /** Longest one statement may run, ms; 0 means no limit (`DATABASE_STATEMENT_TIMEOUT_MS`). */
  statementTimeoutMs: number;
  /** `disable`: plain; `require`: TLS without checking the certificate; `verify-full`: TLS checked against `sslCaFile` or the system CAs. */
  ssl?: 'disable' | 'require' | 'verify-full';
  /** Absolute path of a PEM file of CA certificates for `verify-full` (`DATABASE_SSL_CA`). */
  sslCaFile?: string;
}

/** S3-compatible file storage (`S3_*`; docs/decisions/0008). */
export interface S3Config {
  bucket: string;
  /** S3-compatible server (`S3_ENDPOINT`); unset means AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (`{endpoint}/{bucket}/{key}`): default with an endpoint, as MinIO and most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (environment, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Public base URL of the bucket (or its CDN) for public areas, without trailing slash; unset: all files through the app. */
  publicUrl?: string;
}

/**
 * The retention purge (issue 17 point 6; jobs/retention-purge.job.ts), ages in days. Keep
 * `unorderedCustomerDays` at or below what the privacy page promises (90, legal.json "retention").
 */
export interface RetentionConfig {
  /** Customer records that never ordered are deleted with their photo and artwork after this many days from their creation. */
  unorderedCustomerDays: number;
  /** An email never verified (`email_verified_at` null) is cleared from a record untouched this many days. */
  unverifiedEmailDays: number;
  /**
   * An order's photo, artwork and print file are deleted this many days after it was delivered or
   * cancelled (issue 19 §9; the order keeps its row without them). Privacy page: 90.
   */
  fulfilledOrderDays: number;
}

/**
 * Fulfilment (issue 19 §3; `FULFILMENT_*`, `PRINTFUL_*`, `GELATO_*`): which provider prints and ships,
 * whether paid orders go to it on their own, and where its catalogue mapping is.
 */
export type FulfilmentConfig = {
  /** Paid orders with a print file are submitted by a job without a staff click (`FULFILMENT_AUTO_SUBMIT`). */
  autoSubmit: boolean;
  /** Absolute path of the JSON file mapping our catalogue to the provider's products. */
  catalogueFile: string;
  /** One vendor call's deadline, ms. */
  timeoutMs: number;
  /** How often open provider orders are polled (cron, UTC). */
  pollCron: string;
} & (
  | { provider: 'manual' }
  | { provider: 'printful'; apiToken: string; webhookSecret?: string; storeId?: string; baseUrl: string }
  | { provider: 'gelato'; apiKey: string; webhookSecret?: string; baseUrl: string }
);

/**
 * Proof approval (issue 20 §4; docs/decisions/0018): whether a paid order's customer approves the
 * final artwork before production, and when an unanswered proof is approved on its own.
 */
export interface ProofConfig {
  /** `on`, `off`, or `auto`: on when a hosted provider or staff makes the final artwork. */
  approval: 'auto' | 'on' | 'off';
  /** Days after a proof is sent that it is approved without an answer; 0: never. */
  autoApproveDays: number;
  /** How often due proofs are approved (cron, UTC). */
  autoApproveCron: string;
}

/** Tax (issue 21 §2; `VAT_RATES`, `US_SALES_TAX`; src/shared/tax.ts). */
export interface TaxConfig {
  /** VAT by destination country, basis points: the euro storefronts' prices include it. */
  vatRates: VatRates;
  /** `stripe`: Stripe Tax adds US sales tax at checkout; `none`: none is charged. */
  usSalesTax: UsSalesTaxMode;
}

/**
 * The shop's operator as invoices name it (issue 21 §2), from `SHOP_LEGAL_NAME`, `SHOP_ADDRESS`
 * (lines split at `;` or newlines) and `SHOP_VAT_ID`; the same values the legal pages are built with.
 */
export interface ShopOperatorConfig {
  legalName?: string;
  addressLines: string[];
  vatId?: string;
}

/** Where the Stripe SDK sends its requests; only tests point it elsewhere (a local fake). */
export interface StripeApiTarget {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface AppConfig {
  port: number;
  host: string;
  /** Origin customers reach the shop at; used for checkout return URLs and image URLs. */
  publicUrl: string;
  /** Absolute folder for the embedded database and stored files. */
  dataDir: string;
  /** PostgreSQL server; unset means embedded PGlite in `dataDir/db` (or in memory with `dataDir: null`). */
  databaseUrl?: string;
  /** Keep the embedded database in memory (tests). */
  inMemoryDatabase?: boolean;
  /** Tests only: the migrated PGlite data folder an in-memory database starts from (db/client.ts). */
  databaseTemplate?: Blob;
  /** PostgreSQL pool, statement timeout and TLS (`DATABASE_*`; ignored on PGlite). */
  postgres: PostgresConfig;
  /** Redis for counters shared by all instances (rate limits, failed logins); unset: PostgreSQL or this process. */
  redis?: { url: string; keyPrefix: string };
  /** `automaticTax`: `US_SALES_TAX=stripe` (issue 21 §2). */
  stripe?: { secretKey: string; webhookSecret?: string; apiTarget?: StripeApiTarget; automaticTax?: boolean };
  /**
   * `PAYMENTS_TEST_MODE=on`: the built-in test provider was asked for by name (needed with an https
   * PUBLIC_URL and no Stripe key; issue 17 point 4).
   */
  paymentsTestMode: boolean;
  /** Ages of the retention purge (issue 17 point 6). */
  retention: RetentionConfig;
  supportEmail: string;
  /** Operator details the legal pages lack (raw environment, empty counts as unset); warned at start. */
  missingLegalSettings: MissingLegalSetting[];
  /** Tax rates and the US sales tax mode (issue 21 §2). */
  tax: TaxConfig;
  /** The operator named on invoices (issue 21 §2). */
  shopOperator: ShopOperatorConfig;
  /** Rating, free shipping, delivery and return days the emails state (issue 21 §5; the pages get the same at build). */
  claims: MarketingClaims;
  logLevel: string;
  /**
   * `pretty`: readable lines and a start banner for a person at a terminal; `json`: one JSON object
   * per line for a log collector (issue 23 point 2).
   */
  logFormat: 'pretty' | 'json';
  /** Folder of the built client (React Router build/client); absent in API tests. */
  clientDir?: string;
  /**
   * Folder of the hosted test checkout's built stylesheet and script (`npm run build`): `checkout`
   * beside the client's folder (build/checkout); the API tests get one built for their run.
   */
  checkoutAssetsDir: string;
  /** Per-address request limits on the public write endpoints; off only in benchmarks (`RATE_LIMITS=off`). */
  rateLimit?: boolean;
  /**
   * Which proxies to believe for the client address (`X-Forwarded-For`): `false` (default: none, the
   * socket's address counts), a hop count, or addresses/CIDRs of the load balancers.
   */
  trustProxy: false | number | string[];
  /** Files on an S3-compatible bucket when set, else under `{dataDir}/files`. */
  s3?: S3Config;
  /** Mail: SMTP when `smtpUrl` is set, else .eml files in `{dataDir}/outbox`; `from` is the sender. */
  mail: { smtpUrl?: string; from: string };
  /** The first staff account (issue 7); unset: generated at first start, password logged once. */
  admin: { email?: string; password?: string };
  /** HMAC key of the email-order links made before issue 17 (recognised, answered as expired); unset: generated once and kept in the database. */
  emailLinkSecret?: string;
  /** Days an email-order link works after it was made (`EMAIL_ORDER_LINK_DAYS`, default 30; issue 17 §5). */
  emailOrderLinkDays: number;
  /** Hours after an unpaid checkout that its reminder is due (`ABANDONED_CHECKOUT_REMINDER_HOURS`, 0: off; issue 21 §6). */
  checkoutReminderHours: number;
  /** Countries the shop ships to (`SHIPPING_COUNTRIES`; issue 21 §5), a subset of src/shared/shipping.ts. */
  shippingCountries: readonly ShippingCountry[];
  /** Image worker pools: threads, queue bounds and deadlines of uploads and of artwork. */
  imageWorkers: ImageWorkersConfig;
  /** How artwork is made (`STYLIZER`, `ARTWORK_PROVIDERS_*`, provider keys; issue 8, issue 20 §1). */
  stylizer: StylizerConfig;
  /** Long side of the instant local preview, pixels (`ARTWORK_PREVIEW_PX`, SPEC's 1024 by default). */
  previewLongSidePx: number;
  /** How print files are enlarged to the print size (issue 20 §3). */
  printUpscaler: PrintUpscalerConfig;
  /** Generation costs and limits (issue 20 §2). */
  artworkLimits: ArtworkLimitsConfig;
  /** `PREVIEW_AUTO_SEND=true`: a requested preview's order-link email goes out without staff review. */
  previewAutoSend: boolean;
  /**
   * What the preview emails promise (issue 23 item 10, src/shared/preview-timing.ts): `minutes` when
   * previews are made by a hosted provider and sent automatically, else SPEC's 1-3 `hours`.
   */
  previewTiming: PreviewTiming;
  /** Proof approval (issue 20 §4; `PROOF_APPROVAL`, `PROOF_AUTO_APPROVE_DAYS`). */
  proofs: ProofConfig;
  jobs: JobsConfig;
  /** Fulfilment provider and its settings (issue 19 §3). */
  fulfilment: FulfilmentConfig;
  /** Upload limits (SPEC-independent safety limits of issue 2). */
  uploadMaxBytes: number;
  uploadMaxPixels: number;
}
