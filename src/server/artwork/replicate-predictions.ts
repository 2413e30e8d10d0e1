/**
 * Replicate's predictions API (issue 20 §1 and §3), the one module that speaks it; the stylizer
 * (replicate-stylizer.ts) and the print upscaler (replicate-upscaler.ts) use it, the webhook is
 * replicate-webhook.routes.ts. `Authorization: Bearer {REPLICATE_API_TOKEN}`:
 * - create: `POST /v1/models/{owner}/{name}/predictions` for `owner/name` (its latest version), else
 *   `POST /v1/predictions {version}` for `owner/name:version` or a version id;
 * - check: `GET /v1/predictions/{id}`; `succeeded` downloads the output (a URL, or the first of a
 *   list) at once, since Replicate deletes outputs after an hour; `failed`/`canceled` will not
 *   change (a refusal when its error reads so);
 * - cancel: `POST /v1/predictions/{id}/cancel`, so work nobody waits for any more is not billed on.
 */
import { downloadImage, isRefusalText, type ProviderCall, providerFetch, readJson } from './provider-http.ts';
import { type PredictionState, StylizerError } from './stylizer.ts';

/** Where and as whom to call Replicate. */
export interface ReplicateApiConfig {
  apiToken: string;
  /** API root, `https://api.replicate.com/v1` (tests: a local fake). */
  baseUrl: string;
  /** Per HTTP request, milliseconds. */
  timeoutMs: number;
}

export interface ReplicatePredictions {
  /**
   * Starts a prediction of `model` (`owner/name`, `owner/name:version` or a version id) on `input`.
   * @param options.webhookUrl where Replicate posts the finished prediction; unset: polling only.
   * @returns the prediction's id.
   * @throws StylizerError
   */
  create(model: string, input: unknown, options: { webhookUrl?: string; signal?: AbortSignal }): Promise<string>;
  /** Where prediction `id` is; a finished one's output image is downloaded. @throws StylizerError */
  check(id: string, options: { signal?: AbortSignal }): Promise<PredictionState>;
  /** Asks Replicate to stop prediction `id`; best effort (never throws). */
  cancel(id: string): Promise<void>;
}

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

/**
 * @param config token, API root and request timeout.
 * @param subject what the input is, for messages: a refusal reads "Replicate refused this {subject}".
 */
export function createReplicatePredictions(config: ReplicateApiConfig, subject = 'photo'): ReplicatePredictions {
  const headers = { authorization: `Bearer ${config.apiToken}`, 'content-type': 'application/json' };
  const call = (signal?: AbortSignal): ProviderCall => ({ provider: 'Replicate', timeoutMs: config.timeoutMs, signal });
  const predictionUrl = (id: string) => `${config.baseUrl}/predictions/${encodeURIComponent(id)}`;

  return {
    async create(model, input, { webhookUrl, signal }) {
      const target = modelTarget(config.baseUrl, model);
      const body = {
        ...(target.version ? { version: target.version } : {}),
        input,
        ...(webhookUrl ? { webhook: webhookUrl, webhook_events_filter: ['completed'] } : {}),
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

    async check(id, { signal }) {
      const response = await providerFetch(predictionUrl(id), { headers }, call(signal));
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
            ? `Replicate refused this ${subject} under its content policy: ${reason}`
            : `Replicate's prediction ${prediction.status}: ${reason}`;
          return { status: 'failed', error: new StylizerError(message.slice(0, 500), { retryable: false, refused }) };
        }
        default:
          throw new StylizerError(`Replicate answered an unknown status ${String(prediction.status)}`, {
            retryable: true,
          });
      }
    },

    async cancel(id) {
      try {
        const response = await providerFetch(`${predictionUrl(id)}/cancel`, { method: 'POST', headers }, call());
        await response.body?.cancel();
      } catch {
        // Best effort: an unfinished prediction that cannot be cancelled ends by itself.
      }
    },
  };
}
