/**
 * The strict Content-Security-Policy and Permissions-Policy in real Chromium (issue 6a): the style
 * chooser, a landing page, the customize page with an uploaded photo, the size guide, a legal page
 * and a 404 load without a single console message or CSP violation, and still hydrate (their
 * client-side interactions work), so the per-page script hashes match what the pages contain.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '#shared/paths.ts';
import { launchBrowser } from './support/browser.ts';
import { openPage, waitForImages } from './support/pages.ts';
import { saveScreenshot } from './support/screenshots.ts';

const baseUrl = inject('baseUrl');
const photo = path.resolve('e2e/fixtures/astronaut.png');
const shots = '/tmp/wowtees-csp-screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(shots, { recursive: true });
});
afterAll(async () => browser?.close());

interface Watched {
  page: Page;
  context: BrowserContext;
  /** Every console message (any level), uncaught error and CSP violation, as text. */
  problems: string[];
}

/** A page that records everything the browser complains about, from the first byte of each document. */
async function watchedPage(width: number): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
  const problems: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => {
    problems.push(`securitypolicyviolation: ${text}`);
  });
  // Init scripts run through DevTools, outside the page's CSP.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`);
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => problems.push(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, context, problems };
}

/** The Content-Security-Policy a document is served with. */
async function policyOf(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url, { headers: { accept: 'text/html' } });
  return response.headers()['content-security-policy'] ?? '';
}

describe('strict CSP in Chromium', () => {
  it('style chooser: no violation, and the language switcher works', async () => {
    const { page, context, problems } = await watchedPage(1280);
    expect(await openPage(page, `${baseUrl}/`)).toBe(200);
    await page.getByText('Deutsch', { exact: true }).click();
    await expect
      .poll(() => page.$$eval('main a[href]', (links) => links.map((a) => a.getAttribute('href'))))
      .toContain(paths.storefront('de', 'wowanimatedtees'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('landing page: no violation, the FAQ opens, and the policy has no unsafe-inline script', async () => {
    const { page, context, problems } = await watchedPage(1280);
    const landing = `${baseUrl}${paths.storefront('en-us', 'wowanimatedtees')}`;
    expect(await openPage(page, landing)).toBe(200);
    const faq = page.getByTestId('faq');
    const first = faq.locator('details').first();
    await first.locator('summary').click();
    await expect.poll(() => first.getAttribute('open')).not.toBeNull();
    // The gallery's images load lazily: bring them in so img-src is exercised too.
    await page.getByTestId('view-gallery').click();
    await page.getByTestId('gallery-examples').waitFor();
    await waitForImages(page);
    expect(problems).toEqual([]);

    const policy = await policyOf(page, landing);
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    await context.close();
  });

  it('customize page: an uploaded photo shows in the preview and mockups, before and after a reload', async () => {
    for (const width of [1280, 390]) {
      const { page, context, problems } = await watchedPage(width);
      expect(await openPage(page, `${baseUrl}${paths.customize('en-us', 'wowanimatedtees')}`)).toBe(200);
      await page.getByTestId('upload-input').setInputFiles(photo);
      await expect
        .poll(() => page.getByTestId('upload-status').textContent(), { timeout: 20_000 })
        .toMatch(/uploaded successfully/i);
      const preview = page.getByTestId('upload-area').locator('img');
      // blob: preview right after the upload.
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      // A reload shows the stored file (the storage URL) instead.
      await openPage(page, page.url());
      await expect.poll(() => preview.getAttribute('src')).toMatch(/\/files\//);
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await page.getByTestId('garment-mockup').locator('image').first().getAttribute('href')).toMatch(
        /\/files\//,
      );
      await waitForImages(page);
      await saveScreenshot(page, `customize-${width}`, { fullPage: width >= 768, folder: shots });
      expect(problems, `${width} px`).toEqual([]);
      await context.close();
    }
  });

  it('size guide and legal page: no violation, tabs and links work (ADR 0027: without hydration)', async () => {
    const { page, context, problems } = await watchedPage(1280);
    // The legacy storefront's size guide has tabs.
    expect(await openPage(page, `${baseUrl}${paths.sizeGuide('en-us', 'wowghiblitees')}`)).toBe(200);
    const hoodieTab = page.getByTestId('size-guide-tab-hoodie');
    await hoodieTab.click();
    await expect.poll(() => hoodieTab.getAttribute('aria-selected')).toBe('true');

    expect(await openPage(page, `${baseUrl}${paths.privacy('de', 'wowanimatedtees')}`)).toBe(200);
    await page.getByTestId('legal-tab-terms').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(paths.terms('de', 'wowanimatedtees'));
    await page.getByTestId('legal-heading').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('404 page (static, ADR 0027): nothing but the not-found log, which the static page module writes', async () => {
    const { page, context, problems } = await watchedPage(1280);
    const missing = '/en-us/wowanimatedtees/no-such-page';
    expect(await openPage(page, `${baseUrl}${missing}`)).toBe(404);
    await page.getByTestId('not-found').waitFor();
    // Both are expected: the 404 status of the document itself and SPEC §2's log of the missing path.
    // Chromium also warns of the preloaded logos when the page shows them over 3 s after its load
    // event, which a loaded CI machine can take: timing, not a fault.
    const late = /was preloaded using link preload but not used within a few seconds/;
    expect(problems.filter((problem) => !late.test(problem))).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
      `console.error: 404 Error: User attempted to access non-existent route: ${missing}`,
    ]);
    await context.close();
  });
});
