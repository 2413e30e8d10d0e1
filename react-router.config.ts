/**
 * React Router framework-mode configuration (DESIGN.md "Stack": SPA plus prerendered public pages).
 * No runtime server rendering: the public storefront paths are rendered to static HTML at build time
 * (`build/client/<path>/index.html`) and every other path falls back to `__spa-fallback.html`.
 */
import type { Config } from '@react-router/dev/config';
import { locales } from './src/shared/locales.ts';
import { paths } from './src/shared/paths.ts';

/** Every storefront path built so far, in every language (SPEC §2.1): customize and success pages. */
function prerenderPaths(): string[] {
  const animated = locales.flatMap((locale) => [paths.customize(locale), paths.success(locale)]);
  // The legacy wowghiblitees variant exists for en-us only (SPEC §2.1).
  const legacy = [paths.customize('en-us', 'wowghiblitees'), paths.success('en-us', 'wowghiblitees')];
  return [...animated, ...legacy];
}

export default {
  appDirectory: 'src/client',
  buildDirectory: 'build',
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
