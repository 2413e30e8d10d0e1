/** The translated reason of a failure (SPEC §8 catalogue `errors.CODE`). */
import { describe, expect, it } from 'vitest';
import { loadCatalogues, translatorFor } from '#client/i18n/i18n.ts';
import { ApiError } from './api-client.ts';
import { errorMessage } from './error-message.ts';

await loadCatalogues('de', []);
const de = translatorFor('de');

describe('errorMessage', () => {
  it("translates an ApiError's code", () => {
    const text = errorMessage(de, new ApiError('RATE_LIMITED', 429, 'Too many'));
    expect(text).toBe(de('errors.RATE_LIMITED'));
    expect(text).not.toBe('errors.RATE_LIMITED');
  });

  it('gives the generic message for anything else', () => {
    expect(errorMessage(de, new Error('boom'))).toBe(de('errors.INTERNAL'));
    expect(errorMessage(de, 'string')).toBe(de('errors.INTERNAL'));
  });
});
