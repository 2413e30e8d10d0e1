/**
 * Makes sure Debian's Chromium is installed for the end-to-end tests (browsers cannot be
 * downloaded by test tools here; `apt-get install chromium` can). Exits non-zero with a clear
 * message when it cannot install it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(chromiumPath)) {
  process.exit(0);
}
console.log(`Chromium not found at ${chromiumPath}; installing Debian's chromium package (needs root)...`);
try {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
} catch (error) {
  console.error(`Could not install Chromium: ${(error as Error).message}`);
  console.error('Install it with "sudo apt-get install chromium" or set CHROMIUM_PATH.');
  process.exit(1);
}
if (!existsSync(chromiumPath)) {
  console.error(`Chromium is still missing at ${chromiumPath}`);
  process.exit(1);
}
