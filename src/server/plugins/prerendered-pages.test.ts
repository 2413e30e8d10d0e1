import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPrerenderedPages, sendPrerenderedPage } from './prerendered-pages.ts';

describe('prerendered pages from memory', () => {
  let dir: string;
  let app: FastifyInstance;
  const html = '<!doctype html><title>Landing</title>';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wowtees-pages-'));
    await mkdir(path.join(dir, 'de', 'wowanimatedtees'), { recursive: true });
    await mkdir(path.join(dir, 'assets', 'x'), { recursive: true });
    const page = path.join(dir, 'de', 'wowanimatedtees', 'index.html');
    await writeFile(page, html);
    await writeFile(`${page}.br`, brotliCompressSync(html));
    await writeFile(`${page}.gz`, gzipSync(html));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Root</title>');
    await writeFile(path.join(dir, 'assets', 'x', 'index.html'), 'not a page');
    const pages = await loadPrerenderedPages(dir);
    app = Fastify();
    for (const [url, entry] of pages) app.get(url, (request, reply) => sendPrerenderedPage(request, reply, entry));
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('finds every page by its URL path, not the assets', async () => {
    expect([...(await loadPrerenderedPages(dir)).keys()].sort()).toEqual(['/', '/de/wowanimatedtees']);
  });

  it('sends brotli, gzip or the plain page as the client accepts', async () => {
    const get = (encoding?: string) =>
      app.inject({ url: '/de/wowanimatedtees', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(brotliCompressSync(html));
    expect((await get('gzip, br;q=0')).headers['content-encoding']).toBe('gzip');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    for (const res of [br, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // A page without .br/.gz siblings goes out plain even to a client that takes brotli.
    expect((await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBe(
      undefined,
    );
  });

  it('answers 304 to a matching If-None-Match and 200 to another', async () => {
    const first = await app.inject({ url: '/de/wowanimatedtees' });
    const etag = String(first.headers.etag);
    // Strong: the bytes of this encoding (issue 22 §4).
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await app.inject({ url: '/de/wowanimatedtees', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // If-None-Match compares weakly: a proxy that weakened the tag still gets its 304.
    const weakened = await app.inject({ url: '/de/wowanimatedtees', headers: { 'if-none-match': `W/${etag}` } });
    expect(weakened.statusCode).toBe(304);
    const other = await app.inject({ url: '/de/wowanimatedtees', headers: { 'if-none-match': 'W/"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it('tags each encoding with its own ETag, and revalidates the one the client gets', async () => {
    const get = (encoding: string, ifNoneMatch?: string) =>
      app.inject({
        url: '/de/wowanimatedtees',
        headers: { 'accept-encoding': encoding, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
      });
    const br = await get('br');
    const gzip = await get('gzip');
    const plain = await get('identity');
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    expect((await get('br', String(br.headers.etag))).statusCode).toBe(304);
    // The brotli tag does not validate the gzip bytes a client without brotli would get.
    expect((await get('gzip', String(br.headers.etag))).statusCode).toBe(200);
  });
});
