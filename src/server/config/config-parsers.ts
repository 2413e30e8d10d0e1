/**
 * The parts of loadConfig that are more than a copy of one key: TRUST_PROXY, the S3 keys, the test
 * payment provider's opt-in, the image worker pools' sizes and the fulfilment provider. Each throws an Error naming the key.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import type { FulfilmentConfig, ImageWorkersConfig, S3Config } from './app-config.types.ts';

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
export function parseTrustProxy(value: string | undefined): false | number | string[] {
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
 * Whether the built-in test payment provider may run, and whether it was asked for by name.
 * It takes no money, so on an https `PUBLIC_URL` (a real shop, as far as we can tell) it needs
 * `PAYMENTS_TEST_MODE=on`; without `STRIPE_SECRET_KEY` and without the opt-in the start stops.
 * @throws Error naming PAYMENTS_TEST_MODE.
 */
export function checkPaymentsTestMode(publicUrl: string, stripeKey: string | undefined, optIn: 'on' | 'off'): boolean {
  if (!stripeKey && publicUrl.startsWith('https:') && optIn !== 'on') {
    throw new Error(
      'Invalid configuration:\n  PAYMENTS_TEST_MODE: PUBLIC_URL is https but STRIPE_SECRET_KEY is not set, so the built-in ' +
        'test payment provider would take the orders and no money would move. Set STRIPE_SECRET_KEY for real ' +
        'payments, or PAYMENTS_TEST_MODE=on to run a test shop on purpose (its orders are marked TEST).',
    );
  }
  return optIn === 'on';
}

/** The catalogue mapping shipped with the shop (used when `FULFILMENT_CATALOGUE_FILE` is unset). */
export const defaultFulfilmentCatalogueFile = path.resolve(
  import.meta.dirname,
  '../fulfilment/fulfilment-catalogue.json',
);

/**
 * `FULFILMENT_PROVIDER` and its keys (issue 19 §3): a real provider needs its API key; auto-submit
 * defaults to on for a real provider and off for `manual`.
 * @throws Error naming the missing key.
 */
export function parseFulfilmentConfig(e: {
  FULFILMENT_PROVIDER: 'manual' | 'printful' | 'gelato';
  FULFILMENT_AUTO_SUBMIT?: 'on' | 'off';
  FULFILMENT_CATALOGUE_FILE?: string;
  PRINTFUL_API_TOKEN?: string;
  PRINTFUL_WEBHOOK_SECRET?: string;
  PRINTFUL_STORE_ID?: string;
  PRINTFUL_BASE_URL: string;
  GELATO_API_KEY?: string;
  GELATO_WEBHOOK_SECRET?: string;
  GELATO_BASE_URL: string;
}): FulfilmentConfig {
  const common = {
    autoSubmit: e.FULFILMENT_AUTO_SUBMIT ? e.FULFILMENT_AUTO_SUBMIT === 'on' : e.FULFILMENT_PROVIDER !== 'manual',
    catalogueFile: e.FULFILMENT_CATALOGUE_FILE
      ? path.resolve(e.FULFILMENT_CATALOGUE_FILE)
      : defaultFulfilmentCatalogueFile,
    timeoutMs: 20_000,
    pollCron: '*/15 * * * *',
  };
  const trim = (url: string) => url.replace(/\/+$/, '');
  switch (e.FULFILMENT_PROVIDER) {
    case 'printful':
      if (!e.PRINTFUL_API_TOKEN) {
        throw new Error('Invalid configuration:\n  PRINTFUL_API_TOKEN: required with FULFILMENT_PROVIDER=printful');
      }
      return {
        ...common,
        provider: 'printful',
        apiToken: e.PRINTFUL_API_TOKEN,
        webhookSecret: e.PRINTFUL_WEBHOOK_SECRET,
        storeId: e.PRINTFUL_STORE_ID,
        baseUrl: trim(e.PRINTFUL_BASE_URL),
      };
    case 'gelato':
      if (!e.GELATO_API_KEY) {
        throw new Error('Invalid configuration:\n  GELATO_API_KEY: required with FULFILMENT_PROVIDER=gelato');
      }
      return {
        ...common,
        provider: 'gelato',
        apiKey: e.GELATO_API_KEY,
        webhookSecret: e.GELATO_WEBHOOK_SECRET,
        baseUrl: trim(e.GELATO_BASE_URL),
      };
    default:
      return { ...common, provider: 'manual' };
  }
}

/**
 * The log format for `LOG_FORMAT` (issue 23 point 2): `auto` is `pretty` when a person watches the
 * output (stdout is a terminal, outside the test runner) and `json` for anything reading it.
 */
export function resolveLogFormat(
  value: 'auto' | 'pretty' | 'json',
  stdoutIsTty = Boolean(process.stdout.isTTY),
  underTest = Boolean(process.env.VITEST),
): 'pretty' | 'json' {
  if (value !== 'auto') return value;
  return stdoutIsTty && !underTest ? 'pretty' : 'json';
}
