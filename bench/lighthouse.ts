/**
 * Lighthouse rows of `npm run bench` (issue 9, issue 22 §6): Lighthouse 12's default mobile
 * emulation on landing and customize in en-us and de and on the email-order page (a link staff made
 * through the shop's API, bench/email-order-seed.ts), median of 3 runs each (score, LCP, TBT, CLS,
 * the JavaScript and all bytes transferred), with the Chromium of `CHROME_PATH` (default
 * /usr/bin/chromium). Each run's report is kept as JSON in bench/results/lighthouse/ (the LCP
 * element, the request chains).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseRow {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
  /** Script bytes the page transferred while loading (compressed, as sent). */
  scriptBytes: number;
  /** The largest contentful paint's element in the median-LCP run (Lighthouse's selector). */
  lcpElement: string;
  runs: number;
}

/** A page to measure: its row label and the path (with query) under the shop's origin. */
export interface LighthousePage {
  page: string;
  path: string;
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** The storefront pages measured (paths under the shop's origin); the email-order page is added by the caller. */
export const lighthousePages: LighthousePage[] = [
  '/en-us/wowanimatedtees',
  '/en-us/wowanimatedtees/customize',
  '/de/wowanimatedtees',
  '/de/wowanimatedtees/customize',
].map((page) => ({ page, path: page }));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like, on a busy machine) is tried again twice. */
async function audit(url: string, port: number) {
  let lastError = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    lastError = lhr?.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse on ${url}: ${lastError}`);
}

/** Script bytes of Lighthouse's resource summary (what the page transferred while loading). */
function scriptBytes(lhr: Awaited<ReturnType<typeof audit>>): number {
  const details = lhr.audits['resource-summary']?.details as
    | { items?: Array<{ resourceType: string; transferSize: number }> }
    | undefined;
  return details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
}

/** The selector of the LCP element (`largest-contentful-paint-element`), or '' without one. */
function lcpElement(lhr: Awaited<ReturnType<typeof audit>>): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: Array<{ items?: Array<{ node?: { selector?: string; nodeLabel?: string } }> }> }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} (${(node.nodeLabel ?? '').slice(0, 40)})` : '';
}

/**
 * Runs Lighthouse `runs` times on each page of `pages` at `origin`; one Chromium for all.
 * @param reportDir where each run's report is written as JSON (`<page>-<run>.json`).
 */
export async function benchLighthouse(
  origin: string,
  pages = lighthousePages,
  runs = 3,
  reportDir = path.resolve('bench/results/lighthouse'),
): Promise<LighthouseRow[]> {
  await mkdir(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags,
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const { page, path: pagePath } of pages) {
      const samples: Array<Omit<LighthouseRow, 'page' | 'runs'>> = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(`${origin}${pagePath}`, chrome.port);
        const name = page.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '-');
        await writeFile(path.join(reportDir, `${name}-${i + 1}.json`), JSON.stringify(lhr));
        samples.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
          tbtMs: lhr.audits['total-blocking-time'].numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
          transferredBytes: lhr.audits['total-byte-weight'].numericValue ?? 0,
          scriptBytes: scriptBytes(lhr),
          lcpElement: lcpElement(lhr),
        });
      }
      const byLcp = [...samples].sort((a, b) => a.lcpMs - b.lcpMs);
      rows.push({
        page,
        score: median(samples.map((s) => s.score)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        transferredBytes: median(samples.map((s) => s.transferredBytes)),
        scriptBytes: median(samples.map((s) => s.scriptBytes)),
        lcpElement: byLcp[byLcp.length >> 1]?.lcpElement ?? '',
        runs,
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
