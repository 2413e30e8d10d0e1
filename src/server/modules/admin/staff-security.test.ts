/**
 * Issue 17 §3 through the HTTP API: the forced password change, two-factor sign-in (enrol, sign in,
 * replay refused, turn off), the owner's staff management and the audit log.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '#server/db/schema/index.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import type { AuditEntry, StaffAccountView } from '#shared/api/staff-accounts.schemas.ts';

const origin = 'http://localhost:3000';

function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === 'wowtees_admin');
  return cookie?.value ? `wowtees_admin=${cookie.value}` : undefined;
}

/** A TOTP code of `secret` for `offsetSeconds` from now (30 = the next step). */
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

describe.each(databaseTargets())('staff security on %s', (target) => {
  let t: TestApp;
  let owner: StaffLogin;
  let address = 0;
  /** A fresh client address per test, so failures of one test never slow another. */
  const nextAddress = () => `10.17.0.${++address}`;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { cookie?: string; payload?: object; remoteAddress?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { origin, ...(options.cookie ? { cookie: options.cookie } : {}) },
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const signIn = (email: string, password: string, remoteAddress: string, code?: string) =>
    call('POST', '/api/admin/session', { payload: { email, password, ...(code ? { code } : {}) }, remoteAddress });

  beforeAll(async () => {
    t = await buildTestApp(target);
    owner = await loginAsStaff(t.app, { role: 'owner' });
  });
  afterAll(async () => t?.close());

  /** The owner adds an account; returns it with its one-time password. */
  async function addStaff(role: 'owner' | 'staff' = 'staff') {
    const email = `new-${randomUUID()}@example.com`;
    const res = await call('POST', '/api/admin/staff', { cookie: owner.cookie, payload: { email, role } });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { account: StaffAccountView; oneTimePassword: string };
    return { ...body.account, oneTimePassword: body.oneTimePassword };
  }

  it('makes an account with a one-time password choose its own before anything else works', async () => {
    const ip = nextAddress();
    const added = await addStaff();
    expect(added).toMatchObject({ role: 'staff', passwordChangeRequired: true, disabled: false, totpEnabled: false });
    expect(added.oneTimePassword).toMatch(/^[A-Za-z0-9]{20}$/);

    const first = await signIn(added.email, added.oneTimePassword, ip);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      email: added.email,
      role: 'staff',
      passwordChangeRequired: true,
      totpEnabled: false,
    });
    const cookie = sessionCookieOf(first);
    // Reads and writes of the staff area are refused until the change.
    for (const [method, url, payload] of [
      ['GET', '/api/admin/orders', undefined],
      ['GET', '/api/admin/outbox', undefined],
      ['POST', '/api/admin/email-order-links', { email: 'c@example.com', locale: 'en-us' }],
      ['POST', '/api/admin/account/totp', undefined],
    ] as const) {
      const refused = await call(method, url, { cookie, payload, remoteAddress: ip });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code, url).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    expect((await call('GET', '/api/admin/session', { cookie })).json().passwordChangeRequired).toBe(true);

    const change = (currentPassword: string, newPassword: string) =>
      call('POST', '/api/admin/account/password', {
        cookie,
        payload: { currentPassword, newPassword },
        remoteAddress: ip,
      });
    const wrong = await change('not the one-time password', 'my own new password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('PASSWORD_INCORRECT');
    const same = await change(added.oneTimePassword, added.oneTimePassword);
    expect(same.statusCode).toBe(422);
    expect(same.json().error.code).toBe('PASSWORD_UNCHANGED');
    expect((await change(added.oneTimePassword, 'too short')).statusCode).toBe(400);

    const changed = await change(added.oneTimePassword, 'my own new password');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: added.email, passwordChangeRequired: false });
    const fresh = sessionCookieOf(changed);
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(cookie);
    // The session of the one-time password ended; the fresh one works everywhere.
    expect((await call('GET', '/api/admin/session', { cookie })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/orders', { cookie: fresh })).statusCode).toBe(200);
    expect((await signIn(added.email, added.oneTimePassword, nextAddress())).statusCode).toBe(401);
    expect((await signIn(added.email, 'my own new password', nextAddress())).json().passwordChangeRequired).toBe(false);
  });

  it('enrols two-factor sign-in with a QR code, then asks for a code and refuses a used one', async () => {
    const ip = nextAddress();
    const staff = await loginAsStaff(t.app);
    const start = await call('POST', '/api/admin/account/totp', { cookie: staff.cookie, remoteAddress: ip });
    expect(start.statusCode).toBe(200);
    const { secret, otpauthUri, qrCodeDataUrl } = start.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`otpauth://totp/`);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{100,}/);
    // The database keeps the secret only encrypted.
    const [row] = await t.app.ctx.database.db
      .select({ pending: staffUsers.totpPendingSecret })
      .from(staffUsers)
      .where(eq(staffUsers.email, staff.email));
    expect(row.pending).toBeTruthy();
    expect(row.pending).not.toContain(secret);

    const confirm = (code: string, password = staff.password) =>
      call('POST', '/api/admin/account/totp/confirm', {
        cookie: staff.cookie,
        payload: { code, password },
        remoteAddress: ip,
      });
    const wrongCode = String((Number(await codeAt(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    expect((await confirm(wrongCode)).json().error.code).toBe('TOTP_INVALID');
    const firstCode = await codeAt(secret);
    expect((await confirm(firstCode, 'not my password')).json().error.code).toBe('PASSWORD_INCORRECT');
    const confirmed = await confirm(firstCode);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ totpEnabled: true });
    // Never shown again.
    const again = await call('POST', '/api/admin/account/totp', { cookie: staff.cookie, remoteAddress: ip });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('TOTP_ALREADY_ENABLED');
    expect(JSON.stringify((await call('GET', '/api/admin/staff', { cookie: owner.cookie })).json())).not.toContain(
      secret,
    );

    const needsCode = await signIn(staff.email, staff.password, ip);
    expect(needsCode.statusCode).toBe(401);
    expect(needsCode.json().error.code).toBe('TOTP_REQUIRED');
    expect(sessionCookieOf(needsCode)).toBeUndefined();
    // The code that confirmed enrolment is used up.
    const replayed = await signIn(staff.email, staff.password, ip, firstCode);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error.code).toBe('TOTP_INVALID');
    const nextCode = await codeAt(secret, 30);
    const signedIn = await signIn(staff.email, staff.password, ip, nextCode);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ totpEnabled: true, passwordChangeRequired: false });
    // The same code a second time, within its window: refused.
    const twice = await signIn(staff.email, staff.password, nextAddress(), nextCode);
    expect(twice.statusCode).toBe(401);
    expect(twice.json().error.code).toBe('TOTP_INVALID');
    // A wrong password with a right code is still a wrong password.
    expect((await signIn(staff.email, 'not my password', ip, await codeAt(secret, 30))).statusCode).toBe(401);
  });

  it('turns two-factor sign-in off with password and code', async () => {
    const ip = nextAddress();
    const staff = await loginAsStaff(t.app);
    const { secret } = (
      await call('POST', '/api/admin/account/totp', { cookie: staff.cookie, remoteAddress: ip })
    ).json();
    await call('POST', '/api/admin/account/totp/confirm', {
      cookie: staff.cookie,
      payload: { code: await codeAt(secret), password: staff.password },
      remoteAddress: ip,
    });
    const disable = (password: string, code: string) =>
      call('POST', '/api/admin/account/totp/disable', {
        cookie: staff.cookie,
        payload: { password, code },
        remoteAddress: ip,
      });
    expect((await disable('not my password', await codeAt(secret, 30))).json().error.code).toBe('PASSWORD_INCORRECT');
    const off = await disable(staff.password, await codeAt(secret, 30));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ totpEnabled: false });
    expect((await signIn(staff.email, staff.password, ip)).statusCode).toBe(200);
  });

  it('lets only the owner manage accounts; staff get 403 OWNER_REQUIRED', async () => {
    const staff = await loginAsStaff(t.app);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/staff', undefined],
      ['POST', '/api/admin/staff', { email: 'someone@example.com', role: 'owner' }],
      ['PATCH', `/api/admin/staff/${randomUUID()}`, { disabled: true }],
      ['POST', `/api/admin/staff/${randomUUID()}/password-reset`, undefined],
      ['GET', '/api/admin/audit', undefined],
    ] as const) {
      const res = await call(method, url, { cookie: staff.cookie, payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code, url).toBe('OWNER_REQUIRED');
    }
    expect((await call('GET', '/api/admin/staff')).statusCode).toBe(401);

    const list = await call('GET', '/api/admin/staff', { cookie: owner.cookie });
    expect(list.statusCode).toBe(200);
    const accounts = list.json().accounts as StaffAccountView[];
    expect(accounts.find((a) => a.email === staff.email)).toMatchObject({ role: 'staff', disabled: false });
    // The first account of the shop (generated at start) is an owner.
    expect(accounts.find((a) => a.email === 'admin@wowtees.local')).toMatchObject({ role: 'owner' });
    expect(JSON.stringify(accounts)).not.toMatch(/scrypt|password_hash|totpSecret/i);
    const duplicate = await call('POST', '/api/admin/staff', { cookie: owner.cookie, payload: { email: staff.email } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe('STAFF_EXISTS');
  });

  it('disables an account (its sessions end at once) and enables it again', async () => {
    const staff = await loginAsStaff(t.app);
    const id = (
      (await call('GET', '/api/admin/staff', { cookie: owner.cookie })).json().accounts as StaffAccountView[]
    ).find((a) => a.email === staff.email)?.id;
    const disabled = await call('PATCH', `/api/admin/staff/${id}`, {
      cookie: owner.cookie,
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ email: staff.email, disabled: true });
    expect((await call('GET', '/api/admin/session', { cookie: staff.cookie })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/orders', { cookie: staff.cookie })).statusCode).toBe(401);
    const ip = nextAddress();
    const refused = await signIn(staff.email, staff.password, ip);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_DISABLED');
    expect(sessionCookieOf(refused)).toBeUndefined();
    // Whoever does not know the password learns nothing about the account.
    expect((await signIn(staff.email, 'not the password', ip)).json().error.code).toBe('INVALID_CREDENTIALS');

    await call('PATCH', `/api/admin/staff/${id}`, { cookie: owner.cookie, payload: { disabled: false } });
    expect((await signIn(staff.email, staff.password, nextAddress())).statusCode).toBe(200);
  });

  it('resets a password to a one-time one, ends the sessions and turns the second factor off', async () => {
    const staff = await loginAsStaff(t.app);
    const { secret } = (await call('POST', '/api/admin/account/totp', { cookie: staff.cookie })).json();
    const enrolled = await call('POST', '/api/admin/account/totp/confirm', {
      cookie: staff.cookie,
      payload: { code: await codeAt(secret), password: staff.password },
    });
    expect(enrolled.json()).toMatchObject({ totpEnabled: true });
    const id = (
      (await call('GET', '/api/admin/staff', { cookie: owner.cookie })).json().accounts as StaffAccountView[]
    ).find((a) => a.email === staff.email)?.id;
    const reset = await call('POST', `/api/admin/staff/${id}/password-reset`, { cookie: owner.cookie });
    expect(reset.statusCode).toBe(200);
    const { oneTimePassword, account } = reset.json();
    expect(account).toMatchObject({ email: staff.email, passwordChangeRequired: true, totpEnabled: false });
    expect((await call('GET', '/api/admin/session', { cookie: staff.cookie })).statusCode).toBe(401);
    const ip = nextAddress();
    expect((await signIn(staff.email, staff.password, ip)).statusCode).toBe(401);
    expect((await signIn(staff.email, oneTimePassword, ip)).json()).toMatchObject({ passwordChangeRequired: true });
  });

  it('keeps an active owner: no change to one’s own account, and two owners demoting each other leave one', async () => {
    const ownerId = (
      (await call('GET', '/api/admin/staff', { cookie: owner.cookie })).json().accounts as StaffAccountView[]
    ).find((a) => a.email === owner.email)?.id;
    for (const payload of [{ disabled: true }, { role: 'staff' }]) {
      const self = await call('PATCH', `/api/admin/staff/${ownerId}`, { cookie: owner.cookie, payload });
      expect(self.statusCode).toBe(409);
      expect(self.json().error.code).toBe('STAFF_SELF_CHANGE');
    }
    const selfReset = await call('POST', `/api/admin/staff/${ownerId}/password-reset`, { cookie: owner.cookie });
    expect(selfReset.json().error.code).toBe('STAFF_SELF_CHANGE');

    // Two owners, each demoting the other at the same moment, and every other owner demoted first.
    const a = await loginAsStaff(t.app, { role: 'owner' });
    const b = await loginAsStaff(t.app, { role: 'owner' });
    const accounts = (await call('GET', '/api/admin/staff', { cookie: a.cookie })).json()
      .accounts as StaffAccountView[];
    for (const other of accounts.filter((x) => x.role === 'owner' && x.email !== a.email && x.email !== b.email)) {
      expect(
        (await call('PATCH', `/api/admin/staff/${other.id}`, { cookie: a.cookie, payload: { role: 'staff' } }))
          .statusCode,
      ).toBe(200);
    }
    const idOf = (email: string) => accounts.find((x) => x.email === email)?.id;
    const results = await Promise.all([
      call('PATCH', `/api/admin/staff/${idOf(b.email)}`, { cookie: a.cookie, payload: { role: 'staff' } }),
      call('PATCH', `/api/admin/staff/${idOf(a.email)}`, { cookie: b.cookie, payload: { role: 'staff' } }),
    ]);
    // One wins; the other is refused: LAST_OWNER, or OWNER_REQUIRED when it arrived after its actor lost the role.
    const [won] = results.filter((r) => r.statusCode === 200);
    const [lost] = results.filter((r) => r.statusCode !== 200);
    expect(won).toBeDefined();
    expect(['LAST_OWNER', 'OWNER_REQUIRED']).toContain(lost?.json().error.code);
    const after = (
      await call('GET', '/api/admin/staff', { cookie: results[0].statusCode === 200 ? a.cookie : b.cookie })
    ).json().accounts as StaffAccountView[];
    expect(after.filter((x) => x.role === 'owner' && !x.disabled)).toHaveLength(1);
    owner = results[0].statusCode === 200 ? a : b;
  });

  it('writes an audit row for sign-ins and every staff mutation, with nothing secret in it', async () => {
    const staff = await loginAsStaff(t.app);
    const ip = nextAddress();
    await signIn(staff.email, 'a wrong password', ip);
    const customerId = randomUUID();
    const link = await call('POST', '/api/admin/email-order-links', {
      cookie: staff.cookie,
      payload: { email: 'customer@example.com', locale: 'de' },
      remoteAddress: ip,
    });
    expect(link.statusCode).toBe(200);
    const send = await call('POST', `/api/admin/preview-requests/${customerId}/send`, {
      cookie: staff.cookie,
      remoteAddress: ip,
    });
    const added = await addStaff();

    const page = await call('GET', '/api/admin/audit?pageSize=100', { cookie: owner.cookie });
    expect(page.statusCode).toBe(200);
    const entries = page.json().entries as AuditEntry[];
    const times = entries.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    const mine = entries.filter((e) => e.staffEmail === staff.email);
    expect(mine.find((e) => e.action === 'sign_in')).toMatchObject({ status: 200, address: '127.0.0.1' });
    expect(mine.find((e) => e.action === 'sign_in_failed')).toMatchObject({ status: 401, address: ip });
    expect(mine.find((e) => e.action === 'POST /api/admin/email-order-links')).toMatchObject({
      status: 200,
      address: ip,
      requestId: link.headers['x-request-id'],
    });
    expect(mine.find((e) => e.action === 'POST /api/admin/preview-requests/:customerId/send')).toMatchObject({
      status: send.statusCode,
      target: null,
    });
    expect(entries.find((e) => e.action === 'staff_added' && e.target === added.email)).toMatchObject({
      staffEmail: owner.email,
      status: 201,
    });
    const text = JSON.stringify(entries);
    for (const secret of [
      staff.password,
      owner.password,
      added.oneTimePassword,
      customerId,
      staff.cookie.split('=')[1],
    ]) {
      expect(text).not.toContain(secret);
    }

    const second = await call('GET', '/api/admin/audit?page=1&pageSize=2', { cookie: owner.cookie });
    expect(second.json()).toMatchObject({ page: 1, pageSize: 2, total: page.json().total });
    expect(second.json().entries.map((e: AuditEntry) => e.id)).toEqual(entries.slice(2, 4).map((e) => e.id));
  });
});
