/**
 * The hosted test checkout's stylesheet and browser module, served as files under `/pay/assets/`
 * so the page runs under `script-src 'self'` with no inline code. The module is bundled from
 * TypeScript (checkout-form.browser.ts and what it imports) with rolldown, once per process on
 * first use, and kept in memory; both files are named by a hash of their content and cached by
 * browsers for a year.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** One served file. */
export interface CheckoutAsset {
  /** Path under the shop, e.g. `/pay/assets/checkout-form.1a2b3c4d5e6f.js`. */
  url: string;
  contentType: string;
  body: string;
}

/** The page's files; `script` is `null` when bundling failed (the page then works without it). */
export interface CheckoutAssets {
  style: CheckoutAsset;
  script: CheckoutAsset | null;
}

/** Prefix of the assets' paths; the route is `${assetsPathPrefix}:file`. */
export const assetsPathPrefix = '/pay/assets/';

const styleFile = fileURLToPath(new URL('./checkout-page.css', import.meta.url));
const browserEntry = fileURLToPath(new URL('./checkout-form.browser.ts', import.meta.url));

function hashed(name: string, extension: string, contentType: string, body: string): CheckoutAsset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { url: `${assetsPathPrefix}${name}.${hash}.${extension}`, contentType, body };
}

/**
 * Bundles the browser module into one minified ES module.
 * @throws when rolldown is missing or the module does not compile.
 */
async function bundleBrowserModule(): Promise<string> {
  // Loaded on first use only: the bundler is a native module the rest of the server never needs.
  const { build } = await import('rolldown');
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

async function buildAssets(log: FastifyBaseLogger): Promise<CheckoutAssets> {
  const style = hashed('checkout-page', 'css', 'text/css; charset=utf-8', await readFile(styleFile, 'utf8'));
  let script: CheckoutAsset | null = null;
  try {
    script = hashed('checkout-form', 'js', 'text/javascript; charset=utf-8', await bundleBrowserModule());
  } catch (error) {
    // The form still posts and the server still validates; only the in-page checks are missing.
    log.error({ err: error }, 'could not bundle the test checkout browser module');
  }
  return { style, script };
}

let pending: Promise<CheckoutAssets> | undefined;

/**
 * The page's assets, built on the first call and shared by every later one in this process.
 * @throws when the stylesheet cannot be read (a broken install); a failed bundle only logs.
 */
export function checkoutAssets(log: FastifyBaseLogger): Promise<CheckoutAssets> {
  pending ??= buildAssets(log).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** @returns the asset served at `url` (`/pay/assets/<name>.<hash>.<ext>`), or `null`. */
export function findCheckoutAsset(assets: CheckoutAssets, url: string): CheckoutAsset | null {
  return [assets.style, assets.script].find((asset) => asset?.url === url) ?? null;
}
