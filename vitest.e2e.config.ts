import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // On two cores the unit tests run beside this suite (npm test): a page can take several seconds to
    // follow a click there, and expect.poll's default of 1 s failed CI on a correct page.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // One browser at a time: these machines have two cores.
    fileParallelism: false,
  },
});
