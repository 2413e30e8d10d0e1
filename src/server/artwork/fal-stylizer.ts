/**
 * The fal.ai stylizer (issue 20 §1, `fal`): one request per artwork through fal's queue API
 * (`Authorization: Key {FAL_KEY}`):
 * - start: `POST {FAL_BASE_URL}/{FAL_MODEL}` with `FAL_INPUT` filled in (`{{image}}` the photo as a
 *   JPEG data URI, `{{prompt}}` the style's prompt) -> `request_id`; with webhooks on,
 *   `?fal_webhook={PUBLIC_URL}/api/webhooks/fal`.
 * - check: `GET {base}/{app}/requests/{id}/status` (`IN_QUEUE`, `IN_PROGRESS`, `COMPLETED`), then the
 *   result `GET {base}/{app}/requests/{id}`, whose first image (`images[0].url` or `image.url`) is
 *   downloaded at once. `{app}` is the model id's first two parts (`fal-ai/flux` of
 *   `fal-ai/flux/dev/image-to-image`), as fal's own client builds these paths.
 * The only module that speaks fal's API; its webhook is fal-webhook.routes.ts.
 */
import type { FalStylizerConfig } from '#server/config.ts';
import {
  downloadImage,
  expectOk,
  fillTemplate,
  isRefusalText,
  type ProviderCall,
  photoDataUri,
  providerFetch,
  readJson,
  startAndWait,
  templateValues,
} from './provider-http.ts';
import { type PredictionApi, type PredictionState, type Stylizer, StylizerError } from './stylizer.ts';

const falMaxLongSidePx = 1536;

/** The first image URL of a fal result (`images: [{url}]` or `image: {url}`). */
function firstImageUrl(result: unknown): string | undefined {
  const body = result as { images?: Array<{ url?: unknown }>; image?: { url?: unknown } } | null;
  const url = body?.images?.[0]?.url ?? body?.image?.url;
  return typeof url === 'string' ? url : undefined;
}

/** @param config key, queue root, model, input template, webhook URL and request timeout. */
export function createFalStylizer(config: FalStylizerConfig, waitMs: number): Stylizer {
  const headers = { authorization: `Key ${config.key}`, 'content-type': 'application/json' };
  const call = (signal?: AbortSignal): ProviderCall => ({ provider: 'fal', timeoutMs: config.timeoutMs, signal });
  const app = config.model.split('/').slice(0, 2).join('/');
  const requestUrl = (id: string) => `${config.baseUrl}/${app}/requests/${encodeURIComponent(id)}`;

  const predictions: PredictionApi = {
    async start(source, style, { signal, promptAddition }) {
      const query = config.webhookUrl ? `?fal_webhook=${encodeURIComponent(config.webhookUrl)}` : '';
      const input = fillTemplate(config.input, templateValues(await photoDataUri(source), style, promptAddition));
      const response = await providerFetch(
        `${config.baseUrl}/${config.model}${query}`,
        { method: 'POST', headers, body: JSON.stringify(input) },
        call(signal),
      );
      const queued = (await readJson(response, call(signal))) as { request_id?: unknown };
      if (typeof queued.request_id !== 'string' || !queued.request_id) {
        throw new StylizerError('fal answered without a request id', { retryable: false });
      }
      return queued.request_id;
    },

    async check(id, { signal }): Promise<PredictionState> {
      const statusResponse = await providerFetch(`${requestUrl(id)}/status`, { headers }, call(signal));
      const status = (await readJson(statusResponse, call(signal))) as { status?: unknown; error?: unknown };
      if (status.status === 'IN_QUEUE' || status.status === 'IN_PROGRESS') return { status: 'pending' };
      if (status.status !== 'COMPLETED') {
        throw new StylizerError(`fal answered an unknown status ${String(status.status)}`, { retryable: true });
      }
      const resultResponse = await providerFetch(requestUrl(id), { headers }, call(signal));
      let result: unknown;
      try {
        await expectOk(resultResponse, call(signal));
        result = await resultResponse.json();
      } catch (error) {
        // A finished request whose model failed answers its error here; it will not change.
        if (error instanceof StylizerError && !error.retryable) return { status: 'failed', error };
        throw error;
      }
      const url = firstImageUrl(result);
      if (!url) {
        const detail = JSON.stringify(result).slice(0, 200);
        const refused = isRefusalText(detail);
        return {
          status: 'failed',
          error: new StylizerError(`fal finished without an image: ${detail}`, { retryable: false, refused }),
        };
      }
      return { status: 'succeeded', image: await downloadImage(url, {}, call(signal)) };
    },
  };

  return {
    provider: 'fal',
    maxLongSidePx: falMaxLongSidePx,
    predictions,
    stylize: (source, style, options) =>
      startAndWait(predictions, source, style, {
        provider: 'fal',
        waitMs,
        signal: options.signal,
        promptAddition: options.promptAddition,
      }),
  };
}
