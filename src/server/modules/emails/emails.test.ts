import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, emailOrderLinks, emailSent, emailTracking } from '#server/db/schema/index.ts';
import { hashLinkToken } from '#server/email/email-links.ts';
import { waitUntilIdle } from '#server/test-support/app-idle.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { confirmEmail, imageSources, verificationLinkIn } from '#server/test-support/email-ownership.ts';
import {
  refusedRecipientReply,
  type SmtpTestServer,
  startSmtpTestServer,
} from '#server/test-support/smtp-test-server.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { defaultEmailSubjects } from '#shared/email-subjects.ts';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import { locales } from '#shared/locales.ts';

const publicUrl = 'http://localhost:3000';
const gifSignature = 'GIF89a';

describe.each(databaseTargets())('emails over SMTP on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: StaffLogin;

  beforeAll(async () => {
    smtp = await startSmtpTestServer({ refuseRecipient: (address) => address.startsWith('refused') });
    t = await buildTestApp(target, { mail: { smtpUrl: smtp.url, from: 'wowtees <shop@example.com>' } });
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const send = (payload: Record<string, unknown>, headers = staff.headers) =>
    t.app.inject({ method: 'POST', url: '/api/admin/emails', headers, payload });
  const tracking = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/email-tracking', headers: staff.headers });
    expect(res.statusCode).toBe(200);
    return res.json().rows as Array<Record<string, unknown>>;
  };
  const sentRows = (email: string) => t.app.ctx.database.db.select().from(emailSent).where(eq(emailSent.email, email));

  /** The email-order link in a plain-text part. */
  const orderLinkIn = (text: string) => {
    const match = text.match(/https?:\/\/\S+\/emailorder\?\S+/);
    expect(match).not.toBeNull();
    return new URL(match![0]);
  };

  it('answers 401 on every admin email route without a session', async () => {
    const id = '2026-01-01T00-00-00-000Z-0123456789abcdef';
    const requests = [
      { method: 'POST' as const, url: '/api/admin/emails' },
      { method: 'GET' as const, url: '/api/admin/email-tracking' },
      { method: 'GET' as const, url: '/api/admin/outbox' },
      { method: 'GET' as const, url: `/api/admin/outbox/${id}` },
      { method: 'GET' as const, url: `/api/admin/outbox/${id}/html` },
    ];
    for (const request of requests) {
      const res = await t.app.inject({
        ...request,
        headers: { origin: publicUrl },
        payload: request.method === 'POST' ? { to: 'a@example.com', subject: 'x', locale: 'de' } : undefined,
      });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    expect(smtp.received).toHaveLength(0);
  });

  it('refuses a send from another origin and an incomplete body', async () => {
    const to = unique('origin');
    const foreign = await send(
      { to, subject: 'Hi', locale: 'de' },
      { cookie: staff.cookie, origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    const noSubject = await send({ to, subject: ' ', locale: 'de' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().error.code).toBe('VALIDATION_FAILED');
    expect(await sentRows(to)).toHaveLength(0);
  });

  for (const locale of locales) {
    it(`sends the order-link email in ${locale}: subject, text, its own link, pixel`, async () => {
      const to = unique(`Kunde-${locale}`);
      const subject = defaultEmailSubjects[locale];
      const res = await send({
        to,
        subject,
        name: 'Anna',
        locale,
        // A link sent by the client is never used: the server builds and signs its own.
        emailOrderLink: 'https://evil.example/phish',
      });
      expect(res.statusCode).toBe(200);
      const { id } = res.json().data;
      const [{ mail, recipients }] = await smtp.waitFor(to);
      expect(recipients).toEqual([to]);
      expect(mail.subject).toBe(subject);
      expect(mail.from?.text).toContain('shop@example.com');

      const text = emailCatalogues[locale];
      const plain = mail.text ?? '';
      expect(plain).toContain(interpolate(text.common.greetingNamed, { name: 'Anna' }));
      expect(plain).toContain(interpolate(text.orderLink.offer, { percent: 5 }));
      expect(plain).toContain(interpolate(text.orderLink.button, { percent: 5 }));
      expect(plain).toContain('support@wowtees.shop');
      expect(plain).not.toContain('evil.example');

      const link = orderLinkIn(plain);
      expect(link.origin).toBe(publicUrl);
      expect(link.pathname).toBe(`/${locale}/wowanimatedtees/emailorder`);
      expect(link.searchParams.get('email')).toBe(to);
      // The email's own link (issue 17 §5): only its token's hash is stored, with the email.
      const [stored] = await t.app.ctx.database.db
        .select()
        .from(emailOrderLinks)
        .where(eq(emailOrderLinks.emailSentId, id));
      expect(stored).toMatchObject({
        tokenHash: hashLinkToken(link.searchParams.get('sig') ?? ''),
        email: to.toLowerCase(),
        customerId: null,
        locale,
      });

      const html = mail.html || '';
      expect(html).toContain(`lang="${locale}"`);
      expect(html).toContain(`src="${publicUrl}/t/${id}.gif"`);
      expect(html).toContain(`href="${link.toString().replaceAll('&', '&amp;')}"`);
      expect(html).toContain('mailto:support@wowtees.shop');

      const [row] = await sentRows(to);
      expect(row).toMatchObject({ id, subject, locale, kind: 'order-link' });
    });
  }

  it('refuses a recipient or look-up with bidi or invisible characters, 400 VALIDATION_FAILED (issue 17)', async () => {
    const spoofed = 'ü𝕏\u202e@exämple.com';
    const res = await send({ to: spoofed, subject: 'Hi', locale: 'en-us' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?${new URLSearchParams({ email: spoofed })}`,
      headers: staff.headers,
    });
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('greets without a name and escapes what staff typed', async () => {
    const to = unique('noname');
    expect((await send({ to, subject: '<b>Bold</b> & more', locale: 'en-us' })).statusCode).toBe(200);
    const [{ mail }] = await smtp.waitFor(to);
    expect(mail.subject).toBe('<b>Bold</b> & more');
    expect(mail.text).toContain(emailCatalogues['en-us'].common.greeting);

    const named = unique('named');
    expect(
      (await send({ to: named, subject: 'Hi', name: '<img src=x onerror=alert(1)>', locale: 'en-us' })).statusCode,
    ).toBe(200);
    const [{ mail: namedMail }] = await smtp.waitFor(named);
    expect(namedMail.html).not.toContain('<img src=x');
    expect(namedMail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows the chosen customer’s artwork (absolute URL) in the order-link email', async () => {
    const to = unique('artwork');
    const { id, imageUrl } = await customerWithPhoto(t.app, {
      profile: { email: to, previewRequested: true, locale: 'fr' },
    });
    // Issue 17 §1: the customer proves the address first; then staff send for its record.
    const [{ mail: ack }] = await smtp.waitFor(to);
    expect((await confirmEmail(t.app, verificationLinkIn(ack) ?? '')).statusCode).toBe(200);

    expect((await send({ to, subject: 'Your art', locale: 'fr', customerId: id })).statusCode).toBe(200);
    const [, { mail }] = await smtp.waitFor(to, 2);
    expect(imageUrl.startsWith(`${publicUrl}/files/`)).toBe(true);
    expect(mail.html).toContain(`src="${imageUrl}"`);
    expect(mail.html).toContain(`alt="${emailCatalogues.fr.orderLink.imageAlt}"`);
    const [row] = await sentRows(to);
    expect(row.customerId).toBe(id);
  });

  /** Moves the email's opens `seconds` into the past, as if that much time had gone by. */
  const backdateOpens = async (emailId: string, seconds: number) => {
    const { db } = t.app.ctx.database;
    const shift = sql`make_interval(secs => ${seconds})`;
    await db
      .update(emailTracking)
      .set({ openedAt: sql`${emailTracking.openedAt} - ${shift}` })
      .where(eq(emailTracking.emailId, emailId));
    await db
      .update(emailSent)
      .set({ lastOpenedAt: sql`${emailSent.lastOpenedAt} - ${shift}` })
      .where(eq(emailSent.id, emailId));
  };

  it('records at most one open per email per minute, however many loads (issue 17, probe F8)', async () => {
    const { id } = (await send({ to: unique('flood'), subject: 'Flood', locale: 'en-us' })).json().data;
    const opens = async () =>
      (await t.app.ctx.database.db.select().from(emailTracking).where(eq(emailTracking.emailId, id))).length;
    // 20 loads within a minute, half of them at the same time: one open.
    for (let i = 0; i < 10; i++) expect((await t.app.inject({ url: `/t/${id}.gif` })).statusCode).toBe(200);
    const together = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ url: `/t/${id}.gif` })));
    expect(together.every((res) => res.statusCode === 200 && res.headers['content-type'] === 'image/gif')).toBe(true);
    expect(await opens()).toBe(1);
    expect((await tracking()).find((row) => row.emailId === id)).toMatchObject({ opened: true, openCount: 1 });

    // 30 s later still the same minute (a margin for a loaded machine, where this test's own steps
    // took seconds); a minute after the last open, the next load is a second open.
    await backdateOpens(id, 30);
    await t.app.inject({ url: `/t/${id}.gif` });
    expect(await opens()).toBe(1);
    await backdateOpens(id, 31);
    await t.app.inject({ url: `/t/${id}.gif` });
    await t.app.inject({ url: `/t/${id}.gif` });
    expect(await opens()).toBe(2);
    expect((await tracking()).find((row) => row.emailId === id)).toMatchObject({ openCount: 2 });
  });

  it('counts opens of the pixel: two opens -> opened, count 2, first opened = the earliest', async () => {
    const to = unique('opens');
    const { id } = (await send({ to, subject: 'Open me', locale: 'de' })).json().data;
    const before = (await tracking()).find((row) => row.emailId === id);
    expect(before).toMatchObject({
      email: to,
      subject: 'Open me',
      locale: 'de',
      opened: false,
      firstOpenedAt: null,
      openCount: 0,
    });

    for (let i = 0; i < 2; i++) {
      const pixel = await t.app.inject({ method: 'GET', url: `/t/${id}.gif` });
      expect(pixel.statusCode).toBe(200);
      expect(pixel.headers['content-type']).toBe('image/gif');
      expect(pixel.headers['cache-control']).toBe('no-store');
      expect(pixel.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(pixel.rawPayload.subarray(0, 6).toString('latin1')).toBe(gifSignature);
      // The next open counts a minute later (issue 17 point 5).
      await backdateOpens(id, 61);
    }
    // HEAD is not an open.
    expect((await t.app.inject({ method: 'HEAD', url: `/t/${id}.gif` })).statusCode).toBe(200);

    const opens = await t.app.ctx.database.db.select().from(emailTracking).where(eq(emailTracking.emailId, id));
    expect(opens).toHaveLength(2);
    const earliest = Math.min(...opens.map((open) => open.openedAt.getTime()));
    const after = (await tracking()).find((row) => row.emailId === id);
    expect(after).toMatchObject({ opened: true, openCount: 2 });
    expect(new Date(String(after?.firstOpenedAt)).getTime()).toBe(earliest);
  });

  it('answers unknown and malformed pixel ids with the GIF and records nothing', async () => {
    const count = async () =>
      (await t.app.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(emailTracking))[0].n;
    const before = await count();
    for (const id of [
      '0b6b5b0e-8d5e-4f43-9a57-0d0d0d0d0d0d',
      'not-a-uuid',
      '..%2F..%2Fetc%2Fpasswd',
      "1'%20or%201=1",
      '',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/t/${id}.gif` });
      expect(res.statusCode, id).toBe(200);
      expect(res.headers['content-type']).toBe('image/gif');
      expect(res.rawPayload.subarray(0, 6).toString('latin1')).toBe(gifSignature);
    }
    expect(await count()).toBe(before);
  });

  it('lists order-link emails newest first', async () => {
    const first = (await send({ to: unique('first'), subject: 'First', locale: 'es' })).json().data.id;
    const second = (await send({ to: unique('second'), subject: 'Second', locale: 'es' })).json().data.id;
    const ids = (await tracking()).map((row) => row.emailId);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
  });

  it('reports a refusal of the mail server as EMAIL_SEND_FAILED and records nothing', async () => {
    const to = unique('refused');
    const res = await send({ to, subject: 'Nope', locale: 'en-us' });
    expect(res.statusCode).toBe(502);
    const { code, message } = res.json().error;
    expect(code).toBe('EMAIL_SEND_FAILED');
    expect(message).toMatch(/^Failed to send email: /);
    expect(message).toContain(refusedRecipientReply);
    expect(await sentRows(to)).toHaveLength(0);
    expect((await tracking()).some((row) => row.email === to)).toBe(false);
  });

  it('keeps no outbox when SMTP is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messages: [] });
    const one = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox/2026-01-01T00-00-00-000Z-0123456789abcdef',
      headers: staff.headers,
    });
    expect(one.statusCode).toBe(404);
    expect(one.json().error.code).toBe('OUTBOX_MESSAGE_NOT_FOUND');
  });

  it('acknowledges a preview request to an unproven address once, in the customer’s language, without the photo', async () => {
    const to = unique('preview');
    const patch = { email: to, locale: 'de', previewRequested: true };
    const { id, imageUrl: photoUrl } = await customerWithPhoto(t.app, { fixture: 'coffee.png', profile: patch });

    const [{ mail }] = await smtp.waitFor(to);
    const text = emailCatalogues.de.previewConfirm;
    expect(mail.subject).toBe(text.subject);
    expect(mail.text).toContain(text.confirm);
    expect(mail.text).toContain(interpolate(text.eta, { hours: '1-3' }));
    expect(mail.text).toContain('support@wowtees.shop');
    expect(mail.html).not.toContain(photoUrl);
    expect(imageSources(mail)).toEqual([]);
    expect(verificationLinkIn(mail)).toMatch(/\/de\/wowanimatedtees\/verify-email#t=/);

    // The same request again (a double click, a retry) sends nothing more.
    expect((await t.app.inject({ method: 'PATCH', url: `/api/customers/${id}`, payload: patch })).statusCode).toBe(200);
    await waitUntilIdle(t.app);
    expect(smtp.messagesTo(to)).toHaveLength(1);
    const rows = await sentRows(to);
    expect(rows).toMatchObject([{ kind: 'preview-ack', locale: 'de', customerId: id }]);
    // Acknowledgements are not order-link emails: the tracking table leaves them out.
    expect((await tracking()).some((row) => row.email === to)).toBe(false);
  });

  it('acknowledges a preview request to a proven address with the photo', async () => {
    const to = unique('proven');
    const { id, imageUrl: photoUrl } = await customerWithPhoto(t.app, { profile: { email: to, locale: 'es' } });
    // Proven by other means than a preview request's link (none other exists yet): set as the proof would.
    await t.app.ctx.database.db.update(customers).set({ emailVerifiedAt: new Date() }).where(eq(customers.id, id));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${id}`,
      payload: { previewRequested: true },
    });
    expect(res.statusCode).toBe(200);
    const [{ mail }] = await smtp.waitFor(to);
    const text = emailCatalogues.es.previewAck;
    expect(mail.subject).toBe(text.subject);
    expect(mail.text).toContain(text.received);
    expect(imageSources(mail)).toContain(photoUrl);
  });

  it('still saves the email when the acknowledgement is refused', async () => {
    const to = unique('refused-preview');
    const id = (await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${id}`,
      payload: { email: to, locale: 'fr', previewRequested: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: to, previewRequested: true });
    await waitUntilIdle(t.app);
    expect(await sentRows(to)).toHaveLength(0);
  });
});
