import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipBytes, initialScripts, inlineCatalogue, measurePage, uncompressedAssets } from './check-size-budget.ts';

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
