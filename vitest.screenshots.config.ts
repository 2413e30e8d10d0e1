import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import e2e from './vitest.e2e.config.ts';

/**
 * `npm run screenshots` (issue 18 §6): the end-to-end tests with their screenshots on, plus the
 * screenshot-only files (`e2e/*.screenshots.ts`), writing e2e/screenshots/. Not in `npm test`.
 * They are taken in the full Chromium (`/usr/bin/chromium`), not the headless shell `npm test`
 * runs the same tests in (ADR 0032): what we look at is what a visitor's browser draws.
 *
 * The screenshot-only files join the `e2e` project's `include`. A top-level `include` would not do:
 * Vitest concatenates it into every project's own list (`extends: true`), so the one-at-a-time
 * `e2e-shop-wide` project ran every file a second time against the same shop.
 */
process.env.E2E_FULL_CHROMIUM = '1';

const projects = (e2e.test?.projects ?? []) as TestProjectInlineConfiguration[];

export default defineConfig({
  ...e2e,
  test: {
    ...e2e.test,
    env: { E2E_SCREENSHOTS: '1' },
    projects: projects.map((project) =>
      project.test?.name === 'e2e'
        ? {
            ...project,
            test: { ...project.test, include: [...(project.test.include ?? []), 'e2e/**/*.screenshots.ts'] },
          }
        : project,
    ),
  },
});
