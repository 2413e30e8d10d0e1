/** Picks the app's stylizers from `STYLIZER` (issue 8); see stylizer.ts for the interface. */
import type { StylizerConfig } from '#server/config.ts';
import type { ImageWorkerPool } from '#server/images/image-worker-pool.ts';
import type { ArtworkProvider } from '#shared/artwork.ts';
import { createLocalStylizer } from './local-stylizer.ts';
import { createOpenAiStylizer } from './openai-stylizer.ts';
import type { Stylizer } from './stylizer.ts';

/** The stylizers of one app. */
export interface Stylizers {
  /** The instant preview, shown at once (`local`); null with `STYLIZER=manual`. */
  instant: Stylizer | null;
  /** The real provider whose artwork replaces the instant one when ready (`openai`); null otherwise. */
  provider: Stylizer | null;
  /** The stylizer that made artworks of `provider`, to render their print file; null for `staff`. */
  forProvider(provider: ArtworkProvider): Stylizer | null;
}

/**
 * Builds the stylizers `config` asks for (`STYLIZER`): `local` the instant one only, `openai` the
 * instant one plus the API, `manual` none.
 */
export function createStylizers(config: StylizerConfig, images: ImageWorkerPool): Stylizers {
  const local = createLocalStylizer(images);
  const openai = config.kind === 'openai' ? createOpenAiStylizer(config) : null;
  return {
    instant: config.kind === 'manual' ? null : local,
    provider: openai,
    forProvider: (provider) => (provider === 'local' ? local : provider === 'openai' ? openai : null),
  };
}
