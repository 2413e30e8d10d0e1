import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions, staffUsers } from '#server/db/schema/index.ts';
import { loginAsStaff } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { createStaffAccount, ensureFirstStaffAccount } from './staff-accounts.service.ts';

const origin = 'http://localhost:3000';
const password = 'correct horse battery staple';
/** What the session routes say about anna, a staff member with her own password. */
const annaSession = { email: 'anna@example.com', role: 'staff', passwordChangeRequired: false, totpEnabled: false };

function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === 'wowtees_admin');
}

describe.each(databaseTargets())('staff sessions on %s', (target) => {
  let t: TestApp;
  let address = 0;
  /** A fresh client address per test, so the failure counts of one test do not touch another. */
  const nextAddress = () => `10.0.0.${++address}`;

  const login = (email: string, pass: string, extra: { cookie?: string; remoteAddress?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
      remoteAddress: extra.remoteAddress ?? nextAddress(),
      payload: { email, password: pass },
    });
  const whoAmI = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/session', headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await buildTestApp(target);
    await createStaffAccount(t.app.ctx.database.db, 'anna@example.com', password);
  });
  afterAll(async () => t?.close());

  it('logs in with the right password: 200 {email} and an HttpOnly, SameSite=Strict session cookie', async () => {
    expect((await whoAmI()).statusCode).toBe(401);
    expect((await whoAmI()).json().error.code).toBe('UNAUTHORIZED');

    const res = await login('  Anna@Example.com ', password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(annaSession);
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/);

    const me = await whoAmI(`wowtees_admin=${cookie?.value}`);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(annaSession);
  });

  it('stores only the SHA-256 of the session id', async () => {
    const { cookie } = await loginAsStaff(t.app);
    const rawId = decodeURIComponent(cookie.split('=')[1]).split('.')[0];
    const rows = await t.app.ctx.database.db.select({ id: adminSessions.id }).from(adminSessions);
    const ids = rows.map((row) => row.id);
    expect(ids).toContain(createHash('sha256').update(rawId).digest('hex'));
    expect(ids).not.toContain(rawId);
  });

  it('answers a wrong password and an unknown email alike: 401 INVALID_CREDENTIALS, no cookie', async () => {
    const wrong = await login('anna@example.com', 'not the password');
    const unknown = await login('nobody@example.com', password);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses malformed login bodies with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin },
      payload: { email: 'anna@example.com', password: 'x'.repeat(300) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('gives a new session id at login: the cookie from before no longer works', async () => {
    const first = sessionCookie(await login('anna@example.com', password));
    const second = sessionCookie(
      await login('anna@example.com', password, { cookie: `wowtees_admin=${first?.value}` }),
    );
    expect(second?.value).toBeTruthy();
    expect(second?.value).not.toBe(first?.value);
    expect((await whoAmI(`wowtees_admin=${first?.value}`)).statusCode).toBe(401);
    expect((await whoAmI(`wowtees_admin=${second?.value}`)).statusCode).toBe(200);
  });

  it('logs out: DELETE answers 204 and the old cookie no longer works', async () => {
    const staff = await loginAsStaff(t.app);
    expect((await whoAmI(staff.cookie)).json()).toMatchObject({ email: staff.email });
    const out = await t.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: staff.headers });
    expect(out.statusCode).toBe(204);
    expect(sessionCookie(out)?.value).toBe('');
    expect((await whoAmI(staff.cookie)).statusCode).toBe(401);
    // Logging out again is harmless.
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: staff.headers })).statusCode,
    ).toBe(204);
  });

  it('refuses cross-origin mutations with 403 ORIGIN_NOT_ALLOWED', async () => {
    const staff = await loginAsStaff(t.app);
    const foreign = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/admin' },
      {},
    ];
    for (const headers of foreign) {
      const out = await t.app.inject({
        method: 'DELETE',
        url: '/api/admin/session',
        headers: { cookie: staff.cookie, ...headers },
      });
      expect(out.statusCode).toBe(403);
      expect(out.json().error.code).toBe('ORIGIN_NOT_ALLOWED');
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        headers,
        payload: { email: 'anna@example.com', password },
      });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().error.code).toBe('ORIGIN_NOT_ALLOWED');
    }
    // The session survived every attempt; a same-origin Referer (no Origin) is accepted.
    expect((await whoAmI(staff.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { cookie: staff.cookie, referer: `${origin}/admin` },
    });
    expect(out.statusCode).toBe(204);
  });

  it('answers 429 RATE_LIMITED with Retry-After at the 11th failed login a minute from one address', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < 10; i++) {
      const res = await login(`guess-${i}@example.com`, 'wrong password', { remoteAddress });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login('anna@example.com', password, { remoteAddress });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(sessionCookie(blocked)).toBeUndefined();
    // Another address is not affected.
    expect((await login('anna@example.com', password)).statusCode).toBe(200);
  });

  it('slows an attacked account only for addresses that failed against it (issue 17 §3, probe F4)', async () => {
    await createStaffAccount(t.app.ctx.database.db, 'target@example.com', password);
    const attackers = Array.from({ length: 10 }, () => nextAddress());
    for (const [i, remoteAddress] of attackers.entries()) {
      expect((await login('target@example.com', `wrong ${i}`, { remoteAddress })).statusCode).toBe(401);
    }
    // A failing address waits before it may try this account again…
    const blocked = await login('TARGET@example.com', password, { remoteAddress: attackers[9] });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // …while the right password from an address that has not failed still works, and so do other accounts.
    expect((await login('target@example.com', password)).statusCode).toBe(200);
    expect((await login('anna@example.com', password, { remoteAddress: attackers[9] })).statusCode).toBe(200);
  });

  it('ends a session after 2 h idle and 12 h after login', async () => {
    const { db } = t.app.ctx.database;
    const idle = await loginAsStaff(t.app);
    const old = await loginAsStaff(t.app);
    expect((await whoAmI(idle.cookie)).statusCode).toBe(200);
    const staffIdOf = async (email: string) =>
      (await db.select().from(staffUsers).where(eq(staffUsers.email, email)))[0].id;
    await db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '121 minutes'` })
      .where(eq(adminSessions.staffUserId, await staffIdOf(idle.email)));
    await db
      .update(adminSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.staffUserId, await staffIdOf(old.email)));
    expect((await whoAmI(idle.cookie)).statusCode).toBe(401);
    expect((await whoAmI(old.cookie)).statusCode).toBe(401);
  });

  it('sets no cookie for visitors without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await whoAmI('wowtees_admin=forged.value')).statusCode).toBe(401);
  });

  it('creates the first account with a generated password once, only while no staff account exists', async () => {
    const { db } = t.app.ctx.database;
    const options = { admin: {}, publicUrl: 'http://localhost:3000' };
    expect(await ensureFirstStaffAccount(db, options)).toEqual({});
    await db.delete(staffUsers);
    const first = await ensureFirstStaffAccount(db, options);
    expect(first.created?.email).toBe('admin@wowtees.local');
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await ensureFirstStaffAccount(db, options)).toEqual({});
    const res = await login('admin@wowtees.local', first.generatedPassword ?? '');
    expect(res.statusCode).toBe(200);
    // The generated password is a one-time password of the shop's owner (issue 17 §3, probe F10).
    expect(res.json()).toEqual({
      email: 'admin@wowtees.local',
      role: 'owner',
      passwordChangeRequired: true,
      totpEnabled: false,
    });
    await createStaffAccount(db, 'anna@example.com', password);
  });
});

describe.each(databaseTargets())('staff accounts from the configuration on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target, {
      publicUrl: 'https://shop.example',
      trustProxy: 1,
      admin: { email: 'Boss@Example.com', password: 'boss-password-123' },
    });
  });
  afterAll(async () => t?.close());

  it('creates the ADMIN_EMAIL account and marks the cookie Secure with an https PUBLIC_URL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: 'https://shop.example', 'x-forwarded-proto': 'https' },
      payload: { email: 'boss@example.com', password: 'boss-password-123' },
    });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    // The operator chose ADMIN_PASSWORD: the owner need not change it.
    expect(res.json()).toMatchObject({ role: 'owner', passwordChangeRequired: false });
    // Only this one account: no generated one beside it.
    const rows = await t.app.ctx.database.db.select({ email: staffUsers.email }).from(staffUsers);
    expect(rows).toEqual([{ email: 'boss@example.com' }]);
  });

  it('does not change an existing account from the environment', async () => {
    const result = await ensureFirstStaffAccount(t.app.ctx.database.db, {
      admin: { email: 'boss@example.com', password: 'another-password-456' },
      publicUrl: 'https://shop.example',
    });
    expect(result).toEqual({});
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: 'https://shop.example', 'x-forwarded-proto': 'https' },
      payload: { email: 'boss@example.com', password: 'another-password-456' },
    });
    expect(res.statusCode).toBe(401);
  });
});
