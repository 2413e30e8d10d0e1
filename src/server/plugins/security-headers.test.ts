import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { inlineScriptHashes } from './page-script-hashes.ts';
import { storageImageSources } from './security-headers.ts';

/** `directive → sources` of a Content-Security-Policy header. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** What a browser sends when it navigates to a page. */
const navigation = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts as browsers do and skips external and empty ones', () => {
    const html =
      '<script>alert(\'Hello, world.\');</script><script src="/assets/a.js"></script><script></script>' +
      '<SCRIPT type="module" async="">import "/a.js";\r\n</SCRIPT>';
    expect(inlineScriptHashes(html)).toEqual([
      // The example of the CSP specification and MDN.
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
      hashOf('import "/a.js";\n'),
    ]);
  });
});

describe('storageImageSources', () => {
  it('adds the storage origin only when it is not the shop', () => {
    expect(storageImageSources('https://shop.example', 'https://shop.example/files/x/y')).toEqual([]);
    expect(storageImageSources('https://shop.example', 'https://bucket.s3.amazonaws.com/x/y')).toEqual([
      'https://bucket.s3.amazonaws.com',
    ]);
  });
});

describe('security headers', () => {
  let t: TestApp;
  let clientDir: string;
  const homeScript = 'window.page = "home";';
  const landingScript = 'window.page = "landing";';
  const fallbackScript = 'window.page = "fallback";';

  beforeAll(async () => {
    // A built client in miniature: two prerendered pages and the SPA fallback, each with its own inline script.
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'wowtees-client-'));
    await mkdir(path.join(clientDir, 'en-us/wowanimatedtees'), { recursive: true });
    const page = (script: string) => `<!DOCTYPE html><html><body><script>${script}</script></body></html>`;
    await writeFile(path.join(clientDir, 'index.html'), page(homeScript));
    await writeFile(path.join(clientDir, 'en-us/wowanimatedtees/index.html'), page(landingScript));
    await writeFile(path.join(clientDir, '__spa-fallback.html'), page(fallbackScript));
    t = await buildTestApp('pglite', { clientDir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('allows exactly the inline scripts of the page served, never unsafe-inline', async () => {
    const landing = await t.app.inject({ url: '/en-us/wowanimatedtees?utm_source=x', headers: navigation });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain(landingScript);
    const scriptSrc = directives(landing.headers['content-security-policy']).get('script-src');
    expect(scriptSrc).toEqual(["'self'", hashOf(landingScript)]);

    const home = await t.app.inject({ url: '/', headers: navigation });
    expect(directives(home.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
      hashOf(homeScript),
    ]);

    const missing = await t.app.inject({ url: '/de/wowanimatedtees/no-such-page', headers: navigation });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(fallbackScript);
    expect(directives(missing.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
      hashOf(fallbackScript),
    ]);

    // Not a document: nothing inline may run at all.
    const json = await t.app.inject({ url: '/en-us/wowanimatedtees', headers: { accept: 'application/json' } });
    expect(directives(json.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });

  it('sends the same policy on a revalidated (304) page', async () => {
    const first = await t.app.inject({ url: '/en-us/wowanimatedtees', headers: navigation });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/en-us/wowanimatedtees',
      headers: { ...navigation, 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('follows a rebuilt page without a restart', async () => {
    const rebuiltScript = 'window.page = "privacy, rebuilt";';
    const file = path.join(clientDir, 'en-us/wowanimatedtees/privacy/index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, '<script>window.page = "privacy";</script>');
    const before = await t.app.inject({ url: '/en-us/wowanimatedtees/privacy', headers: navigation });
    expect(directives(before.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
      hashOf('window.page = "privacy";'),
    ]);
    await rm(file);
    await writeFile(file, `<script>${rebuiltScript}</script>`);
    const after = await t.app.inject({ url: '/en-us/wowanimatedtees/privacy', headers: navigation });
    expect(after.body).toContain(rebuiltScript);
    expect(directives(after.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
      hashOf(rebuiltScript),
    ]);
  });

  it('puts the policy and Permissions-Policy on API answers and errors too', async () => {
    for (const url of ['/healthz', '/api/customers/not-a-uuid', '/api/no-such-endpoint']) {
      const res = await t.app.inject({ url, headers: navigation });
      const csp = directives(res.headers['content-security-policy']);
      const scriptSrc = csp.get('script-src') ?? [];
      expect(scriptSrc[0], url).toBe("'self'");
      expect(scriptSrc, url).not.toContain("'unsafe-inline'");
      expect(scriptSrc, url).not.toContain("'unsafe-eval'");
      expect(csp.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('connect-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('form-action'), url).toEqual(["'self'", 'https://checkout.stripe.com']);
      expect([...csp.values()].flat(), url).not.toContain('https:');

      const permissions = String(res.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(permissions, url).toMatch(new RegExp(`(^|, )${feature}=\\(\\)(,|$)`));
      }
      // helmet's other defaults stay.
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});

describe('security headers without a built client (API only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('allows no inline script at all', async () => {
    const res = await t.app.inject({ url: '/', headers: navigation });
    expect(res.statusCode).toBe(404);
    expect(directives(res.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });
});

describe('HSTS only over https (issue 17 point 5, probe F10)', () => {
  const hsts = 'strict-transport-security';
  const plainHttp: { t?: TestApp } = {};
  const httpsShop: { t?: TestApp } = {};
  const behindProxy: { t?: TestApp } = {};
  // Built up front (hook time limit), one app per configuration.
  beforeAll(async () => {
    plainHttp.t = await buildTestApp('pglite', { publicUrl: 'http://localhost:3000' });
    httpsShop.t = await buildTestApp('pglite', { publicUrl: 'https://shop.example' });
    behindProxy.t = await buildTestApp('pglite', { publicUrl: 'http://localhost:3000', trustProxy: ['127.0.0.1'] });
  }, 180_000);
  afterAll(async () => {
    for (const app of [plainHttp, httpsShop, behindProxy]) await app.t?.close();
  });
  const inject = (app: { t?: TestApp }, options: { url: string; headers?: Record<string, string> }) => {
    if (!app.t) throw new Error('the app was not built');
    return app.t.app.inject(options);
  };

  it('sends none on a plain-http shop, whatever an untrusted client claims', async () => {
    for (const url of ['/healthz', '/api/no-such-endpoint', '/']) {
      expect((await inject(plainHttp, { url, headers: navigation })).headers[hsts], url).toBeUndefined();
    }
    // No proxy is trusted: a forged X-Forwarded-Proto changes nothing.
    const forged = await inject(plainHttp, { url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers[hsts]).toBeUndefined();
  });

  it('sends it when PUBLIC_URL is https', async () => {
    for (const url of ['/healthz', '/api/no-such-endpoint', '/']) {
      expect((await inject(httpsShop, { url, headers: navigation })).headers[hsts], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('sends it when a trusted proxy says the request came over https', async () => {
    const overTls = await inject(behindProxy, { url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers[hsts]).toBe('max-age=31536000; includeSubDomains');
    const plain = await inject(behindProxy, { url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers[hsts]).toBeUndefined();
  });
});
