import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/longest-first.sequencer.ts';

export default defineConfig({
  test: {
    environment: 'node',
    // One migrated database template per run (PGlite dump, PostgreSQL TEMPLATE), not one per file.
    // …and the hosted test checkout's assets, built once per run as `npm run build` does (issue 18 §2).
    globalSetup: [
      'src/server/test-support/vitest.global-setup.ts',
      'src/server/payments/local-checkout/checkout-assets.global-setup.ts',
    ],
    // A hang guard, not a speed check: on two cores the end-to-end suite runs beside these tests
    // (npm test), and CPU-bound ones (print files, restarts) took up to 30 s there.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // expect.poll's default 1 s is too short beside the end-to-end suite on two cores.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    // Two cores: each file boots its own database, so more workers only queue.
    maxWorkers: 2,
    // The slowest files first, by the durations recorded in scripts/test-durations.json.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/client/**'],
          // Files share a worker's module graph (issue 18 §6): the app, PGlite's WebAssembly and the
          // template dump load once per worker instead of once per file, about half the run's CPU.
          // Safe because no test mocks modules, stubs globals or changes process.env, and every
          // file builds its own app and database.
          isolate: false,
        },
      },
      {
        // Client logic without a document; isolated, since such tests may fake browser globals
        // (`window`) that must not leak into the shared workers of the node project. A VM context
        // per file isolates those globals without a worker per file (25 files: 19 s to 13 s).
        extends: true,
        test: { name: 'client', include: ['src/client/**/*.test.ts'], pool: 'vmThreads' },
      },
      {
        // Client behaviour (hooks, components) in a browser-like document (issue 18 §4).
        extends: true,
        test: {
          name: 'dom',
          include: ['src/client/**/*.test.tsx'],
          environment: 'happy-dom',
          // Each file in a VM context of its own (own globals and modules, as isolated as a fresh
          // fork), but happy-dom and the worker set up once per worker instead of once per file: the
          // 71 files went from 103 s to 41 s (CPU 178 s to 63 s). `process.env` is the worker's, so
          // a file that stubs it restores it (marketing-claims.test.tsx).
          pool: 'vmThreads',
          setupFiles: ['src/client/test-support/dom-setup.ts'],
        },
      },
    ],
  },
});
