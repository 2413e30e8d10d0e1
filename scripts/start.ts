/**
 * `npm start` (issue 11 "Newcomer start"): builds the client only when its inputs changed since the
 * last successful build (scripts/ensure-build.ts; `npm install` built it already), then starts the
 * server in this process (src/server/main.ts: its Ctrl-C/SIGTERM handling and exit codes apply
 * unchanged).
 *
 * - `PUBLIC_URL` unset: set to `http://localhost:$PORT` for both build and server, so canonical
 *   links follow PORT. `BUILD_DIR` set without `CLIENT_DIR`: the server serves `BUILD_DIR/client`.
 * - The configuration is checked first, so a typo stops the start before a build.
 * - A failed build ends the start with the build's exit code; a signal during the build stops it.
 */
import path from 'node:path';
import { loadConfig } from '#server/config.ts';
import { publicUrlFor } from './build-stamp.ts';
import { buildDirOf, ensureBuild } from './ensure-build.ts';

process.env.PUBLIC_URL = publicUrlFor(process.env);
process.env.CLIENT_DIR ||= path.join(buildDirOf(process.env), 'client');

try {
  loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// `npm install` has usually built it already (postinstall); then this is a check of under a second.
const code = await ensureBuild();
if (code !== 0) {
  console.error(`The build failed (exit code ${code}); the server was not started.`);
  process.exit(code);
}

await import('../src/server/main.ts');
