/**
 * React Router framework-mode configuration (DESIGN.md "Stack": SPA plus prerendered public pages).
 * No runtime server rendering: the public storefront paths are rendered to static HTML at build time
 * (`build/client/<path>/index.html`), as are the empty shells of the email order, email
 * verification, order status, order lookup and proof pages, and every other path falls back to `__spa-fallback.html`.
 */
import type { Config } from '@react-router/dev/config';
import {
  emailOrderPagePaths,
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
  ],
} satisfies Config;
