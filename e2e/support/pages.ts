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
 * Opens a path and waits until the client has loaded and hydrated it (no requests for 500 ms).
 * @returns the HTTP status the server answered the document with.
 */
export async function openPage(page: Page, url: string): Promise<number> {
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => '__reactRouterRouteModules' in window);
  return response?.status() ?? 0;
}
