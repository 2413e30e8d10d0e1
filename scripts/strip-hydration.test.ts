/** The hydration strip of issue 22 §1 (ADR 0027) on a page shaped as React Router prerenders it. */
import { describe, expect, it } from 'vitest';
import { initialScripts } from './check-size-budget.ts';
import {
  headerRenderBlock,
  hydrates,
  scriptsAfterFirstPaint,
  stripHydration,
  withEarlyScript,
} from './strip-hydration.ts';

const page = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/logo-mark.svg" type="image/svg+xml"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/>',
  '<script type="application/ld+json">{"@type":"FAQPage"}</script></head>',
  '<body><main>Hello</main>',
  '<script id="i18n-catalogue" type="application/json">{"locale":"en-us"}</script>',
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-4.js";</script>',
  '<script>window.__reactRouterContext.streamController.close();</script>',
  '</body></html>',
].join('');

describe('stripHydration', () => {
  const out = stripHydration(page, '/assets/static-page-abc.js');

  it('removes every hydration script, preload and the message catalogue; keeps content, styles and structured data', () => {
    expect(hydrates(page)).toBe(true);
    expect(hydrates(out)).toBe(false);
    expect(out).not.toContain('i18n-catalogue');
    expect(out).toContain('<main>Hello</main>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(out).toContain('<link rel="preload" as="image" href="/logo-mark.svg"');
    expect(out).toContain('<script type="application/ld+json">{"@type":"FAQPage"}</script>');
  });

  it('loads the static page module from the head, the only initial JS the budget counts', () => {
    expect(out).toContain('<script type="module" src="/assets/static-page-abc.js"></script></head>');
    expect(initialScripts(out)).toEqual(['/assets/static-page-abc.js']);
  });

  it('holds the first paint until the header is parsed, on pages that have one', () => {
    expect(out).not.toContain('rel="expect"');
    const withHeader = page.replace('<main>', '<header><nav id="mobile-menu" hidden></nav></header><main>');
    expect(stripHydration(withHeader, '/assets/static-page-abc.js')).toContain(
      `${headerRenderBlock}<script type="module" src="/assets/static-page-abc.js"></script></head>`,
    );
  });
});

describe('scriptsAfterFirstPaint', () => {
  const hydrated = page.replace(
    'import * as route0 from "/assets/root-4.js";</script>',
    'import * as route0 from "/assets/root-4.js";\nimport * as route1 from "/assets/page-5.js";\n  window.__reactRouterRouteModules = {"root":route0,"page":route1};\nimport("/assets/entry.client-2.js");</script>',
  );
  const out = scriptsAfterFirstPaint(hydrated);
  const module = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';

  it('takes the modulepreload links out of the head and keeps the other scripts and links', () => {
    expect(out).not.toMatch(/rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(out).toContain('<script>window.__reactRouterContext = {"ssr":false};</script>');
    expect(out).toContain('<main>Hello</main>');
  });

  it('waits for the first painted frame, then preloads and imports the same modules in the same order', () => {
    expect(module).not.toMatch(/^\s*import\s+[^(]/m);
    const wait = module.indexOf('requestAnimationFrame');
    // Then what an early module asks to come first (the email-order page's artwork).
    const early = module.indexOf('await window.__scriptsAfter;');
    const preload = module.indexOf('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
    const order = [
      'await import("/assets/manifest-1.js")',
      'const route0 = await import("/assets/root-4.js")',
      'const route1 = await import("/assets/page-5.js")',
      'window.__reactRouterRouteModules',
      'import("/assets/entry.client-2.js")',
    ].map((part) => module.indexOf(part));
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(early).toBeGreaterThan(wait);
    expect(preload).toBeGreaterThan(early);
    expect(order.every((at, i) => at > preload && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
  });

  it('is valid module code', () => {
    // A syntax error would leave the page without React: AsyncFunction parses the same top-level await.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (code: string) => unknown;
    expect(() => new AsyncFunction(module)).not.toThrow();
  });

  it('still counts every module for the size budget', () => {
    expect(initialScripts(out)).toEqual(
      expect.arrayContaining([
        '/assets/manifest-1.js',
        '/assets/entry.client-2.js',
        '/assets/root-4.js',
        '/assets/page-5.js',
      ]),
    );
  });

  it('refuses a module it does not understand', () => {
    expect(() =>
      scriptsAfterFirstPaint(hydrated.replace('import * as route1', 'import { x } from "/a.js";\nimport * as route1')),
    ).toThrow(/unknown static import/);
  });
});

describe('withEarlyScript', () => {
  it("puts the email-order page's early module inline at the end of the head, async", () => {
    const out = withEarlyScript(scriptsAfterFirstPaint(page), 'window.x = 1;\n');
    expect(out).toContain('<script type="module" async>window.x = 1;</script></head>');
  });

  it('refuses code that would end its script element early', () => {
    expect(() => withEarlyScript(page, 'a = "</script><script>b()"')).toThrow(/end the inline/);
  });
});
