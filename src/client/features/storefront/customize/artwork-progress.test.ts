/** The customize page's artwork state: stages, which artwork shows, polling and the DPI warning (issue 8). */
import { describe, expect, it } from 'vitest';
import type { Artwork } from '#shared/api/artworks.schemas.ts';
import {
  type ArtworksAction,
  type ArtworksState,
  artworksReducer,
  fallbackNotice,
  hasLiveArtwork,
  initialArtworksState,
  isLowDpi,
  isStalled,
  isUpgrading,
  maxPollAttempts,
  maxPollDelayMs,
  pickArtwork,
  pollDelay,
  shouldPoll,
  sourceDpiOf,
  styleProgress,
  upgradingBy,
} from './artwork-progress.ts';

const photo = '/files/customer-uploads/abc.jpg';
let clock = 0;
function artwork(patch: Partial<Artwork>): Artwork {
  clock += 1;
  return {
    id: `a${clock}`,
    style: 'painterly',
    provider: 'local',
    status: 'queued',
    previewUrl: null,
    error: null,
    sourceDpi: null,
    printDpi: null,
    fallbacks: [],
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, clock)).toISOString(),
    ...patch,
  };
}
const run = (...actions: ArtworksAction[]) =>
  actions.reduce<ArtworksState>(
    artworksReducer,
    artworksReducer(initialArtworksState, { type: 'photo', photoUrl: photo }),
  );

describe('artwork stages', () => {
  it('goes uploading → photo received → creating artwork → ready', () => {
    expect(styleProgress(initialArtworksState, 'uploading', 'cel').stage).toBe('uploading');
    expect(styleProgress(initialArtworksState, 'idle', 'cel').stage).toBe('idle');

    let state = run({ type: 'listed', photoUrl: photo, list: [] });
    expect(styleProgress(state, 'uploaded', 'cel').stage).toBe('received');
    state = artworksReducer(state, { type: 'requested', photoUrl: photo, style: 'cel' });
    expect(styleProgress(state, 'uploaded', 'cel').stage).toBe('received');
    const queued = artwork({ style: 'cel' });
    state = artworksReducer(state, { type: 'created', photoUrl: photo, artwork: queued });
    expect(state.requesting).toEqual([]);
    expect(styleProgress(state, 'uploaded', 'cel').stage).toBe('received');
    state = artworksReducer(state, { type: 'listed', photoUrl: photo, list: [{ ...queued, status: 'running' }] });
    expect(styleProgress(state, 'uploaded', 'cel').stage).toBe('creating');
    const ready = { ...queued, status: 'ready' as const, previewUrl: '/files/artworks/x.webp', sourceDpi: 120 };
    state = artworksReducer(state, { type: 'listed', photoUrl: photo, list: [ready] });
    const progress = styleProgress(state, 'uploaded', 'cel');
    expect(progress.stage).toBe('ready');
    expect(progress.artwork?.previewUrl).toBe('/files/artworks/x.webp');
  });

  it('shows a failed artwork and a failed request as failed, and a new request clears the error', () => {
    let state = run({ type: 'listed', photoUrl: photo, list: [artwork({ status: 'failed', error: 'boom' })] });
    expect(styleProgress(state, 'uploaded', 'painterly').stage).toBe('failed');
    expect(hasLiveArtwork(state.list, 'painterly')).toBe(false);

    state = artworksReducer(state, { type: 'requested', photoUrl: photo, style: 'cel' });
    state = artworksReducer(state, { type: 'requestFailed', photoUrl: photo, style: 'cel', code: 'NETWORK_ERROR' });
    expect(styleProgress(state, 'uploaded', 'cel')).toMatchObject({ stage: 'failed', errorCode: 'NETWORK_ERROR' });
    state = artworksReducer(state, { type: 'requested', photoUrl: photo, style: 'cel' });
    expect(styleProgress(state, 'uploaded', 'cel')).toMatchObject({ stage: 'received', errorCode: undefined });
  });

  it('fails when the first list cannot be read, and recovers with the next list', () => {
    let state = run({ type: 'listFailed', photoUrl: photo, code: 'NETWORK_ERROR' });
    expect(styleProgress(state, 'uploaded', 'cel')).toMatchObject({ stage: 'failed', errorCode: 'NETWORK_ERROR' });
    state = artworksReducer(state, { type: 'listed', photoUrl: photo, list: [] });
    expect(styleProgress(state, 'uploaded', 'cel').stage).toBe('received');
  });

  it('drops answers about a previous photo', () => {
    let state = run({ type: 'listed', photoUrl: photo, list: [artwork({ status: 'ready' })] });
    state = artworksReducer(state, { type: 'photo', photoUrl: '/files/customer-uploads/new.jpg' });
    expect(state.list).toEqual([]);
    expect(state.loaded).toBe(false);
    const stale = artworksReducer(state, { type: 'listed', photoUrl: photo, list: [artwork({ status: 'ready' })] });
    expect(stale).toBe(state);
  });

  it('keeps a just-created artwork that a list fetched before it lacks', () => {
    const old = artwork({ status: 'ready' });
    const created = artwork({ style: 'cel' });
    let state = run({ type: 'listed', photoUrl: photo, list: [old] });
    state = artworksReducer(state, { type: 'created', photoUrl: photo, artwork: created });
    state = artworksReducer(state, { type: 'listed', photoUrl: photo, list: [old] });
    expect(state.list.map((a) => a.id)).toEqual([created.id, old.id]);
    // Once listed, the server's copy replaces it.
    state = artworksReducer(state, { type: 'listed', photoUrl: photo, list: [{ ...created, status: 'ready' }, old] });
    expect(state.list.map((a) => [a.id, a.status])).toEqual([
      [created.id, 'ready'],
      [old.id, 'ready'],
    ]);
  });
});

describe('which artwork shows', () => {
  it('prefers staff over a real provider over the instant preview, and ready over newer unfinished', () => {
    const local = artwork({ status: 'ready', provider: 'local' });
    const openai = artwork({ status: 'running', provider: 'openai' });
    expect(pickArtwork([openai, local], 'painterly')?.id).toBe(local.id);
    expect(isUpgrading([openai, local], 'painterly')).toBe(true);
    const openaiReady = { ...openai, status: 'ready' as const };
    expect(pickArtwork([openaiReady, local], 'painterly')?.id).toBe(openai.id);
    expect(isUpgrading([openaiReady, local], 'painterly')).toBe(false);
    const staff = artwork({ status: 'ready', provider: 'staff' });
    expect(pickArtwork([openaiReady, staff, local], 'painterly')?.id).toBe(staff.id);
    expect(pickArtwork([openaiReady], 'cel')).toBeUndefined();
  });

  it('says who makes the better artwork on its way: a provider, the ONNX model, or staff (STYLIZER=manual)', () => {
    const local = artwork({ status: 'ready', provider: 'local' });
    expect(upgradingBy([artwork({ status: 'queued', provider: 'staff' }), local], 'painterly')).toBe('staff');
    expect(upgradingBy([artwork({ status: 'running', provider: 'onnx' }), local], 'painterly')).toBe('onnx');
    expect(upgradingBy([artwork({ status: 'failed', provider: 'staff' }), local], 'painterly')).toBeNull();
    const onnxReady = artwork({ status: 'ready', provider: 'onnx' });
    expect(pickArtwork([local, onnxReady], 'painterly')?.id).toBe(onnxReady.id);
    expect(upgradingBy([local], 'painterly')).toBeNull();
  });

  it('takes the newest ready one among equals, else the newest in progress, else the newest failed', () => {
    const older = artwork({ status: 'ready' });
    const newer = artwork({ status: 'ready' });
    expect(pickArtwork([older, newer], 'painterly')?.id).toBe(newer.id);
    const failed = artwork({ status: 'failed' });
    const queued = artwork({ status: 'queued' });
    expect(pickArtwork([failed, queued], 'painterly')?.id).toBe(queued.id);
    expect(pickArtwork([failed], 'painterly')?.id).toBe(failed.id);
  });
});

describe('polling', () => {
  it('polls every second at first, then backs off to at most 10 s', () => {
    expect(pollDelay(0)).toBe(1000);
    expect(pollDelay(9)).toBe(1000);
    expect(pollDelay(10)).toBe(1300);
    expect(pollDelay(11)).toBeGreaterThan(pollDelay(10));
    expect(pollDelay(60)).toBe(maxPollDelayMs);
    let total = 0;
    for (let i = 0; i < maxPollAttempts; i++) total += pollDelay(i);
    // Long enough for a real provider (30-80 s) and a busy queue, not forever.
    expect(total).toBeGreaterThan(5 * 60_000);
    expect(total).toBeLessThan(20 * 60_000);
  });

  it('polls while something is unfinished, stops when all are done, and stalls after too many polls', () => {
    const queued = artwork({});
    let state = run({ type: 'listed', photoUrl: photo, list: [queued] });
    expect(shouldPoll(state)).toBe(true);
    state = artworksReducer(state, { type: 'pollFailed', photoUrl: photo });
    expect(state.pollAttempt).toBe(1);
    state = artworksReducer(state, { type: 'listed', photoUrl: photo, list: [{ ...queued, status: 'ready' }] });
    expect(shouldPoll(state)).toBe(false);
    expect(isStalled(state)).toBe(false);

    state = run({ type: 'listed', photoUrl: photo, list: [queued] });
    for (let i = 0; i < maxPollAttempts; i++) state = artworksReducer(state, { type: 'pollFailed', photoUrl: photo });
    expect(shouldPoll(state)).toBe(false);
    expect(isStalled(state)).toBe(true);
    state = artworksReducer(state, { type: 'resume' });
    expect(shouldPoll(state)).toBe(true);
  });

  it('does not poll before the first list', () => {
    expect(shouldPoll(run())).toBe(false);
  });
});

describe('fallback to the instant preview (issue 20 §1)', () => {
  const local = () => artwork({ provider: 'local', status: 'ready', previewUrl: '/files/artworks/l.png' });

  it('says why when every hosted provider failed and the instant preview is shown', () => {
    const hosted = artwork({
      provider: 'fal',
      status: 'failed',
      fallbacks: [
        { provider: 'replicate', reason: 'refused' },
        { provider: 'fal', reason: 'busy' },
      ],
    });
    expect(fallbackNotice([hosted, local()], 'painterly')).toBe('busy');
  });

  it('says nothing while a hosted artwork is on its way, when one is ready, or for a plain failure', () => {
    const handedOn = artwork({
      provider: 'fal',
      status: 'running',
      fallbacks: [{ provider: 'replicate', reason: 'busy' }],
    });
    expect(fallbackNotice([handedOn, local()], 'painterly')).toBeNull();
    const made = artwork({
      provider: 'fal',
      status: 'ready',
      previewUrl: '/files/artworks/f.webp',
      fallbacks: [{ provider: 'replicate', reason: 'busy' }],
    });
    expect(fallbackNotice([made, local()], 'painterly')).toBeNull();
    expect(fallbackNotice([local(), artwork({ provider: 'openai', status: 'failed' })], 'painterly')).toBeNull();
    expect(fallbackNotice([local()], 'cel')).toBeNull();
  });
});

describe('print resolution', () => {
  it('reads the photo DPI from any artwork and warns under 150', () => {
    expect(sourceDpiOf([artwork({}), artwork({ sourceDpi: 96 })])).toBe(96);
    expect(sourceDpiOf([artwork({})])).toBeNull();
    expect(isLowDpi(149)).toBe(true);
    expect(isLowDpi(150)).toBe(false);
    expect(isLowDpi(null)).toBe(false);
  });
});
