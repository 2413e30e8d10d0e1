/**
 * The build stamp of `npm start` (issue 11 "Newcomer start"): what the last successful client
 * build was made from, so a start rebuilds only when that changed.
 *
 * A build's inputs are
 * - the environment values it reads: every `process.env.NAME` that vite.config.ts,
 *   react-router.config.ts, the build scripts or the client and shared sources mention (so a key
 *   added to vite.config.ts's `define`, like SUPPORT_EMAIL or SHOP_LEGAL_NAME, counts without a
 *   list to keep up to date), except `BUILD_DIR`, which only names the folder the stamp lives in;
 * - the files it reads ({@link sourceInputs} and the scripts `npm run build` runs), by content
 *   (sha256; about 7 MB, well under 100 ms), without test files and generated gallery images;
 * - the Node.js version and the `build` script itself.
 * The stamp is `<BUILD_DIR or build>/.build-stamp.json`, outside `client/`, so it is never served;
 * it holds sha256 digests only, never the values.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const stampFileName = '.build-stamp.json';

/**
 * Folders and files the client build reads besides the build scripts: the client and shared code
 * (React Router prerenders from them), `public/`, the gallery artwork's photos and stylizer
 * (scripts/make-gallery-artwork.ts), the hosted test checkout's stylesheet and browser module, the
 * build configuration and the locked dependencies.
 */
export const sourceInputs = [
  'src/client',
  'src/shared',
  'src/server/images/filters',
  // The hosted test checkout's stylesheet and browser module (scripts/build-checkout-assets.ts).
  'src/server/payments/local-checkout',
  'e2e/fixtures',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

/** Files that change nothing in the build: tests, and the gallery images the build itself writes (gitignored). */
const ignoredFile = /(\.test\.tsx?$)|(^public\/gallery\/.*\.(webp|avif|jpg)$)|(\/\.DS_Store$)/;

/** Environment keys that do not change what is built. */
const ignoredEnvKeys = new Set(['BUILD_DIR']);

/** What one build was made from; every value a sha256 digest (hex). */
export interface BuildInputs {
  /** Environment key the build reads → digest of its value (unset counts as ''). */
  env: Record<string, string>;
  /** Path relative to the project, with `/` → digest of the file's content. */
  files: Record<string, string>;
  /** Digest of the Node.js version and the `build` script. */
  tool: string;
}

/** `.build-stamp.json`: the inputs of the last successful build and their combined digest. */
export interface BuildStamp extends BuildInputs {
  version: 1;
  fingerprint: string;
  /** ISO time the build finished. */
  builtAt: string;
}

export interface BuildDecision {
  rebuild: boolean;
  /** One line for the log: "first build", "PUBLIC_URL changed", "sources changed (…)"; empty when not rebuilding. */
  reason: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * `PUBLIC_URL`, or when it is unset or empty the shop's own default `http://localhost:$PORT`
 * (`PORT` 3000 when unset), the same default as src/server/config.ts, so the canonical links of a
 * build made by `npm start` follow PORT.
 */
export function publicUrlFor(env: NodeJS.ProcessEnv): string {
  return env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`;
}

/** The `process.env.NAME` and `process.env['NAME']` keys mentioned in `texts`, sorted, without {@link ignoredEnvKeys}. */
export function envKeysIn(texts: string[]): string[] {
  const keys = new Set<string>();
  const reference = /process\.env(?:\.([A-Za-z_]\w*)|\[\s*['"]([A-Za-z_]\w*)['"]\s*\])/g;
  for (const text of texts) {
    for (const match of text.matchAll(reference)) keys.add(match[1] ?? match[2]);
  }
  return [...keys].filter((key) => !ignoredEnvKeys.has(key)).sort();
}

/** The script files (`node scripts/x.ts`) a package.json script runs, relative to the project. */
export function scriptFilesOf(command: string): string[] {
  return [...command.matchAll(/\bnode\s+([\w./-]+\.[cm]?[jt]s)\b/g)].map((match) => path.posix.normalize(match[1]));
}

/** Every file below `entry` (a file or folder relative to `root`), as sorted `/` paths; nothing when it does not exist. */
async function filesUnder(root: string, entry: string): Promise<string[]> {
  const absolute = path.join(root, entry);
  const info = await stat(absolute).catch(() => undefined);
  if (!info) return [];
  if (info.isFile()) return [entry];
  const entries = await readdir(absolute, { recursive: true, withFileTypes: true });
  return entries
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)).split(path.sep).join('/'));
}

/**
 * Reads the current inputs of the build of the project at `root` under `env`.
 * @throws when package.json has no `build` script.
 */
export async function readBuildInputs(root: string, env: NodeJS.ProcessEnv): Promise<BuildInputs> {
  const packageJson = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const buildScript: string | undefined = packageJson.scripts?.build;
  if (!buildScript) throw new Error('package.json has no "build" script');
  const entries = [...sourceInputs, ...scriptFilesOf(buildScript)];
  const paths = [...new Set((await Promise.all(entries.map((entry) => filesUnder(root, entry)))).flat())]
    .filter((file) => !ignoredFile.test(file))
    .sort();
  const files: Record<string, string> = {};
  const texts: string[] = [];
  for (const file of paths) {
    const content = await readFile(path.join(root, file));
    files[file] = sha256(content);
    if (/\.[cm]?[jt]sx?$/.test(file)) texts.push(content.toString('utf8'));
  }
  const envDigests: Record<string, string> = {};
  for (const key of envKeysIn(texts)) envDigests[key] = sha256(env[key] ?? '');
  return { env: envDigests, files, tool: sha256(`${process.version}\n${buildScript}`) };
}

/** The combined digest of `inputs` (independent of key order). */
export function fingerprintOf(inputs: BuildInputs): string {
  const sorted = (record: Record<string, string>) => Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1));
  return sha256(JSON.stringify([sorted(inputs.env), sorted(inputs.files), inputs.tool]));
}

/** Keys whose value differs between `before` and `now`, added and removed ones included, sorted. */
function changedKeys(before: Record<string, string>, now: Record<string, string>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(now)]);
  return [...keys].filter((key) => before[key] !== now[key]).sort();
}

/**
 * Whether `npm start` must build: when there is no stamp or no built client (`outputPresent`
 * false), or anything in `current` differs from the stamp; the reason names what changed.
 */
export function decideBuild(
  previous: BuildStamp | undefined,
  current: BuildInputs,
  outputPresent: boolean,
): BuildDecision {
  if (!previous) return { rebuild: true, reason: 'first build' };
  if (!outputPresent) return { rebuild: true, reason: 'the built client is missing' };
  if (previous.version === 1 && previous.fingerprint === fingerprintOf(current)) return { rebuild: false, reason: '' };
  const reasons: string[] = [];
  if (previous.tool !== current.tool) reasons.push('Node.js or the build script changed');
  const env = changedKeys(previous.env ?? {}, current.env);
  if (env.length > 0) reasons.push(`${env.join(', ')} changed`);
  const files = changedKeys(previous.files ?? {}, current.files);
  if (files.length > 0) {
    const more = files.length > 2 ? ` and ${files.length - 2} more` : '';
    reasons.push(`sources changed (${files.slice(0, 2).join(', ')}${more})`);
  }
  return { rebuild: true, reason: reasons.join('; ') || 'the build stamp is from another version' };
}

/** The stamp in `buildDir`, or undefined when it is missing or unreadable (then the client is rebuilt). */
export async function readStamp(buildDir: string): Promise<BuildStamp | undefined> {
  try {
    const stamp = JSON.parse(await readFile(path.join(buildDir, stampFileName), 'utf8')) as BuildStamp;
    return stamp.version === 1 && typeof stamp.fingerprint === 'string' ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the stamp of a successful build of `inputs` into `buildDir` atomically (temporary file, then rename). */
export async function writeStamp(buildDir: string, inputs: BuildInputs, now = new Date()): Promise<BuildStamp> {
  const stamp: BuildStamp = { version: 1, fingerprint: fingerprintOf(inputs), builtAt: now.toISOString(), ...inputs };
  const target = path.join(buildDir, stampFileName);
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(stamp, null, 1)}\n`);
  await rename(temporary, target);
  return stamp;
}
