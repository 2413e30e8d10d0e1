/** The hydration strip of issue 22 §1 (ADR 0027) on a page shaped as React Router prerenders it. */
import { describe, expect, it } from 'vitest';
import { initialScripts } from './check-size-budget.ts';
import { headerRenderBlock, hydrates, stripHydration } from './strip-hydration.ts';

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
