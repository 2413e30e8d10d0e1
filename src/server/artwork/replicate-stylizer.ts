/**
 * The Replicate stylizer (issue 20 §1, `replicate`): one prediction per artwork of `REPLICATE_MODEL`
 * through Replicate's predictions API (replicate-predictions.ts): the input is `REPLICATE_INPUT` with
 * `{{image}}` (the photo as a JPEG data URI) and `{{prompt}}` (the style's prompt) filled in. With a
 * webhook secret, Replicate is asked to post the finished prediction to `/api/webhooks/replicate`
 * (`webhook_events_filter: ["completed"]`; replicate-webhook.routes.ts); polling is the fallback.
 */
import type { ReplicateStylizerConfig } from '#server/config.ts';
import { fillTemplate, photoDataUri, startAndWait, templateValues } from './provider-http.ts';
import { createReplicatePredictions } from './replicate-predictions.ts';
import type { PredictionApi, Stylizer } from './stylizer.ts';

/** Replicate's image models render about 1024-1536 px; the print file is upscaled from what comes back. */
const replicateMaxLongSidePx = 1536;

/** @param config token, API root, model, input template, webhook settings and request timeout. */
export function createReplicateStylizer(config: ReplicateStylizerConfig, waitMs: number): Stylizer {
  const replicate = createReplicatePredictions(config, 'photo');
  const predictions: PredictionApi = {
    start: async (source, style, { signal, promptAddition }) =>
      replicate.create(
        config.model,
        fillTemplate(config.input, templateValues(await photoDataUri(source), style, promptAddition)),
        {
          webhookUrl: config.webhookSecret ? config.webhookUrl : undefined,
          signal,
        },
      ),
    check: (id, options) => replicate.check(id, options),
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
