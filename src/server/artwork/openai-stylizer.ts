/**
 * The OpenAI-compatible stylizer (issue 8, `STYLIZER=openai`): one image-edit request
 * (`POST {OPENAI_BASE_URL}/images/edits`) per artwork through the official `openai` SDK, with one
 * prompt per style (`style-prompts.ts`). The only module that imports the SDK.
 *
 * - Timeout per request (`timeoutMs`) and the SDK's retries with exponential backoff (honouring
 *   `Retry-After`) of 429, 408/409, 5xx, timeouts and lost connections; whatever still fails is a
 *   retryable StylizerError, and the job retries it later with its own backoff.
 * - A refusal under the provider's content policy, or a request it cannot read, is a StylizerError
 *   that is not retried: the same photo gets the same answer.
 * - The photo is sent as PNG at most 2048 px on its long side; the size asked for follows its aspect
 *   (1024x1024, 1536x1024 or 1024x1536: the sizes every GPT image model renders).
 */
import OpenAI, { APIConnectionError, APIError, APIUserAbortError, toFile } from 'openai';
import sharp from 'sharp';
import type { OpenAiStylizerConfig } from '#server/config.ts';
import type { ArtworkStyle } from '#shared/artwork.ts';
import { stylePrompt } from './style-prompts.ts';
import { type StylizedImage, type Stylizer, StylizerError } from './stylizer.ts';

/** The long side of the largest size asked for. */
export const openAiMaxLongSidePx = 1536;

/** Longest side of the photo sent: more detail than the model renders, far below its upload limit. */
const uploadLongSidePx = 2048;

/** Error codes providers answer a content-policy refusal with (OpenAI and compatible ones). */
const refusalCodes = new Set(['moderation_blocked', 'content_policy_violation', 'content_filter', 'safety_violation']);

/** The output size for a `width` x `height` photo: square, landscape or portrait. */
export function editSizeFor(width: number, height: number): '1024x1024' | '1536x1024' | '1024x1536' {
  const ratio = width / height;
  if (ratio >= 1.25) return '1536x1024';
  if (ratio <= 0.8) return '1024x1536';
  return '1024x1024';
}

/** Whether an API error is a refusal under the provider's content policy. */
function isRefusal(error: APIError): boolean {
  if (error.code && refusalCodes.has(error.code)) return true;
  return (
    (error.status === 400 || error.status === 422) &&
    /safety system|content policy|moderation|not allowed/i.test(error.message)
  );
}

/** Turns whatever the SDK threw into a StylizerError with a message fit for staff (no photo, no key). */
function toStylizerError(error: unknown, timeoutMs: number): StylizerError {
  if (error instanceof APIUserAbortError) {
    return new StylizerError('The request to the image provider was cancelled', { retryable: true, cause: error });
  }
  if (error instanceof APIConnectionError) {
    // APIConnectionTimeoutError is one of these.
    const timedOut = error.name === 'APIConnectionTimeoutError' || /timed? ?out/i.test(error.message);
    return new StylizerError(
      timedOut
        ? `The image provider did not answer within ${Math.round(timeoutMs / 1000)} s`
        : `The image provider could not be reached: ${error.message}`,
      { retryable: true, cause: error },
    );
  }
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    if (isRefusal(error)) {
      return new StylizerError(`The image provider refused this photo under its content policy: ${error.message}`, {
        retryable: false,
        refused: true,
        cause: error,
      });
    }
    const retryable = status === 408 || status === 409 || status === 429 || status >= 500;
    return new StylizerError(`The image provider answered ${status}: ${error.message}`, { retryable, cause: error });
  }
  if (error instanceof StylizerError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new StylizerError(`The image provider's answer could not be used: ${message}`, {
    retryable: false,
    cause: error,
  });
}

/** Builds the stylizer for `config` (its key, base URL, model, timeout and retries). */
export function createOpenAiStylizer(config: OpenAiStylizerConfig): Stylizer {
  const client = new OpenAI({
    apiKey: config.apiKey,
    // Given explicitly, so the SDK reads nothing from the environment (config.ts is its only reader).
    baseURL: config.baseUrl ?? 'https://api.openai.com/v1',
    organization: null,
    project: null,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
    logLevel: 'off',
  });
  return {
    provider: 'openai',
    maxLongSidePx: openAiMaxLongSidePx,
    async stylize(source, style: ArtworkStyle, options): Promise<StylizedImage> {
      // sharp works on libvips threads, off the event loop.
      const photo = await sharp(source)
        .resize({ width: uploadLongSidePx, height: uploadLongSidePx, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer({ resolveWithObject: true });
      let response: OpenAI.ImagesResponse;
      try {
        response = await client.images.edit(
          {
            model: config.model,
            image: await toFile(photo.data, 'photo.png', { type: 'image/png' }),
            prompt: stylePrompt(style, options.promptAddition),
            size: editSizeFor(photo.info.width, photo.info.height),
            n: 1,
          },
          { signal: options.signal },
        );
      } catch (error) {
        throw toStylizerError(error, config.timeoutMs);
      }
      const encoded = response.data?.[0]?.b64_json;
      if (!encoded) {
        // A 200 without an image: some compatible providers answer a refusal this way.
        throw new StylizerError('The image provider returned no image (it may have refused the photo)', {
          retryable: false,
        });
      }
      try {
        const body = Buffer.from(encoded, 'base64');
        const meta = await sharp(body).metadata();
        if (!meta.width || !meta.height || !meta.format) throw new Error('not an image');
        return {
          body,
          contentType: `image/${meta.format === 'jpeg' ? 'jpeg' : meta.format}`,
          width: meta.width,
          height: meta.height,
        };
      } catch (error) {
        throw toStylizerError(error, config.timeoutMs);
      }
    },
  };
}
