/**
 * Build step of the hosted test checkout's assets (issue 18 §2): bundles the browser module
 * (checkout-form.browser.ts and what it imports) with rolldown into one minified ES module, copies
 * the stylesheet, names both by a hash of their content and writes them with their manifest
 * (checkout-assets.ts reads it) into a folder. Run by `npm run build` (scripts/build-checkout-assets.ts)
 * and once per test run by the Vitest global setup; never by the server.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { type CheckoutAssetsManifest, manifestFileName } from './checkout-assets.ts';

const styleFile = fileURLToPath(new URL('./checkout-page.css', import.meta.url));
const browserEntry = fileURLToPath(new URL('./checkout-form.browser.ts', import.meta.url));

function hashedName(name: string, extension: string, body: string): string {
  return `${name}.${createHash('sha256').update(body).digest('hex').slice(0, 12)}.${extension}`;
}

/**
 * Bundles the browser module.
 * @throws when it does not compile.
 */
async function bundleBrowserModule(): Promise<string> {
  const result = await build({
    input: browserEntry,
    platform: 'browser',
    tsconfig: false,
    logLevel: 'silent',
    write: false,
    output: { format: 'es', minify: true, codeSplitting: false },
  });
  const [chunk] = result.output;
  if (chunk?.type !== 'chunk') throw new Error('rolldown produced no chunk for the checkout form');
  return chunk.code;
}

/**
 * Writes the stylesheet, the browser module and their manifest into `outDir`, replacing what a
 * previous build left there.
 * @returns the manifest.
 * @throws when the module does not compile or the stylesheet cannot be read.
 */
export async function buildCheckoutAssets(outDir: string): Promise<CheckoutAssetsManifest> {
  const [style, script] = await Promise.all([readFile(styleFile, 'utf8'), bundleBrowserModule()]);
  const manifest: CheckoutAssetsManifest = {
    style: hashedName('checkout-page', 'css', style),
    script: hashedName('checkout-form', 'js', script),
  };
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, manifest.style), style);
  await writeFile(path.join(outDir, manifest.script), script);
  // Last: a folder with a manifest is a complete build.
  await writeFile(path.join(outDir, manifestFileName), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
