/**
 * Lighthouse rows of `npm run bench` (issue 9): Lighthouse 12's default mobile emulation on
 * landing and customize in en-us and de, median of 3 runs each (score, LCP, TBT, CLS and
 * transferred bytes), with the Chromium of `CHROME_PATH` (default /usr/bin/chromium).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseRow {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
  runs: number;
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

/** The pages measured: path under the shop's origin. */
export const lighthousePages = [
  '/en-us/wowanimatedtees',
  '/en-us/wowanimatedtees/customize',
  '/de/wowanimatedtees',
  '/de/wowanimatedtees/customize',
];

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

/** Runs Lighthouse `runs` times on each page of `pages` at `origin`; one Chromium for all. */
export async function benchLighthouse(origin: string, pages = lighthousePages, runs = 3): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags,
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      const samples: Array<Omit<LighthouseRow, 'page' | 'runs'>> = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(`${origin}${page}`, chrome.port);
        samples.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
          tbtMs: lhr.audits['total-blocking-time'].numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
          transferredBytes: lhr.audits['total-byte-weight'].numericValue ?? 0,
        });
      }
      rows.push({
        page,
        score: median(samples.map((s) => s.score)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        transferredBytes: median(samples.map((s) => s.transferredBytes)),
        runs,
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
