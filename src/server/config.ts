/**
 * Configuration from the environment (DESIGN.md "Configuration"); the only reader of process.env.
 * Every key is optional: without any, the shop runs on embedded defaults (PGlite and files under
 * ./data, the local test payment provider). The keys are in config/env-schema.ts, the shapes in
 * config/app-config.types.ts, the checks of combined keys in config/config-parsers.ts.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseMarketingClaims } from '#shared/marketing-claims.ts';
import { previewTimingFor } from '#shared/preview-timing.ts';
import { shippingCountries } from '#shared/shipping.ts';
import type { AppConfig } from './config/app-config.types.ts';
import { parseArtworkLimits } from './config/artwork-limits-config.ts';
import {
  checkPaymentsTestMode,
  defaultImageWorkers,
  parseFulfilmentConfig,
  parseS3Config,
  parseTrustProxy,
  resolveLogFormat,
} from './config/config-parsers.ts';
import { envSchema } from './config/env-schema.ts';
import { missingLegalSettings } from './config/legal-settings.ts';
import { parsePrintUpscalerConfig, parseStylizerConfig } from './config/stylizer-config.ts';
import { parseTaxConfig } from './config/tax-config.ts';

export type {
  AppConfig,
  ComfyUiStylizerConfig,
  FalStylizerConfig,
  FulfilmentConfig,
  ImageWorkersConfig,
  JobsConfig,
  OnnxStylizerConfig,
  OpenAiStylizerConfig,
  PostgresConfig,
  ReplicateStylizerConfig,
  ReplicateUpscalerConfig,
  RetentionConfig,
  S3Config,
  ShopOperatorConfig,
  StripeApiTarget,
  StylizerConfig,
} from './config/app-config.types.ts';
export { defaultImageWorkers } from './config/config-parsers.ts';

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
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const paymentsTestMode = checkPaymentsTestMode(publicUrl, e.STRIPE_SECRET_KEY, e.PAYMENTS_TEST_MODE);
  const problems: string[] = [];
  const stylizer = parseStylizerConfig(e, publicUrl, problems);
  const printUpscaler = parsePrintUpscalerConfig(e, problems);
  const tax = parseTaxConfig(e, problems);
  // The raw values, as the client build reads them (vite.config.ts), so a value the pages would
  // not take stops the start.
  const claimsParse = parseMarketingClaims({
    RATING_TEXT: e.RATING_TEXT,
    FREE_SHIPPING: e.FREE_SHIPPING,
    DELIVERY_DAYS: String(e.DELIVERY_DAYS),
    DISPATCH_DAYS: e.DISPATCH_DAYS,
    RETURN_DAYS: String(e.RETURN_DAYS),
  });
  problems.push(...claimsParse.problems);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
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
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          automaticTax: e.US_SALES_TAX === 'stripe',
        }
      : undefined,
    paymentsTestMode,
    retention: {
      unorderedCustomerDays: e.PURGE_UNORDERED_AFTER_DAYS,
      unverifiedEmailDays: e.PURGE_UNVERIFIED_AFTER_DAYS,
      fulfilledOrderDays: e.PURGE_FULFILLED_AFTER_DAYS,
    },
    supportEmail: e.SUPPORT_EMAIL,
    tax,
    shopOperator: {
      legalName: e.SHOP_LEGAL_NAME,
      addressLines: (e.SHOP_ADDRESS ?? '')
        .split(/[;\n]/)
        .map((line) => line.trim())
        .filter(Boolean),
      vatId: e.SHOP_VAT_ID,
    },
    // From the raw values: SUPPORT_EMAIL has a default the pages show until the merchant sets one.
    missingLegalSettings: missingLegalSettings(env),
    claims: claimsParse.claims,
    logLevel: e.LOG_LEVEL,
    logFormat: resolveLogFormat(e.LOG_FORMAT),
    rateLimit: e.RATE_LIMITS === 'on',
    s3: parseS3Config(e),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `wowtees <${e.SUPPORT_EMAIL}>` },
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    emailLinkSecret: e.EMAIL_LINK_SECRET,
    emailOrderLinkDays: e.EMAIL_ORDER_LINK_DAYS,
    checkoutReminderHours: e.ABANDONED_CHECKOUT_REMINDER_HOURS,
    shippingCountries: e.SHIPPING_COUNTRIES ?? shippingCountries,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    imageWorkers: defaultImageWorkers(availableParallelism(), {
      upload: e.IMAGE_UPLOAD_TIMEOUT_SECONDS,
      preview: e.IMAGE_PREVIEW_TIMEOUT_SECONDS,
      print: e.IMAGE_PRINT_TIMEOUT_SECONDS,
    }),
    clientDir: path.resolve(e.CLIENT_DIR),
    checkoutAssetsDir: path.join(path.dirname(path.resolve(e.CLIENT_DIR)), 'checkout'),
    stylizer,
    printUpscaler,
    previewLongSidePx: e.ARTWORK_PREVIEW_PX,
    artworkLimits: parseArtworkLimits(env),
    previewAutoSend: e.PREVIEW_AUTO_SEND === 'true',
    // The same rule as the client build's (vite.config.ts), from the same values.
    previewTiming: previewTimingFor({
      PREVIEW_AUTO_SEND: e.PREVIEW_AUTO_SEND,
      STYLIZER: e.STYLIZER,
      ARTWORK_PROVIDERS_PAINTERLY: e.ARTWORK_PROVIDERS_PAINTERLY,
      ARTWORK_PROVIDERS_CEL: e.ARTWORK_PROVIDERS_CEL,
    }),
    proofs: { approval: e.PROOF_APPROVAL, autoApproveDays: e.PROOF_AUTO_APPROVE_DAYS, autoApproveCron: '7 * * * *' },
    jobs: {
      retryLimit: 3,
      retryDelaySeconds: 5,
      heartbeatSeconds: 10,
      superviseIntervalSeconds: 10,
      pollingIntervalSeconds: 1,
      notifyPollingIntervalSeconds: 5,
      stopTimeoutMs: 5000,
      renderConcurrency: 2,
      hostedRenderConcurrency: 8,
    },
    fulfilment: parseFulfilmentConfig(e),
    uploadMaxBytes: 20 * 1024 * 1024,
    uploadMaxPixels: 40_000_000,
  };
}
