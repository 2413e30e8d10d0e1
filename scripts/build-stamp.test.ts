/** The build stamp of `npm start` (scripts/build-stamp.ts): what counts as a change, and the one-line reason. */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  decideBuild,
  envKeysIn,
  publicUrlFor,
  readBuildInputs,
  readStamp,
  scriptFilesOf,
  stampFileName,
  writeStamp,
} from './build-stamp.ts';

let root: string;

/** A tiny project: a build script, a vite.config.ts defining two keys, client sources and a test file. */
async function makeProject(): Promise<void> {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ scripts: { build: 'node scripts/make-x.ts && react-router build' } }),
    'scripts/make-x.ts': 'const url = process.env.PUBLIC_URL;',
    'vite.config.ts':
      "export default { define: { a: JSON.stringify(process.env.SUPPORT_EMAIL ?? ''), b: process.env['SHOP_VAT_ID'], c: process.env.BUILD_DIR } };",
    'src/client/page.tsx': 'export const page = 1;',
    'src/client/page.test.tsx': 'it("x", () => {});',
    'public/gallery/a-photo-320.webp': 'generated',
    'public/logo.svg': '<svg/>',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'build-stamp-'));
  await makeProject();
});
afterEach(() => rm(root, { recursive: true, force: true }));

const env = { SUPPORT_EMAIL: 'help@example.com', PUBLIC_URL: 'http://localhost:3000' };

describe('build inputs', () => {
  it('finds the environment keys the build reads, without BUILD_DIR', () => {
    expect(envKeysIn(["process.env.B ?? '' + process.env['A'] + process.env.BUILD_DIR"])).toEqual(['A', 'B']);
  });

  it('finds the scripts a build command runs', () => {
    expect(scriptFilesOf('node scripts/a.ts && react-router build && node ./scripts/b.mjs x')).toEqual([
      'scripts/a.ts',
      'scripts/b.mjs',
    ]);
  });

  it('hashes sources and build scripts, not tests or generated gallery images', async () => {
    const inputs = await readBuildInputs(root, env);
    expect(Object.keys(inputs.files)).toEqual([
      'public/logo.svg',
      'scripts/make-x.ts',
      'src/client/page.tsx',
      'vite.config.ts',
    ]);
    expect(Object.keys(inputs.env)).toEqual(['PUBLIC_URL', 'SHOP_VAT_ID', 'SUPPORT_EMAIL']);
  });

  it('defaults PUBLIC_URL to the PORT the server listens on', () => {
    expect(publicUrlFor({})).toBe('http://localhost:3000');
    expect(publicUrlFor({ PORT: '4100' })).toBe('http://localhost:4100');
    expect(publicUrlFor({ PORT: '4100', PUBLIC_URL: 'https://shop.example' })).toBe('https://shop.example');
  });
});

describe('decideBuild', () => {
  it('builds the first time, and when the built client is missing', async () => {
    const inputs = await readBuildInputs(root, env);
    expect(decideBuild(undefined, inputs, false)).toEqual({ rebuild: true, reason: 'first build' });
    const stamp = await writeStamp(root, inputs);
    expect(decideBuild(stamp, inputs, false)).toEqual({ rebuild: true, reason: 'the built client is missing' });
  });

  it('does not build when nothing changed, even after a test or a generated image changed', async () => {
    const stamp = await writeStamp(root, await readBuildInputs(root, env));
    await writeFile(path.join(root, 'src/client/page.test.tsx'), 'changed');
    await writeFile(path.join(root, 'public/gallery/a-photo-320.webp'), 'changed');
    expect(decideBuild(stamp, await readBuildInputs(root, { ...env }), true)).toEqual({ rebuild: false, reason: '' });
  });

  it('names the environment keys that changed', async () => {
    const stamp = await writeStamp(root, await readBuildInputs(root, env));
    const changed = await readBuildInputs(root, { ...env, SUPPORT_EMAIL: 'other@example.com', SHOP_VAT_ID: 'DE1' });
    expect(decideBuild(stamp, changed, true)).toEqual({ rebuild: true, reason: 'SHOP_VAT_ID, SUPPORT_EMAIL changed' });
    const otherPort = await readBuildInputs(root, { ...env, PUBLIC_URL: publicUrlFor({ PORT: '4100' }) });
    expect(decideBuild(stamp, otherPort, true).reason).toBe('PUBLIC_URL changed');
  });

  it('picks up a key newly read by vite.config.ts', async () => {
    const stamp = await writeStamp(root, await readBuildInputs(root, env));
    await writeFile(path.join(root, 'vite.config.ts'), 'export default { a: process.env.SHOP_LEGAL_NAME };');
    const inputs = await readBuildInputs(root, { ...env, SHOP_LEGAL_NAME: 'Wow GmbH' });
    expect(inputs.env).toHaveProperty('SHOP_LEGAL_NAME');
    expect(decideBuild(stamp, inputs, true).reason).toMatch(
      /SHOP_LEGAL_NAME.*changed; sources changed \(vite\.config\.ts\)/,
    );
  });

  it('names changed, added and removed sources, at most two of them', async () => {
    const stamp = await writeStamp(root, await readBuildInputs(root, env));
    await writeFile(path.join(root, 'src/client/page.tsx'), 'export const page = 2;');
    await writeFile(path.join(root, 'src/client/new-page.tsx'), 'export {};');
    await rm(path.join(root, 'public/logo.svg'));
    expect(decideBuild(stamp, await readBuildInputs(root, env), true)).toEqual({
      rebuild: true,
      reason: 'sources changed (public/logo.svg, src/client/new-page.tsx and 1 more)',
    });
  });

  it('rebuilds when the build script changes', async () => {
    const stamp = await writeStamp(root, await readBuildInputs(root, env));
    await writeFile(path.join(root, 'package.json'), JSON.stringify({ scripts: { build: 'react-router build' } }));
    const decision = decideBuild(stamp, await readBuildInputs(root, env), true);
    expect(decision.rebuild).toBe(true);
    expect(decision.reason).toMatch(/^Node\.js or the build script changed/);
  });
});

describe('the stamp file', () => {
  it('round-trips, holds digests only, and an unreadable stamp counts as none', async () => {
    const inputs = await readBuildInputs(root, env);
    const written = await writeStamp(root, inputs, new Date('2026-01-02T03:04:05Z'));
    expect(await readStamp(root)).toEqual(written);
    const text = await readFile(path.join(root, stampFileName), 'utf8');
    expect(text).not.toContain('help@example.com');
    await writeFile(path.join(root, stampFileName), '{"version":1,');
    expect(await readStamp(root)).toBeUndefined();
  });
});
