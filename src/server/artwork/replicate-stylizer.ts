/**
 * The Replicate stylizer (issue 20 §1, `replicate`): one prediction per artwork through Replicate's
 * HTTP API (`Authorization: Bearer {REPLICATE_API_TOKEN}`):
 * - start: `POST /v1/models/{owner}/{name}/predictions` for `REPLICATE_MODEL=owner/name` (its latest
 *   version), else `POST /v1/predictions {version}` for `owner/name:version` or a version id; the
 *   input is `REPLICATE_INPUT` with `{{image}}` (the photo as a JPEG data URI) and `{{prompt}}`
 *   (the style's prompt) filled in. With a webhook secret, Replicate is asked to post the finished
 *   prediction to `/api/webhooks/replicate` (`webhook_events_filter: ["completed"]`).
 * - check: `GET /v1/predictions/{id}`; `succeeded` downloads the output (a URL, or the first of a
 *   list) at once, since Replicate deletes outputs after an hour; `failed`/`canceled` will not
 *   change (a refusal when its error reads so).
 * The only module that speaks Replicate's API; its webhook is replicate-webhook.routes.ts.
 */
import type { ReplicateStylizerConfig } from '#server/config.ts';
import {
  downloadImage,
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

/** Replicate's image models render about 1024-1536 px; the print file is upscaled from what comes back. */
const replicateMaxLongSidePx = 1536;

/** The create URL and body part that name the model. */
function modelTarget(baseUrl: string, model: string): { url: string; version?: string } {
  const [name, version] = model.split(':');
  if (version) return { url: `${baseUrl}/predictions`, version };
  if (!name.includes('/')) return { url: `${baseUrl}/predictions`, version: name };
  return { url: `${baseUrl}/models/${name}/predictions` };
}

/** The first output URL of a prediction's `output` (a string, or a list of them). */
function firstOutputUrl(output: unknown): string | undefined {
  if (typeof output === 'string') return output;
  if (Array.isArray(output)) return output.find((item): item is string => typeof item === 'string');
  return undefined;
}

/** @param config token, API root, model, input template, webhook settings and request timeout. */
export function createReplicateStylizer(config: ReplicateStylizerConfig, waitMs: number): Stylizer {
  const headers = { authorization: `Bearer ${config.apiToken}`, 'content-type': 'application/json' };
  const call = (signal?: AbortSignal): ProviderCall => ({ provider: 'Replicate', timeoutMs: config.timeoutMs, signal });

  const predictions: PredictionApi = {
    async start(source, style, { signal, promptAddition }) {
      const target = modelTarget(config.baseUrl, config.model);
      const body = {
        ...(target.version ? { version: target.version } : {}),
        input: fillTemplate(config.input, templateValues(await photoDataUri(source), style, promptAddition)),
        ...(config.webhookSecret ? { webhook: config.webhookUrl, webhook_events_filter: ['completed'] } : {}),
      };
      const response = await providerFetch(
        target.url,
        { method: 'POST', headers, body: JSON.stringify(body) },
        call(signal),
      );
      const prediction = (await readJson(response, call(signal))) as { id?: unknown };
      if (typeof prediction.id !== 'string' || !prediction.id) {
        throw new StylizerError('Replicate answered without a prediction id', { retryable: false });
      }
      return prediction.id;
    },

    async check(id, { signal }): Promise<PredictionState> {
      const response = await providerFetch(
        `${config.baseUrl}/predictions/${encodeURIComponent(id)}`,
        { headers },
        call(signal),
      );
      const prediction = (await readJson(response, call(signal))) as {
        status?: unknown;
        output?: unknown;
        error?: unknown;
      };
      switch (prediction.status) {
        case 'starting':
        case 'processing':
          return { status: 'pending' };
        case 'succeeded': {
          const url = firstOutputUrl(prediction.output);
          if (!url) {
            return {
              status: 'failed',
              error: new StylizerError('Replicate finished without an output image', { retryable: false }),
            };
          }
          // Output files are served without the token (replicate.delivery); the fake serves them too.
          return { status: 'succeeded', image: await downloadImage(url, {}, call(signal)) };
        }
        case 'failed':
        case 'canceled': {
          const reason = typeof prediction.error === 'string' ? prediction.error : String(prediction.status);
          const refused = isRefusalText(reason);
          const message = refused
            ? `Replicate refused this photo under its content policy: ${reason}`
            : `Replicate's prediction ${prediction.status}: ${reason}`;
          return { status: 'failed', error: new StylizerError(message.slice(0, 500), { retryable: false, refused }) };
        }
        default:
          throw new StylizerError(`Replicate answered an unknown status ${String(prediction.status)}`, {
            retryable: true,
          });
      }
    },
  };

  return {
    provider: 'replicate',
    maxLongSidePx: replicateMaxLongSidePx,
    predictions,
    stylize: (source, style, options) =>
      startAndWait(predictions, source, style, {
        provider: 'Replicate',
        waitMs,
        signal: options.signal,
        promptAddition: options.promptAddition,
      }),
  };
}
