import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  gzipBytes,
  initialScripts,
  inlineCatalogue,
  measurePage,
  measureStaffPage,
  parseManifest,
  phoneImages,
  pickCandidate,
  slotWidth,
  stylesheets,
  uncompressedAssets,
} from './check-size-budget.ts';

const html = `<html><head>
<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/app.css"/>
<link rel="modulepreload" href="/assets/b.js"/><link rel="modulepreload" href="/assets/a.js"/>
</head><body><script id="i18n-catalogue" type="application/json">{"locale":"de"}</script>
<script>window.__ctx = {}</script>
<script type="module">import "/assets/a.js"; import("/assets/entry.js");</script>
<script type="module" src="/assets/c.js"></script><script src="https://cdn.example/x.js"></script>
</body></html>`;

describe('initialScripts', () => {
  it('lists modulepreloads, module script sources and inline dynamic imports once each', () => {
    expect(initialScripts(html)).toEqual(['/assets/a.js', '/assets/b.js', '/assets/entry.js', '/assets/c.js']);
  });
});

describe('measurePage', () => {
  it('sums the gzip -9 sizes of the referenced files and measures the inline catalogue', async () => {
    const content = (href: string) => Buffer.from(`console.log(${JSON.stringify(href.repeat(50))});`);
    const result = await measurePage('/de/x', 'landing', html, async (href) => content(href));
    const expected = ['/assets/a.js', '/assets/b.js', '/assets/entry.js', '/assets/c.js']
      .map((href) => gzipBytes(content(href)))
      .reduce((a, b) => a + b, 0);
    expect(result).toEqual({
      page: '/de/x',
      kind: 'landing',
      files: 4,
      jsGzip: expected,
      catalogueGzip: gzipBytes(inlineCatalogue(html)),
      cssGzip: gzipBytes(content('/assets/app.css')),
    });
    expect(inlineCatalogue(html)).toBe('{"locale":"de"}');
  });
});

describe('uncompressedAssets', () => {
  it('names text files of 1 KiB or more without their .br or .gz sibling', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'size-budget-'));
    const big = 'x'.repeat(2048);
    await writeFile(path.join(dir, 'done.js'), big);
    await writeFile(path.join(dir, 'done.js.br'), 'b');
    await writeFile(path.join(dir, 'done.js.gz'), 'g');
    await writeFile(path.join(dir, 'half.css'), big);
    await writeFile(path.join(dir, 'half.css.gz'), 'g');
    await writeFile(path.join(dir, 'small.json'), '{}');
    await writeFile(path.join(dir, 'photo.webp'), big);
    expect(await uncompressedAssets(dir)).toEqual(['half.css.br']);
  });
});

describe('stylesheets', () => {
  it('lists the same-origin stylesheets once each', () => {
    const page = `${html}<link rel="stylesheet" href="/assets/app.css"/><link rel="stylesheet" href="https://cdn.example/x.css"/>`;
    expect(stylesheets(page)).toEqual(['/assets/app.css']);
  });
});

describe('measureStaffPage', () => {
  it('adds the route chain of the manifest to what the SPA fallback page loads', async () => {
    const fallback =
      '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.js"/><link rel="stylesheet" href="/assets/root.css"/>';
    const manifest = parseManifest(
      `window.__reactRouterManifest=${JSON.stringify({
        entry: { module: '/assets/entry.js', imports: [] },
        routes: {
          root: { module: '/assets/root.js', imports: ['/assets/entry.js'] },
          'admin-orders': {
            parentId: 'root',
            module: '/assets/orders.js',
            imports: ['/assets/table.js'],
            css: ['/assets/orders.css'],
          },
        },
      })};`,
    );
    const content = (href: string) => Buffer.from(href.repeat(20));
    const result = await measureStaffPage('admin-orders', fallback, manifest, async (href) => content(href));
    const js = [
      '/assets/manifest-1.js',
      '/assets/entry.js',
      '/assets/orders.js',
      '/assets/table.js',
      '/assets/root.js',
    ];
    expect(result).toEqual({
      page: 'admin-orders',
      kind: 'staff',
      files: js.length,
      jsGzip: js.map((href) => gzipBytes(content(href))).reduce((a, b) => a + b, 0),
      catalogueGzip: 0,
      cssGzip: gzipBytes(content('/assets/root.css')) + gzipBytes(content('/assets/orders.css')),
    });
  });
});

describe('the largest landing image at 390 px', () => {
  const sizes = '(min-width: 1152px) 446px, (min-width: 640px) 439px, min(calc(86vw - 32px), 379px)';

  it('takes the sizes entry whose condition holds, with vw, calc() and min()', () => {
    expect(slotWidth(sizes, 390)).toBeCloseTo(303.4);
    expect(slotWidth(sizes, 800)).toBe(439);
    expect(slotWidth('(min-width: 1200px) 269px, calc(25vw - 31px)', 390)).toBeCloseTo(66.5);
    expect(slotWidth(undefined, 390)).toBe(390);
  });

  it('takes the smallest srcset candidate wide enough, else the widest', () => {
    const srcset = '/a-320.avif 320w, /a-600.avif 600w, /a-960.avif 960w';
    expect(pickCandidate(srcset, 607)).toBe('/a-960.avif');
    expect(pickCandidate(srcset, 133)).toBe('/a-320.avif');
    expect(pickCandidate(srcset, 2000)).toBe('/a-960.avif');
  });

  it("lists each picture's first source at a 390 px phone of pixel ratio 2, and plain images", () => {
    const page = [
      '<img src="/logo.svg" alt="" width="36" height="36"/>',
      `<picture><source type="image/avif" srcSet="/hero-320.avif 320w, /hero-600.avif 600w, /hero-960.avif 960w" sizes="${sizes}"/>`,
      `<img src="/hero-600.jpg" srcSet="/hero-320.jpg 320w, /hero-960.jpg 960w" sizes="${sizes}" alt="Hero"/></picture>`,
      '<picture><source type="image/avif" srcSet="/thumb-320.avif 320w, /thumb-600.avif 600w" sizes="calc(25vw - 31px)"/>',
      '<img src="/thumb.jpg" alt="Thumb" loading="lazy"/></picture>',
    ].join('');
    expect(phoneImages(page)).toEqual(['/logo.svg', '/hero-960.avif', '/thumb-320.avif']);
  });
});
