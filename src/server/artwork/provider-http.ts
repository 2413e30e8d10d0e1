/**
 * What the asynchronous stylizers (Replicate, fal, ComfyUI; issue 20 §1) share: an HTTP call with a
 * timeout and the caller's abort signal whose failures become StylizerErrors (retryable or not), the
 * photo as the models want it, the input template, downloading an output, and waiting for a
 * prediction with backoff. No credential ever goes into a message.
 */
import sharp from 'sharp';
import type { ArtworkStyle } from '#shared/artwork.ts';
import { stylePrompt } from './style-prompts.ts';
import { type PredictionApi, type StylizedImage, StylizerError } from './stylizer.ts';

/** Largest output accepted from a provider (a 4096 px PNG is about 30 MB). */
const maxDownloadBytes = 50 * 1024 * 1024;
/** Largest output decoded (pixels), as for uploads. */
const maxOutputPixels = 40_000_000;

/** Words providers use when they refuse a photo under their content policy. */
const refusalPattern = /nsfw|safety|content policy|moderation|not allowed|inappropriate/i;

/** Whether an error text reads as a content-policy refusal. */
export const isRefusalText = (text: string): boolean => refusalPattern.test(text);

export interface ProviderCall {
  /** Name used in messages, e.g. `Replicate`. */
  provider: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * One HTTP request to a provider.
 * @returns the response (any status; see {@link expectOk}).
 * @throws StylizerError retryable for a timeout, a lost connection or a cancel.
 */
export async function providerFetch(url: string, init: RequestInit, call: ProviderCall): Promise<Response> {
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
  try {
    return await fetch(url, { ...init, signal, redirect: 'follow' });
  } catch (error) {
    if (call.signal?.aborted) {
      throw new StylizerError(`The request to ${call.provider} was cancelled`, { retryable: true, cause: error });
    }
    if (timeout.aborted) {
      throw new StylizerError(`${call.provider} did not answer within ${Math.round(call.timeoutMs / 1000)} s`, {
        retryable: true,
        cause: error,
      });
    }
    const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
    throw new StylizerError(`${call.provider} could not be reached: ${reason}`, { retryable: true, cause: error });
  }
}

/** The short error text of a failed answer (JSON `detail`/`error`/`message`, else the start of the body). */
async function errorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const found = body.detail ?? body.error ?? body.message ?? body.title;
    if (found !== undefined) return (typeof found === 'string' ? found : JSON.stringify(found)).slice(0, 300);
  } catch {
    // Not JSON.
  }
  return text.slice(0, 300);
}

/**
 * Turns a non-2xx answer into a StylizerError: 408, 409, 425, 429 and 5xx may pass (retryable); a
 * refusal or any other 4xx (a wrong key, model or input) will not.
 */
export async function expectOk(response: Response, call: ProviderCall): Promise<Response> {
  if (response.ok) return response;
  const status = response.status;
  const text = await errorText(response);
  const refused = (status === 400 || status === 422) && isRefusalText(text);
  const retryable = [408, 409, 425, 429].includes(status) || status >= 500;
  return Promise.reject(new StylizerError(`${call.provider} answered ${status}: ${text}`, { retryable, refused }));
}

/** The JSON of a 2xx answer. @throws StylizerError as {@link expectOk}, or when it is not JSON. */
export async function readJson(response: Response, call: ProviderCall): Promise<unknown> {
  await expectOk(response, call);
  try {
    return await response.json();
  } catch (error) {
    throw new StylizerError(`${call.provider} answered something that is not JSON`, { retryable: true, cause: error });
  }
}

/** An image's bytes checked and measured (sharp reads the header only). */
export async function toStylizedImage(body: Buffer, call: ProviderCall): Promise<StylizedImage> {
  try {
    const meta = await sharp(body, { limitInputPixels: maxOutputPixels }).metadata();
    if (!meta.width || !meta.height || !meta.format || !['png', 'jpeg', 'webp'].includes(meta.format)) {
      throw new Error(`not a PNG, JPEG or WebP image (${meta.format ?? 'unknown'})`);
    }
    return { body, contentType: `image/${meta.format}`, width: meta.width, height: meta.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new StylizerError(`${call.provider}'s output could not be used: ${message}`, {
      retryable: false,
      cause: error,
    });
  }
}

/** Downloads an output image (with the provider's headers when it needs them). */
export async function downloadImage(
  url: string,
  headers: Record<string, string>,
  call: ProviderCall,
): Promise<StylizedImage> {
  const response = await expectOk(await providerFetch(url, { headers }, call), call);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > maxDownloadBytes) {
    throw new StylizerError(`${call.provider}'s output is too large (${length} bytes)`, { retryable: false });
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > maxDownloadBytes) {
    throw new StylizerError(`${call.provider}'s output is too large (${body.length} bytes)`, { retryable: false });
  }
  return toStylizedImage(body, call);
}

/**
 * The photo as a data URI for a model's input: JPEG at most 1024 px on its long side (about 100-250
 * KB, within Replicate's advice of data URIs up to 256 KB), so no public URL of it is needed.
 */
export async function photoDataUri(source: Buffer): Promise<string> {
  const jpeg = await sharp(source)
    .rotate()
    .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * Fills an input template (any JSON): a string that is exactly `{{name}}` becomes the value, and
 * `{{name}}` inside a longer string is replaced in place, for the names `image`, `prompt` and `style`.
 */
export function fillTemplate(template: unknown, values: { image: string; prompt: string; style: string }): unknown {
  if (typeof template === 'string') {
    return template.replace(/\{\{(image|prompt|style)\}\}/g, (_match, name: keyof typeof values) => values[name]);
  }
  if (Array.isArray(template)) return template.map((item) => fillTemplate(item, values));
  if (template && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fillTemplate(value, values)]));
  }
  return template;
}

/** The template values of a style (and staff's prompt addition, issue 20 §4). */
export const templateValues = (image: string, style: ArtworkStyle, promptAddition?: string | null) => ({
  image,
  prompt: stylePrompt(style, promptAddition),
  style,
});

/** Sleeps `ms`, or less when `signal` aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Checks prediction `id` until it is done: first after `firstDelayMs`, then 1.5 times longer each
 * time up to 5 s, until `deadline` (epoch ms).
 * @param settled asked between checks; true stops the wait (someone else finished the work).
 * @param wake a signal that aborts the current pause (a webhook said it is done).
 * @returns the image, or null when `settled` said so.
 * @throws StylizerError the prediction's failure, or a retryable one when the deadline passes.
 */
export async function waitForPrediction(
  api: Pick<PredictionApi, 'check'>,
  id: string,
  options: {
    provider: string;
    deadline: number;
    signal?: AbortSignal;
    settled?: () => Promise<boolean>;
    wake?: () => AbortSignal;
    firstDelayMs?: number;
  },
): Promise<StylizedImage | null> {
  let delay = options.firstDelayMs ?? 500;
  for (;;) {
    if (options.signal?.aborted) {
      throw new StylizerError(`The request to ${options.provider} was cancelled`, { retryable: true });
    }
    const state = await api.check(id, { signal: options.signal });
    if (state.status === 'succeeded') return state.image;
    if (state.status === 'failed') throw state.error;
    if (options.settled && (await options.settled())) return null;
    if (Date.now() + delay > options.deadline) {
      throw new StylizerError(`${options.provider} did not finish the artwork in time`, { retryable: true });
    }
    const wake = options.wake?.();
    const signals = [options.signal, wake].filter((s): s is AbortSignal => s !== undefined);
    await pause(delay, signals.length > 0 ? AbortSignal.any(signals) : undefined);
    delay = Math.min(Math.round(delay * 1.5), 5000);
  }
}

/**
 * `Stylizer.stylize` of an asynchronous provider: start, then wait up to `waitMs`.
 * @throws StylizerError
 */
export async function startAndWait(
  api: PredictionApi,
  source: Buffer,
  style: ArtworkStyle,
  options: { provider: string; waitMs: number; signal?: AbortSignal; promptAddition?: string | null },
): Promise<StylizedImage> {
  const id = await api.start(source, style, { signal: options.signal, promptAddition: options.promptAddition });
  const image = await waitForPrediction(api, id, {
    provider: options.provider,
    deadline: Date.now() + options.waitMs,
    signal: options.signal,
  });
  if (!image) throw new StylizerError(`${options.provider} finished without an image`, { retryable: false });
  return image;
}
