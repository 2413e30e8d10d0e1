import { defineConfig } from 'vitest/config';
import e2e from './vitest.e2e.config.ts';

/**
 * `npm run screenshots` (issue 18 §6): the end-to-end tests with their screenshots on, plus the
 * screenshot-only files (`e2e/*.screenshots.ts`), writing e2e/screenshots/. Not in `npm test`.
 */
export default defineConfig({
  ...e2e,
  test: {
    ...e2e.test,
    include: ['e2e/**/*.e2e.ts', 'e2e/**/*.screenshots.ts'],
    env: { E2E_SCREENSHOTS: '1' },
  },
});
