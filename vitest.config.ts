import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // One migrated database template per run (PGlite dump, PostgreSQL TEMPLATE), not one per file.
    globalSetup: ['src/server/test-support/vitest.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each file boots its own database, so more workers only queue.
    maxWorkers: 2,
  },
});
