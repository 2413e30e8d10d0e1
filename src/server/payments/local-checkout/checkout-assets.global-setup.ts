/**
 * Vitest global setup (issue 18 §2): builds the hosted test checkout's stylesheet and browser module
 * once per run into a temporary folder, as `npm run build` does into build/checkout, so the API
 * tests serve what these sources make, not a stale or missing build. test-support/test-app.ts points
 * every test app at it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildCheckoutAssets } from './checkout-assets.build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of the run's built test checkout assets. */
    checkoutAssetsDir: string;
  }
}

let folder: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  folder = await mkdtemp(path.join(os.tmpdir(), 'wowtees-checkout-assets-'));
  await buildCheckoutAssets(folder);
  project.provide('checkoutAssetsDir', folder);
}

export async function teardown(): Promise<void> {
  if (folder) await rm(folder, { recursive: true, force: true });
}
