/** The navigation state the preview confirmation is reached with (SPEC §2.6, §4). */
import { describe, expect, it } from 'vitest';
import { parsePreviewSentState } from './preview-sent-state.ts';

describe('parsePreviewSentState', () => {
  it('reads the request the customize page sends', () => {
    expect(parsePreviewSentState({ email: 'ada@example.com', productType: 'hoodie', color: 'black' })).toEqual({
      email: 'ada@example.com',
      productType: 'hoodie',
      color: 'black',
    });
    expect(parsePreviewSentState({ email: ' ada@example.com ' })).toEqual({ email: 'ada@example.com' });
  });

  it('is null for a direct visit, another page’s state or unknown products', () => {
    expect(parsePreviewSentState(null)).toBeNull();
    expect(parsePreviewSentState(undefined)).toBeNull();
    expect(parsePreviewSentState({})).toBeNull();
    expect(parsePreviewSentState({ email: '' })).toBeNull();
    expect(parsePreviewSentState({ productType: 'cape' })).toBeNull();
    expect(parsePreviewSentState('previewsend')).toBeNull();
  });
});
