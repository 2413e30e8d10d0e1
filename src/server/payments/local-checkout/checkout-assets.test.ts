/** The hosted test checkout's assets: made at build time, read by the server (issue 18 §2). */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { buildCheckoutAssets } from './checkout-assets.build.ts';
import { findCheckoutAsset, loadCheckoutAssets, manifestFileName } from './checkout-assets.ts';

describe('test checkout assets', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'wowtees-checkout-assets-test-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('are built into a folder with content-hashed names, replacing an older build', async () => {
    const dir = path.join(root, 'build', 'checkout');
    await buildCheckoutAssets(dir);
    await writeFile(path.join(dir, 'checkout-form.000000000000.js'), 'stale');
    const manifest = await buildCheckoutAssets(dir);
    expect(manifest.style).toMatch(/^checkout-page\.[0-9a-f]{12}\.css$/);
    expect(manifest.script).toMatch(/^checkout-form\.[0-9a-f]{12}\.js$/);
    expect((await readdir(dir)).sort()).toEqual([manifest.script, manifestFileName, manifest.style].sort());

    const assets = await loadCheckoutAssets(dir);
    expect(assets.script.url).toBe(`/pay/assets/${manifest.script}`);
    expect(assets.script.contentType).toBe('text/javascript; charset=utf-8');
    // One bundled module: the form rules are inside it, nothing is imported at run time.
    expect(assets.script.body).not.toMatch(/\bimport\s*[{(*'"]/);
    expect(assets.script.body).toContain('checkout-form');
    expect(assets.style.body).toContain('.pay-button');
    expect(findCheckoutAsset(assets, assets.style.url)).toBe(assets.style);
    expect(findCheckoutAsset(assets, '/pay/assets/checkout-form.000000000000.js')).toBeNull();
  });

  it('say how to build them when the folder holds no build', async () => {
    const empty = path.join(root, 'nothing-built');
    await expect(loadCheckoutAssets(empty)).rejects.toThrow(/not built .*npm run build/);
  });

  it('missing, make the hosted page answer 500 (the start logs how to build them) instead of a page without them', async () => {
    const t = await buildTestApp('pglite', { checkoutAssetsDir: path.join(root, 'not-built') });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/pay/cs_test_local_0123' });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('INTERNAL');
    } finally {
      await t.close();
    }
  });

  it('refuse a manifest naming files outside the folder', async () => {
    const dir = path.join(root, 'tampered');
    await buildCheckoutAssets(dir);
    await writeFile(
      path.join(dir, manifestFileName),
      JSON.stringify({ style: '../../etc/passwd', script: 'checkout-form.0123456789ab.js' }),
    );
    await expect(loadCheckoutAssets(dir)).rejects.toThrow(/does not name the test checkout's files/);
  });
});
