/**
 * The customer's artworks on the customize page (issue 8; SPEC §2.5, §4): once a photo is stored
 * (uploaded now or restored after a reload) it lists the photo's artworks, asks for the chosen
 * style when there is none yet (the storefront's default style first: `defaultStyleFor`), and polls
 * the list (about every second, backing off) while one is still being made. The customer may choose
 * the other style (asked for on first choice) and retry a failed one. Where a style has more than
 * one hosted provider configured, the customer may choose the one to ask (issue 20 §1). State logic
 * in artwork-progress.ts.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isApiError } from '#client/lib/api-error.ts';
import type { ArtworkProviders } from '#shared/api/artworks.schemas.ts';
import { type ArtworkStyle, artworkStyles, defaultStyleFor, type HostedArtworkProvider } from '#shared/artwork.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';
import {
  artworksReducer,
  initialArtworksState,
  isStalled,
  pickArtwork,
  pollDelay,
  shouldPoll,
  styleProgress,
} from './artwork-progress.ts';
import type { UploadStatus } from './use-image-upload.ts';

/** Where the chosen style is remembered between visits (per storefront: each has its own default). */
const styleKey = (variant: StorefrontVariant) => `wowtees.artworkStyle.${variant}`;

function readStyle(variant: StorefrontVariant): ArtworkStyle | null {
  try {
    const stored = window.localStorage.getItem(styleKey(variant));
    return artworkStyles.find((style) => style === stored) ?? null;
  } catch {
    return null; // Storage blocked: the default style.
  }
}

function writeStyle(variant: StorefrontVariant, style: ArtworkStyle): void {
  try {
    window.localStorage.setItem(styleKey(variant), style);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

// The artworks client with its zod schemas loads once a photo is there (issue 22 §2), not with the page.
const loadArtworksApi = () => import('#client/lib/artworks-api.ts').then((module) => module.artworksApi);

const codeOf = (error: unknown) => (isApiError(error) ? error.code : 'INTERNAL');

/**
 * @param photoUrl the stored photo's URL (null while none is stored, e.g. during an upload)
 * @param uploadStatus the upload's state (the first stage of the progress)
 * @param ensureCustomerId resolves to the customer id, or null when none can be had
 */
export function useArtworks(
  variant: StorefrontVariant,
  photoUrl: string | null,
  uploadStatus: UploadStatus,
  ensureCustomerId: () => Promise<string | null>,
) {
  const [state, dispatch] = useReducer(artworksReducer, initialArtworksState);
  const [style, setStyle] = useState<ArtworkStyle>(defaultStyleFor[variant]);
  const [loadKey, setLoadKey] = useState(0);
  // Styles asked for automatically per photo: a failed one is retried by the customer, not in a loop.
  const autoRequested = useRef(new Set<string>());
  // Each style's hosted providers (issue 20 §1), and the one the customer chose per style.
  const [providers, setProviders] = useState<ArtworkProviders['styles'] | null>(null);
  const [chosen, setChosen] = useState<Partial<Record<ArtworkStyle, HostedArtworkProvider>>>({});

  // Read once a photo is there; without the list (an error) the page simply offers no choice.
  const hasPhoto = photoUrl !== null;
  const providersRead = providers !== null;
  useEffect(() => {
    if (!hasPhoto || providersRead) return;
    let active = true;
    loadArtworksApi()
      .then((api) => api.providers())
      .then(
        (answer) => active && setProviders(answer.styles),
        () => {},
      );
    return () => {
      active = false;
    };
  }, [hasPhoto, providersRead]);

  // The remembered style is read after the first render: prerendered HTML shows the default.
  useEffect(() => {
    const stored = readStyle(variant);
    if (stored) setStyle(stored);
  }, [variant]);

  useEffect(() => {
    dispatch({ type: 'photo', photoUrl });
  }, [photoUrl]);

  // The first list of a photo (and again after 'Try again' when it failed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadKey re-runs the load on purpose.
  useEffect(() => {
    if (!photoUrl) return;
    let active = true;
    (async () => {
      const customerId = await ensureCustomerId();
      if (!active) return;
      if (!customerId) {
        dispatch({ type: 'listFailed', photoUrl, code: 'NETWORK_ERROR' });
        return;
      }
      try {
        const list = await (await loadArtworksApi()).list(customerId);
        if (active) dispatch({ type: 'listed', photoUrl, list });
      } catch (error) {
        if (active) dispatch({ type: 'listFailed', photoUrl, code: codeOf(error) });
      }
    })();
    return () => {
      active = false;
    };
  }, [photoUrl, ensureCustomerId, loadKey]);

  const request = useCallback(
    async (forPhoto: string, wanted: ArtworkStyle, provider?: HostedArtworkProvider) => {
      dispatch({ type: 'requested', photoUrl: forPhoto, style: wanted });
      const customerId = await ensureCustomerId();
      if (!customerId) {
        dispatch({ type: 'requestFailed', photoUrl: forPhoto, style: wanted, code: 'NETWORK_ERROR' });
        return;
      }
      try {
        const artwork = await (await loadArtworksApi()).create(customerId, wanted, provider);
        dispatch({ type: 'created', photoUrl: forPhoto, artwork });
      } catch (error) {
        dispatch({ type: 'requestFailed', photoUrl: forPhoto, style: wanted, code: codeOf(error) });
        // A generation limit (issue 20 §2) leaves the instant preview, maybe queued just now: show it.
        if (isApiError(error, 'ARTWORK_LIMIT_REACHED')) {
          try {
            dispatch({ type: 'listed', photoUrl: forPhoto, list: await (await loadArtworksApi()).list(customerId) });
          } catch {
            // The next poll or 'Try again' reads it.
          }
        }
      }
    },
    [ensureCustomerId],
  );

  // Ask for the chosen style once the list shows the photo has none of it.
  useEffect(() => {
    const current = state.photoUrl;
    if (!current || !state.loaded || pickArtwork(state.list, style) || state.requesting.includes(style)) return;
    const key = `${current}|${style}`;
    if (autoRequested.current.has(key)) return;
    autoRequested.current.add(key);
    void request(current, style, chosen[style]);
  }, [state, style, request, chosen]);

  // Poll while something is being made.
  useEffect(() => {
    const current = state.photoUrl;
    if (!current || !shouldPoll(state)) return;
    let active = true;
    const timer = window.setTimeout(async () => {
      const customerId = await ensureCustomerId();
      if (!active) return;
      try {
        if (!customerId) throw new Error('No customer id');
        const list = await (await loadArtworksApi()).list(customerId);
        if (active) dispatch({ type: 'listed', photoUrl: current, list });
      } catch {
        if (active) dispatch({ type: 'pollFailed', photoUrl: current });
      }
    }, pollDelay(state.pollAttempt));
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [state, ensureCustomerId]);

  /** Shows `next`; asks for it when the photo has no artwork of that style yet. */
  const chooseStyle = useCallback(
    (next: ArtworkStyle) => {
      setStyle(next);
      writeStyle(variant, next);
    },
    [variant],
  );

  /** 'Try again': reads the list again when it failed, else asks for the chosen style again. */
  const retry = useCallback(() => {
    if (!state.photoUrl) return;
    if (!state.loaded) setLoadKey((key) => key + 1);
    else if (isStalled(state)) dispatch({ type: 'resume' });
    else void request(state.photoUrl, style, chosen[style]);
  }, [state, style, request, chosen]);

  /** Asks `provider` for the chosen style's artwork (null: automatic, nothing is asked). */
  const chooseProvider = useCallback(
    (provider: HostedArtworkProvider | null) => {
      setChosen((before) => ({ ...before, [style]: provider ?? undefined }));
      if (provider && state.photoUrl && state.loaded) void request(state.photoUrl, style, provider);
    },
    [state.photoUrl, state.loaded, style, request],
  );

  return {
    style,
    chooseStyle,
    retry,
    /** Progress of the chosen style. */
    progress: styleProgress(state, uploadStatus, style),
    /** Progress of every style (for the style buttons). */
    progressOf: (other: ArtworkStyle) => styleProgress(state, uploadStatus, other),
    list: state.list,
    stalled: isStalled(state),
    /** The chosen style's hosted providers when the customer may choose one (more than one), else []. */
    providerChoice: providers && providers[style].length > 1 ? providers[style] : [],
    /** The provider the customer chose for the chosen style (undefined: automatic). */
    chosenProvider: chosen[style],
    chooseProvider,
  };
}
