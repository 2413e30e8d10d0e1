import { describe, expect, it } from 'vitest';
import {
  claimPlaceholders,
  defaultMarketingClaims,
  marketingClaimsFrom,
  marketingClaimsFromJson,
  parseMarketingClaims,
  ratingFor,
} from './marketing-claims.ts';

describe('marketing claims from configuration (issue 21 §5)', () => {
  it("keeps SPEC's free shipping, 5-7 / 12 business days and 30-day returns, and shows no rating unless set", () => {
    const { claims, problems } = parseMarketingClaims({});
    expect(problems).toEqual([]);
    expect(claims).toEqual({
      rating: {},
      freeShipping: true,
      deliveryDays: 12,
      dispatchDays: { min: 5, max: 7 },
      returnDays: 30,
    });
    for (const locale of ['en-us', 'de', 'fr', 'es'] as const) expect(ratingFor(claims, locale)).toBeUndefined();
    // Empty values count as unset, as in the server's env schema.
    expect(marketingClaimsFrom({ RATING_TEXT: '', FREE_SHIPPING: '', DELIVERY_DAYS: ' ' })).toEqual(claims);
  });

  it('reads the rating per language, trimmed, and only for the languages given', () => {
    const { claims, problems } = parseMarketingClaims({
      RATING_TEXT: '{"en-us":" 4.6/5 from 312 reviews ","DE":"4,6/5 aus 312 Bewertungen"}',
      FREE_SHIPPING: 'off',
      DELIVERY_DAYS: '15',
      DISPATCH_DAYS: '3 - 6',
      RETURN_DAYS: '45',
    });
    expect(problems).toEqual([]);
    expect(claims.rating).toEqual({ 'en-us': '4.6/5 from 312 reviews', de: '4,6/5 aus 312 Bewertungen' });
    expect(ratingFor(claims, 'fr')).toBeUndefined();
    expect(claims).toMatchObject({ freeShipping: false, deliveryDays: 15, dispatchDays: { min: 3, max: 6 } });
    expect(claimPlaceholders(claims)).toEqual({ deliveryDays: 15, dispatchMin: 3, dispatchMax: 6, returnDays: 45 });
  });

  it('names the key of every bad value and keeps the default for it', () => {
    const bad = (settings: Record<string, string>) => parseMarketingClaims(settings).problems.join('\n');
    expect(bad({ RATING_TEXT: '4.8/5' })).toMatch(/^RATING_TEXT: a JSON object/);
    expect(bad({ RATING_TEXT: '["4.8"]' })).toMatch(/^RATING_TEXT/);
    expect(bad({ RATING_TEXT: '{"it":"4,8/5"}' })).toMatch(/RATING_TEXT: unknown language "it"/);
    expect(bad({ RATING_TEXT: '{"de":""}' })).toMatch(/RATING_TEXT: the de line/);
    expect(bad({ RATING_TEXT: JSON.stringify({ fr: 'x'.repeat(81) }) })).toMatch(/RATING_TEXT: the fr line/);
    expect(bad({ FREE_SHIPPING: 'yes' })).toMatch(/^FREE_SHIPPING/);
    expect(bad({ DELIVERY_DAYS: '0' })).toMatch(/^DELIVERY_DAYS/);
    expect(bad({ DELIVERY_DAYS: '7.5' })).toMatch(/^DELIVERY_DAYS/);
    expect(bad({ DISPATCH_DAYS: '7-5' })).toMatch(/^DISPATCH_DAYS/);
    expect(bad({ DISPATCH_DAYS: '5' })).toMatch(/^DISPATCH_DAYS/);
    expect(bad({ RETURN_DAYS: '-1' })).toMatch(/^RETURN_DAYS/);
    // Shipping cannot end after the promised delivery.
    expect(bad({ DELIVERY_DAYS: '6' })).toMatch(/DISPATCH_DAYS: ships within 5-7 days cannot end after/);
    const { claims } = parseMarketingClaims({ RATING_TEXT: '{"de":"ok","xx":"?"}', RETURN_DAYS: 'thirty' });
    expect(claims.rating).toEqual({ de: 'ok' });
    expect(claims.returnDays).toBe(30);
  });

  it("reads the build's JSON back, and anything unreadable as the defaults (no rating)", () => {
    const claims = marketingClaimsFrom({ RATING_TEXT: '{"es":"4,8/5"}', RETURN_DAYS: '14' });
    expect(marketingClaimsFromJson(JSON.stringify(claims))).toEqual(claims);
    expect(marketingClaimsFromJson(undefined)).toEqual(defaultMarketingClaims);
    expect(marketingClaimsFromJson('not json')).toEqual(defaultMarketingClaims);
    expect(marketingClaimsFromJson('{"rating":null,"returnDays":"x"}')).toEqual(defaultMarketingClaims);
  });
});
