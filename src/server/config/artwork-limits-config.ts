/**
 * Cost and abuse limits of artwork generation (issue 20 §2), from the environment:
 * - `ARTWORK_COST_<PROVIDER>`: what one generation costs at that provider, integer minor units of
 *   `ARTWORK_COST_CURRENCY` (default `usd`), e.g. `ARTWORK_COST_OPENAI=7` is 7 cents. Unset: the
 *   estimates in {@link defaultArtworkCosts}. `local`, `comfyui` (the merchant's own GPU) and `onnx` (their model on this machine) cost 0.
 * - `ARTWORK_DAILY_SPEND_CAP`: the most spent per hosted provider per UTC day, minor units: a number
 *   for every provider, and/or `provider=minor` pairs, e.g. `2000` or `1000,openai=500`. Default 2000.
 * - `ARTWORK_BILLED_FAILURES`: providers that bill a call they accepted (a started prediction, or a
 *   synchronous answer that will not change, such as a refusal) even when it failed, e.g. `replicate`
 *   (billed by compute time). Their failed calls keep their cost; everyone else's are recorded at 0.
 *   Default: none. A call that never reached the provider (down, 5xx, 429) is never billed.
 * - `ARTWORK_LIMITS`: `key=value` pairs, e.g. `perCustomerDay=10,perPhoto=4,localPerCustomerDay=60,localPerPhoto=8,perIpHour=60,queueDepth=200`
 *   (see {@link ArtworkLimitsConfig}); unnamed keys keep their defaults.
 */
import type { ArtworkLimitsConfig } from './app-config.types.ts';

/** Providers that can be priced (the ones issue 20 §1 names, whether or not configured). */
export const pricedProviders = ['local', 'openai', 'replicate', 'fal', 'comfyui', 'onnx'] as const;

/**
 * Estimates per generation, minor units of USD (vendor-apis.md): OpenAI gpt-image edits about
 * $0.01-0.17 (medium quality, 1024 x 1536: about 7 cents); Replicate and fal depend on the model.
 */
export const defaultArtworkCosts: Record<(typeof pricedProviders)[number], number> = {
  local: 0,
  openai: 7,
  replicate: 3,
  fal: 4,
  comfyui: 0,
  onnx: 0,
};

export const defaultArtworkLimits: ArtworkLimitsConfig['limits'] = {
  perCustomerDay: 10,
  perPhoto: 4,
  localPerCustomerDay: 60,
  localPerPhoto: 8,
  perIpHour: 60,
  queueDepth: 200,
};

const defaultDailyCapMinor = 2000;

function nonNegativeInt(key: string, text: string): number {
  const value = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value)) {
    throw new Error(`Invalid configuration:\n  ${key}: "${text}" is not a whole number of minor units or a count`);
  }
  return value;
}

function pairs(key: string, text: string): Array<[string | null, string]> {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): [string | null, string] => {
      const at = part.indexOf('=');
      if (at === -1) return [null, part];
      const name = part.slice(0, at).trim();
      if (name === '') throw new Error(`Invalid configuration:\n  ${key}: "${text}" has a value without a name`);
      return [name, part.slice(at + 1)];
    });
}

/**
 * Parses the keys of the file comment.
 * @throws Error naming the key for an unknown provider or limit, or a value that is not a whole number.
 */
export function parseArtworkLimits(env: NodeJS.ProcessEnv): ArtworkLimitsConfig {
  const currency = (env.ARTWORK_COST_CURRENCY?.trim() || 'usd').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) {
    throw new Error(`Invalid configuration:\n  ARTWORK_COST_CURRENCY: "${currency}" is not an ISO 4217 code`);
  }
  const costMinor: Record<string, number> = { ...defaultArtworkCosts };
  for (const [key, value] of Object.entries(env)) {
    const match = /^ARTWORK_COST_([A-Z]+)$/.exec(key);
    if (!match || match[1] === 'CURRENCY' || value === undefined || value === '') continue;
    const provider = match[1].toLowerCase();
    if (!(pricedProviders as readonly string[]).includes(provider)) {
      throw new Error(`Invalid configuration:\n  ${key}: no provider "${provider}" (${pricedProviders.join(', ')})`);
    }
    costMinor[provider] = nonNegativeInt(key, value);
  }

  const dailyCapMinor: Record<string, number> = {};
  for (const provider of pricedProviders) dailyCapMinor[provider] = defaultDailyCapMinor;
  const capText = env.ARTWORK_DAILY_SPEND_CAP ?? '';
  const capPairs = pairs('ARTWORK_DAILY_SPEND_CAP', capText);
  // A bare number first sets every provider, then named ones override it whatever their order.
  for (const [name, value] of capPairs) {
    if (name === null) {
      const all = nonNegativeInt('ARTWORK_DAILY_SPEND_CAP', value);
      for (const provider of pricedProviders) dailyCapMinor[provider] = all;
    }
  }
  for (const [name, value] of capPairs) {
    if (name === null) continue;
    if (!(pricedProviders as readonly string[]).includes(name)) {
      throw new Error(`Invalid configuration:\n  ARTWORK_DAILY_SPEND_CAP: no provider "${name}"`);
    }
    dailyCapMinor[name] = nonNegativeInt('ARTWORK_DAILY_SPEND_CAP', value);
  }

  const limits = { ...defaultArtworkLimits };
  for (const [name, value] of pairs('ARTWORK_LIMITS', env.ARTWORK_LIMITS ?? '')) {
    if (name === null || !(name in limits)) {
      throw new Error(
        `Invalid configuration:\n  ARTWORK_LIMITS: "${name ?? value}" is not one of ${Object.keys(limits).join(', ')}`,
      );
    }
    limits[name as keyof typeof limits] = nonNegativeInt('ARTWORK_LIMITS', value);
  }
  const billedFailures: string[] = [];
  for (const [name, value] of pairs('ARTWORK_BILLED_FAILURES', env.ARTWORK_BILLED_FAILURES ?? '')) {
    const provider = (name ?? value).trim().toLowerCase();
    if (name !== null || !(pricedProviders as readonly string[]).includes(provider) || provider === 'local') {
      throw new Error(
        `Invalid configuration:\n  ARTWORK_BILLED_FAILURES: "${name ?? value}" is not one of openai, replicate, fal, comfyui`,
      );
    }
    if (!billedFailures.includes(provider)) billedFailures.push(provider);
  }
  return { currency, costMinor, dailyCapMinor, billedFailures, limits };
}
