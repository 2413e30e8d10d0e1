/** Helpers shared by the storefront end-to-end tests. */
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A new page at the given width; console errors are collected on `page.consoleErrors`. */
export async function newPage(
  browser: Browser,
  width: number,
): Promise<{ page: Page; context: BrowserContext; consoleErrors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { page, context, consoleErrors };
}

/**
 * Opens a path and waits until the client has hydrated it: the root layout sets
 * `<html data-hydrated>` in its first effect (src/client/root.tsx); the pages served without
 * hydration (ADR 0027: landing, legal, size guide) set `<html data-ready="static">` from their script.
 * @returns the HTTP status the server answered the document with.
 */
export async function openPage(page: Page, url: string): Promise<number> {
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return response?.status() ?? 0;
}

/** Waits for the hydration marker (or the static pages' ready marker) of the page now shown. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' || document.documentElement.dataset.ready === 'static',
  );
}

/**
 * Waits until every image the browser will load has loaded or failed (an explicit state, not network
 * silence). Images that are not rendered (the phone gallery on a wide screen) and lazy images outside
 * the viewport are not fetched until shown or scrolled in, so they are left out.
 */
export async function waitForImages(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      if (image.complete || !image.checkVisibility()) return true;
      if (image.loading !== 'lazy') return false;
      const box = image.getBoundingClientRect();
      return box.bottom <= 0 || box.top >= window.innerHeight;
    }),
  );
}
