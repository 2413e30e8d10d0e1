import { describe, expect, it } from 'vitest';
import { parsePreviewTiming, previewTimingFor } from './preview-timing.ts';

describe('previewTimingFor (issue 23 item 10)', () => {
  it('promises hours unless the preview is both made and sent without staff', () => {
    expect(previewTimingFor({})).toBe('hours');
    expect(previewTimingFor({ PREVIEW_AUTO_SEND: 'true' })).toBe('hours'); // local: the instant preview is never sent
    expect(previewTimingFor({ PREVIEW_AUTO_SEND: 'true', STYLIZER: 'manual' })).toBe('hours');
    expect(previewTimingFor({ PREVIEW_AUTO_SEND: 'false', STYLIZER: 'openai' })).toBe('hours');
    expect(previewTimingFor({ PREVIEW_AUTO_SEND: '', STYLIZER: 'replicate' })).toBe('hours');
  });

  it('promises minutes with automatic sending and a hosted provider for every style', () => {
    expect(previewTimingFor({ PREVIEW_AUTO_SEND: 'true', STYLIZER: 'openai' })).toBe('minutes');
    expect(
      previewTimingFor({
        PREVIEW_AUTO_SEND: 'true',
        ARTWORK_PROVIDERS_PAINTERLY: 'replicate, openai',
        ARTWORK_PROVIDERS_CEL: 'FAL',
      }),
    ).toBe('minutes');
    // An empty list is unset: the style takes STYLIZER's provider.
    expect(previewTimingFor({ PREVIEW_AUTO_SEND: 'true', STYLIZER: 'fal', ARTWORK_PROVIDERS_CEL: '' })).toBe('minutes');
  });

  it('promises hours when one style is left to the instant preview', () => {
    expect(previewTimingFor({ PREVIEW_AUTO_SEND: 'true', ARTWORK_PROVIDERS_PAINTERLY: 'replicate' })).toBe('hours');
    expect(previewTimingFor({ PREVIEW_AUTO_SEND: 'true', STYLIZER: 'openai', ARTWORK_PROVIDERS_CEL: ',' })).toBe(
      'hours',
    );
  });

  it('reads a baked-in value, anything unknown as hours', () => {
    expect(parsePreviewTiming('minutes')).toBe('minutes');
    expect(parsePreviewTiming('hours')).toBe('hours');
    expect(parsePreviewTiming(undefined)).toBe('hours');
    expect(parsePreviewTiming('soon')).toBe('hours');
  });
});
