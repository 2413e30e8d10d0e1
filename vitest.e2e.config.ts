import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/longest-first.sequencer.ts';

/**
 * Files that change what every other file sees in the one shop of the run (global-setup.ts): the
 * price books. They run after the others, one at a time.
 */
const shopWide = ['e2e/price-books.e2e.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A page can take several seconds to follow a click on a loaded two-core machine, and
    // expect.poll's default of 1 s failed CI on a correct page.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // The slowest files first (scripts/test-durations.json): quality.e2e.ts last made the run's tail.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          exclude: shopWide,
          // Two files at once, each with its own browser context on the run's one Chromium: alone,
          // one file kept these two cores only half busy (it mostly waits for pages and jobs).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'e2e-shop-wide', include: shopWide, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
