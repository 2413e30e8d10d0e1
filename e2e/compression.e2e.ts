/**
 * Compressed static files on the real server and build (issue 9): the prerendered landing, its
 * script (the static page module, ADR 0027) and its stylesheet go out as the precompressed brotli or gzip variant that `npm run build`
 * wrote (scripts/precompress-client.ts), with Vary: Accept-Encoding, their own Content-Type and the
 * same bytes once decoded; without Accept-Encoding as they are. The transferred sizes are printed.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { paths } from '#shared/paths.ts';

const baseUrl = inject('baseUrl');

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they went over the wire (not decoded). */
  body: Buffer;
}

/** GET `url` with node:http, which (unlike fetch) leaves the body encoded. */
function getRaw(url: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(url, baseUrl),
      { headers: { accept: 'text/html,*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The landing's one script (ADR 0027: the static page module) and its stylesheet, as its HTML names them. */
function assetsOf(html: string): { script: string; style: string } {
  const script = html.match(/<script type="module" src="(\/assets\/static-page-[^"]+\.js)"/)?.[1];
  const style = html.match(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/)?.[1];
  expect(script, 'entry script in the landing').toBeDefined();
  expect(style, 'stylesheet in the landing').toBeDefined();
  return { script: script as string, style: style as string };
}

describe('compressed static files', () => {
  it('serves the landing, its entry script and its stylesheet as brotli or gzip, as they are when not asked', async () => {
    const landing = paths.storefront('en-us');
    const plainPage = await getRaw(landing);
    expect(plainPage.status).toBe(200);
    const { script, style } = assetsOf(plainPage.body.toString('utf8'));
    const sizes: string[] = [];

    for (const [url, type] of [
      [landing, /^text\/html/],
      [script, /^(?:text|application)\/javascript/],
      [style, /^text\/css/],
    ] as const) {
      const plain = await getRaw(url);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toMatch(type);
      expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');

      const br = await getRaw(url, 'gzip, deflate, br');
      const gzip = await getRaw(url, 'gzip');
      for (const [res, encoding, decode] of [
        [br, 'br', brotliDecompressSync],
        [gzip, 'gzip', gunzipSync],
      ] as const) {
        expect(res.status, `${url} ${encoding}`).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(res.headers['content-type']).toBe(plain.headers['content-type']);
        expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
        expect(Number(res.headers['content-length'])).toBe(res.body.length);
        expect(res.body.length).toBeLessThan(plain.body.length);
        // Encoded once: decoding gives the file itself.
        expect(decode(res.body).equals(plain.body)).toBe(true);
      }
      // Brotli at quality 11 (build time) beats gzip -9.
      expect(br.body.length).toBeLessThan(gzip.body.length);
      expect(br.headers['cache-control']).toBe(plain.headers['cache-control']);
      sizes.push(`${url}: ${plain.body.length} B plain, ${gzip.body.length} B gzip, ${br.body.length} B br`);
    }
    console.log(`Transferred:\n  ${sizes.join('\n  ')}`);
  });

  it('serves the SPA fallback of an unknown page compressed with its 404 status and CSP', async () => {
    const plain = await getRaw('/en-us/no-such-page-here');
    const res = await getRaw('/en-us/no-such-page-here', 'br');
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(brotliDecompressSync(res.body).equals(plain.body)).toBe(true);
  });
});
