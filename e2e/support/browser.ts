/**
 * Debian's Chromium through playwright-core with the flags this machine needs. The end-to-end run
 * starts one Chromium in its global setup (`startBrowserServer`) and every test file connects to
 * it (issue 18 §6: one browser per run, a context per test) instead of launching its own.
 */
import { type Browser, type BrowserServer, chromium, type LaunchOptions } from 'playwright-core';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: chromiumArgs,
};

/** Starts the run's Chromium; test files reach it at its `wsEndpoint()`. */
export function startBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
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
  return endpoint ? chromium.connect(endpoint) : chromium.launch(launchOptions);
}
