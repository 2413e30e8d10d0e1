/**
 * Builds the client only when its inputs changed since the last successful build
 * (scripts/build-stamp.ts). Used by `npm start`, by `npm install` (postinstall, so the first start
 * after an install serves at once: issue 23 point 1) and by the end-to-end tests.
 *
 * - `PUBLIC_URL` unset: set to `http://localhost:$PORT`, as `npm start` does, so the builds of
 *   install, start and tests are the same build. `BUILD_DIR` names the folder (default `build`).
 * - A rebuild prints one line saying why, removes the old stamp first (an interrupted build is
 *   never taken for a good one), runs `npm run build` and writes the stamp when it succeeded.
 * - As a script: `node scripts/ensure-build.ts [--postinstall]`; exits with the build's code.
 *   `--postinstall` does nothing (exit 0, one line) when the build tools are not installed
 *   (`npm install --omit=dev` on a server that deploys a built client) or `WOWTEES_SKIP_BUILD=1`.
 */
import { spawn } from 'node:child_process';
import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import { decideBuild, publicUrlFor, readBuildInputs, readStamp, stampFileName, writeStamp } from './build-stamp.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Runs `npm run build` with this process's environment in its own process group; resolves to its
 * exit code, or ends this process with the signal that stopped it.
 */
function runBuild(): Promise<number> {
  // The npm that runs this script (npm_execpath) under this Node 24; plain `npm` when started directly.
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

/** The build folder of this environment (`BUILD_DIR`, default `build/`). */
export function buildDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(root, env.BUILD_DIR || 'build');
}

/**
 * Builds into `BUILD_DIR` (default `build/`) unless the last successful build had the same inputs.
 * Sets `process.env.PUBLIC_URL` to its default first when unset.
 * @returns the build's exit code (0 when nothing needed building).
 */
export async function ensureBuild(): Promise<number> {
  process.env.PUBLIC_URL = publicUrlFor(process.env);
  const started = performance.now();
  const buildDir = buildDirOf(process.env);
  const inputs = await readBuildInputs(root, process.env);
  const outputPresent = await access(path.join(buildDir, 'client', 'index.html')).then(
    () => true,
    () => false,
  );
  const decision = decideBuild(await readStamp(buildDir), inputs, outputPresent);
  const relativeBuildDir = path.relative(root, buildDir) || '.';
  if (!decision.rebuild) {
    const ms = Math.round(performance.now() - started);
    console.log(`The client in ${relativeBuildDir}/ is up to date (checked in ${ms} ms).`);
    return 0;
  }
  console.log(`Building the client into ${relativeBuildDir}/: ${decision.reason}`);
  await rm(path.join(buildDir, stampFileName), { force: true });
  const code = await runBuild();
  if (code === 0) await writeStamp(buildDir, inputs);
  return code;
}

if (import.meta.main) {
  if (process.argv.includes('--postinstall')) {
    const tools = await access(path.join(root, 'node_modules', '.bin', 'react-router')).then(
      () => true,
      () => false,
    );
    if (!tools || process.env.WOWTEES_SKIP_BUILD === '1') {
      console.log('Not building the client now (no build tools, or WOWTEES_SKIP_BUILD=1): npm start builds it.');
      process.exit(0);
    }
  }
  const code = await ensureBuild();
  if (code !== 0) console.error(`The build failed (exit code ${code}).`);
  process.exit(code);
}
