/**
 * React Router framework-mode configuration (DESIGN.md "Stack": SPA plus prerendered public pages).
 * No runtime server rendering: the public storefront paths are rendered to static HTML at build time
 * (`build/client/<path>/index.html`), as are the empty shells of the email order, email
 * verification, order status, order lookup and proof pages and the not-found page of each language
 * (moved to `__not-found-<locale>.html` by scripts/strip-hydration.ts); staff pages and the cart fall
 * back to `__spa-fallback.html`.
 */
import type { Config } from '@react-router/dev/config';
import {
  emailOrderPagePaths,
  notFoundPagePaths,
  orderStatusPagePaths,
  proofPagePaths,
  publicPagePaths,
  reminderUnsubscribePagePaths,
  verifyEmailPagePaths,
} from './src/shared/storefronts.ts';

export default {
  appDirectory: 'src/client',
  // BUILD_DIR lets parallel work build side by side; the shop serves build/client.
  buildDirectory: process.env.BUILD_DIR || 'build',
  ssr: false,
  // The email order and verification pages' shells too (no customer data in them): their links then answer 200.
  prerender: () => [
    ...publicPagePaths(),
    ...emailOrderPagePaths(),
    ...verifyEmailPagePaths(),
    ...orderStatusPagePaths(),
    ...proofPagePaths(),
    ...reminderUnsubscribePagePaths(),
    // ADR 0027: the not-found page per language, served without hydration for unknown paths.
    ...notFoundPagePaths(),
  ],
} satisfies Config;
