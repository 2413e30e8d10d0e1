/**
 * The artwork of the stored photo (issue 8; SPEC §2.5, §4): listed, asked for in the storefront's
 * default style, polled until ready, retried after a failure. Against a fake of the artworks API.
 */
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerId } from '#client/test-support/customers.ts';
import { apiError, ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { renderHookAt } from '#client/test-support/storefront.tsx';
import type { Artwork } from '#shared/api/artworks.schemas.ts';
import { useArtworks } from './use-artworks.ts';

const server = serveFakeApi();
const page = '/en-us/wowanimatedtees/customize';
const artworksPath = `/api/customers/${customerId}/artworks`;
const photoUrl = '/files/uploads/me.jpg';

function artwork(fields: Partial<Artwork> = {}): Artwork {
  return {
    id: 'art-1',
    style: 'cel',
    provider: 'local',
    status: 'queued',
    previewUrl: null,
    error: null,
    sourceDpi: 180,
    printDpi: 180,
    fallbacks: [],
    createdAt: '2026-11-26T09:00:00.000Z',
    ...fields,
  };
}

const renderArtworks = (photo: string | null = photoUrl) =>
  renderHookAt(page, () => useArtworks('wowanimatedtees', photo, photo ? 'uploaded' : 'idle', async () => customerId));

beforeEach(() => localStorage.clear());

describe('useArtworks', () => {
  it('is idle without a photo and asks nothing', async () => {
    const { result } = await renderArtworks(null);
    expect(result.current.progress.stage).toBe('idle');
    expect(server.requests).toHaveLength(0);
  });

  it("asks for the storefront's default style when the photo has none, and polls until it is ready", async () => {
    // What the server has made so far; the test moves it on as a provider would.
    let made: Artwork[] = [];
    server.on('GET', artworksPath, () => ok(made));
    server.on('POST', artworksPath, () => {
      made = [artwork()];
      return ok(artwork(), 201);
    });
    const { result } = await renderArtworks();
    expect(result.current.style).toBe('cel');
    await waitFor(() => expect(server.sent('POST', artworksPath).map((r) => r.body)).toEqual([{ style: 'cel' }]));
    expect(result.current.progress.stage).toBe('received');

    made = [artwork({ status: 'running' })];
    await waitFor(() => expect(result.current.progress.stage).toBe('creating'), { timeout: 3000 });
    made = [artwork({ status: 'ready', previewUrl: '/files/artwork/1.png' })];
    await waitFor(() => expect(result.current.progress.stage).toBe('ready'), { timeout: 3000 });
    expect(result.current.progress.artwork?.previewUrl).toBe('/files/artwork/1.png');
    expect(result.current.list).toHaveLength(1);
  });

  it('shows a ready artwork at once, without asking for another', async () => {
    server.on('GET', artworksPath, ok([artwork({ status: 'ready', previewUrl: '/files/artwork/1.png' })]));
    const { result } = await renderArtworks();
    await waitFor(() => expect(result.current.progress.stage).toBe('ready'));
    expect(server.sent('POST', artworksPath)).toHaveLength(0);
  });

  it('keeps showing the instant preview after a generation limit (429), and fails only when there is none', async () => {
    let made: Artwork[] = [];
    const limited = (localPreviewId: string | null) => ({
      status: 429,
      json: { error: { code: 'ARTWORK_LIMIT_REACHED', message: 'limit' }, limit: 'dailySpendCap', localPreviewId },
    });
    server.on('GET', artworksPath, () => ok(made));
    server.on('POST', artworksPath, () => {
      made = [artwork({ status: 'ready', previewUrl: '/files/artwork/1.png' })];
      return limited('art-1');
    });
    const { result } = await renderArtworks();
    await waitFor(() =>
      expect(result.current.progress).toMatchObject({ stage: 'ready', errorCode: 'ARTWORK_LIMIT_REACHED' }),
    );
    expect(result.current.progress.artwork?.id).toBe('art-1');

    // The other style has no preview to keep: that is a failure with the reason.
    server.on('POST', artworksPath, () => limited(null));
    act(() => result.current.chooseStyle('painterly'));
    await waitFor(() =>
      expect(result.current.progress).toMatchObject({ stage: 'failed', errorCode: 'ARTWORK_LIMIT_REACHED' }),
    );
  });

  it('fails with the reason when the list cannot be read, and reads it again on retry', async () => {
    server.on('GET', artworksPath, apiError(503, 'SERVICE_BUSY'));
    const { result } = await renderArtworks();
    await waitFor(() => expect(result.current.progress).toMatchObject({ stage: 'failed', errorCode: 'SERVICE_BUSY' }));

    server.on('GET', artworksPath, ok([artwork({ status: 'ready', previewUrl: '/files/artwork/1.png' })]));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.progress.stage).toBe('ready'));
  });

  it('fails when the artwork cannot be asked for, and asks again only on retry', async () => {
    server.on('GET', artworksPath, ok([]));
    server.on('POST', artworksPath, apiError(429, 'RATE_LIMITED'));
    const { result } = await renderArtworks();
    await waitFor(() => expect(result.current.progress).toMatchObject({ stage: 'failed', errorCode: 'RATE_LIMITED' }));
    expect(server.sent('POST', artworksPath)).toHaveLength(1);

    server.on('POST', artworksPath, ok(artwork({ status: 'ready', previewUrl: '/files/artwork/2.png' }), 201));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.progress.stage).toBe('ready'));
    expect(server.sent('POST', artworksPath)).toHaveLength(2);
  });

  it('asks for the other style when chosen, and remembers the choice for the next visit', async () => {
    server.on('GET', artworksPath, ok([artwork({ status: 'ready', previewUrl: '/files/artwork/1.png' })]));
    server.on('POST', artworksPath, ok(artwork({ id: 'art-2', style: 'painterly' }), 201));
    const { result } = await renderArtworks();
    await waitFor(() => expect(result.current.progress.stage).toBe('ready'));
    act(() => result.current.chooseStyle('painterly'));
    await waitFor(() => expect(server.sent('POST', artworksPath).map((r) => r.body)).toEqual([{ style: 'painterly' }]));
    expect(result.current.progressOf('cel').stage).toBe('ready');
    expect(localStorage.getItem('wowtees.artworkStyle.wowanimatedtees')).toBe('painterly');
  });

  it('offers a choice of provider only where a style has several, and asks the chosen one (issue 20 §1)', async () => {
    server.on('GET', '/api/artwork-providers', ok({ styles: { painterly: ['replicate', 'fal'], cel: ['fal'] } }));
    server.on('GET', artworksPath, ok([artwork({ status: 'ready', previewUrl: '/files/artwork/1.png' })]));
    server.on('POST', artworksPath, ok(artwork({ id: 'art-2', style: 'painterly', provider: 'fal' }), 201));
    const { result } = await renderArtworks();
    await waitFor(() => expect(result.current.progress.stage).toBe('ready'));
    // Cel has one provider: nothing to choose.
    expect(result.current.providerChoice).toEqual([]);
    act(() => result.current.chooseStyle('painterly'));
    await waitFor(() => expect(result.current.providerChoice).toEqual(['replicate', 'fal']));
    await waitFor(() => expect(server.sent('POST', artworksPath)).toHaveLength(1));
    act(() => result.current.chooseProvider('fal'));
    expect(result.current.chosenProvider).toBe('fal');
    await waitFor(() =>
      expect(server.sent('POST', artworksPath).map((r) => r.body)).toEqual([
        { style: 'painterly' },
        { style: 'painterly', provider: 'fal' },
      ]),
    );
    // Back to automatic asks nothing more.
    act(() => result.current.chooseProvider(null));
    expect(result.current.chosenProvider).toBeUndefined();
    expect(server.sent('POST', artworksPath)).toHaveLength(2);
  });
});
