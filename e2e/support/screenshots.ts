/**
 * Screenshots of the end-to-end tests, for people to look at (issue 18 §6): taken only by
 * `npm run screenshots` (vitest.screenshots.config.ts sets `E2E_SCREENSHOTS=1`), not in the
 * `npm test` gate, where nothing looks at them. Each is written to `e2e/screenshots/<name>.png`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** Whether this run takes screenshots (`npm run screenshots`). */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/** The screenshots folder (gitignored). */
export const screenshotsFolder = path.resolve(import.meta.dirname, '../screenshots');

/**
 * Saves a screenshot of `target` (a page or one element) as `e2e/screenshots/<name>.png` when the
 * run takes screenshots; does nothing otherwise. `fullPage` applies to pages only; `settleMs` lets
 * a scroll or transition finish first, for the picture only (tests wait on what they assert).
 */
export async function saveScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean; folder?: string; settleMs?: number } = {},
): Promise<void> {
  if (!screenshotsWanted) return;
  if (options.settleMs) await new Promise((resolve) => setTimeout(resolve, options.settleMs));
  const folder = options.folder ?? screenshotsFolder;
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path: file });
}
