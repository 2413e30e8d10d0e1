/**
 * Configuration from the environment (DESIGN.md "Configuration"); the only reader of process.env.
 * Every key is optional: without any, the shop runs on embedded defaults (PGlite and files under
 * ./data, the local test payment provider).
 */
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
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('support@wowtees.shop')),
  CLIENT_DIR: z.preprocess(emptyToUndefined, z.string().default('build/client')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

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
  stripe?: { secretKey: string; webhookSecret?: string; apiTarget?: StripeApiTarget };
  supportEmail: string;
  logLevel: string;
  /** Folder of the built client (React Router build/client); absent in API tests. */
  clientDir?: string;
  /** Per-address request limits on the public write endpoints; off only in benchmarks. */
  rateLimit?: boolean;
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
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    clientDir: path.resolve(e.CLIENT_DIR),
    uploadMaxBytes: 20 * 1024 * 1024,
    uploadMaxPixels: 40_000_000,
  };
}
