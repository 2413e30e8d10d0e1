/**
 * The `Stylizer` interface (issue 8): turns a photo into artwork of one style. Implementations:
 * `local-stylizer.ts` (the instant preview on the image worker threads, no key, no network) and
 * `openai-stylizer.ts` (an OpenAI-compatible image-edit API). `STYLIZER=manual` has none: staff
 * upload artwork by hand (provider `staff`). `createStylizers` (create-stylizers.ts) picks them.
 */
import type { ArtworkProvider, ArtworkStyle } from '#shared/artwork.ts';

/** An image a stylizer made: encoded bytes and their pixel size. */
export interface StylizedImage {
  body: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export interface StylizeOptions {
  /**
   * The long side wanted, pixels. A stylizer that renders fixed sizes (an API) gives its nearest
   * size at most {@link Stylizer.maxLongSidePx}; callers resize what they store.
   */
  longSidePx: number;
  /** Aborts the work (a job whose process is stopping). */
  signal?: AbortSignal;
}

export interface Stylizer {
  /** Which provider the artworks it makes are recorded as. */
  readonly provider: Exclude<ArtworkProvider, 'staff'>;
  /** The largest long side it renders, pixels: the print file is upscaled from a render this large. */
  readonly maxLongSidePx: number;
  /**
   * Makes artwork of `style` from `source` (an encoded photo as stored).
   * @throws StylizerError with `retryable` telling whether another attempt may succeed.
   */
  stylize(source: Buffer, style: ArtworkStyle, options: StylizeOptions): Promise<StylizedImage>;
}

/**
 * A stylizer's failure. `retryable` is false for answers that will not change (a refusal under the
 * provider's content policy, a request it cannot read); true for 429, 5xx, timeouts, lost connections.
 * `message` is English, for logs and staff; it never holds the photo or personal data.
 */
export class StylizerError extends Error {
  readonly retryable: boolean;
  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'StylizerError';
    this.retryable = options.retryable;
  }
}
