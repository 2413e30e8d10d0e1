/**
 * How soon a requested preview reaches the customer (issue 23 item 10; SPEC §4, §9 "1-3 hours"),
 * derived from the settings that decide who makes and sends it. The server (the preview emails) and
 * the client build (the storefront's copy, baked in by vite.config.ts) both call
 * {@link previewTimingFor} with the same environment values, so the shop says one thing everywhere:
 * - `minutes`: `PREVIEW_AUTO_SEND=true` and every style's artwork is made by a hosted provider
 *   (`STYLIZER=openai|replicate|fal|comfyui`, or a non-empty `ARTWORK_PROVIDERS_{STYLE}`): the
 *   preview email leaves by itself as soon as that artwork is ready, minutes after the request (or
 *   after the customer confirms the address);
 * - `hours`: anything else. Staff make the artwork (`STYLIZER=manual`, or `local`, whose instant
 *   preview is never sent as the preview) or send it (auto-send off): SPEC's 1-3 hours, and staff
 *   are emailed when a request has waited an hour (jobs/preview-alert.job.ts).
 * Isomorphic: no client, server or `node:` imports (vite.config.ts imports it by relative path).
 */
import { artworkStyles, hostedArtworkProviders } from './artwork.ts';

export const previewTimings = ['minutes', 'hours'] as const;
export type PreviewTiming = (typeof previewTimings)[number];

/** The environment values the timing follows (raw strings, as `process.env` has them). */
export interface PreviewTimingSettings {
  PREVIEW_AUTO_SEND?: string;
  STYLIZER?: string;
  ARTWORK_PROVIDERS_PAINTERLY?: string;
  ARTWORK_PROVIDERS_CEL?: string;
}

const providerKeys = {
  painterly: 'ARTWORK_PROVIDERS_PAINTERLY',
  cel: 'ARTWORK_PROVIDERS_CEL',
} as const satisfies Record<(typeof artworkStyles)[number], keyof PreviewTimingSettings>;

/** `''` counts as unset, as in the server's env schema. */
const setting = (text: string | undefined): string | undefined => (text === '' ? undefined : text);

const isHosted = (name: string): boolean => (hostedArtworkProviders as readonly string[]).includes(name);

/**
 * The timing the settings promise (see the file comment). Unknown values count as not automatic;
 * the server's configuration check refuses them at start anyway.
 */
export function previewTimingFor(settings: PreviewTimingSettings): PreviewTiming {
  if (setting(settings.PREVIEW_AUTO_SEND) !== 'true') return 'hours';
  const stylizer = setting(settings.STYLIZER) ?? 'local';
  if (stylizer === 'manual') return 'hours';
  const everyStyleHosted = artworkStyles.every((style) => {
    const list = setting(settings[providerKeys[style]]);
    // Without its own list a style takes STYLIZER's provider (artwork/create-stylizers.ts).
    if (list === undefined) return isHosted(stylizer);
    return list.split(',').some((name) => isHosted(name.trim().toLowerCase()));
  });
  return everyStyleHosted ? 'minutes' : 'hours';
}

/** A timing baked into the client build (`VITE_PREVIEW_TIMING`); anything else reads as `hours`. */
export function parsePreviewTiming(value: string | undefined): PreviewTiming {
  return value === 'minutes' ? 'minutes' : 'hours';
}
