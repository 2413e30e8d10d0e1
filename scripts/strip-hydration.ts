/**
 * Issue 22 §1, ADR 0027: serves the landing, legal and size-guide pages and the not-found page
 * without React. Run by `npm run build` after `react-router build` (which prerendered them from the
 * React components) and before the precompression: `node scripts/strip-hydration.ts [clientDir]`
 * (default `<BUILD_DIR or build>/client`).
 *
 * 1. Bundles src/client/static-page/static-page.ts (menu, cart count, live price) into one minified
 *    module, `assets/static-page-<hash>.js` (hashed: the server caches assets for a year).
 * 2. In each page of `staticPagePaths()` and `notFoundPagePaths()` removes what hydrates React: the
 *    `modulepreload` links, the inline scripts (`window.__reactRouterContext`, its stream, the
 *    entry's `import`) and the inline message catalogue only the entry reads; keeps the structured
 *    data (`application/ld+json`); and loads the module from the head instead.
 * 3. Inlines the page's critical CSS (beasties: the rules that match its markup) in the head and
 *    moves the stylesheet link to the end of the body, so no request blocks the first paint
 *    (issue 22: Lighthouse 100 on phones); the whole stylesheet still arrives for what the module
 *    toggles later (open menu, open FAQ item).
 * 4. Moves each not-found page from its prerender path (`/<locale>/404`) to
 *    `__not-found-<locale>.html`, which the server answers unknown paths with (static-client.ts).
 * Exits 1 when a page is missing or still carries a hydration script afterwards.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Beasties from 'beasties';
import { build } from 'vite';
import { locales } from '../src/shared/locales.ts';
import { notFoundPageFile, notFoundPagePath, staticPagePaths } from '../src/shared/storefronts.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'src/client/static-page/static-page.ts');

/**
 * The page's HTML without React Router's hydration and with `scriptSrc` loaded as a module.
 * @param html a page React Router prerendered.
 * @param scriptSrc the static page module's URL (`/assets/static-page-….js`).
 */
export function stripHydration(html: string, scriptSrc: string): string {
  const stripped = html
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '')
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributes: string) =>
      /\btype=["']?application\/ld\+json\b/i.test(attributes) ? element : '',
    );
  return stripped.replace('</head>', `<script type="module" src="${scriptSrc}"></script></head>`);
}

/** Whether `html` still loads or runs React Router's client. */
export function hydrates(html: string): boolean {
  return /__reactRouterContext|rel=["']?modulepreload|entry\.client/i.test(html);
}

/** Bundles the static page module; @returns its file name under assets/ and its code. */
async function bundle(): Promise<{ fileName: string; code: string }> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: { input: entry, output: { format: 'es', entryFileNames: 'static-page.js' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunks = outputs.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0])
    throw new Error(`static page module: expected one chunk, got ${chunks.length}`);
  const { code } = chunks[0];
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
  return { fileName: `static-page-${hash}.js`, code };
}

/**
 * Inlines the critical CSS of the pages (the stylesheet rules their markup uses) with beasties,
 * reading the stylesheets from `clientDir`; the `<link>` moves to the end of the body.
 * @returns `process(html)`: the page with its critical CSS in a `<style>` in the head.
 */
export function criticalCss(clientDir: string): { process(html: string): Promise<string> } {
  return new Beasties({
    path: clientDir,
    publicPath: '/',
    // 'body' needs no script: the swap variants use an inline `onload` the CSP refuses.
    preload: 'body',
    noscriptFallback: false,
    pruneSource: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
  });
}

async function main(): Promise<number> {
  const clientDir = path.resolve(process.argv[2] ?? path.join(root, process.env.BUILD_DIR || 'build', 'client'));
  const { fileName, code } = await bundle();
  await writeFile(path.join(clientDir, 'assets', fileName), code);
  const src = `/assets/${fileName}`;
  const css = criticalCss(clientDir);
  let failed = 0;
  const rewrite = async (page: string, target: string) => {
    const html = await readFile(path.join(clientDir, page, 'index.html'), 'utf8');
    const out = await css.process(stripHydration(html, src));
    if (hydrates(out)) {
      console.error(`still hydrates: ${page}`);
      failed++;
    }
    await writeFile(target, out);
  };
  for (const page of staticPagePaths()) await rewrite(page, path.join(clientDir, page, 'index.html'));
  for (const locale of locales) {
    const page = notFoundPagePath(locale);
    await rewrite(page, path.join(clientDir, notFoundPageFile(locale)));
    // Not a page of its own: `/de/404` answers 404 like any other unknown path.
    await rm(path.join(clientDir, page), { recursive: true });
  }
  console.log(
    `static pages: ${staticPagePaths().length} pages and ${locales.length} not-found pages without hydration, ${src} (${code.length} bytes)`,
  );
  return failed ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
