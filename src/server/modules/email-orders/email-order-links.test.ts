/**
 * Email-order links that expire and can be revoked one by one (issue 17 §5; security probe 2026-11
 * F7). These reproductions of the probe failed on the code before the fix.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOrderLinks, emailSent } from '#server/db/schema/index.ts';
import { waitUntilIdle } from '#server/test-support/app-idle.ts';
import { createCustomer, customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import {
  emailOrderCheckout,
  imageSources,
  linkParts,
  openEmailOrder,
  orderLinkIn,
  staffClient,
} from '#server/test-support/email-ownership.ts';
import { type SmtpTestServer, startSmtpTestServer } from '#server/test-support/smtp-test-server.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { defaultEmailSubject } from '#shared/email-subjects.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(databaseTargets())('email-order links on %s (issue 17 §5, probe F7)', (target) => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: StaffLogin;
  let admin: ReturnType<typeof staffClient>;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp(target, { mail: { smtpUrl: smtp.url, from: 'wowtees <shop@example.com>' } });
    staff = await loginAsStaff(t.app);
    admin = staffClient(t.app, staff);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const expire = (id: string) =>
    t.app.ctx.database.db
      .update(emailOrderLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailOrderLinks.id, id));
  const renew = (link: { email: string; sig: string }, remoteAddress = '192.0.2.10') =>
    t.app.inject({
      method: 'POST',
      url: '/api/email-orders/renewals',
      payload: { ...link, locale: 'en-us' },
      remoteAddress,
    });

  /** A customer with a photo and `email`, and a staff-made link bound to that record. */
  async function customerWithLink(locale = 'de') {
    const email = unique('holder');
    const customer = await customerWithPhoto(t.app, { fixture: 'chelsea.png', profile: { email, locale } });
    const made = await admin.makeLink({ email, locale, customerId: customer.id });
    expect(made.statusCode, made.body).toBe(200);
    return { email, customer, made: made.json() as { id: string; url: string; expiresAt: string } };
  }

  /** What an answer must never carry for a link that is no longer valid. */
  function expectNothingOf(body: string, customer: { id: string; imageUrl: string }) {
    expect(body).not.toContain(customer.imageUrl);
    expect(body).not.toContain('/files/');
    expect(body).not.toContain(customer.id);
  }

  it('makes links that expire after EMAIL_ORDER_LINK_DAYS (30) days; an expired one shows and prints nothing', async () => {
    const { customer, made } = await customerWithLink();
    expect(t.app.ctx.config.emailOrderLinkDays).toBe(30);
    const left = new Date(made.expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(30 * dayMs - 60_000);
    expect(left).toBeLessThanOrEqual(30 * dayMs);
    const link = linkParts(made.url);
    expect(link.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await openEmailOrder(t.app, link)).statusCode).toBe(200);

    await expire(made.id);
    const res = await openEmailOrder(t.app, link);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('EMAIL_ORDER_LINK_EXPIRED');
    expectNothingOf(res.body, customer);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: emailOrderCheckout(await createCustomer(t.app), link),
    });
    expect(checkout.statusCode).toBe(410);
    expect(checkout.json().error.code).toBe('EMAIL_ORDER_LINK_EXPIRED');
    expectNothingOf(checkout.body, customer);
  });

  it('lets staff revoke one link: it shows nothing, cannot be renewed, and the record’s other link still works', async () => {
    const { email, customer, made } = await customerWithLink();
    const second = (await admin.makeLink({ email, locale: 'de', customerId: customer.id })).json();
    expect(second.url).not.toBe(made.url);

    // Staff only, from the shop's origin.
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/admin/email-order-links/${made.id}/revoke` });
    expect(anonymous.statusCode).toBe(401);
    const revoked = await admin.revokeLink(made.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: made.id });
    expect(revoked.json().revokedAt).not.toBeNull();
    // Revoking again changes nothing.
    expect((await admin.revokeLink(made.id)).json().revokedAt).toBe(revoked.json().revokedAt);

    const link = linkParts(made.url);
    const res = await openEmailOrder(t.app, link);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('EMAIL_ORDER_LINK_REVOKED');
    expectNothingOf(res.body, customer);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: emailOrderCheckout(await createCustomer(t.app), link),
    });
    expect(checkout.statusCode).toBe(410);
    const renewal = await renew(link);
    expect(renewal.statusCode).toBe(410);
    expect(renewal.json().error.code).toBe('EMAIL_ORDER_LINK_REVOKED');
    await waitUntilIdle(t.app);
    expect(smtp.messagesTo(email)).toHaveLength(0);

    expect((await openEmailOrder(t.app, linkParts(second.url))).statusCode).toBe(200);

    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      const missing = await admin.revokeLink(id);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().error.code).toBe('EMAIL_ORDER_LINK_NOT_FOUND');
    }
  });

  it('renews an expired link by mail to the link’s own address only, at most three times a day', async () => {
    const { email, customer, made } = await customerWithLink('fr');
    await expire(made.id);
    const link = linkParts(made.url);

    // Another address with the same key is not this link: nothing is sent anywhere.
    const elsewhere = unique('elsewhere');
    const redirected = await renew({ email: elsewhere, sig: link.sig });
    expect(redirected.statusCode).toBe(404);
    expect(redirected.json().error.code).toBe('EMAIL_ORDER_NOT_FOUND');

    const res = await renew(link);
    expect(res.statusCode).toBe(202);
    const [{ mail, recipients }] = await smtp.waitFor(email);
    expect(recipients).toEqual([email]);
    expect(mail.subject).toBe(defaultEmailSubject('fr'));
    const fresh = orderLinkIn(mail) ?? '';
    expect(new URL(fresh).pathname).toBe('/fr/wowanimatedtees/emailorder');
    expect(imageSources(mail)).toContain(customer.imageUrl);
    expect(linkParts(fresh).sig).not.toBe(link.sig);
    const shown = await openEmailOrder(t.app, linkParts(fresh));
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ imageUrl: customer.imageUrl, locale: 'fr' });
    // The old link stays expired; the renewal shows in staff's email tracking.
    expect((await openEmailOrder(t.app, link)).statusCode).toBe(410);
    const tracking = await t.app.inject({ method: 'GET', url: '/api/admin/email-tracking', headers: staff.headers });
    expect(tracking.json().rows.filter((row: { email: string }) => row.email === email)).toHaveLength(1);

    expect((await renew(link, '192.0.2.11')).statusCode).toBe(202);
    expect((await renew(link, '192.0.2.12')).statusCode).toBe(202);
    const limited = await renew(link, '192.0.2.13');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    await smtp.waitFor(email, 3);
    await waitUntilIdle(t.app);
    expect(smtp.messagesTo(email)).toHaveLength(3);
    expect(smtp.messagesTo(elsewhere)).toHaveLength(0);
  });

  it('answers the old HMAC links as expired and renews them for the record their email was about', async () => {
    const email = unique('legacy');
    const customer = await customerWithPhoto(t.app, { fixture: 'rocket.jpg', profile: { email, locale: 'es' } });
    // An order-link email staff sent before links had rows of their own.
    await t.app.ctx.database.db
      .insert(emailSent)
      .values({ email, subject: 'Listo', locale: 'es', kind: 'order-link', customerId: customer.id });
    const legacy = { email, sig: t.app.ctx.emailLinks.sign(email) };
    const res = await openEmailOrder(t.app, legacy);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('EMAIL_ORDER_LINK_EXPIRED');
    expectNothingOf(res.body, customer);

    expect((await renew(legacy)).statusCode).toBe(202);
    const [{ mail }] = await smtp.waitFor(email);
    const shown = await openEmailOrder(t.app, linkParts(orderLinkIn(mail) ?? ''));
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ imageUrl: customer.imageUrl });
    // A forged old-style signature is no link at all.
    const forged = await renew({ email, sig: t.app.ctx.emailLinks.sign(unique('other')) });
    expect(forged.statusCode).toBe(404);
  });

  it('shows each link’s state in the image admin and the email tracking table', async () => {
    const email = unique('tracked');
    const customer = await customerWithPhoto(t.app, { fixture: 'chelsea.png', profile: { email, locale: 'de' } });
    // Staff may email only a verified address with a record's artwork; without a record the email's own images.
    const unverified = await admin.sendEmail({ to: email, subject: 'Fertig', locale: 'de', customerId: customer.id });
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    const sent = await admin.sendEmail({ to: email, subject: 'Fertig', locale: 'de' });
    expect(sent.statusCode, sent.body).toBe(200);
    const tracking = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/email-tracking', headers: staff.headers })).json()
        .rows as Array<{ emailId: string; link: { id: string; expiresAt: string; revokedAt: string | null } | null }>;
    const row = (await tracking()).find((r) => r.emailId === sent.json().data.id);
    expect(row?.link).toMatchObject({ revokedAt: null });
    const linkId = row?.link?.id ?? '';
    expect((await admin.revokeLink(linkId)).statusCode).toBe(200);
    const after = (await tracking()).find((r) => r.emailId === sent.json().data.id);
    expect(after?.link?.revokedAt).not.toBeNull();

    const user = (await admin.lookUp(email)).json();
    expect(user.links).toEqual([expect.objectContaining({ id: linkId, customerId: null, status: 'revoked' })]);
  });
});
