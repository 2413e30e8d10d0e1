/**
 * Makes sure Debian's Chromium is installed for the end-to-end tests and screenshots (browsers
 * cannot be downloaded by test tools here; `apt-get install` can): the full browser
 * (`/usr/bin/chromium`, screenshots and the Lighthouse bench) and its headless shell
 * (`/usr/bin/chromium-headless-shell`, the `npm test` end-to-end run; ADR 0032), or only
 * `CHROMIUM_PATH` when that is set. Exits non-zero with a clear message when it cannot install them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPackages } from '../e2e/support/browser.ts';

const packages = new Map<string, string>(
  Object.values(chromiumPackages).map(({ executable, name }) => [executable, name]),
);
const wanted = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : [...packages.keys()];
const missing = wanted.filter((executable) => !existsSync(executable));

if (missing.length === 0) {
  process.exit(0);
}
const names = missing.map((executable) => packages.get(executable) ?? 'chromium');
console.log(`Chromium not found at ${missing.join(', ')}; installing Debian's ${names.join(' and ')} (needs root)...`);
try {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...new Set(names)], { stdio: 'inherit', env });
} catch (error) {
  console.error(`Could not install Chromium: ${(error as Error).message}`);
  console.error(`Install it with "sudo apt-get install ${names.join(' ')}" or set CHROMIUM_PATH.`);
  process.exit(1);
}
const stillMissing = missing.filter((executable) => !existsSync(executable));
if (stillMissing.length > 0) {
  console.error(`Chromium is still missing at ${stillMissing.join(', ')}`);
  process.exit(1);
}
