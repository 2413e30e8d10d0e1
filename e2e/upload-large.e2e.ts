/**
 * A phone's 48 MP photo is not refused (issue 9): the browser scales it to at most 24 MP (long side
 * at least 4,800 px) with its EXIF orientation applied before upload, and the upload area shows the
 * progress in percent (role="progressbar", aria-valuenow). The stored photo is checked through the
 * API. The upload is throttled (Chromium's network emulation) so the progress state can be seen.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { saveScreenshot } from './support/screenshots.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
let tempDir: string;
let photo: string;

/**
 * An 8000 × 6000 (48 MP) JPEG stored landscape with EXIF orientation 6 (rotate 90° clockwise to
 * display), so it shows as 6000 × 8000 portrait. Smooth colour plus grain: sizes like a photo.
 */
async function makePhonePhoto(file: string): Promise<void> {
  const [width, height] = [8000, 6000];
  const colours = await sharp({
    create: {
      width: 80,
      height: 60,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const grain = {
    create: {
      width,
      height,
      channels: 3 as const,
      background: '#808080',
      noise: { type: 'gaussian' as const, mean: 128, sigma: 12 },
    },
  };
  const jpeg = await sharp(colours)
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  await writeFile(file, jpeg);
}

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'wowtees-upload-large-'));
  photo = path.join(tempDir, 'PXL_48mp.jpg');
  await makePhonePhoto(photo);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

async function openCustomize(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/en-us/wowanimatedtees/customize`);
  await page.waitForFunction(() => Boolean(localStorage.getItem('customerId')));
  // Records every aria-valuenow the progress bar shows, and the page's long tasks (main-thread stalls).
  await page.evaluate(() => {
    const seen: number[] = [];
    const longTasks: number[] = [];
    Object.assign(window, { __progressSeen: seen, __longTasks: longTasks });
    new MutationObserver(() => {
      const value = document.querySelector('[data-testid="upload-progress"]')?.getAttribute('aria-valuenow');
      if (value != null && seen.at(-1) !== Number(value)) seen.push(Number(value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
  return page;
}

describe('48 MP phone photo upload', () => {
  it.each([390, 1280])('scales it to ≤ 24 MP, shows progress in percent and stores it (%i px)', async (width) => {
    const page = await openCustomize(width);
    // About 4 s for the ~5 MB scaled photo, so the progress state stays on screen a while.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1_500_000,
    });

    const started = Date.now();
    await page.getByTestId('upload-input').setInputFiles(photo);
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await progress.waitFor();
    // Scaling down first (indeterminate), then sending: aria-valuenow appears and climbs.
    await expect.poll(() => progress.getAttribute('aria-valuenow'), { timeout: 30_000 }).toMatch(/^([1-9]\d?)$/);
    const preparedMs = Date.now() - started;
    await saveScreenshot(page, `upload-progress-${width}`, { settleMs: 300 });
    await saveScreenshot(page.locator('#upload'), `upload-progress-card-${width}`);

    await expect
      .poll(() => page.getByTestId('upload-status').textContent(), { timeout: 60_000 })
      .toMatch(/uploaded successfully/i);
    await page.getByText('Image uploaded successfully!').first().waitFor();
    expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
    expect(await page.getByAltText('Preview of your photo').isVisible()).toBe(true);
    expect(await progress.count()).toBe(0);

    const seen = await page.evaluate(() => (window as unknown as { __progressSeen: number[] }).__progressSeen);
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(100);

    // The stored photo: at most 24 MP, long side at least 4,800 px, and portrait (EXIF honoured).
    const customerId = await page.evaluate(() => localStorage.getItem('customerId'));
    const customer = (await (await fetch(`${baseUrl}/api/customers/${customerId}`)).json()) as { imageUrl: string };
    const stored = Buffer.from(await (await fetch(customer.imageUrl)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    const [w, h] = [meta.width ?? 0, meta.height ?? 0];
    console.info(
      `${width} px: prepared in ${preparedMs} ms, stored ${w}x${h} (${((w * h) / 1e6).toFixed(2)} MP, ${stored.length} B), progress ${seen.join(',')}, long tasks ${longTasks.join(',') || 'none'} ms`,
    );
    expect(w * h).toBeLessThanOrEqual(24_000_000);
    expect(Math.max(w, h)).toBeGreaterThanOrEqual(4800);
    expect(h).toBeGreaterThan(w);
    expect(meta.orientation ?? 1).toBe(1);
    await page.context().close();
  });
});
