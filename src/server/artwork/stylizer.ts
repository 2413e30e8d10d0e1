/**
 * The `Stylizer` interface (issue 8, issue 20 §1): turns a photo into artwork of one style.
 * Implementations: `local-stylizer.ts` (the instant preview on the image worker threads, no key, no
 * network), `openai-stylizer.ts` (an OpenAI-compatible image-edit API, one synchronous request) and
 * the asynchronous ones, which also offer their two halves as {@link PredictionApi} so the render job
 * can wait for them across retries and a webhook can finish the work sooner: `replicate-stylizer.ts`,
 * `fal-stylizer.ts`, `comfyui-stylizer.ts`. `STYLIZER=manual` has none: staff upload artwork by hand
 * (provider `staff`). `createStylizers` (create-stylizers.ts) picks them.
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
  /** Staff's addition to the style's prompt (a regenerated artwork, issue 20 §4); the local filters ignore it. */
  promptAddition?: string | null;
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
  /** The asynchronous providers' start and check (absent for the synchronous ones). */
  readonly predictions?: PredictionApi;
}

/** Where a started prediction (Replicate prediction, fal request, ComfyUI prompt) is. */
export type PredictionState =
  | { status: 'pending' }
  | { status: 'succeeded'; image: StylizedImage }
  | { status: 'failed'; error: StylizerError };

/**
 * An asynchronous provider's API as the render job uses it: start once, remember the id, check until
 * done. Every call has its own timeout and stops on `signal`.
 */
export interface PredictionApi {
  /**
   * Starts making artwork of `style` from `source`.
   * @returns the provider's id of the work (kept on the artwork for webhooks and retries).
   * @throws StylizerError
   */
  start(
    source: Buffer,
    style: ArtworkStyle,
    options: { signal?: AbortSignal; promptAddition?: string | null },
  ): Promise<string>;
  /**
   * Asks once where the work `id` is; a finished one's image is downloaded (provider outputs do
   * not last: Replicate deletes them after an hour).
   * @throws StylizerError when the provider cannot be asked (retryable) or its answer is unusable.
   */
  check(id: string, options: { signal?: AbortSignal }): Promise<PredictionState>;
}

/**
 * A stylizer's failure. `retryable` is false for answers that will not change (a refusal under the
 * provider's content policy, a request it cannot read); true for 429, 5xx, timeouts, lost connections.
 * `message` is English, for logs and staff; it never holds the photo or personal data.
 */
export class StylizerError extends Error {
  readonly retryable: boolean;
  /** A refusal under the provider's content policy (never retryable): the customer is told so. */
  readonly refused: boolean;
  constructor(message: string, options: { retryable: boolean; refused?: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'StylizerError';
    this.refused = options.refused ?? false;
    this.retryable = this.refused ? false : options.retryable;
  }
}
