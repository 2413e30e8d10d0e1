/**
 * Quality a visitor notices (issue 3), on every public page: the server's HTML already holds the
 * page's content in its language, axe-core finds no serious or critical violation (at 1280 or
 * 390 px, each page kind at both), and no English text of the en-us catalogue appears on a German,
 * French or Spanish page. On
 * the same load at 1280 px, every storefront page (SPEC §2.1, every language and variant) answers
 * 200 with its heading, language and title and links only within its storefront
 * (support/storefront-page-checks.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { intlTagByLocale, localeFromPath } from '#shared/locales.ts';
import { publicPagePaths } from '#shared/storefronts.ts';
import { launchBrowser } from './support/browser.ts';
import { englishOnlyTexts } from './support/catalogue.ts';
import { newPage, openPage } from './support/pages.ts';
import { expectStorefrontPage, storefrontAt } from './support/storefront-page-checks.ts';

const baseUrl = inject('baseUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('every public page', () => {
  it('is prerendered: the HTML from the server has the language, title, h1 and hreflang alternates', async () => {
    for (const path of publicPagePaths()) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const locale = localeFromPath(path);
      expect(html, path).toContain(`<html lang="${intlTagByLocale[locale]}"`);
      expect(html, path).toMatch(/<title>[^<]{4,}<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, path).toMatch(/<h1[\s>]/);
      // The German Impressum has no other language version, so no alternates (seo-pages.ts).
      if (path.includes('/wowanimatedtees') && !html.includes('content="noindex"') && !path.endsWith('/impressum')) {
        for (const tag of ['en-US', 'de-DE', 'fr-FR', 'es-ES'])
          expect(html.toLowerCase(), path).toContain(`hreflang="${tag.toLowerCase()}"`);
      }
    }
  });

  // One test per width and storefront (e.g. /de/wowghiblitees): every public page in one test
  // outgrew the test timeout as storefronts were added.
  const pageGroups = new Map<string, string[]>();
  for (const path of publicPagePaths()) {
    const group = path.split('/').slice(0, 3).join('/') || '/';
    pageGroups.set(group, [...(pageGroups.get(group) ?? []), path]);
  }
  // At 390 px, the style chooser and three storefronts that between them hold every page kind and
  // both variants (the other languages render the same components with other text): every group at
  // both widths made this file a quarter of the whole CI run.
  const phoneGroups = new Set(['/', '/en-us/wowanimatedtees', '/de/wowghiblitees', '/fr/wowanimatedtees']);
  // axe takes about three times a page's load. At 1280 px it checks the groups the phone pass does
  // not (and the style chooser at both), so every storefront and language is checked at one width
  // at least and every page kind at both; every page is still loaded and checked for its heading,
  // links and English text.
  const axeAt = (width: number, group: string) => width === 390 || group === '/' || !phoneGroups.has(group);
  for (const width of [1280, 390]) {
    for (const [group, paths] of pageGroups) {
      if (width === 390 && !phoneGroups.has(group)) continue;
      const storefront = storefrontAt(group);
      const runsAxe = axeAt(width, group);
      const name =
        width === 1280
          ? `has ${runsAxe ? 'no serious or critical axe violations and ' : ''}no English catalogue text at 1280 px on ${group}${
              storefront
                ? ', and serves every page with its heading, language and title, linking only within the storefront'
                : ''
            }`
          : `has no serious or critical axe violations at ${width} px on ${group}`;
      it(name, async () => {
        const { page, context } = await newPage(browser, width);
        // axe checks each page as it settles: a toast fading in (the success page's, with no order to
        // show) is see-through mid-transition, which axe once read as low contrast (CI, 390 px).
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const problems: string[] = [];
        for (const path of paths) {
          const status = await openPage(page, `${baseUrl}${path}`);
          expect(status, path).toBe(200);
          // Storefront pages (issue 3): checked on this load rather than a separate pass over them.
          if (width === 1280 && storefront) await expectStorefrontPage(page, path, storefront);
          // German, French and Spanish pages show no text of the en-us catalogue (checked on the
          // same load as axe: a separate pass over every page cost ~45 s of CI).
          const locale = localeFromPath(path);
          if (width === 1280 && locale !== 'en-us') {
            const text = await page.evaluate(() => {
              const alts = [...document.querySelectorAll('[alt], [aria-label], [title]')].map(
                (el) =>
                  `${el.getAttribute('alt') ?? ''} ${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`,
              );
              // biome-ignore lint/performance/useDomNodeTextContent: only text a visitor can see counts.
              return `${document.body.innerText}\n${alts.join('\n')}\n${document.title}`;
            });
            for (const english of englishOnlyTexts(locale)) {
              if (text.includes(english)) problems.push(`${path}: English text "${english}"`);
            }
          }
          if (!runsAxe) continue;
          // Evaluated over DevTools, not as an inline <script>: the shop's CSP rightly refuses those.
          await page.evaluate(axeSource);
          const violations = await page.evaluate(async () => {
            // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time.
            const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
            return result.violations
              .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
              .map(
                (v: { id: string; nodes: { target: string[] }[] }) =>
                  `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
              );
          });
          for (const violation of violations) problems.push(`${path}: ${violation}`);
        }
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  it('lets a keyboard reach every control of the customize page', async () => {
    const { page, context } = await newPage(browser, 1280);
    await openPage(page, `${baseUrl}/en-us/wowanimatedtees/customize`);
    const reached = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return '';
        if (el.matches('[role="radiogroup"] input[type="radio"]'))
          return `radio:${el.closest('[role="radiogroup"]')?.getAttribute('aria-labelledby')}`;
        return el.dataset.testid ?? el.getAttribute('href') ?? el.tagName.toLowerCase();
      });
      reached.add(name);
    }
    for (const control of ['upload-input', 'gallery-view', 'terms', 'size-guide-link']) {
      expect([...reached], control).toContain(control);
    }
    // Product type, size and colour: one tab stop per radio group (arrows move within, WAI-ARIA).
    expect([...reached].filter((name) => name.startsWith('radio:')).length).toBe(3);
    expect([...reached]).toEqual(
      expect.arrayContaining(['/en-us/wowanimatedtees/terms', '/en-us/wowanimatedtees/privacy']),
    );
    await context.close();
  });
});
