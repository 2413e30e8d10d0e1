/**
 * The outbox (issue 7 §4): without SMTP_URL each message is an .eml file in DATA_DIR/outbox whose
 * name carries no address, and staff read it through the admin API: list, detail, sandboxed HTML.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxIdPattern } from '#server/email/outbox.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { defaultEmailSubjects } from '#shared/email-subjects.ts';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import { claimPlaceholders } from '#shared/marketing-claims.ts';

describe.each(databaseTargets())('email outbox on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  const outboxDir = () => path.join(t.config.dataDir, 'outbox');
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: staff.headers });
  const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;

  it('writes the order-link email as a readable .eml named without the address', async () => {
    expect(t.app.ctx.mailer.mode).toBe('outbox');
    const to = unique('Outbox');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/emails',
      headers: staff.headers,
      payload: { to, subject: defaultEmailSubjects.es, name: 'Lucía', locale: 'es' },
    });
    expect(res.statusCode).toBe(200);
    const { id: emailId } = res.json().data;

    const names = await readdir(outboxDir());
    expect(names).toHaveLength(1);
    const [name] = names;
    expect(name).toMatch(/\.eml$/);
    expect(outboxIdPattern.test(name.slice(0, -4))).toBe(true);
    expect(name.toLowerCase()).not.toContain('outbox');
    expect(name).not.toContain('@');

    const mail = await simpleParser(await readFile(path.join(outboxDir(), name)));
    expect(mail.subject).toBe(defaultEmailSubjects.es);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(to);
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.html).toContain(`/t/${emailId}.gif`);

    // The admin lists it, newest first, and shows its text.
    const list = await get('/api/admin/outbox');
    expect(list.statusCode).toBe(200);
    const [message] = list.json().messages;
    expect(message).toMatchObject({ id: name.slice(0, -4), to, subject: defaultEmailSubjects.es });
    expect(message.sizeBytes).toBeGreaterThan(1000);
    expect(Number.isNaN(Date.parse(message.date))).toBe(false);

    const detail = await get(`/api/admin/outbox/${message.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: message.id, to, subject: defaultEmailSubjects.es });
    expect(detail.json().from).toContain('support@wowtees.shop');
    expect(detail.json().text).toContain(
      interpolate(emailCatalogues.es.orderLink.perks, claimPlaceholders(t.config.claims)),
    );

    // The HTML part, as a sandboxed document the admin's iframe may show.
    const html = await get(`/api/admin/outbox/${message.id}/html`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(html.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('img-src http: https: data:');
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).toMatch(/(^|; )sandbox(;|$)/);
    expect(policy).not.toContain('script-src');
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(html.body).toContain(emailCatalogues.es.orderLink.heading);
    expect(html.body).toContain('/emailorder?email=');
    // Staff reading it is not the customer opening it: the pixel is inert here.
    expect(html.body).not.toContain(`/t/${emailId}.gif`);
    const tracking = await get('/api/admin/email-tracking');
    expect(tracking.json().rows.find((row: { emailId: string }) => row.emailId === emailId)).toMatchObject({
      opened: false,
      openCount: 0,
    });
  });

  it('writes the preview acknowledgement to the outbox too', async () => {
    const to = unique('ack');
    const id = (await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${id}`,
      payload: { email: to, locale: 'fr', previewRequested: true },
    });
    expect(res.statusCode).toBe(200);
    // To an address not proven yet: the confirmation request (issue 17 §1).
    const subject = emailCatalogues.fr.previewConfirm.subject;
    let found: { id: string } | undefined;
    for (let i = 0; i < 100 && !found; i++) {
      found = (await get('/api/admin/outbox')).json().messages.find((m: { to: string }) => m.to === to);
      if (!found) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(found).toMatchObject({ subject });
  });

  it('answers 404 for malformed, unknown and path-like ids', async () => {
    for (const id of [
      '2026-01-01T00-00-00-000Z-0123456789abcdef',
      'x',
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '..%2Foutbox%2F2026-01-01T00-00-00-000Z-0123456789abcdef',
      `${'a'.repeat(100)}`,
    ]) {
      for (const suffix of ['', '/html']) {
        const res = await get(`/api/admin/outbox/${id}${suffix}`);
        expect(res.statusCode, `${id}${suffix}`).toBe(404);
        expect(res.json().error.code).toBe('OUTBOX_MESSAGE_NOT_FOUND');
      }
    }
  });
});
