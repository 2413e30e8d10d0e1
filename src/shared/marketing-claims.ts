/**
 * The shop's marketing claims (issue 21 §5, docs/decisions/0026): the customer rating, free
 * shipping, delivery and dispatch times and the return window, from configuration instead of the
 * message files. SPEC §1 and §9 promise free shipping, dispatch within 5-7 and delivery within 12
 * business days, and a 30-day return window: those are the defaults, so an unconfigured shop reads
 * as before. SPEC's "4.8/5 from 2,000+ customers" is not a default: a shop shows a rating only when
 * the merchant sets one (`RATING_TEXT`), in the languages given.
 *
 * The server (emails; config.ts checks the keys at start) and the client build (the prerendered
 * pages; vite.config.ts bakes {@link marketingClaimsFrom} in as `VITE_MARKETING_CLAIMS`) read the
 * same environment values through this module, so pages and emails say the same.
 * Isomorphic: no client, server or `node:` imports (vite.config.ts imports it by relative path).
 */
import { type Locale, locales } from './locales.ts';

/** What the shop claims, in the units its texts use. */
export interface MarketingClaims {
  /** The rating line per language, as the merchant wrote it; a language without one shows no rating. */
  rating: Partial<Record<Locale, string>>;
  /** Whether the texts advertise free shipping (the shop never adds a shipping charge either way). */
  freeShipping: boolean;
  /** Delivery within up to this many business days of the order. */
  deliveryDays: number;
  /** The order ships within `min`-`max` business days. */
  dispatchDays: { min: number; max: number };
  /** Returns (quality problem or wrong item) within this many days of delivery. */
  returnDays: number;
}

/** The claims of a shop that configures none: SPEC's, without the rating. */
export const defaultMarketingClaims: MarketingClaims = {
  rating: {},
  freeShipping: true,
  deliveryDays: 12,
  dispatchDays: { min: 5, max: 7 },
  returnDays: 30,
};

/** Longest rating line accepted per language, characters (it shares a row with other perks). */
export const ratingTextMaxLength = 80;
export const deliveryDaysRange = { min: 1, max: 90 } as const;
export const returnDaysRange = { min: 1, max: 365 } as const;

/** The environment values the claims follow (raw strings, as `process.env` has them). */
export interface MarketingClaimsSettings {
  RATING_TEXT?: string;
  FREE_SHIPPING?: string;
  DELIVERY_DAYS?: string;
  DISPATCH_DAYS?: string;
  RETURN_DAYS?: string;
}

/** `''` counts as unset, as in the server's env schema. */
const setting = (text: string | undefined): string | undefined =>
  text === undefined || text.trim() === '' ? undefined : text.trim();

/**
 * `RATING_TEXT`: a JSON object from language (`en-us`, `de`, `fr`, `es`) to that language's rating
 * line, e.g. `{"en-us":"4.8/5 from 2,000+ customers","de":"4,8/5 von über 2.000 Kunden"}`.
 * Unset: no rating anywhere. Problems (bad JSON, unknown language, empty or too long text) are
 * pushed onto `problems`, and that language gets no rating.
 */
export function parseRatingText(text: string | undefined, problems: string[]): Partial<Record<Locale, string>> {
  const raw = setting(text);
  if (raw === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    problems.push('RATING_TEXT: a JSON object such as {"en-us":"4.8/5 from 2,000+ customers"}');
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    problems.push('RATING_TEXT: a JSON object from language (en-us, de, fr, es) to its rating line');
    return {};
  }
  const rating: Partial<Record<Locale, string>> = {};
  for (const [language, line] of Object.entries(parsed)) {
    const locale = locales.find((candidate) => candidate === language.toLowerCase());
    if (!locale) {
      problems.push(`RATING_TEXT: unknown language "${language}" (use ${locales.join(', ')})`);
      continue;
    }
    const trimmed = typeof line === 'string' ? line.trim().replace(/\s+/g, ' ') : '';
    if (trimmed.length === 0 || trimmed.length > ratingTextMaxLength) {
      problems.push(`RATING_TEXT: the ${locale} line must be text of 1-${ratingTextMaxLength} characters`);
      continue;
    }
    rating[locale] = trimmed;
  }
  return rating;
}

/** `DISPATCH_DAYS`: `min-max` business days, e.g. `5-7`, with 0 <= min < max <= 90; undefined when not. */
export function parseDayRange(text: string): { min: number; max: number } | undefined {
  const match = /^(\d{1,2})\s*-\s*(\d{1,2})$/.exec(text.trim());
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min < max && max <= deliveryDaysRange.max ? { min, max } : undefined;
}

/** A whole number of days within `range`, or undefined. */
function parseDays(text: string, range: { min: number; max: number }): number | undefined {
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const days = Number(text);
  return days >= range.min && days <= range.max ? days : undefined;
}

/**
 * The claims the settings make, and what is wrong with them (one line per problem, naming the
 * key). An invalid or unset value keeps its default; the server refuses to start on any problem
 * (config.ts), the build (vite.config.ts) uses the claims as they are.
 */
export function parseMarketingClaims(settings: MarketingClaimsSettings): {
  claims: MarketingClaims;
  problems: string[];
} {
  const problems: string[] = [];
  const claims: MarketingClaims = {
    ...defaultMarketingClaims,
    rating: parseRatingText(settings.RATING_TEXT, problems),
  };
  const freeShipping = setting(settings.FREE_SHIPPING);
  if (freeShipping === 'on' || freeShipping === 'off') claims.freeShipping = freeShipping === 'on';
  else if (freeShipping !== undefined) problems.push('FREE_SHIPPING: on or off');
  const delivery = setting(settings.DELIVERY_DAYS);
  if (delivery !== undefined) {
    const days = parseDays(delivery, deliveryDaysRange);
    if (days === undefined)
      problems.push(`DELIVERY_DAYS: whole business days, ${deliveryDaysRange.min}-${deliveryDaysRange.max}`);
    else claims.deliveryDays = days;
  }
  const dispatch = setting(settings.DISPATCH_DAYS);
  if (dispatch !== undefined) {
    const range = parseDayRange(dispatch);
    if (range === undefined) problems.push('DISPATCH_DAYS: a range of business days such as 5-7 (first below second)');
    else claims.dispatchDays = range;
  }
  if (claims.dispatchDays.max > claims.deliveryDays) {
    problems.push(
      `DISPATCH_DAYS: ships within ${claims.dispatchDays.min}-${claims.dispatchDays.max} days cannot end after delivery within DELIVERY_DAYS (${claims.deliveryDays})`,
    );
  }
  const returns = setting(settings.RETURN_DAYS);
  if (returns !== undefined) {
    const days = parseDays(returns, returnDaysRange);
    if (days === undefined) problems.push(`RETURN_DAYS: whole days, ${returnDaysRange.min}-${returnDaysRange.max}`);
    else claims.returnDays = days;
  }
  return { claims, problems };
}

/** The claims the settings make, defaults where a value is invalid (the build's reading). */
export function marketingClaimsFrom(settings: MarketingClaimsSettings): MarketingClaims {
  return parseMarketingClaims(settings).claims;
}

/**
 * The claims' numbers as message placeholders: `{{deliveryDays}}`, `{{dispatchMin}}`,
 * `{{dispatchMax}}` and `{{returnDays}}` in the client catalogues (i18n.ts makes them default
 * values of every message) and the email catalogues (the templates pass them to `interpolate`).
 */
export function claimPlaceholders(claims: MarketingClaims): {
  deliveryDays: number;
  dispatchMin: number;
  dispatchMax: number;
  returnDays: number;
} {
  return {
    deliveryDays: claims.deliveryDays,
    dispatchMin: claims.dispatchDays.min,
    dispatchMax: claims.dispatchDays.max,
    returnDays: claims.returnDays,
  };
}

/** The rating line of `locale`, or undefined: then no page or email of that language shows a rating. */
export function ratingFor(claims: MarketingClaims, locale: Locale): string | undefined {
  return claims.rating[locale];
}

/**
 * Reads the build's `VITE_MARKETING_CLAIMS` (JSON of a {@link MarketingClaims}); anything missing
 * or malformed counts as the defaults, so a client built without the define shows no rating.
 */
export function marketingClaimsFromJson(json: string | undefined): MarketingClaims {
  if (!json) return defaultMarketingClaims;
  try {
    const value = JSON.parse(json) as Partial<MarketingClaims>;
    return {
      rating: typeof value.rating === 'object' && value.rating !== null ? value.rating : {},
      freeShipping: typeof value.freeShipping === 'boolean' ? value.freeShipping : defaultMarketingClaims.freeShipping,
      deliveryDays: Number.isInteger(value.deliveryDays)
        ? Number(value.deliveryDays)
        : defaultMarketingClaims.deliveryDays,
      dispatchDays:
        Number.isInteger(value.dispatchDays?.min) && Number.isInteger(value.dispatchDays?.max)
          ? { min: Number(value.dispatchDays?.min), max: Number(value.dispatchDays?.max) }
          : defaultMarketingClaims.dispatchDays,
      returnDays: Number.isInteger(value.returnDays) ? Number(value.returnDays) : defaultMarketingClaims.returnDays,
    };
  } catch {
    return defaultMarketingClaims;
  }
}
