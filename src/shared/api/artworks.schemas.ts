/**
 * HTTP API schemas of a customer's artworks (issue 8; DESIGN.md: GET/POST
 * /api/customers/:id/artworks). Both routes need the customer's own id in the path (it is the
 * credential); the answers hold no personal data. zod/mini: the storefront parses these answers
 * (issue 9, small client bundle); the server validates them through zod/v4/core all the same.
 */
import * as z from 'zod/mini';
import {
  artworkFallbackReasons,
  artworkProviders,
  artworkStatuses,
  artworkStyles,
  hostedArtworkProviders,
} from '../artwork.ts';
import { apiErrorSchema } from './errors.schemas.ts';

/** One artwork of the customer's current photo. Times are ISO 8601. */
export const artworkSchema = z.object({
  id: z.string(),
  style: z.enum(artworkStyles),
  provider: z.enum(artworkProviders),
  status: z.enum(artworkStatuses),
  /** The 1024 px preview once ready (null before). */
  previewUrl: z.nullable(z.string()),
  /** Why it failed, in English for logs and staff; the client shows its own translated message. */
  error: z.nullable(z.string()),
  /** Effective DPI of the source photo at the print size (see effectivePrintDpi). */
  sourceDpi: z.nullable(z.int()),
  /**
   * Effective DPI the print made from this artwork will have (issue 20 §3, `detailPrintDpi`): its own
   * pixels over the 12 x 16 in print area, times what the shop's upscaler adds in detail (Lanczos
   * none, Real-ESRGAN up to 4x), at most 300; a local artwork no more than its photo's. Under 150 the
   * customer is warned before paying. At a placement scale `s` of the print area it is `printDpi / s`.
   * Null while unknown (a provider's artwork before it is ready).
   */
  printDpi: z.nullable(z.int()),
  /**
   * Hosted providers passed over before `provider`, in order, and why (issue 20 §1); a `failed`
   * artwork with fallbacks fell back to the instant preview, and the customer is told why.
   */
  fallbacks: z.array(z.object({ provider: z.enum(artworkProviders), reason: z.enum(artworkFallbackReasons) })),
  createdAt: z.string(),
});
export type Artwork = z.infer<typeof artworkSchema>;

/** `GET /api/customers/:id/artworks`: the artworks of the customer's current photo, newest first. */
export const artworkListSchema = z.array(artworkSchema);

/**
 * `POST /api/customers/:id/artworks`: ask for (another) style of the current photo; `provider`: the
 * hosted provider to try first (one of the style's configured providers, see
 * `artworkProvidersSchema`; else 422 ARTWORK_PROVIDER_UNAVAILABLE), then the style's others.
 */
export const createArtworkBodySchema = z.strictObject({
  style: z.enum(artworkStyles),
  provider: z.optional(z.enum(hostedArtworkProviders)),
});

/**
 * `GET /api/artwork-providers`: the hosted providers that make each style's final artwork, in the
 * order they are tried (empty: the instant preview, or staff, makes it). The customize page offers a
 * choice of provider only for a style with more than one.
 */
export const artworkProvidersSchema = z.object({
  styles: z.object({
    painterly: z.array(z.enum(hostedArtworkProviders)),
    cel: z.array(z.enum(hostedArtworkProviders)),
  }),
});
export type ArtworkProviders = z.infer<typeof artworkProvidersSchema>;

/** Which generation limit held (issue 20 §2; see ArtworkLimitsConfig on the server). */
export const artworkLimitNames = ['perCustomerDay', 'perPhoto', 'perIpHour', 'queueDepth', 'dailySpendCap'] as const;
export type ArtworkLimitName = (typeof artworkLimitNames)[number];

/**
 * The 429 answer of `POST /api/customers/:id/artworks` when a limit holds (`ARTWORK_LIMIT_REACHED`):
 * the error, which limit, and the instant local preview the customer keeps (queued now when the
 * local preview was still allowed, an earlier one of the photo otherwise; null when there is none).
 */
export const artworkLimitErrorSchema = z.object({
  error: z.object({ code: z.literal('ARTWORK_LIMIT_REACHED'), message: z.string() }),
  limit: z.enum(artworkLimitNames),
  localPreviewId: z.nullable(z.string()),
});
export type ArtworkLimitError = z.infer<typeof artworkLimitErrorSchema>;

/** Every 429 of `POST /api/customers/:id/artworks`: a generation limit, or the route's `RATE_LIMITED`. */
export const createArtworkTooManySchema = z.union([artworkLimitErrorSchema, apiErrorSchema]);
