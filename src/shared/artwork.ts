/**
 * Artwork (issue 8; SPEC §1, §3 generated_image): the styles a photo can be turned into, which
 * storefront starts with which style, and the print rules. Shared by server (stylizers, jobs, print
 * files) and client (style choice, DPI warning).
 */
import type { StorefrontVariant } from './pricing.ts';

/** `painterly`: soft painted look (Ghibli storefront); `cel`: flat colours and ink lines (animated). */
export const artworkStyles = ['painterly', 'cel'] as const;
export type ArtworkStyle = (typeof artworkStyles)[number];

/** The style a storefront shows first (issue 8). */
export const defaultStyleFor: Record<StorefrontVariant, ArtworkStyle> = {
  wowghiblitees: 'painterly',
  wowanimatedtees: 'cel',
};

/**
 * Who made an artwork: the built-in instant preview, a hosted provider (an OpenAI-compatible API,
 * Replicate, fal, a merchant's own ComfyUI server; issue 20 §1), a merchant's own ONNX model run on
 * the shop's machine (`onnx`, issue 20 §7), or staff by hand.
 */
export const artworkProviders = ['local', 'openai', 'replicate', 'fal', 'comfyui', 'onnx', 'staff'] as const;
export type ArtworkProvider = (typeof artworkProviders)[number];

/**
 * The providers that make the final artwork from a photo after the instant preview, chosen per style
 * by configuration (issue 20 §1). "Hosted" for short: all but `onnx` run elsewhere; `onnx` runs
 * here, in a process of its own (issue 20 §7).
 */
export const hostedArtworkProviders = ['openai', 'replicate', 'fal', 'comfyui', 'onnx'] as const;
export type HostedArtworkProvider = (typeof hostedArtworkProviders)[number];

/**
 * The providers that run on the shop's own machine, with no per-image cost: their generations count
 * against the local limits (issue 20 §2, §7).
 */
export const localArtworkProviders: readonly ArtworkProvider[] = ['local', 'onnx'];

/**
 * Why a provider was passed over (issue 20 §1), told to the customer in their language: `busy` (it
 * did not answer, was down or overloaded after its retries), `refused` (it refused this photo under
 * its content policy), `failed` (anything else that will not change, e.g. an unreadable answer).
 */
export const artworkFallbackReasons = ['busy', 'refused', 'failed'] as const;
export type ArtworkFallbackReason = (typeof artworkFallbackReasons)[number];

/** An artwork's life: waiting for a worker, being made, done, or given up after retries. */
export const artworkStatuses = ['queued', 'running', 'ready', 'failed'] as const;
export type ArtworkStatus = (typeof artworkStatuses)[number];

/** Long side of the preview the customer sees, in pixels. */
export const previewLongSidePx = 1024;

/** The print area: 12 x 16 inches (portrait) at 300 DPI, so at most 3600 x 4800 pixels. */
export const printArea = { widthInches: 12, heightInches: 16, dpi: 300 } as const;

/**
 * What an order prints (issue 19 §4): the artwork the customer chose (its style and provider are on
 * the order), an image staff made for an email order, or the photo itself.
 */
export const printSources = ['artwork', 'staff_artwork', 'photo'] as const;
export type PrintSource = (typeof printSources)[number];

/** Below this many dots per inch at the print size the customer is warned before paying. */
export const minimumPrintDpi = 150;

/**
 * How an order's print file reached the print size (issue 20 §3; `PRINT_UPSCALER`): `lanczos` sharp's
 * Lanczos with sharpening (adds pixels, not detail), `replicate` a Real-ESRGAN model on Replicate
 * (draws detail in, then Lanczos to the exact size), `none` no enlargement was needed.
 */
export const printUpscaleMethods = ['lanczos', 'replicate', 'none'] as const;
export type PrintUpscaleMethod = (typeof printUpscaleMethods)[number];

/**
 * The effective DPI of a `width` x `height` pixel image printed as large as fits the print area with
 * its aspect kept: pixels per inch along the limiting side, rounded down.
 */
export function effectivePrintDpi(width: number, height: number): number {
  const scale = Math.min(printArea.widthInches / width, printArea.heightInches / height);
  return Math.floor(1 / scale);
}

/**
 * The effective DPI a print made from a `width` x `height` pixel image will have (issue 20 §3): its own
 * pixels over the print area, times `detailScale` when an upscaler that adds detail (Real-ESRGAN, up
 * to 4x) enlarges it, never above the print target (300). Lanczos adds no detail: its scale is 1.
 */
export function detailPrintDpi(width: number, height: number, detailScale = 1): number {
  return Math.min(printArea.dpi, effectivePrintDpi(width * detailScale, height * detailScale));
}

/**
 * The effective DPI of a print made from a filter render of a `photoWidth` x `photoHeight` photo at
 * `renderLongSidePx` on its long side (the local stylizer's print source; issue 20 §3): the render's
 * `detailPrintDpi`, never more than the photo's own DPI (a small photo is enlarged before it is
 * painted, which adds no detail).
 */
export function renderPrintDpi(
  photoWidth: number,
  photoHeight: number,
  renderLongSidePx: number,
  detailScale = 1,
): number {
  const fit = renderLongSidePx / Math.max(photoWidth, photoHeight);
  const render = detailPrintDpi(Math.round(photoWidth * fit), Math.round(photoHeight * fit), detailScale);
  return Math.min(render, effectivePrintDpi(photoWidth, photoHeight));
}
