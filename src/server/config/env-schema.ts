/**
 * The environment keys the shop reads (DESIGN.md "Configuration"), as one zod schema: every key
 * optional, an empty value counts as unset. loadConfig (config.ts) turns the parsed keys into an
 * AppConfig.
 */
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().min(1).optional());

export const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  // Issue 23 point 3: only this machine by default; `0.0.0.0` in a container or to open it to a network.
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  // Issue 23 point 2: readable logs in a terminal, JSON lines otherwise (`auto`).
  LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(['auto', 'pretty', 'json']).default('auto')),
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
  // Issue 19 §9: days after delivery or cancellation an order's photo, artwork and print file are kept.
  PURGE_FULFILLED_AFTER_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(90)),
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
