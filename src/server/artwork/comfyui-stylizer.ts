/**
 * The ComfyUI stylizer (issue 20 §1, `comfyui`): a merchant's own GPU server running a workflow they
 * chose (`COMFYUI_WORKFLOW`, exported with ComfyUI's "Save (API format)"). No per-image cost.
 * - start: `POST /upload/image` (multipart `image`, a random file name) -> the stored name; the
 *   workflow is filled in (`"{{image}}"`, the LoadImage node's `image` input, becomes that name;
 *   `{{prompt}}` anywhere in a text input becomes the style's prompt, `{{style}}` the style's name)
 *   and queued with `POST /prompt {prompt, client_id}` -> `prompt_id`; node errors will not change.
 * - check: `GET /history/{prompt_id}`: empty while queued or running; then `status.status_str`
 *   `success` with the first output image of `outputs`, fetched by `GET /view?filename=…&subfolder=…&type=…`,
 *   or `error`.
 * ComfyUI sends no webhooks: the render job polls. `COMFYUI_TOKEN`, when set, goes as a bearer token.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { ComfyUiStylizerConfig } from '#server/config.ts';
import {
  downloadImage,
  fillTemplate,
  type ProviderCall,
  providerFetch,
  readJson,
  startAndWait,
} from './provider-http.ts';
import { stylePrompt } from './style-prompts.ts';
import { type PredictionApi, type PredictionState, type Stylizer, StylizerError } from './stylizer.ts';

/** The render size depends on the workflow; the largest the render job asks of it. */
const comfyMaxLongSidePx = 2048;

interface ComfyImage {
  filename?: unknown;
  subfolder?: unknown;
  type?: unknown;
}

interface ComfyHistoryEntry {
  status?: { status_str?: unknown; completed?: unknown; messages?: unknown };
  outputs?: Record<string, { images?: ComfyImage[] }>;
}

/** The first saved image of a finished prompt (type `output` first, then any). */
function firstImage(entry: ComfyHistoryEntry): { filename: string; subfolder: string; type: string } | undefined {
  const images = Object.values(entry.outputs ?? {}).flatMap((output) => output.images ?? []);
  const found = images.find((image) => image.type === 'output') ?? images[0];
  if (!found || typeof found.filename !== 'string') return undefined;
  return {
    filename: found.filename,
    subfolder: typeof found.subfolder === 'string' ? found.subfolder : '',
    type: typeof found.type === 'string' ? found.type : 'output',
  };
}

/** @param config server root, workflow, optional token and request timeout. */
export function createComfyUiStylizer(config: ComfyUiStylizerConfig, waitMs: number): Stylizer {
  const auth: Record<string, string> = config.token ? { authorization: `Bearer ${config.token}` } : {};
  const call = (signal?: AbortSignal): ProviderCall => ({ provider: 'ComfyUI', timeoutMs: config.timeoutMs, signal });

  const predictions: PredictionApi = {
    async start(source, style, { signal, promptAddition }) {
      const png = await sharp(source)
        .rotate()
        .resize({ width: comfyMaxLongSidePx, height: comfyMaxLongSidePx, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), `wowtees-${randomUUID()}.png`);
      form.append('overwrite', 'true');
      // Encoded to bytes first: undici streaming a FormData body can throw after the request ends
      // ("ReadableStream is already closed") when the answer comes before it finished reading.
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
      const uploaded = (await readJson(
        await providerFetch(
          `${config.url}/upload/image`,
          { method: 'POST', headers: { ...auth, 'content-type': contentType }, body },
          call(signal),
        ),
        call(signal),
      )) as { name?: unknown; subfolder?: unknown };
      if (typeof uploaded.name !== 'string') {
        throw new StylizerError('ComfyUI did not say where it stored the photo', { retryable: false });
      }
      const imageName =
        typeof uploaded.subfolder === 'string' && uploaded.subfolder
          ? `${uploaded.subfolder}/${uploaded.name}`
          : uploaded.name;
      const workflow = fillTemplate(config.workflow, {
        image: imageName,
        prompt: stylePrompt(style, promptAddition),
        style,
      });
      const queued = (await readJson(
        await providerFetch(
          `${config.url}/prompt`,
          {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ prompt: workflow, client_id: 'wowtees' }),
          },
          call(signal),
        ),
        call(signal),
      )) as { prompt_id?: unknown; node_errors?: Record<string, unknown> };
      if (queued.node_errors && Object.keys(queued.node_errors).length > 0) {
        throw new StylizerError(`ComfyUI refused the workflow: ${JSON.stringify(queued.node_errors).slice(0, 300)}`, {
          retryable: false,
        });
      }
      if (typeof queued.prompt_id !== 'string') {
        throw new StylizerError('ComfyUI answered without a prompt id', { retryable: false });
      }
      return queued.prompt_id;
    },

    async check(id, { signal }): Promise<PredictionState> {
      const history = (await readJson(
        await providerFetch(`${config.url}/history/${encodeURIComponent(id)}`, { headers: auth }, call(signal)),
        call(signal),
      )) as Record<string, ComfyHistoryEntry>;
      const entry = history[id];
      if (!entry) return { status: 'pending' };
      if (entry.status?.status_str === 'error') {
        const detail = JSON.stringify(entry.status.messages ?? '').slice(0, 300);
        return {
          status: 'failed',
          error: new StylizerError(`ComfyUI's workflow failed: ${detail}`, { retryable: false }),
        };
      }
      if (entry.status && entry.status.completed !== true && entry.status.status_str !== 'success') {
        return { status: 'pending' };
      }
      const image = firstImage(entry);
      if (!image) {
        return {
          status: 'failed',
          error: new StylizerError('ComfyUI finished without an output image (no SaveImage node?)', {
            retryable: false,
          }),
        };
      }
      const query = new URLSearchParams(image).toString();
      return { status: 'succeeded', image: await downloadImage(`${config.url}/view?${query}`, auth, call(signal)) };
    },
  };

  return {
    provider: 'comfyui',
    maxLongSidePx: comfyMaxLongSidePx,
    predictions,
    stylize: (source, style, options) =>
      startAndWait(predictions, source, style, {
        provider: 'ComfyUI',
        waitMs,
        signal: options.signal,
        promptAddition: options.promptAddition,
      }),
  };
}
