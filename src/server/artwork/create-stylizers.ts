/**
 * Picks the app's stylizers from `STYLIZER` and `ARTWORK_PROVIDERS_{STYLE}` (issue 8, issue 20 §1);
 * see stylizer.ts for the interface.
 */
import type { FastifyInstance } from 'fastify';
import type { StylizerConfig } from '#server/config.ts';
import type { ImageWorkerPool } from '#server/images/image-worker-pool.ts';
import type { OnnxRunner } from '#server/images/onnx-runner.ts';
import {
  type ArtworkProvider,
  type ArtworkStyle,
  type HostedArtworkProvider,
  hostedArtworkProviders,
} from '#shared/artwork.ts';
import { createComfyUiStylizer } from './comfyui-stylizer.ts';
import { createFalStylizer } from './fal-stylizer.ts';
import { registerFalWebhookRoutes } from './fal-webhook.routes.ts';
import { createLocalStylizer } from './local-stylizer.ts';
import { createOnnxStylizer } from './onnx-stylizer.ts';
import type { PredictionWebhookHandlers } from './prediction-webhooks.ts';
import { createReplicateStylizer } from './replicate-stylizer.ts';
import { registerReplicateWebhookRoutes } from './replicate-webhook.routes.ts';
import type { Stylizer } from './stylizer.ts';

export type { PredictionWebhookHandlers } from './prediction-webhooks.ts';

/** Default wait for an asynchronous provider within one render attempt, seconds. */
const defaultWaitSeconds = 240;

/** The stylizers of one app. */
export interface Stylizers {
  /**
   * The instant preview, shown at once (`local`), with every `STYLIZER` (issue 20 §7: with `manual`
   * too, while staff make the final artwork).
   */
  instant: Stylizer;
  /** Whether staff make every final artwork by hand (`STYLIZER=manual`). */
  byStaff: boolean;
  /**
   * The hosted providers that make `style`'s final artwork, in the order they are tried (the
   * instant preview stays when all fail); empty: the instant preview is the artwork.
   */
  chainFor(style: ArtworkStyle): HostedArtworkProvider[];
  /** Every hosted provider configured (named by `STYLIZER` or a style's list): staff may regenerate with any. */
  configured: HostedArtworkProvider[];
  /** The stylizer that made (or makes) artworks of `provider`; null for `staff` or one not configured. */
  forProvider(provider: ArtworkProvider): Stylizer | null;
  /** How long one render attempt waits for an asynchronous provider, milliseconds. */
  waitMs: number;
  /** Registers the webhook routes of the configured providers that send them (Replicate, fal). */
  registerWebhookRoutes(app: FastifyInstance, handlers: PredictionWebhookHandlers): Promise<void>;
}

/**
 * Builds the stylizers `config` asks for: the instant one and each hosted provider
 * that has settings (config/stylizer-config.ts checked that every provider named has them).
 * @param onnx the merchant's model, started by the caller when `config.onnx` is set (issue 20 §7).
 * Async because a hosted provider's SDK loads only when it is configured (ADR 0034).
 */
export async function createStylizers(
  config: StylizerConfig,
  images: ImageWorkerPool,
  onnx: OnnxRunner | null = null,
): Promise<Stylizers> {
  const local = createLocalStylizer(images);
  const waitMs = (config.waitSeconds ?? defaultWaitSeconds) * 1000;
  const hosted: Partial<Record<HostedArtworkProvider, Stylizer>> = {
    // The OpenAI SDK loads only for a shop that uses it: it is ~0.25 s of a start (ADR 0034).
    ...(config.openai ? { openai: (await import('./openai-stylizer.ts')).createOpenAiStylizer(config.openai) } : {}),
    ...(config.replicate ? { replicate: createReplicateStylizer(config.replicate, waitMs) } : {}),
    ...(config.fal ? { fal: createFalStylizer(config.fal, waitMs) } : {}),
    ...(config.comfyui ? { comfyui: createComfyUiStylizer(config.comfyui, waitMs) } : {}),
    ...(onnx ? { onnx: createOnnxStylizer(onnx) } : {}),
  };
  const fallbackChain: HostedArtworkProvider[] =
    config.kind === 'local' || config.kind === 'manual' ? [] : [config.kind];
  return {
    instant: local,
    byStaff: config.kind === 'manual',
    chainFor: (style) =>
      config.kind === 'manual' ? [] : (config.chains?.[style] ?? fallbackChain).filter((name) => hosted[name]),
    configured: hostedArtworkProviders.filter((name) => hosted[name]),
    forProvider: (provider) =>
      provider === 'local' ? local : provider === 'staff' ? null : (hosted[provider] ?? null),
    waitMs,
    async registerWebhookRoutes(app, handlers) {
      if (config.replicate?.webhookSecret) {
        await registerReplicateWebhookRoutes(app, config.replicate.webhookSecret, handlers);
      }
      if (config.fal) await registerFalWebhookRoutes(app, config.fal.jwksUrl, handlers);
    },
  };
}
