/**
 * The artwork part of the configuration (issue 8, issue 20 §1): which provider makes each style's
 * artwork and each hosted provider's settings, from `STYLIZER`, `ARTWORK_PROVIDERS_{STYLE}` and the
 * provider keys; and the print upscaler (issue 20 §3, `PRINT_UPSCALER`). A provider named anywhere must have its required keys; a problem stops the start
 * with the key's name.
 */
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  type ArtworkStyle,
  artworkStyles,
  type HostedArtworkProvider,
  hostedArtworkProviders,
} from '#shared/artwork.ts';
import type { PrintUpscalerConfig, StylizerConfig } from './app-config.types.ts';
import type { envSchema } from './env-schema.ts';

type Env = z.infer<typeof envSchema>;

/** Default input templates: the fields most image-to-image models on each service take. */
const defaultReplicateInput = { image: '{{image}}', prompt: '{{prompt}}' };
const defaultFalInput = { image_url: '{{image}}', prompt: '{{prompt}}' };

/** The env key of each style's provider list. */
const providersKeys = {
  painterly: 'ARTWORK_PROVIDERS_PAINTERLY',
  cel: 'ARTWORK_PROVIDERS_CEL',
} as const satisfies Record<ArtworkStyle, keyof Env>;

/** What each hosted provider needs, by env key. */
const requiredKeys: Record<HostedArtworkProvider, Array<keyof Env>> = {
  openai: ['OPENAI_API_KEY'],
  replicate: ['REPLICATE_API_TOKEN', 'REPLICATE_MODEL'],
  fal: ['FAL_KEY', 'FAL_MODEL'],
  comfyui: ['COMFYUI_URL', 'COMFYUI_WORKFLOW'],
  onnx: ['ONNX_MODEL_PATH'],
};

/** A JSON template of `key`, which must mention `{{image}}`; `problems` gets what is wrong. */
function parseTemplate(key: string, text: string | undefined, fallback: unknown, problems: string[]): unknown {
  if (text === undefined) return fallback;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push(`${key}: a JSON object (the model's input)`);
    } else if (!text.includes('{{image}}')) {
      problems.push(`${key}: must place the photo somewhere as "{{image}}"`);
    }
    return value;
  } catch {
    problems.push(`${key}: not valid JSON`);
    return fallback;
  }
}

/** The ComfyUI workflow file (API format) named by `COMFYUI_WORKFLOW`. */
function readWorkflow(file: string, problems: string[]): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path.resolve(file), 'utf8');
  } catch {
    problems.push(`COMFYUI_WORKFLOW: cannot read ${file}`);
    return {};
  }
  try {
    const workflow: unknown = JSON.parse(text);
    if (typeof workflow !== 'object' || workflow === null || Array.isArray(workflow)) throw new Error('not an object');
    if (!text.includes('"{{image}}"')) {
      problems.push('COMFYUI_WORKFLOW: no LoadImage node whose image is "{{image}}"');
    }
    return workflow as Record<string, unknown>;
  } catch {
    problems.push(`COMFYUI_WORKFLOW: ${file} is not a workflow in ComfyUI's API format (a JSON object of nodes)`);
    return {};
  }
}

/**
 * The ONNX model file named by `ONNX_MODEL_PATH`, made absolute; `problems` gets why it cannot be
 * read. Its input and output are checked when the app starts (images/onnx-runner.ts).
 */
function checkModelFile(file: string, problems: string[]): string {
  const absolute = path.resolve(file);
  try {
    accessSync(absolute, constants.R_OK);
    if (!statSync(absolute).isFile()) problems.push(`ONNX_MODEL_PATH: ${absolute} is not a file`);
  } catch {
    problems.push(`ONNX_MODEL_PATH: cannot read ${absolute} (no such file, or not readable)`);
  }
  return absolute;
}

/** The provider list of `key` (`replicate,openai`), or undefined when unset. */
function parseChain(key: string, text: string | undefined, problems: string[]): HostedArtworkProvider[] | undefined {
  if (text === undefined) return undefined;
  const names = text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !(hostedArtworkProviders as readonly string[]).includes(name));
  if (unknown.length > 0) {
    problems.push(
      `${key}: unknown provider ${unknown.join(', ')} (one or more of ${hostedArtworkProviders.join(', ')})`,
    );
  }
  return [...new Set(names)].filter((name): name is HostedArtworkProvider =>
    (hostedArtworkProviders as readonly string[]).includes(name),
  );
}

/**
 * Builds the stylizer configuration.
 * @param problems gets one `KEY: message` line per problem (the caller stops the start with them).
 */
export function parseStylizerConfig(e: Env, publicUrl: string, problems: string[]): StylizerConfig {
  const chains: Partial<Record<ArtworkStyle, HostedArtworkProvider[]>> = {};
  const wanted = new Map<HostedArtworkProvider, string>();
  if (e.STYLIZER !== 'local' && e.STYLIZER !== 'manual') wanted.set(e.STYLIZER, `STYLIZER=${e.STYLIZER}`);
  for (const style of artworkStyles) {
    const key = providersKeys[style];
    const chain = parseChain(key, e[key], problems);
    if (chain === undefined) continue;
    if (e.STYLIZER === 'manual' && chain.length > 0) {
      problems.push(`${key}: not used with STYLIZER=manual (staff make every artwork)`);
    }
    chains[style] = chain;
    for (const provider of chain) if (!wanted.has(provider)) wanted.set(provider, key);
  }
  for (const [provider, because] of wanted) {
    for (const key of requiredKeys[provider]) {
      if (e[key] === undefined) problems.push(`${key}: required with ${because}`);
    }
  }
  const timeoutMs = 60_000;
  const config: StylizerConfig = { kind: e.STYLIZER, chains, waitSeconds: e.ARTWORK_PROVIDER_WAIT_SECONDS };
  if (wanted.has('openai') && e.OPENAI_API_KEY) {
    config.openai = {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.OPENAI_IMAGE_MODEL,
      timeoutMs: 180_000,
      maxRetries: 3,
    };
  }
  if (wanted.has('replicate') && e.REPLICATE_API_TOKEN && e.REPLICATE_MODEL) {
    config.replicate = {
      apiToken: e.REPLICATE_API_TOKEN,
      baseUrl: e.REPLICATE_BASE_URL.replace(/\/$/, ''),
      model: e.REPLICATE_MODEL,
      input: parseTemplate('REPLICATE_INPUT', e.REPLICATE_INPUT, defaultReplicateInput, problems),
      webhookSecret: e.REPLICATE_WEBHOOK_SECRET,
      webhookUrl: `${publicUrl}/api/webhooks/replicate`,
      timeoutMs,
    };
  }
  if (wanted.has('fal') && e.FAL_KEY && e.FAL_MODEL) {
    // Webhooks need an address fal can reach: on by default only for an https PUBLIC_URL.
    const webhooks = e.FAL_WEBHOOKS ?? (publicUrl.startsWith('https://') ? 'on' : 'off');
    config.fal = {
      key: e.FAL_KEY,
      baseUrl: e.FAL_BASE_URL.replace(/\/$/, ''),
      model: e.FAL_MODEL,
      input: parseTemplate('FAL_INPUT', e.FAL_INPUT, defaultFalInput, problems),
      webhookUrl: webhooks === 'on' ? `${publicUrl}/api/webhooks/fal` : undefined,
      jwksUrl: e.FAL_WEBHOOK_JWKS_URL,
      timeoutMs,
    };
  }
  if (wanted.has('comfyui') && e.COMFYUI_URL && e.COMFYUI_WORKFLOW) {
    config.comfyui = {
      url: e.COMFYUI_URL.replace(/\/$/, ''),
      workflow: readWorkflow(e.COMFYUI_WORKFLOW, problems),
      token: e.COMFYUI_TOKEN,
      timeoutMs,
    };
  }
  if (e.ONNX_MODEL_PATH && !wanted.has('onnx')) {
    problems.push(
      'ONNX_MODEL_PATH: set, but nothing names onnx (STYLIZER=onnx, or onnx in ARTWORK_PROVIDERS_PAINTERLY or ARTWORK_PROVIDERS_CEL)',
    );
  }
  if (wanted.has('onnx') && e.ONNX_MODEL_PATH) {
    config.onnx = {
      modelPath: checkModelFile(e.ONNX_MODEL_PATH, problems),
      inputSize: e.ONNX_INPUT_SIZE,
      inputRange: e.ONNX_INPUT_RANGE,
      sizeMultiple: e.ONNX_SIZE_MULTIPLE,
    };
  }
  return config;
}

/**
 * The print upscaler (issue 20 §3): `PRINT_UPSCALER=replicate` needs `REPLICATE_API_TOKEN` and
 * `REPLICATE_UPSCALER_MODEL`; `problems` gets a line for each missing one.
 */
export function parsePrintUpscalerConfig(e: Env, problems: string[]): PrintUpscalerConfig {
  if (e.PRINT_UPSCALER === 'lanczos') return { method: 'lanczos' };
  for (const key of ['REPLICATE_API_TOKEN', 'REPLICATE_UPSCALER_MODEL'] as const) {
    if (e[key] === undefined) problems.push(`${key}: required with PRINT_UPSCALER=replicate`);
  }
  if (!e.REPLICATE_API_TOKEN || !e.REPLICATE_UPSCALER_MODEL) return { method: 'replicate' };
  return {
    method: 'replicate',
    replicate: {
      apiToken: e.REPLICATE_API_TOKEN,
      baseUrl: e.REPLICATE_BASE_URL.replace(/\/$/, ''),
      model: e.REPLICATE_UPSCALER_MODEL,
      timeoutMs: 60_000,
      waitSeconds: e.ARTWORK_PROVIDER_WAIT_SECONDS,
    },
  };
}
