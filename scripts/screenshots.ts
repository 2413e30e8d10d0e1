/**
 * Takes full-page Chromium screenshots of every public page at 1280 px and 390 px wide, for people
 * to look at (`node scripts/screenshots.ts http://localhost:3000 [filter]`). Writes
 * e2e/screenshots/pages/{path}-{width}.png. Not part of `npm test`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { publicPagePaths } from '#shared/storefronts.ts';
import { launchBrowser } from '../e2e/support/browser.ts';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const filter = process.argv[3] ?? '';
const out = path.resolve('e2e/screenshots/pages');
await mkdir(out, { recursive: true });

const browser = await launchBrowser();
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
  const page = await context.newPage();
  for (const pagePath of publicPagePaths().filter((p) => p.includes(filter))) {
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = pagePath === '/' ? 'root' : pagePath.slice(1).replaceAll('/', '_');
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
