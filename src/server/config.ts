/**
 * Configuration from the environment (DESIGN.md "Configuration"); the only reader of process.env.
 * Every key is optional: without any, the shop runs on embedded defaults (PGlite and files under
 * ./data, the local test payment provider).
 */
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().min(1).optional());

const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  // Scale-out (issue 10): PostgreSQL pool and TLS, shared rate limits in Redis.
  DATABASE_POOL_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(10)),
  DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(15_000)),
  DATABASE_SSL: z.preprocess(emptyToUndefined, z.enum(['disable', 'require', 'verify-full']).optional()),
  DATABASE_SSL_CA: optionalString,
  REDIS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  REDIS_KEY_PREFIX: z.preprocess(emptyToUndefined, z.string().max(100).default('wowtees:')),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Issue 17 point 4: the built-in test provider on an https PUBLIC_URL only when asked for by name.
  PAYMENTS_TEST_MODE: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('off')),
  // Issue 17 point 6: retention purge ages, days (the privacy page promises 90 for unordered photos).
  PURGE_UNORDERED_AFTER_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(90)),
  PURGE_UNVERIFIED_AFTER_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(30)),
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('support@wowtees.shop')),
  // Shop operator on the legal pages, footer and German Impressum (issue 11); built into the pages
  // (vite.config.ts), checked here so a typo stops the start. Address lines are separated by `;` or newlines.
  SHOP_LEGAL_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(2).max(200).optional()),
  SHOP_ADDRESS: z.preprocess(emptyToUndefined, z.string().trim().min(5).max(500).optional()),
  SHOP_VAT_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Z]{2}[0-9A-Z+*. -]{2,14}$/, 'a VAT id such as DE123456789')
      .optional(),
  ),
  CLIENT_DIR: z.preprocess(emptyToUndefined, z.string().default('build/client')),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).optional()),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(12, 'at least 12 characters').optional()),
  EMAIL_LINK_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'at least 32 characters').optional()),
  // Issue 17 §5: how long an email-order link works, in days.
  EMAIL_ORDER_LINK_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(365).default(30)),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  RATE_LIMITS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  STYLIZER: z.preprocess(emptyToUndefined, z.enum(['local', 'openai', 'manual']).default('local')),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  OPENAI_IMAGE_MODEL: z.preprocess(emptyToUndefined, z.string().min(1).max(100).default('gpt-image-2')),
  PREVIEW_AUTO_SEND: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  // Time limits of image work (issue 17 point 2), seconds of work (waiting for a thread not counted).
  // Measured on the 2-core machine, CPU time of one upload at the 40 MP limit: JPEG 3.2 s (with the
  // EXIF rotation), PNG 1.9 s, WebP 6.9 s, AVIF 7.2 s; a 12 MP JPEG 1 s. With two upload threads,
  // a render and the event loop sharing two cores, wall time stretches about 2-3x: 20 s. A preview
  // render takes about 1 s, a print file's 2048 px render 3-5 s plus its 3600 x 4800 upscale a few
  // seconds. The maxima stay under the pg-boss expiry of the render (600 s) and print-file (900 s,
  // two tasks) jobs.
  IMAGE_UPLOAD_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0.01).max(120).default(20)),
  IMAGE_PREVIEW_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0.01).max(300).default(30)),
  IMAGE_PRINT_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0.01).max(400).default(120)),
  // S3-compatible file storage (docs/decisions/0008): all unset means files under DATA_DIR/files.
  S3_BUCKET: optionalString,
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

/** An IPv4/IPv6 address, optionally with a /prefix. */
function isAddressOrCidr(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length > 0 || !isIP(address)) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (isIP(address) === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: unset means no proxy is trusted; a whole number is the count of proxy hops in
 * front of the shop; otherwise a comma-separated list of proxy addresses or CIDRs.
 * @throws Error naming the key when the value is neither.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
  if (entries.length === 0 || invalid.length > 0) {
    throw new Error(
      `Invalid configuration:\n  TRUST_PROXY: expected a hop count or addresses/CIDRs, got "${invalid.join(', ') || value}"`,
    );
  }
  return entries;
}

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
 * Default pool sizes for `cores` CPU cores. Uploads get at least two threads: a customer waits for
 * them, each is short (about 1.3 s for 40 MP) and bounded by its deadline, so one slow file never
 * makes the next customer wait behind it, even on two cores (where the two share the CPU with the
 * event loop while both run). Artwork renders are background jobs of seconds each: one thread per
 * core but one, so a render never takes every core from the requests and uploads.
 */
export function defaultImageWorkers(
  cores: number,
  timeouts: { upload: number; preview: number; print: number },
): ImageWorkersConfig {
  return {
    upload: { threads: Math.max(2, Math.min(4, cores)), maxQueue: 16, timeoutSeconds: timeouts.upload },
    artwork: {
      threads: Math.max(1, Math.min(4, cores - 1)),
      maxQueue: 16,
      previewTimeoutSeconds: timeouts.preview,
      printTimeoutSeconds: timeouts.print,
    },
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

type S3Env = Partial<
  Record<
    | 'S3_BUCKET'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_PUBLIC_URL'
    | 'S3_FORCE_PATH_STYLE',
    string
  >
>;

/**
 * The S3 settings, or undefined when no `S3_*` key is set.
 * @throws Error when some are set without `S3_BUCKET`, or only one of the access key pair is.
 */
export function parseS3Config(e: S3Env): S3Config | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret } = e;
  const set = Object.entries(e).filter(([key, value]) => key.startsWith('S3_') && value !== undefined);
  if (!bucket) {
    if (set.length === 0) return undefined;
    const names = set.map(([key]) => key).join(', ');
    throw new Error(`Invalid configuration:\n  S3_BUCKET: required with ${names} (set all S3 keys you need, or none)`);
  }
  if (Boolean(keyId) !== Boolean(secret)) {
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither (neither: the AWS default credentials)',
    );
  }
  return {
    bucket,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
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
}

/**
 * Whether the built-in test payment provider may run, and whether it was asked for by name.
 * It takes no money, so on an https `PUBLIC_URL` (a real shop, as far as we can tell) it needs
 * `PAYMENTS_TEST_MODE=on`; without `STRIPE_SECRET_KEY` and without the opt-in the start stops.
 * @throws Error naming PAYMENTS_TEST_MODE.
 */
function checkPaymentsTestMode(publicUrl: string, stripeKey: string | undefined, optIn: 'on' | 'off'): boolean {
  if (!stripeKey && publicUrl.startsWith('https:') && optIn !== 'on') {
    throw new Error(
      'Invalid configuration:\n  PAYMENTS_TEST_MODE: PUBLIC_URL is https but STRIPE_SECRET_KEY is not set, so the built-in ' +
        'test payment provider would take the orders and no money would move. Set STRIPE_SECRET_KEY for real ' +
        'payments, or PAYMENTS_TEST_MODE=on to run a test shop on purpose (its orders are marked TEST).',
    );
  }
  return optIn === 'on';
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

/**
 * Parses the environment into an AppConfig.
 * @throws Error naming every invalid key, so a bad start stops with a clear message.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.STYLIZER === 'openai' && !e.OPENAI_API_KEY) {
    throw new Error('Invalid configuration:\n  OPENAI_API_KEY: required with STYLIZER=openai');
  }
  const stylizer: StylizerConfig =
    e.STYLIZER === 'openai'
      ? {
          kind: 'openai',
          apiKey: e.OPENAI_API_KEY ?? '',
          baseUrl: e.OPENAI_BASE_URL,
          model: e.OPENAI_IMAGE_MODEL,
          timeoutMs: 180_000,
          maxRetries: 3,
        }
      : { kind: e.STYLIZER };
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const paymentsTestMode = checkPaymentsTestMode(publicUrl, e.STRIPE_SECRET_KEY, e.PAYMENTS_TEST_MODE);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    postgres: {
      poolMax: e.DATABASE_POOL_MAX,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      ssl: e.DATABASE_SSL,
      sslCaFile: e.DATABASE_SSL_CA ? path.resolve(e.DATABASE_SSL_CA) : undefined,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined,
    paymentsTestMode,
    retention: {
      unorderedCustomerDays: e.PURGE_UNORDERED_AFTER_DAYS,
      unverifiedEmailDays: e.PURGE_UNVERIFIED_AFTER_DAYS,
    },
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    rateLimit: e.RATE_LIMITS === 'on',
    s3: parseS3Config(e),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `wowtees <${e.SUPPORT_EMAIL}>` },
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    emailLinkSecret: e.EMAIL_LINK_SECRET,
    emailOrderLinkDays: e.EMAIL_ORDER_LINK_DAYS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    imageWorkers: defaultImageWorkers(availableParallelism(), {
      upload: e.IMAGE_UPLOAD_TIMEOUT_SECONDS,
      preview: e.IMAGE_PREVIEW_TIMEOUT_SECONDS,
      print: e.IMAGE_PRINT_TIMEOUT_SECONDS,
    }),
    clientDir: path.resolve(e.CLIENT_DIR),
    checkoutAssetsDir: path.join(path.dirname(path.resolve(e.CLIENT_DIR)), 'checkout'),
    stylizer,
    previewAutoSend: e.PREVIEW_AUTO_SEND === 'true',
    jobs: {
      retryLimit: 3,
      retryDelaySeconds: 5,
      heartbeatSeconds: 10,
      superviseIntervalSeconds: 10,
      pollingIntervalSeconds: 1,
      stopTimeoutMs: 5000,
      renderConcurrency: 2,
    },
    uploadMaxBytes: 20 * 1024 * 1024,
    uploadMaxPixels: 40_000_000,
  };
}
