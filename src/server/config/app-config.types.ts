/**
 * The shape of the shop's configuration (`AppConfig`) and of its parts, as loadConfig (config.ts)
 * builds them from the environment.
 */

/**
 * Which stylizer makes artwork (issue 8; `STYLIZER`): `local` the instant preview only; `openai` an
 * OpenAI-compatible image-edit API on top of it; `manual` none, staff upload artwork by hand.
 */
export type StylizerConfig =
  | { kind: 'local' }
  | { kind: 'manual' }
  | {
      kind: 'openai';
      apiKey: string;
      /** An OpenAI-compatible provider's API root (`OPENAI_BASE_URL`); unset: OpenAI's. */
      baseUrl?: string;
      model: string;
      /** Per request, milliseconds. */
      timeoutMs: number;
      /** The SDK's own retries of 429, 5xx, timeouts and lost connections (with backoff) per attempt. */
      maxRetries: number;
    };

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
  /** On stop, running jobs get this long to finish before they are failed (and so retried later), ms. */
  stopTimeoutMs: number;
  /** Render jobs one process runs at once (each uses a worker thread or a provider request). */
  renderConcurrency: number;
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
  stripe?: { secretKey: string; webhookSecret?: string; apiTarget?: StripeApiTarget };
  /**
   * `PAYMENTS_TEST_MODE=on`: the built-in test provider was asked for by name (needed with an https
   * PUBLIC_URL and no Stripe key; issue 17 point 4).
   */
  paymentsTestMode: boolean;
  /** Ages of the retention purge (issue 17 point 6). */
  retention: RetentionConfig;
  supportEmail: string;
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
  /** Image worker pools: threads, queue bounds and deadlines of uploads and of artwork. */
  imageWorkers: ImageWorkersConfig;
  /** How artwork is made (`STYLIZER`, `OPENAI_*`; issue 8). */
  stylizer: StylizerConfig;
  /** `PREVIEW_AUTO_SEND=true`: a requested preview's order-link email goes out without staff review. */
  previewAutoSend: boolean;
  jobs: JobsConfig;
  /** Upload limits (SPEC-independent safety limits of issue 2). */
  uploadMaxBytes: number;
  uploadMaxPixels: number;
}
