/**
 * `npm start` (issue 11 "Newcomer start"): builds the client only when its inputs changed since the
 * last successful build (scripts/build-stamp.ts), then starts the server in this process
 * (src/server/main.ts: its Ctrl-C/SIGTERM handling and exit codes apply unchanged).
 *
 * - `PUBLIC_URL` unset: set to `http://localhost:$PORT` for both build and server, so canonical
 *   links follow PORT. `BUILD_DIR` set without `CLIENT_DIR`: the server serves `BUILD_DIR/client`.
 * - The configuration is checked first, so a typo stops the start before a build.
 * - A rebuild prints one line saying why, removes the old stamp first (an interrupted build is
 *   never taken for a good one), runs `npm run build` and writes the stamp when it succeeded.
 *   A failed build ends the start with the build's exit code; a signal during the build stops it.
 */
import { spawn } from 'node:child_process';
import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '#server/config.ts';
import { decideBuild, publicUrlFor, readBuildInputs, readStamp, stampFileName, writeStamp } from './build-stamp.ts';

const root = path.resolve(import.meta.dirname, '..');
process.env.PUBLIC_URL = publicUrlFor(process.env);
const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build');
process.env.CLIENT_DIR ||= path.join(buildDir, 'client');

try {
  loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/**
 * Runs `npm run build` with this process's environment in its own process group; resolves to its
 * exit code, or ends this process with the signal that stopped it.
 */
function runBuild(): Promise<number> {
  // The npm that runs `npm start` (npm_execpath) under this Node 24; plain `npm` when started directly.
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm, 'run', 'build']] : ['npm', ['run', 'build']];
  // Its own process group, so a signal reaches every step (npm does not pass SIGTERM on to
  // grandchildren such as `react-router build`); Ctrl-C and SIGTERM are therefore passed on here.
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', detached: true });
  let stoppedBy: NodeJS.Signals | undefined;
  const forward = (signal: NodeJS.Signals) => {
    stoppedBy ??= signal;
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The build has already ended.
    }
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      // Stopped on request: end as the signal would have, without a "build failed" message.
      if (stoppedBy ?? signal) process.kill(process.pid, stoppedBy ?? signal ?? 'SIGTERM');
      else resolve(code ?? 1);
    });
  });
}

const started = performance.now();
const inputs = await readBuildInputs(root, process.env);
const outputPresent = await access(path.join(buildDir, 'client', 'index.html')).then(
  () => true,
  () => false,
);
const decision = decideBuild(await readStamp(buildDir), inputs, outputPresent);
const relativeBuildDir = path.relative(root, buildDir) || '.';
if (decision.rebuild) {
  console.log(`Building the client into ${relativeBuildDir}/: ${decision.reason}`);
  await rm(path.join(buildDir, stampFileName), { force: true });
  const code = await runBuild();
  if (code !== 0) {
    console.error(`The build failed (exit code ${code}); the server was not started.`);
    process.exit(code);
  }
  await writeStamp(buildDir, inputs);
} else {
  const ms = Math.round(performance.now() - started);
  console.log(`The client in ${relativeBuildDir}/ is up to date (checked in ${ms} ms); starting the server.`);
}

await import('../src/server/main.ts');
