/**
 * The hosted test checkout's stylesheet and browser module, served as files under `/pay/assets/`
 * so the page runs under `script-src 'self'` with no inline code. Both are made at build time
 * (checkout-assets.build.ts, run by `npm run build`) into a folder with a manifest naming them;
 * the server reads them once from there and keeps them in memory. Their names carry a hash of their
 * content, so browsers cache them for a year.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One served file. */
export interface CheckoutAsset {
  /** Path under the shop, e.g. `/pay/assets/checkout-form.1a2b3c4d5e6f.js`. */
  url: string;
  contentType: string;
  body: string;
}

/** The page's files. */
export interface CheckoutAssets {
  style: CheckoutAsset;
  script: CheckoutAsset;
}

/** `checkout-assets.json`, written by the build beside the files: their names. */
export interface CheckoutAssetsManifest {
  style: string;
  script: string;
}

/** Name of the manifest in the assets folder. */
export const manifestFileName = 'checkout-assets.json';

/** Prefix of the assets' paths; the route is `${assetsPathPrefix}:file`. */
export const assetsPathPrefix = '/pay/assets/';

/** What to do when the folder holds no build, said in every error about it. */
const howToBuild = 'run "npm run build" (or only these files: "node scripts/build-checkout-assets.ts")';

/** A file name the build may have written: `name.hash.ext`, nothing that leaves the folder. */
const assetFileName = /^[a-z-]+\.[0-9a-f]{12}\.(css|js)$/;

async function readManifest(dir: string): Promise<CheckoutAssetsManifest> {
  const file = path.join(dir, manifestFileName);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`The test checkout's stylesheet and script are not built (no ${file}): ${howToBuild}`);
  }
  const manifest = JSON.parse(text) as Partial<CheckoutAssetsManifest>;
  for (const name of [manifest.style, manifest.script]) {
    if (typeof name !== 'string' || !assetFileName.test(name)) {
      throw new Error(`${file} does not name the test checkout's files: ${howToBuild}`);
    }
  }
  return manifest as CheckoutAssetsManifest;
}

/**
 * Reads the built assets from `dir` (build/checkout).
 * @throws Error saying how to build them when the folder, its manifest or a file is missing.
 */
export async function loadCheckoutAssets(dir: string): Promise<CheckoutAssets> {
  const manifest = await readManifest(dir);
  const read = async (name: string, contentType: string): Promise<CheckoutAsset> => {
    try {
      return { url: `${assetsPathPrefix}${name}`, contentType, body: await readFile(path.join(dir, name), 'utf8') };
    } catch {
      throw new Error(`The test checkout's ${name} is missing in ${dir}: ${howToBuild}`);
    }
  };
  const [style, script] = await Promise.all([
    read(manifest.style, 'text/css; charset=utf-8'),
    read(manifest.script, 'text/javascript; charset=utf-8'),
  ]);
  return { style, script };
}

/** @returns the asset served at `url` (`/pay/assets/<name>.<hash>.<ext>`), or `null`. */
export function findCheckoutAsset(assets: CheckoutAssets, url: string): CheckoutAsset | null {
  return [assets.style, assets.script].find((asset) => asset.url === url) ?? null;
}
