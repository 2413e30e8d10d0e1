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
 *    data (`application/ld+json`); and loads the module from the head instead, after a render block
 *    that holds the first paint until the header is parsed (`headerRenderBlock`).
 * 3. Inlines the page's critical CSS (beasties: the rules that match its markup, less what its
 *    classes and elements cannot match: scripts/prune-critical-css.ts) in the head and
 *    moves the stylesheet link to the end of the body, so no request blocks the first paint
 *    (issue 22: Lighthouse 100 on phones); the whole stylesheet still arrives for what the module
 *    toggles later (open menu, open FAQ item).
 * 4. In every other prerendered page (they hydrate: customize, checkout, email order…) inlines the
 *    critical CSS too, and marks the stylesheet link `media="print"` with `data-beasties-media`:
 *    it loads without blocking the first paint, and entry.client.tsx applies it just before
 *    hydrating (an inline switch script would be refused by the CSP). The link stays in the head
 *    with its `href`, where React's hydration expects it.
 *    Their scripts are fetched after the first paint: the `modulepreload` links leave the head and
 *    React Router's inline module waits for the first frame, then preloads and imports the same
 *    modules (`scriptsAfterFirstPaint`), so no script runs before the page is on screen.
 *    The email-order pages also get an early module inline in their head (`withEarlyScript`): it
 *    asks for the link's artwork while the HTML is parsed, shows it, and their scripts wait for it.
 * 5. Moves each not-found page from its prerender path (`/<locale>/404`) to
 *    `__not-found-<locale>.html`, which the server answers unknown paths with (static-client.ts).
 * Exits 1 when a page is missing or still carries a hydration script (static pages) or a
 * `modulepreload` link (hydrated pages) afterwards.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Beasties from 'beasties';
import { build } from 'vite';
import { locales } from '../src/shared/locales.ts';
import { notFoundPageFile, notFoundPagePath, staticPagePaths } from '../src/shared/storefronts.ts';
import { withPrunedCriticalCss } from './prune-critical-css.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'src/client/static-page/static-page.ts');
const emailOrderEarlyEntry = path.join(root, 'src/client/early/email-order-early.ts');

/**
 * Holds the first paint until the site header is parsed, when the page has one: its last element,
 * the mobile menu, is then in the DOM. Without it Chromium painted a header cut off by the parser
 * (the cart link alone at the right, the language switch and the menu button a moment later
 * pushing it left), a layout shift Lighthouse caught in 3 of 42 landing runs on a busy machine, and which
 * a phone whose HTML arrives in several packets meets too. Browsers without
 * `rel="expect"` (before Chromium 124) ignore it.
 */
export const headerRenderBlock = '<link rel="expect" href="#mobile-menu" blocking="render">';

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
  const renderBlock = /\bid=["']?mobile-menu\b/.test(stripped) ? headerRenderBlock : '';
  return stripped.replace('</head>', `${renderBlock}<script type="module" src="${scriptSrc}"></script></head>`);
}

/**
 * What the hydrated pages' bootstrap waits for before it fetches anything: the next painted frame,
 * at once in a hidden tab (no frames there), at most 200 ms (frames can stop). The same wait as
 * entry.client.tsx's `afterFirstPaint`, which still guards pages this step does not rewrite (the SPA
 * fallback of the staff pages).
 */
const afterFirstPaint =
  'await new Promise((go) => { if (document.visibilityState === "hidden") return go(); requestAnimationFrame(() => setTimeout(go, 0)); setTimeout(go, 200); });';

/**
 * Then what the page's early module, if any, asks to come first (`window.__scriptsAfter`, a promise
 * it bounds in time): the email-order page's artwork (src/client/early/email-order-early.ts).
 */
const afterEarlyModule = 'await window.__scriptsAfter;';

/**
 * A hydrated page whose scripts are fetched after its first paint (issue 22 §2, ADR 0027 addendum):
 * the `modulepreload` links leave the head, and React Router's inline module (its static imports
 * of the manifest and route modules, then `import(entry)`) becomes one that waits for the first
 * painted frame, adds those preloads then (so the whole module graph still downloads in parallel)
 * and imports the same modules in the same order. The page paints from its HTML and inlined CSS
 * before any script arrives or runs, on a fast network too.
 * @param html a page React Router prerendered (with its hydration scripts).
 * @returns the page; unchanged when it has no such module.
 * @throws Error when the module has a statement the rewrite does not know (React Router's shape changed).
 */
export function scriptsAfterFirstPaint(html: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, (tag) => {
    const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
    if (href) preloads.push(href);
    return '';
  });
  return withoutPreloads.replace(
    /<script\b([^>]*\btype=["']?module\b[^>]*)>([\s\S]*?)<\/script\s*>/gi,
    (element, attributes: string, body: string) => {
      if (/\bsrc=/i.test(attributes) || !/\bimport\b/.test(body)) return element;
      const dynamic = body
        .replace(/^\s*import\s+(["'][^"']+["'])\s*;/gm, 'await import($1);')
        .replace(/^\s*import\s+\*\s+as\s+(\w+)\s+from\s+(["'][^"']+["'])\s*;/gm, 'const $1 = await import($2);');
      if (/^\s*import\s+[^(\s]/m.test(dynamic)) throw new Error(`unknown static import in: ${body.slice(0, 200)}`);
      const preload = `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
      return `<script${attributes}>${afterFirstPaint}\n${afterEarlyModule}\n${preload}\n${dynamic}</script>`;
    },
  );
}

/** Whether `html` still loads or runs React Router's client. */
export function hydrates(html: string): boolean {
  return /__reactRouterContext|rel=["']?modulepreload|entry\.client/i.test(html);
}

/**
 * Bundles one module on its own (minified, no imports left).
 * @param input its source file; @param name the file's base name under assets/ (`static-page`).
 * @returns its file name under assets/ (`<name>-<hash>.js`) and its code.
 */
async function bundle(input: string, name: string): Promise<{ fileName: string; code: string }> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: { input, output: { format: 'es', entryFileNames: `${name}.js` } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunks = outputs.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`${name} module: expected one chunk, got ${chunks.length}`);
  const { code } = chunks[0];
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
  return { fileName: `${name}-${hash}.js`, code };
}

/**
 * An email-order page (`/<locale>/<storefront>/emailorder`) with its early request module inline in
 * the head (src/client/early/email-order-early.ts, ~1 KB minified): async, so it runs as soon as the
 * parser reaches it, without a request of its own before the API request it starts. The CSP allows
 * it by its hash, as every inline script of a page (page-script-hashes.ts).
 * @throws Error when the code could end its `<script>` element early.
 */
export function withEarlyScript(html: string, code: string): string {
  if (/<\/script|<!--/i.test(code)) throw new Error('early module: its code would end the inline <script>');
  return html.replace('</head>', `<script type="module" async>${code.trim()}</script></head>`);
}

/**
 * What both beasties passes share. `allowRules`: Tailwind's `:where()`/`:is()` selectors (space-y-*,
 * group-* variants) are ones beasties cannot evaluate and would drop, so the page would paint
 * without them and shift when the whole sheet arrives; all are kept here, and `withPrunedCriticalCss`
 * (scripts/prune-critical-css.ts) then drops those the page's classes and elements cannot match,
 * with the custom properties nothing reads.
 */
function beastiesOptions(clientDir: string) {
  return {
    path: clientDir,
    publicPath: '/',
    noscriptFallback: false,
    pruneSource: false,
    reduceInlineStyles: false,
    allowRules: [/:where\(/, /:is\(/],
    logLevel: 'warn' as const,
  };
}

/**
 * Inlines the critical CSS of the pages (the stylesheet rules their markup uses) with beasties,
 * reading the stylesheets from `clientDir`, pruned by `withPrunedCriticalCss`; the `<link>` moves to
 * the end of the body.
 * @returns `process(html)`: the page with its critical CSS in a `<style>` in the head.
 */
export function criticalCss(clientDir: string): { process(html: string): Promise<string> } {
  // 'body' needs no script: the swap variants use an inline `onload` the CSP refuses.
  const beasties = new Beasties({ ...beastiesOptions(clientDir), preload: 'body' });
  return {
    async process(html) {
      return withPrunedCriticalCss(await beasties.process(html));
    },
  };
}

/**
 * Inlines the critical CSS of hydrated pages (pruned as in `criticalCss`) and defers their
 * stylesheet: beasties' `media-script` mode without its inline script (entry.client.tsx does the
 * switch; the CSP refuses inline code).
 * @returns `process(html)`.
 */
export function deferredCss(clientDir: string): { process(html: string): Promise<string> } {
  const beasties = new Beasties({ ...beastiesOptions(clientDir), preload: 'media-script' });
  return {
    async process(html) {
      const out = withPrunedCriticalCss(await beasties.process(html));
      return out.replace(/<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[\s\S]*?<\/script>/, '');
    },
  };
}

/** Prerendered `index.html` pages under `clientDir`, as paths relative to it. */
async function prerenderedPages(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true });
  return entries
    .filter((entry) => entry === 'index.html' || entry.endsWith(`${path.sep}index.html`))
    .map((entry) => path.dirname(entry));
}

async function main(): Promise<number> {
  const clientDir = path.resolve(process.argv[2] ?? path.join(root, process.env.BUILD_DIR || 'build', 'client'));
  const { fileName, code } = await bundle(entry, 'static-page');
  await writeFile(path.join(clientDir, 'assets', fileName), code);
  const src = `/assets/${fileName}`;
  const early = await bundle(emailOrderEarlyEntry, 'email-order-early');
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
  const deferred = deferredCss(clientDir);
  let hydrated = 0;
  for (const page of await prerenderedPages(clientDir)) {
    const file = path.join(clientDir, page, 'index.html');
    const html = await readFile(file, 'utf8');
    if (!hydrates(html) || html.includes('data-beasties-media')) continue;
    const paintFirst = scriptsAfterFirstPaint(await deferred.process(html));
    const out = path.basename(page) === 'emailorder' ? withEarlyScript(paintFirst, early.code) : paintFirst;
    if (/<script>document\.querySelectorAll/.test(out) || /rel=["']?modulepreload/i.test(out)) {
      console.error(`inline stylesheet switch or a modulepreload left in: ${page}`);
      failed++;
    }
    await writeFile(file, out);
    hydrated++;
  }
  for (const locale of locales) {
    const page = notFoundPagePath(locale);
    await rewrite(page, path.join(clientDir, notFoundPageFile(locale)));
    // Not a page of its own: `/de/404` answers 404 like any other unknown path.
    await rm(path.join(clientDir, page), { recursive: true });
  }
  console.log(
    `static pages: ${staticPagePaths().length} pages and ${locales.length} not-found pages without hydration, ${src} (${code.length} bytes); critical CSS and a deferred stylesheet in ${hydrated} hydrated pages`,
  );
  return failed ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
