import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test-support/test-app.ts';
import {
  createEmailLinkSigner,
  emailOrderLinkUrl,
  emailVerificationUrl,
  hashLinkToken,
  linkTokenPattern,
  newLinkToken,
} from './email-links.ts';

describe('email links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('verifies its own signature, case- and space-insensitively, and nothing else', async () => {
    const signer = await createEmailLinkSigner(t.app.ctx.database.db);
    const sig = signer.sign('Anna@Example.com');
    expect(signer.verify(' anna@example.com', sig)).toBe(true);
    expect(signer.verify('bob@example.com', sig)).toBe(false);
    expect(signer.verify('anna@example.com', `${sig.slice(0, -1)}A`)).toBe(sig.endsWith('A'));
    expect(signer.verify('anna@example.com', undefined)).toBe(false);
    expect(signer.verify('anna@example.com', 'short')).toBe(false);
  });

  it('keeps a generated secret across restarts, and EMAIL_LINK_SECRET wins', async () => {
    const first = await createEmailLinkSigner(t.app.ctx.database.db);
    const again = await createEmailLinkSigner(t.app.ctx.database.db);
    expect(again.sign('anna@example.com')).toBe(first.sign('anna@example.com'));
    const configured = await createEmailLinkSigner(t.app.ctx.database.db, 'x'.repeat(40));
    expect(configured.sign('anna@example.com')).not.toBe(first.sign('anna@example.com'));
  });

  it('builds the email-order link of SPEC §2.10 with a random token, and the verification link with it in the fragment', () => {
    const token = newLinkToken();
    expect(token).toMatch(linkTokenPattern);
    expect(newLinkToken()).not.toBe(token);
    expect(hashLinkToken(token)).toMatch(/^[0-9a-f]{64}$/);
    const link = new URL(emailOrderLinkUrl('http://localhost:3000', 'de', 'anna+shop@example.com', token));
    expect(link.pathname).toBe('/de/wowanimatedtees/emailorder');
    expect(link.searchParams.get('email')).toBe('anna+shop@example.com');
    expect(link.searchParams.get('sig')).toBe(token);
    const verify = new URL(emailVerificationUrl('http://localhost:3000', 'fr', token));
    expect(verify.pathname).toBe('/fr/wowanimatedtees/verify-email');
    expect(verify.search).toBe('');
    expect(verify.hash).toBe(`#t=${token}`);
  });
});
