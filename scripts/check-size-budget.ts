/**
 * Size budgets of the built client (issue 9 "Budgets that CI keeps"), run by `npm run size` and by
 * `npm run test:e2e` after the build: `node scripts/check-size-budget.ts [clientDir]` (default
 * `$BUILD_DIR/client`, else `build/client`).
 *
 * - Initial JS of every prerendered landing and customize page of every storefront and language:
 *   the gzip -9 bytes of each distinct JS file the HTML references (modulepreloads, module scripts
 *   and the inline `import("…")` of the entry). The landing is served without hydration (ADR 0027):
 *   what it references is the static-page module scripts/strip-hydration.ts put in its head. Issue 9's goals are landing 120 KiB and customize
 *   150 KiB; React 19, React Router and i18next alone take ~128 KiB, so CI keeps a ratchet instead:
 *   the sizes reached (plus ~2 KiB), lowered whenever a page gets lighter, never raised without a
 *   reason in the commit.
 *   Also printed, not budgeted: the bytes of the page's inline message catalogue (gzip -9).
 * - Initial JS of every staff page (issue 22 §3: 200 KiB): staff pages are not prerendered, so it is
 *   what the SPA fallback page references plus the route's module and its imports in React Router's
 *   manifest (`window.__reactRouterManifest`), which the browser loads before the page shows.
 * - CSS of every page above (issue 22 §3: 20 KiB gzip): its stylesheets, and a staff route's own CSS.
 * - The largest image a 390 px wide phone (device pixel ratio 2) downloads for each landing page (issue
 *   22 §3: 120 KiB): per `<picture>` the first `<source>` (AVIF first, as the pages list them) or the
 *   `<img>`, its `srcset` candidate for the slot width its `sizes` gives at 390 px.
 * - The brotli bytes each landing page is answered with (its `index.html.br`, issue 22 §4: the
 *   landing GET's throughput follows the bytes per answer, see `npm run bench`'s same-bytes row): a
 *   ratchet like the JS budgets.
 * - Every text asset of at least 1 KiB has its `.br` and `.gz` sibling (scripts/precompress-client.ts).
 * Exits 1 and names the offenders when a budget is passed. Sizes are deterministic; no timings.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { adminPages } from '../src/shared/admin-pages.ts';
import { paths } from '../src/shared/paths.ts';
import { storefronts } from '../src/shared/storefronts.ts';

/** Budgets CI enforces, in bytes (1 KB = 1024 bytes): the sizes reached, see the file comment. */
// Customize 194 KiB: issue 20's artwork fallback and limit notices and proof links added ~0.8 KB;
// issue 22 (performance round 2) brings it down to 130 KB.
// Landing 170 KiB, customize 197 KiB: issue 21 §1's live prices (ADR 0021: the catalogue hook and the
// seed catalogue the prerendered page starts from, ~1.5-2 KB; its API client and schema load after
// hydration, outside the initial JS). Customize 199 KiB: issue 20 §3 and §5 together (the print DPI
// warnings and the placement button and state; the editor itself loads on first open), ~1.4 KB.
// Landing 172 KiB, customize 201 KiB: issue 21 §4's header cart link and its count on every page
// (~1.1 KB: the icon and a schema-less count reader); the cart's client and page load on demand.
// Customize 204 KiB: issue 21 §3's discount code field and its quote hook, §6's "remind me" box and
// the sticky bar's size and colour prompt (issue 23 point 7), ~2.2 KB together.
// Issue 22 §1 (ADR 0027): the landing is served without React hydration; its initial JS is the one
// static-page module (~1.9 KiB), so it gets issue 22's budget of 30 KiB at once. Issue 22 §2 brings
// the customize page down to 130 KB.
// Customize 184 KiB: issue 22 §2, the API clients with zod load on the first call and the checkout's
// two tagged sentences no longer need react-i18next's Trans (203.2 -> 183.5 KiB). Its goal of 130 KiB
// is under React's floor (react-dom 64 KiB, React Router and i18next ~60 KiB; see the issue 22 note).
// Customize 179 KiB: issue 22, the storefront's radio groups are native radios, not Radix's (183.8 ->
// 176.9 KiB; the radio group, roving focus and their hooks leave the page).
// Customize 173 KiB: the terms and reminder checkboxes are native too (176.9 -> 170.8 KiB; Radix's
// checkbox, presence and use-size leave the page).
// ADR 0033: the customize page keeps React and React Router's hydration, so 130 KiB is not reached
// without a change of the client runtime; the ratchet stays.
// Staff 245 KiB: first checked by issue 22 §3 (220-244 KiB then, goal 200 KiB): a ratchet like the others.
// Staff 200 KiB, issue 22 §3's budget: staff pages no longer load the storefront's shared chunks, the
// customer API's schemas, the login form (react-hook-form), the shortcuts dialog, or the staff page's
// actions menu and confirmation before they are needed (220-245 -> 167-190 KiB).
// CSS per page (20 KiB) and the landing's largest image at 390 px (120 KiB) were under issue 22's budgets
// when first checked (14.9 KiB; 39.2 KiB), so those are the budgets.
export const budgets = { landing: 30 * 1024, customize: 173 * 1024, staff: 200 * 1024 } as const;
/** The goals in bytes (issue 22 §3), printed beside the budgets. */
export const goals = { landing: 30 * 1024, customize: 130 * 1024, staff: 200 * 1024 } as const;
/** Issue 22 §3: CSS of any page, gzip -9 bytes. */
export const cssBudget = 20 * 1024;
/** Issue 22 §3: the largest image of the landing on a 390 px phone, bytes as stored. */
export const landingImageBudget = 120 * 1024;
/**
 * Issue 22 §4: a landing page's HTML as served, brotli bytes. 12.8-13.6 KiB when first checked (the
 * critical CSS pruned by scripts/prune-critical-css.ts and brotli 11 for the landings; 14.6-15.3
 * KiB before), so 14.5 KiB: lowered when a landing gets lighter, raised only with a reason.
 */
export const landingHtmlBrotliBudget = 14.5 * 1024;
/** The phone of the image budget: CSS pixels wide and device pixel ratio. */
export const phone = { width: 390, pixelRatio: 2 } as const;

const textExtensions = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
const minimumCompressedBytes = 1024;

/** gzip level 9 size of `content` in bytes. */
export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * The JS files an HTML page loads before it is interactive: `<link rel="modulepreload" href>`,
 * `<script type="module" src>`, and `import("…")` and the `"/assets/….js"` paths (the preloads a
 * hydrated page adds after its first paint) inside inline module scripts, in order, without
 * duplicates. Only same-origin absolute paths ("/assets/…") are returned.
 */
export function initialScripts(html: string): string[] {
  const found: string[] = [];
  const add = (href: string | undefined) => {
    if (href?.startsWith('/') && !href.startsWith('//') && !found.includes(href)) found.push(href);
  };
  for (const tag of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\brel=["']?modulepreload\b/i.test(tag[0])) add(/\bhref=["']([^"']+)["']/i.exec(tag[0])?.[1]);
  }
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = script;
    if (!/\btype=["']?module\b/i.test(attributes)) continue;
    add(/\bsrc=["']([^"']+)["']/i.exec(attributes)?.[1]);
    for (const dynamic of body.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) add(dynamic[1]);
    // The modules a hydrated page preloads once it has painted (scripts/strip-hydration.ts).
    for (const listed of body.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) add(listed[1]);
  }
  return found;
}

/** The stylesheets an HTML page links (`<link rel="stylesheet" href>`), same-origin absolute paths, once each. */
export function stylesheets(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?stylesheet\b/i.test(tag[0])) continue;
    const href = /\bhref=["']([^"']+)["']/i.exec(tag[0])?.[1];
    if (href?.startsWith('/') && !href.startsWith('//') && !found.includes(href)) found.push(href);
  }
  return found;
}

/** The JSON text of the page's inline message catalogue (`<script id="i18n-catalogue">`), or ''. */
export function inlineCatalogue(html: string): string {
  return /<script\b[^>]*\bid=["']i18n-catalogue["'][^>]*>([\s\S]*?)<\/script>/i.exec(html)?.[1] ?? '';
}

export interface PageSize {
  page: string;
  kind: keyof typeof budgets;
  files: number;
  /** Sum of the gzip -9 sizes of the initial JS files. */
  jsGzip: number;
  /** gzip -9 size of the inline catalogue. */
  catalogueGzip: number;
  /** Sum of the gzip -9 sizes of the page's stylesheets. */
  cssGzip: number;
}

/** Sum of the gzip -9 sizes of the files `hrefs`. */
async function gzipTotal(hrefs: string[], readAsset: (href: string) => Promise<Buffer>): Promise<number> {
  const sizes = await Promise.all(hrefs.map(async (href) => gzipBytes(await readAsset(href))));
  return sizes.reduce((a, b) => a + b, 0);
}

/** Measures one prerendered page; `readAsset` returns a referenced file's content. */
export async function measurePage(
  page: string,
  kind: keyof typeof budgets,
  html: string,
  readAsset: (href: string) => Promise<Buffer>,
): Promise<PageSize> {
  const scripts = initialScripts(html);
  const catalogue = inlineCatalogue(html);
  return {
    page,
    kind,
    files: scripts.length,
    jsGzip: await gzipTotal(scripts, readAsset),
    catalogueGzip: catalogue ? gzipBytes(catalogue) : 0,
    cssGzip: await gzipTotal(stylesheets(html), readAsset),
  };
}

/** The parts of React Router's build manifest read here. */
export interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { parentId?: string; module: string; imports?: string[]; css?: string[] }>;
}

/** The manifest object of `window.__reactRouterManifest={…};` (the manifest-*.js asset). */
export function parseManifest(code: string): RouteManifest {
  return JSON.parse(code.slice(code.indexOf('=') + 1).replace(/;\s*$/, '')) as RouteManifest;
}

/**
 * Measures staff route `routeId`, which is served as the SPA fallback page (`fallbackHtml`): its
 * initial scripts and stylesheets plus the module, imports and CSS of the route and its parents.
 */
export async function measureStaffPage(
  routeId: string,
  fallbackHtml: string,
  manifest: RouteManifest,
  readAsset: (href: string) => Promise<Buffer>,
): Promise<PageSize> {
  const scripts = initialScripts(fallbackHtml);
  const css = stylesheets(fallbackHtml);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId ?? '']) {
    for (const href of [route.module, ...(route.imports ?? [])]) if (!scripts.includes(href)) scripts.push(href);
    for (const href of route.css ?? []) if (!css.includes(href)) css.push(href);
  }
  return {
    page: routeId,
    kind: 'staff',
    files: scripts.length,
    jsGzip: await gzipTotal(scripts, readAsset),
    catalogueGzip: 0,
    cssGzip: await gzipTotal(css, readAsset),
  };
}

/**
 * The width in CSS pixels that `sizes` gives an image on a viewport `viewportWidth` wide: the first
 * entry whose `(min-width: Npx)` / `(max-width: Npx)` condition holds, else the last; lengths in
 * px, vw, `calc(a ± b)` and `min()`/`max()` of those. Without `sizes`, the viewport's width.
 */
export function slotWidth(sizes: string | undefined, viewportWidth: number): number {
  if (!sizes) return viewportWidth;
  const entries = sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim());
  for (const entry of entries) {
    const condition = /^\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)\s+(.+)$/.exec(entry);
    if (!condition) return lengthPx(entry, viewportWidth);
    const [, kind, px = '0', length = ''] = condition;
    if (kind === 'min' ? viewportWidth >= Number(px) : viewportWidth <= Number(px))
      return lengthPx(length, viewportWidth);
  }
  return viewportWidth;
}

/** A CSS length of `sizes` in pixels (see {@link slotWidth}). */
function lengthPx(length: string, viewportWidth: number): number {
  const text = length.trim();
  const call = /^(min|max|calc)\((.*)\)$/.exec(text);
  if (call) {
    const [, name, inner = ''] = call;
    if (name === 'calc') {
      const terms = inner.match(/[+-]?\s*[\d.]+(?:px|vw)/g) ?? [];
      return terms.reduce((sum, term) => sum + lengthPx(term.replace(/\s+/g, ''), viewportWidth), 0);
    }
    const values = inner.split(/,(?![^(]*\))/).map((part) => lengthPx(part, viewportWidth));
    return name === 'min' ? Math.min(...values) : Math.max(...values);
  }
  const value = /^([+-]?[\d.]+)(px|vw)$/.exec(text);
  if (!value) throw new Error(`Unsupported length in sizes: ${text}`);
  return value[2] === 'vw' ? (Number(value[1]) * viewportWidth) / 100 : Number(value[1]);
}

/** The `srcset` candidate a browser takes for `needed` device pixels: the smallest wide enough, else the widest. */
export function pickCandidate(srcset: string, needed: number): string {
  const candidates = srcset
    .split(/,\s+/)
    .map((part) => part.trim().split(/\s+/))
    .map(([url = '', descriptor = '']) => ({ url, width: Number.parseFloat(descriptor) || 0 }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1))?.url ?? '';
}

/** Attribute `name` of an HTML tag (React writes `srcSet`; matched case-insensitively). */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}=["']([^"']*)["']`, 'i').exec(tag)?.[1];
}

/**
 * The image files a phone `phone.width` CSS px wide at `phone.pixelRatio` downloads for `html`'s
 * `<img>`s (lazy ones too: the page scrolls): per `<picture>` the first `<source>` with a `srcset`,
 * else the `<img>`'s own `srcset` or `src`.
 */
export function phoneImages(html: string, viewport: typeof phone = phone): string[] {
  const found: string[] = [];
  const pictureTags = /<picture\b[\s\S]*?<\/picture>|<img\b[^>]*>/gi;
  for (const [block] of html.matchAll(pictureTags)) {
    const tags = [...block.matchAll(/<(?:source|img)\b[^>]*>/gi)].map(([tag]) => tag);
    const chosen = tags.find((tag) => attribute(tag, 'srcset')) ?? tags.find((tag) => /^<img/i.test(tag));
    if (!chosen) continue;
    const srcset = attribute(chosen, 'srcset');
    const needed = slotWidth(attribute(chosen, 'sizes'), viewport.width) * viewport.pixelRatio;
    const url = srcset ? pickCandidate(srcset, needed) : attribute(chosen, 'src');
    if (url?.startsWith('/') && !url.startsWith('//') && !found.includes(url)) found.push(url);
  }
  return found;
}

/** Text assets of `clientDir` of at least 1 KiB missing their .br or .gz sibling (relative paths). */
export async function uncompressedAssets(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = new Set(entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)));
  const missing: string[] = [];
  for (const file of files) {
    if (!textExtensions.has(path.extname(file))) continue;
    if ((await readFile(file)).length < minimumCompressedBytes) continue;
    for (const suffix of ['.br', '.gz']) {
      if (!files.has(file + suffix)) missing.push(path.relative(clientDir, file) + suffix);
    }
  }
  return missing.sort();
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<number> {
  const clientDir = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR || 'build', 'client'));
  const readAsset = (href: string) => readFile(path.join(clientDir, decodeURIComponent(href.split('?')[0] ?? '')));
  const pages: Array<[string, keyof typeof budgets]> = storefronts.flatMap(({ locale, variant }) => [
    [paths.storefront(locale, variant), 'landing'],
    [paths.customize(locale, variant), 'customize'],
  ]);
  const results: PageSize[] = [];
  const landingImages: Array<{ page: string; image: string; bytes: number }> = [];
  const landingHtml: Array<{ page: string; bytes: number }> = [];
  for (const [page, kind] of pages) {
    const html = await readFile(path.join(clientDir, page, 'index.html'), 'utf8');
    results.push(await measurePage(page, kind, html, readAsset));
    if (kind !== 'landing') continue;
    // Missing when precompression did not run; uncompressedAssets() below names it then.
    const brotli = await stat(path.join(clientDir, page, 'index.html.br')).catch(() => undefined);
    if (brotli) landingHtml.push({ page, bytes: brotli.size });
    const sized = await Promise.all(
      phoneImages(html).map(async (image) => ({ page, image, bytes: (await readAsset(image)).length })),
    );
    const largest = sized.sort((a, b) => b.bytes - a.bytes)[0];
    if (largest) landingImages.push(largest);
  }
  const fallback = await readFile(path.join(clientDir, '__spa-fallback.html'), 'utf8');
  const manifestHref = initialScripts(fallback).find((href) => /\/manifest-[^/]*\.js$/.test(href));
  if (!manifestHref) throw new Error('No React Router manifest referenced by __spa-fallback.html');
  const manifest = parseManifest((await readAsset(manifestHref)).toString('utf8'));
  // One route per staff page (the first of its localized ids measures the same modules).
  for (const { id } of adminPages) results.push(await measureStaffPage(id, fallback, manifest, readAsset));
  console.table(
    results.map((r) => ({
      page: r.page,
      files: r.files,
      'JS gzip KB': kb(r.jsGzip),
      'budget KB': kb(budgets[r.kind]),
      'goal KB': kb(goals[r.kind]),
      'CSS gzip KB': kb(r.cssGzip),
      'inline i18n gzip KB': kb(r.catalogueGzip),
      ok: r.jsGzip <= budgets[r.kind] && r.cssGzip <= cssBudget ? 'yes' : 'OVER',
    })),
  );
  console.table(
    landingImages.map(({ page, image, bytes }) => ({
      page,
      [`largest image at ${phone.width} px`]: image,
      KB: kb(bytes),
      'budget KB': kb(landingImageBudget),
      ok: bytes <= landingImageBudget ? 'yes' : 'OVER',
    })),
  );
  console.table(
    landingHtml.map(({ page, bytes }) => ({
      page,
      'HTML br KB': kb(bytes),
      'budget KB': kb(landingHtmlBrotliBudget),
      ok: bytes <= landingHtmlBrotliBudget ? 'yes' : 'OVER',
    })),
  );
  const over = results.filter((r) => r.jsGzip > budgets[r.kind]);
  const cssOver = results.filter((r) => r.cssGzip > cssBudget);
  const imagesOver = landingImages.filter((i) => i.bytes > landingImageBudget);
  const htmlOver = landingHtml.filter((h) => h.bytes > landingHtmlBrotliBudget);
  const missing = await uncompressedAssets(clientDir);
  for (const r of over) console.error(`over budget: ${r.page} ${kb(r.jsGzip)} KB > ${kb(budgets[r.kind])} KB`);
  for (const r of cssOver) console.error(`CSS over budget: ${r.page} ${kb(r.cssGzip)} KB > ${kb(cssBudget)} KB`);
  for (const i of imagesOver) {
    console.error(`image over budget: ${i.page} ${i.image} ${kb(i.bytes)} KB > ${kb(landingImageBudget)} KB`);
  }
  for (const h of htmlOver) {
    console.error(`landing HTML over budget: ${h.page} ${kb(h.bytes)} KB br > ${kb(landingHtmlBrotliBudget)} KB`);
  }
  for (const file of missing) console.error(`not precompressed: ${file}`);
  if (over.length || cssOver.length || imagesOver.length || htmlOver.length || missing.length) return 1;
  console.log(
    `size budgets kept (${results.length} pages, JS and CSS; ${landingImages.length} landing images; ${landingHtml.length} landing pages' HTML; text assets precompressed)`,
  );
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
