import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { defaultArtworkCosts, defaultArtworkLimits, parseArtworkLimits } from './artwork-limits-config.ts';

describe('artwork cost and limit configuration (issue 20 §2)', () => {
  it('has defaults without any key', () => {
    const config = loadConfig({}).artworkLimits;
    expect(config.currency).toBe('usd');
    expect(config.costMinor).toEqual(defaultArtworkCosts);
    expect(config.dailyCapMinor.openai).toBe(2000);
    expect(config.limits).toEqual(defaultArtworkLimits);
    expect(config.billedFailures).toEqual([]);
  });

  it('reads costs per provider, a cap for all with overrides, and named limits', () => {
    const config = parseArtworkLimits({
      ARTWORK_COST_OPENAI: '4',
      ARTWORK_COST_REPLICATE: '0',
      ARTWORK_COST_CURRENCY: 'EUR',
      ARTWORK_DAILY_SPEND_CAP: 'openai=500, 1000',
      ARTWORK_LIMITS: 'perCustomerDay=3, perIpHour=10',
      ARTWORK_BILLED_FAILURES: 'replicate, FAL,replicate',
    });
    expect(config.billedFailures).toEqual(['replicate', 'fal']);
    expect(config.currency).toBe('eur');
    expect(config.costMinor).toMatchObject({ openai: 4, replicate: 0, fal: 4, local: 0 });
    expect(config.dailyCapMinor).toMatchObject({ openai: 500, replicate: 1000, fal: 1000 });
    expect(config.limits).toEqual({ ...defaultArtworkLimits, perCustomerDay: 3, perIpHour: 10 });
  });

  it('stops the start naming the key for a value it cannot use', () => {
    expect(() => loadConfig({ ARTWORK_COST_OPENAI: '0.07' })).toThrow(/ARTWORK_COST_OPENAI/);
    expect(() => loadConfig({ ARTWORK_COST_MIDJOURNEY: '5' })).toThrow(/ARTWORK_COST_MIDJOURNEY: no provider/);
    expect(() => loadConfig({ ARTWORK_DAILY_SPEND_CAP: 'dalle=5' })).toThrow(/ARTWORK_DAILY_SPEND_CAP/);
    expect(() => loadConfig({ ARTWORK_LIMITS: 'perMonth=5' })).toThrow(/ARTWORK_LIMITS: "perMonth"/);
    expect(() => loadConfig({ ARTWORK_LIMITS: 'perPhoto=-1' })).toThrow(/ARTWORK_LIMITS/);
    expect(() => loadConfig({ ARTWORK_COST_CURRENCY: 'dollars' })).toThrow(/ARTWORK_COST_CURRENCY/);
    expect(() => loadConfig({ ARTWORK_BILLED_FAILURES: 'dalle' })).toThrow(/ARTWORK_BILLED_FAILURES: "dalle"/);
    expect(() => loadConfig({ ARTWORK_BILLED_FAILURES: 'local' })).toThrow(/ARTWORK_BILLED_FAILURES/);
  });
});
