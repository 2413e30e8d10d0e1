import { defineConfig } from 'vitest/config';
import e2e from './vitest.e2e.config.ts';

/**
 * `npm run screenshots` (issue 18 §6): the end-to-end tests with their screenshots on, plus the
 * screenshot-only files (`e2e/*.screenshots.ts`), writing e2e/screenshots/. Not in `npm test`.
 * They are taken in the full Chromium (`/usr/bin/chromium`), not the headless shell `npm test`
 * runs the same tests in (ADR 0032): what we look at is what a visitor's browser draws.
 */
process.env.E2E_FULL_CHROMIUM = '1';

export default defineConfig({
  ...e2e,
  test: {
    ...e2e.test,
    include: ['e2e/**/*.e2e.ts', 'e2e/**/*.screenshots.ts'],
    env: { E2E_SCREENSHOTS: '1' },
  },
});
