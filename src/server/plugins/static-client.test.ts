import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseTargets, type TestApp } from '../test-support/test-app.ts';

/** What a browser sends when it navigates to a page. */
const navigation = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

describe.each(databaseTargets())('public pages and files on %s (issue 22 §4)', (target) => {
  let t: TestApp;
  let clientDir: string;
  const landing = `<!DOCTYPE html><html><body><h1>Landing</h1>${'<p>text</p>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    // A built client in miniature: a prerendered page with its brotli sibling, the SPA fallback and a hashed asset.
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'wowtees-client-'));
    const page = path.join(clientDir, 'en-us/wowanimatedtees/index.html');
    await mkdir(path.dirname(page), { recursive: true });
    await writeFile(page, landing);
    await writeFile(`${page}.br`, brotliCompressSync(landing));
    await writeFile(path.join(clientDir, '__spa-fallback.html'), '<!DOCTYPE html><html><body></body></html>');
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'assets/entry-AbC123.js'), 'console.log(1);');
    t = await buildTestApp(target, { clientDir });
  });
  afterAll(async () => {
    // The database was closed by the last test; closing it again may throw.
    await t?.close().catch(() => {});
    await rm(clientDir, { recursive: true, force: true });
  });

  it('sends the page precompressed with a strong ETag and no cookie, and the asset as immutable', async () => {
    const page = await t.app.inject({ url: '/en-us/wowanimatedtees', headers: navigation });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.rawPayload).toEqual(brotliCompressSync(landing));
    expect(page.headers.etag).toMatch(/^"[^"]+"$/);
    expect(page.headers['set-cookie']).toBeUndefined();
    const asset = await t.app.inject({ url: '/assets/entry-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves public pages and files with the database gone: a view never touches it', async () => {
    await t.app.ctx.database.close();
    // The API needs the database: it fails now, which shows the database really is gone.
    const api = await t.app.inject({ url: '/api/customers/7d4a3c52-4cb5-4a8f-9d51-6f0e2f8c6b10' });
    expect(api.statusCode).toBe(500);
    for (let i = 0; i < 3; i++) {
      const page = await t.app.inject({ url: '/en-us/wowanimatedtees', headers: navigation });
      expect(page.statusCode).toBe(200);
      const again = await t.app.inject({
        url: '/en-us/wowanimatedtees',
        headers: { ...navigation, 'if-none-match': String(page.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect((await t.app.inject({ url: '/assets/entry-AbC123.js' })).statusCode).toBe(200);
    }
  });
});
