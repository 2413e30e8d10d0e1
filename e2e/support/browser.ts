/**
 * Debian's Chromium through playwright-core with the flags this machine needs. The end-to-end run
 * starts one Chromium in its global setup (`startBrowserServer`) and every test file connects to
 * it (issue 18 §6: one browser per run, a context per test) instead of launching its own.
 *
 * Which Chromium (ADR 0032): `CHROMIUM_PATH` when set; else `npm test`'s end-to-end run uses
 * Debian's `chromium-headless-shell` (the same Chromium release built as the headless shell, which
 * Playwright itself runs headless tests in): a page load costs it about a third of the CPU of the
 * full browser's headless mode, and the browser was four fifths of that run's CPU. Screenshots
 * (`npm run screenshots`, `E2E_FULL_CHROMIUM=1`) and scripts use the full `/usr/bin/chromium`, as
 * the Lighthouse bench does.
 */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserServer, chromium, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium executables and the packages that install them (scripts/ensure-chromium.ts). */
export const chromiumPackages = {
  full: { executable: '/usr/bin/chromium', name: 'chromium' },
  headlessShell: { executable: '/usr/bin/chromium-headless-shell', name: 'chromium-headless-shell' },
} as const;

/**
 * The Chromium executable the end-to-end run drives (see the module comment): `CHROMIUM_PATH`, else
 * the headless shell unless `E2E_FULL_CHROMIUM` is set or the shell is not installed, else the full browser.
 */
function e2eChromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = chromiumPackages.headlessShell.executable;
  if (!process.env.E2E_FULL_CHROMIUM && existsSync(shell)) return shell;
  return chromiumPackages.full.executable;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

const launchOptions: LaunchOptions = { headless: true, args: chromiumArgs };

/** Starts the run's Chromium (`e2eChromiumPath`); test files reach it at its `wsEndpoint()`. */
export function startBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ ...launchOptions, executablePath: e2eChromiumPath() });
}

/** The run's Chromium endpoint handed over by the e2e global setup; none outside Vitest (scripts). */
async function browserEndpoint(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  try {
    return inject('browserEndpoint') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Connects to the run's Chromium, or launches one when there is none (scripts). `close()` on the
 * result ends this connection and the contexts made through it, not the shared browser.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = await browserEndpoint();
  return endpoint
    ? chromium.connect(endpoint)
    : chromium.launch({
        ...launchOptions,
        executablePath: process.env.CHROMIUM_PATH ?? chromiumPackages.full.executable,
      });
}
