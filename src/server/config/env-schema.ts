/**
 * The environment keys the shop reads (DESIGN.md "Configuration"), as one zod schema: every key
 * optional, an empty value counts as unset. loadConfig (config.ts) turns the parsed keys into an
 * AppConfig.
 */
import { z } from 'zod';
import { previewLongSidePx } from '#shared/artwork.ts';
import { deliveryDaysRange, returnDaysRange } from '#shared/marketing-claims.ts';
import { shippingCountries } from '#shared/shipping.ts';
import { usSalesTaxModes } from '#shared/tax.ts';

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
  // Issue 21 §2: VAT rates by destination country over the EU standard rates (src/shared/tax.ts
  // parseVatRates checks the pairs in config.ts), and how US sales tax is handled.
  VAT_RATES: optionalString,
  US_SALES_TAX: z.preprocess(emptyToUndefined, z.enum(usSalesTaxModes).default('none')),
  CLIENT_DIR: z.preprocess(emptyToUndefined, z.string().default('build/client')),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).optional()),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(12, 'at least 12 characters').optional()),
  EMAIL_LINK_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'at least 32 characters').optional()),
  // Issue 17 §5: how long an email-order link works, in days.
  EMAIL_ORDER_LINK_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(365).default(30)),
  // Issue 21 §6: hours after a started checkout that a customer who asked for it gets one reminder
  // (fractions allowed, for tests: 0.01 is 36 s); 0 sends none.
  ABANDONED_CHECKOUT_REMINDER_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(720).default(24)),
  // Issue 21 §5: ISO 3166-1 alpha-2 codes, comma-separated, of the countries the shop ships to: a
  // subset of src/shared/shipping.ts (the countries whose address forms the checkouts know).
  SHIPPING_COUNTRIES: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(shippingCountries)).min(1, 'at least one country'))
      .optional(),
  ),
  // Issue 21 §5 (docs/decisions/0026): the marketing claims of pages and emails, built into the
  // pages (vite.config.ts) like SHOP_*; src/shared/marketing-claims.ts checks the values together.
  RATING_TEXT: optionalString,
  FREE_SHIPPING: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  DELIVERY_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(deliveryDaysRange.min).max(deliveryDaysRange.max).default(12),
  ),
  DISPATCH_DAYS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,2}\s*-\s*\d{1,2}$/, 'a range of business days such as 5-7')
      .default('5-7'),
  ),
  RETURN_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(returnDaysRange.min).max(returnDaysRange.max).default(30),
  ),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  RATE_LIMITS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  STYLIZER: z.preprocess(
    emptyToUndefined,
    z.enum(['local', 'openai', 'replicate', 'fal', 'comfyui', 'onnx', 'manual']).default('local'),
  ),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  OPENAI_IMAGE_MODEL: z.preprocess(emptyToUndefined, z.string().min(1).max(100).default('gpt-image-2')),
  // Issue 20 §1: hosted providers per style, tried in order, then the instant preview (config/stylizer-config.ts).
  ARTWORK_PROVIDERS_PAINTERLY: optionalString,
  ARTWORK_PROVIDERS_CEL: optionalString,
  ARTWORK_PROVIDER_WAIT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(500).default(240)),
  ARTWORK_PREVIEW_PX: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(256).max(2048).default(previewLongSidePx),
  ),
  REPLICATE_API_TOKEN: optionalString,
  REPLICATE_MODEL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^([\w.-]+\/[\w.-]+(:[0-9a-f]{64})?|[0-9a-f]{64})$/,
        'owner/name, owner/name:version or a 64-character version id',
      )
      .optional(),
  ),
  REPLICATE_INPUT: optionalString,
  REPLICATE_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'the whsec_… signing secret Replicate gives')
      .optional(),
  ),
  REPLICATE_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.replicate.com/v1')),
  // Issue 20 §3: how print files reach the print size (config/stylizer-config.ts parsePrintUpscalerConfig).
  PRINT_UPSCALER: z.preprocess(emptyToUndefined, z.enum(['lanczos', 'replicate']).default('lanczos')),
  REPLICATE_UPSCALER_MODEL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^([\w.-]+\/[\w.-]+(:[0-9a-f]{64})?|[0-9a-f]{64})$/,
        'owner/name:version (e.g. nightmareai/real-esrgan:…), owner/name or a 64-character version id',
      )
      .optional(),
  ),
  FAL_KEY: optionalString,
  FAL_MODEL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)+$/, 'a model id such as fal-ai/flux/dev/image-to-image')
      .optional(),
  ),
  FAL_INPUT: optionalString,
  FAL_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://queue.fal.run')),
  FAL_WEBHOOKS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).optional()),
  FAL_WEBHOOK_JWKS_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://rest.alpha.fal.ai/.well-known/jwks.json'),
  ),
  COMFYUI_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  COMFYUI_WORKFLOW: optionalString,
  COMFYUI_TOKEN: optionalString,
  // Issue 20 §7 (docs/decisions/0020): a merchant's own ONNX image-to-image model, run on this machine.
  ONNX_MODEL_PATH: optionalString,
  // The long side a model with free height and width is run at; a fixed-size model runs at its own size.
  ONNX_INPUT_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(64).max(4096).default(1024)),
  // The pixel values the model takes and gives: `0..1`, `-1..1` (tanh generators) or `0..255`.
  ONNX_INPUT_RANGE: z.preprocess(emptyToUndefined, z.enum(['0..1', '-1..1', '0..255']).default('0..1')),
  // Height and width are padded (mirrored) to a multiple of this for a model with free sizes.
  ONNX_SIZE_MULTIPLE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(256).default(32)),
  // Issue 20 §2: generation costs (`ARTWORK_COST_<PROVIDER>`, minor units; read by
  // artwork-limits-config.ts, which checks the values), the daily spend cap and the limits.
  ARTWORK_COST_CURRENCY: optionalString,
  ARTWORK_DAILY_SPEND_CAP: optionalString,
  ARTWORK_LIMITS: optionalString,
  // Providers that bill work they accepted and then failed (e.g. `replicate`): such a failure keeps its cost.
  ARTWORK_BILLED_FAILURES: optionalString,
  PREVIEW_AUTO_SEND: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  // Issue 20 §4 (docs/decisions/0018): the customer approves the final artwork before production.
  // `auto`: on when a hosted provider or staff makes the final artwork (STYLIZER not local).
  PROOF_APPROVAL: z.preprocess(emptyToUndefined, z.enum(['auto', 'on', 'off']).default('auto')),
  // A proof nobody answers is approved after this many days (0: never; it waits for the customer).
  PROOF_AUTO_APPROVE_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60).default(3)),
  // Time limits of image work (issue 17 point 2), seconds of work (waiting for a thread not counted).
  // Measured on the 2-core machine, CPU time of one upload at the 40 MP limit: JPEG 3.2 s (with the
  // EXIF rotation), PNG 1.9 s, WebP 6.9 s, AVIF 7.2 s; a 12 MP JPEG 1 s. With two upload threads,
  // a render and the event loop sharing two cores, wall time stretches about 2-3x: 20 s. A preview
  // render takes about 1 s, a print file's 2400 px render 4-7 s (10-17 s with both cores busy) plus
  // its 3600 x 4800 upscale a few seconds. The maxima stay under the pg-boss expiry of the render (600 s) and print-file (900 s,
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
  // Issue 19 §3: who prints and ships (docs/decisions/0017). `manual`: staff, with a packing slip.
  FULFILMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['manual', 'printful', 'gelato']).default('manual')),
  // Unset: on for printful and gelato, off for manual (which has nothing to submit to).
  FULFILMENT_AUTO_SUBMIT: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).optional()),
  // JSON file mapping our product type, size and colour to each provider's product; unset: the shipped default.
  FULFILMENT_CATALOGUE_FILE: optionalString,
  PRINTFUL_API_TOKEN: optionalString,
  // The hex `secret_key` Printful returned when the v2 webhook was registered (POST /v2/webhooks).
  PRINTFUL_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[0-9a-fA-F]{32,}$/, 'the hex secret_key')
      .optional(),
  ),
  PRINTFUL_STORE_ID: optionalString,
  PRINTFUL_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.printful.com')),
  GELATO_API_KEY: optionalString,
  // A random value of ours in the webhook URL's `X-Webhook-Token` header set in Gelato's API portal.
  GELATO_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(24, 'at least 24 characters').optional()),
  GELATO_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://order.gelatoapis.com')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});
