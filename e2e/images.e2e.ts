/**
 * Responsive landing images in real Chromium (issue 9): the LCP image of `/` and of each storefront
 * landing is fetched with high priority and has its intrinsic size (no layout shift); at 390 px the
 * browser picks a variant no wider than the slot needs at the device's pixel density; the AVIF and
 * WebP sources exist and are served.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '#shared/paths.ts';
import { storefronts } from '#shared/storefronts.ts';
import { launchBrowser } from './support/browser.ts';
import { openPage } from './support/pages.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

interface LcpImage {
  fetchPriority: string | null;
  loading: string | null;
  width: string | null;
  height: string | null;
  currentSrc: string;
  /** Rendered CSS width of the image box. */
  cssWidth: number;
  sources: Array<{ type: string; srcset: string }>;
}

/** The one `fetchpriority="high"` image of the page, and what the browser did with it. */
async function lcpImage(page: Page): Promise<LcpImage> {
  const handle = page.locator('img[fetchpriority="high"]');
  expect(await handle.count()).toBe(1);
  await handle.evaluate((img: HTMLImageElement) => img.decode());
  return handle.evaluate((img: HTMLImageElement) => ({
    fetchPriority: img.getAttribute('fetchpriority'),
    loading: img.getAttribute('loading'),
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    currentSrc: img.currentSrc,
    cssWidth: img.getBoundingClientRect().width,
    sources: [...(img.parentElement?.querySelectorAll('source') ?? [])].map((source) => ({
      type: source.type,
      srcset: source.srcset,
    })),
  }));
}

/** The `NNNw` width of a variant URL such as `/gallery/cat-ghibli-480.avif`. */
function variantWidth(url: string): number {
  const match = /-(\d+)\.(avif|webp|jpg)$/.exec(new URL(url).pathname);
  if (!match) throw new Error(`not a gallery variant: ${url}`);
  return Number(match[1]);
}

const widths = [320, 480, 600, 960];

const pages = [
  { name: 'style chooser', path: paths.home() },
  ...storefronts.map((s) => ({
    name: `${s.locale}/${s.variant} landing`,
    path: paths.storefront(s.locale, s.variant),
  })),
];

describe.each(pages)('$name', ({ path }) => {
  it.each([1, 2])('at 390 px and DPR %i the LCP image is prioritised, sized and no wider than needed', async (dpr) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: dpr });
    try {
      const page = await context.newPage();
      expect(await openPage(page, `${baseUrl}${path}`)).toBe(200);
      const image = await lcpImage(page);
      expect(image.loading).toBeNull();
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
      expect(image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
      // Chromium decodes AVIF: it takes the first source.
      expect(image.currentSrc).toMatch(/\.avif$/);
      // No wider than the smallest width covering the rendered slot at this density (Chromium may
      // pick the next smaller one when the density is nearer to it): `sizes` matches the CSS.
      const needed = image.cssWidth * dpr;
      const smallestEnough = widths.find((width) => width >= needed) ?? widths[widths.length - 1];
      expect(variantWidth(image.currentSrc)).toBeLessThanOrEqual(smallestEnough);
      expect(widths).toContain(variantWidth(image.currentSrc));
    } finally {
      await context.close();
    }
  });
});

describe('gallery variants', () => {
  it('serves every AVIF, WebP and JPEG width of the LCP image of `/` with its type', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await openPage(page, `${baseUrl}/`);
      const image = await lcpImage(page);
      const fallback = await page.locator('img[fetchpriority="high"]').evaluate((img: HTMLImageElement) => img.srcset);
      const urls = [...image.sources.map((source) => source.srcset), fallback].flatMap((srcset) =>
        srcset.split(',').map((entry) => entry.trim().split(/\s+/)[0]),
      );
      expect(urls).toHaveLength(widths.length * 3);
      for (const url of urls) {
        const response = await fetch(new URL(url, baseUrl));
        expect(response.status, url).toBe(200);
        const ext = /\.(avif|webp|jpg)$/.exec(url)?.[1];
        expect(response.headers.get('content-type'), url).toBe(ext === 'jpg' ? 'image/jpeg' : `image/${ext}`);
        expect((await response.arrayBuffer()).byteLength, url).toBeGreaterThan(1000);
      }
    } finally {
      await context.close();
    }
  });

  it('loads the landing gallery lazily with explicit sizes on wide screens', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await openPage(page, `${baseUrl}${paths.storefront('en-us', 'wowanimatedtees')}`);
      await page.getByTestId('view-gallery').click();
      const grid = page.getByTestId('gallery-examples');
      const images = grid.locator('img:not([data-testid="gallery-mockup"])');
      await images.first().waitFor();
      const attributesOf = (all: HTMLImageElement[]) =>
        all.map((img) => [img.loading, img.decoding, img.getAttribute('width'), img.getAttribute('sizes')]);
      const attributes = await images.evaluateAll(attributesOf);
      expect(attributes.length).toBe(8);
      for (const [loading, decoding, width, sizes] of attributes) {
        expect([loading, decoding, width]).toEqual(['lazy', 'async', '600']);
        expect(sizes).toContain('269px');
      }
      // One garment mockup per card (issue 22 §1: a prebuilt image, no inline SVG), as lazy.
      const mockups = await grid.getByTestId('gallery-mockup').evaluateAll(attributesOf);
      expect(mockups).toEqual(Array.from({ length: 4 }, () => ['lazy', 'async', '320', '68px']));
      expect(await grid.locator('svg[data-testid="garment-mockup"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
