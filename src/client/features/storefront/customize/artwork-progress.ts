/**
 * The artwork side of the customize page as pure state (issue 8; SPEC §2.5, §4): the artworks of the
 * customer's current photo, which styles are being asked for, how often the list has been polled,
 * and what the customer sees for a style: the stage (uploading → photo received → creating artwork
 * → ready, or failed) and which artwork to show. `use-artworks.ts` drives it with the HTTP calls.
 */

import type { ClientErrorCode } from '#client/lib/api-error.ts';
import type { Artwork } from '#shared/api/artworks.schemas.ts';
import type { ArtworkFallbackReason, ArtworkProvider, ArtworkStyle } from '#shared/artwork.ts';
import { minimumPrintDpi } from '#shared/artwork.ts';

/** What the customer sees of one style's artwork. */
export type ArtworkStage = 'idle' | 'uploading' | 'received' | 'creating' | 'ready' | 'failed';

/** The stages shown as steps, in order (`failed` replaces the step it failed at). */
export const artworkSteps = ['uploading', 'received', 'creating', 'ready'] as const;

export interface ArtworksState {
  /** The photo these artworks belong to (the stored upload's URL); null: no photo yet. */
  photoUrl: string | null;
  /** The first list has arrived for `photoUrl`. */
  loaded: boolean;
  /** Artworks of the current photo, newest first (as the server lists them). */
  list: Artwork[];
  /** Styles whose `POST` is on its way. */
  requesting: ArtworkStyle[];
  /** Styles whose last `POST` failed, with the error code to translate. */
  requestErrors: Partial<Record<ArtworkStyle, ClientErrorCode>>;
  /** Polls since the last change of plan (new photo, new request, resume): sets the next delay. */
  pollAttempt: number;
  /** Why the first list could not be read (the page offers to try again). */
  listError: ClientErrorCode | null;
}

export const initialArtworksState: ArtworksState = {
  photoUrl: null,
  loaded: false,
  list: [],
  requesting: [],
  requestErrors: {},
  pollAttempt: 0,
  listError: null,
};

export type ArtworksAction =
  /** Another photo (or none): everything known is about the old one. */
  | { type: 'photo'; photoUrl: string | null }
  /** A fresh list from `GET` (first load or a poll). */
  | { type: 'listed'; photoUrl: string; list: Artwork[] }
  /** A poll failed (network, server): try again later. */
  | { type: 'pollFailed'; photoUrl: string }
  /** The first list could not be read. */
  | { type: 'listFailed'; photoUrl: string; code: ClientErrorCode }
  | { type: 'requested'; photoUrl: string; style: ArtworkStyle }
  | { type: 'created'; photoUrl: string; artwork: Artwork }
  | { type: 'requestFailed'; photoUrl: string; style: ArtworkStyle; code: ClientErrorCode }
  /** Poll again from the start (after 'Check again'). */
  | { type: 'resume' };

/** Puts `artwork` into a newest-first list, replacing an older copy of it. */
function upsert(list: Artwork[], artwork: Artwork): Artwork[] {
  return [artwork, ...list.filter((a) => a.id !== artwork.id)];
}

const without = (styles: ArtworkStyle[], style: ArtworkStyle) => styles.filter((s) => s !== style);

/** The state after `action`; answers about another photo than the current one are dropped. */
export function artworksReducer(state: ArtworksState, action: ArtworksAction): ArtworksState {
  if (action.type === 'photo') {
    return action.photoUrl === state.photoUrl ? state : { ...initialArtworksState, photoUrl: action.photoUrl };
  }
  if (action.type === 'resume') return { ...state, pollAttempt: 0 };
  if (action.photoUrl !== state.photoUrl) return state;
  switch (action.type) {
    case 'listed':
      return {
        ...state,
        loaded: true,
        listError: null,
        // A POST answered after this GET was sent: keep its artwork until the list shows it.
        list: state.list
          .filter((a) => !action.list.some((b) => b.id === a.id) && isNewer(a, action.list))
          .concat(action.list),
        pollAttempt: state.loaded ? state.pollAttempt + 1 : 0,
      };
    case 'pollFailed':
      return { ...state, pollAttempt: state.pollAttempt + 1 };
    case 'listFailed':
      return { ...state, listError: action.code };
    case 'requested': {
      const { [action.style]: _cleared, ...requestErrors } = state.requestErrors;
      return { ...state, requesting: [...without(state.requesting, action.style), action.style], requestErrors };
    }
    case 'created':
      return {
        ...state,
        list: upsert(state.list, action.artwork),
        requesting: without(state.requesting, action.artwork.style),
        pollAttempt: 0,
      };
    case 'requestFailed':
      return {
        ...state,
        requesting: without(state.requesting, action.style),
        requestErrors: { ...state.requestErrors, [action.style]: action.code },
      };
  }
}

/** Whether `artwork` was created after every artwork of `list` (so a list fetched earlier lacks it). */
function isNewer(artwork: Artwork, list: Artwork[]): boolean {
  return list.every((a) => a.createdAt < artwork.createdAt);
}

const inProgress = (a: Artwork) => a.status === 'queued' || a.status === 'running';

/** Which ready artwork wins when a style has several: staff's, then a hosted provider's, then the instant preview. */
const providerRank: Record<ArtworkProvider, number> = {
  staff: 0,
  openai: 1,
  replicate: 1,
  fal: 1,
  comfyui: 1,
  onnx: 1,
  local: 2,
};

/**
 * The artwork of `style` to show: the best ready one (see `providerRank`, newest first among
 * equals); else the newest still in progress; else the newest failed one. Undefined: none asked for.
 */
export function pickArtwork(list: readonly Artwork[], style: ArtworkStyle): Artwork | undefined {
  const ofStyle = list.filter((a) => a.style === style);
  const ready = ofStyle
    .filter((a) => a.status === 'ready')
    .sort((a, b) => providerRank[a.provider] - providerRank[b.provider] || (a.createdAt < b.createdAt ? 1 : -1));
  return ready[0] ?? ofStyle.find(inProgress) ?? ofStyle[0];
}

/** Whether `style` has an artwork that is ready, being made, or waiting (so no new request is needed). */
export function hasLiveArtwork(list: readonly Artwork[], style: ArtworkStyle): boolean {
  return list.some((a) => a.style === style && a.status !== 'failed');
}

/**
 * Who makes the artwork of `style` still being made while a ready one is shown: a better one (a
 * real provider, or staff with STYLIZER=manual), or a newer one as good (another provider the
 * customer chose, issue 20 §1); null when none is.
 */
export function upgradingBy(list: readonly Artwork[], style: ArtworkStyle): ArtworkProvider | null {
  const shown = pickArtwork(list, style);
  if (shown?.status !== 'ready') return null;
  const rank = providerRank[shown.provider];
  const better = list.find(
    (a) =>
      a.style === style &&
      inProgress(a) &&
      (providerRank[a.provider] < rank || (providerRank[a.provider] === rank && a.createdAt > shown.createdAt)),
  );
  return better?.provider ?? null;
}

/** Whether a ready artwork of `style` is shown while a better or newer one is still being made. */
export function isUpgrading(list: readonly Artwork[], style: ArtworkStyle): boolean {
  return upgradingBy(list, style) !== null;
}

/**
 * Why the instant preview of `style` is what the customer sees (issue 20 §1): the reason the last
 * hosted provider was passed over, when the style's hosted artwork fell back to the instant preview
 * and the shown artwork is that preview; null otherwise.
 */
export function fallbackNotice(list: readonly Artwork[], style: ArtworkStyle): ArtworkFallbackReason | null {
  const shown = pickArtwork(list, style);
  if (shown?.status !== 'ready' || shown.provider !== 'local' || isUpgrading(list, style)) return null;
  const fellBack = list.find((a) => a.style === style && a.status === 'failed' && a.fallbacks.length > 0);
  return fellBack?.fallbacks.at(-1)?.reason ?? null;
}

/** Upload states of the customize page (see use-image-upload.ts). */
type UploadStatus = 'idle' | 'uploading' | 'uploaded' | 'failed';

/** What the customer sees for `style`: the stage, the artwork behind it, and a failed request's code. */
export interface StyleProgress {
  stage: ArtworkStage;
  artwork: Artwork | undefined;
  /** The code of the failed `POST` (the artwork could not even be asked for). */
  errorCode: ClientErrorCode | undefined;
}

/** The progress of `style` for a photo whose upload is in `upload` state. */
export function styleProgress(state: ArtworksState, upload: UploadStatus, style: ArtworkStyle): StyleProgress {
  const artwork = pickArtwork(state.list, style);
  const errorCode = state.requestErrors[style];
  const result = (stage: ArtworkStage): StyleProgress => ({ stage, artwork, errorCode });
  if (upload === 'uploading') return result('uploading');
  if (upload !== 'uploaded' || !state.photoUrl) return result('idle');
  if (!state.loaded && state.listError) return { stage: 'failed', artwork, errorCode: state.listError };
  if (artwork?.status === 'ready') return result('ready');
  if (state.requesting.includes(style)) return result('received');
  // A generation limit (issue 20 §2) with an instant preview to show is a notice, not a failure.
  const keepsPreview = errorCode === 'ARTWORK_LIMIT_REACHED' && artwork !== undefined && artwork.status !== 'failed';
  if (errorCode && !keepsPreview) return result('failed');
  if (!artwork) return result('received');
  if (artwork.status === 'queued') return result('received');
  if (artwork.status === 'running') return result('creating');
  return result('failed');
}

/** Longest wait between two polls, in milliseconds. */
export const maxPollDelayMs = 10_000;
/** Polls before the page stops asking on its own (about 12 minutes with the delays below). */
export const maxPollAttempts = 90;

/**
 * Milliseconds before poll number `attempt` (0-based): every second for the first ten (the instant
 * preview takes about that), then 30% longer each time up to `maxPollDelayMs` (a real provider takes
 * 30-80 s; a busy queue longer).
 */
export function pollDelay(attempt: number): number {
  if (attempt < 10) return 1000;
  return Math.min(maxPollDelayMs, Math.round(1000 * 1.3 ** (attempt - 9)));
}

/** Whether the list should be polled again: it was loaded and something is still being made. */
export function shouldPoll(state: ArtworksState): boolean {
  return state.loaded && state.pollAttempt < maxPollAttempts && state.list.some(inProgress);
}

/** Whether polling stopped with artworks still unfinished (the page offers 'Check again'). */
export function isStalled(state: ArtworksState): boolean {
  return state.loaded && state.pollAttempt >= maxPollAttempts && state.list.some(inProgress);
}

/**
 * The source photo's effective DPI at the print size (SPEC: the same for every artwork of the
 * photo): the newest known value, null while unknown.
 */
export function sourceDpiOf(list: readonly Artwork[]): number | null {
  return list.find((a) => a.sourceDpi !== null)?.sourceDpi ?? null;
}

/**
 * The effective DPI the order's print will have, and what limits it (issue 20 §3): the shown
 * artwork's `printDpi` once the server knows it (a local artwork is limited by its photo, a
 * provider's or staff's by its own pixels); until then the photo's (`sourceDpiOf`, else the
 * browser's measure `photoDpi`).
 */
export function printDpiOf(
  shown: Artwork | undefined,
  list: readonly Artwork[],
  photoDpi: number | null,
): { dpi: number | null; kind: 'photo' | 'artwork' } {
  if (shown && shown.printDpi !== null) {
    return { dpi: shown.printDpi, kind: shown.provider === 'local' ? 'photo' : 'artwork' };
  }
  return { dpi: sourceDpiOf(list) ?? photoDpi, kind: 'photo' };
}

/** Whether `dpi` is known and below the print minimum (the customer is warned before paying). */
export function isLowDpi(dpi: number | null): dpi is number {
  return dpi !== null && dpi < minimumPrintDpi;
}
