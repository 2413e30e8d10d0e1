/**
 * Email ownership (issue 17 §1; security probe 2026-11 F1 and F2): a customer record's email is an
 * unproven claim until its owner opens the verification link sent to it. These reproductions of the
 * probe failed on the code before the fix.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, staffImages } from '#server/db/schema/index.ts';
import { waitUntilIdle } from '#server/test-support/app-idle.ts';
import { createCustomer, customerWithPhoto, uploadPhoto } from '#server/test-support/customer-with-photo.ts';
import {
  confirmEmail,
  imageSources,
  linkParts,
  openEmailOrder,
  orderLinkIn,
  payEmailOrder,
  staffClient,
  verificationLinkIn,
} from '#server/test-support/email-ownership.ts';
import { type SmtpTestServer, startSmtpTestServer } from '#server/test-support/smtp-test-server.ts';
import { loginAsStaff } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';

const publicUrl = 'http://localhost:3000';

describe.each(databaseTargets())('email ownership on %s (issue 17 §1, probe F1/F2)', (target) => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let admin: ReturnType<typeof staffClient>;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp(target, { mail: { smtpUrl: smtp.url, from: 'wowtees <shop@example.com>' } });
    admin = staffClient(t.app, await loginAsStaff(t.app));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  // Each test sends from addresses of its own, so the per-address mail limit of one never touches another.
  let lastAddress = 0;
  const newAddress = () => `198.51.100.${++lastAddress}`;
  const patch = (id: string, payload: Record<string, unknown>, remoteAddress: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/customers/${id}`, payload, remoteAddress });
  const read = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
  const artworksOf = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/customers/${id}/artworks` })).json() as Array<{
      provider: string;
      previewUrl: string | null;
    }>;
  const staffRowsOf = (email: string) =>
    t.app.ctx.database.db.select().from(staffImages).where(sql`lower(${staffImages.email}) = ${email.toLowerCase()}`);

  /** Asks for a preview by email as the customize page does and confirms the address from the mail. */
  async function previewAndConfirm(id: string, email: string, locale: string) {
    expect((await patch(id, { email, previewRequested: true, locale }, newAddress())).statusCode).toBe(200);
    const [{ mail }] = await smtp.waitFor(email);
    const link = verificationLinkIn(mail);
    expect(link, 'verification link in the acknowledgement').not.toBeNull();
    const confirmed = await confirmEmail(t.app, link ?? '');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return link ?? '';
  }

  describe('F1: an unverified claim takes nothing', () => {
    it('gives an attacker record claiming a victim’s email none of the staff artwork kept for it, with or without a photo', async () => {
      const victim = unique('Victim2');
      // Staff stored artwork for the victim before any customer record had the address.
      const stored = await admin.upload({ email: victim, locale: 'de', kind: 'generated' });
      expect(stored.statusCode).toBe(200);
      const staffUrl: string = stored.json().imageUrl;

      const attacker = await createCustomer(t.app);
      const claim = await patch(attacker, { email: victim.replace('Victim2', 'VICTIM2') }, newAddress());
      expect(claim.statusCode).toBe(200);
      expect(claim.json().generatedImageUrl).toBeNull();

      // With a photo of its own and a preview request afterwards: still nothing of the victim's.
      expect((await uploadPhoto(t.app, attacker, 'rocket.jpg')).statusCode).toBe(200);
      const again = await patch(attacker, { email: victim, previewRequested: true, locale: 'de' }, newAddress());
      expect(again.statusCode).toBe(200);
      expect(again.json().generatedImageUrl).toBeNull();
      expect(JSON.stringify(await read(attacker))).not.toContain(staffUrl);
      const artworks = await artworksOf(attacker);
      expect(artworks.filter((artwork) => artwork.provider === 'staff')).toEqual([]);
      expect(JSON.stringify(artworks)).not.toContain(staffUrl);
      expect((await staffRowsOf(victim)).map((row) => row.customerId)).toEqual([null]);
    });

    it('changes neither what the victim’s signed link shows, nor what its checkout prints, nor what staff send', async () => {
      const victimEmail = unique('victim3');
      const victim = await customerWithPhoto(t.app, { fixture: 'chelsea.png' });
      await previewAndConfirm(victim.id, victimEmail, 'en-us');
      const artwork = await admin.upload({
        email: victimEmail,
        locale: 'en-us',
        kind: 'generated',
        customerId: victim.id,
      });
      expect(artwork.statusCode, artwork.body).toBe(200);
      const made = await admin.makeLink({ email: victimEmail, locale: 'en-us', customerId: victim.id });
      expect(made.statusCode, made.body).toBe(200);
      const link = linkParts(made.json().url);
      const before = await openEmailOrder(t.app, link);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({
        imageUrl: victim.imageUrl,
        generatedImageUrl: artwork.json().imageUrl,
        artworkProvider: 'staff',
        locale: 'en-us',
        printDpi: expect.any(Number),
      });

      // The probe's hijack: the attacker's own photo, then the victim's address with a preview request.
      const attacker = await customerWithPhoto(t.app, { fixture: 'rocket.jpg' });
      const hijack = await patch(
        attacker.id,
        { email: victimEmail.toUpperCase(), previewRequested: true, locale: 'en-us' },
        newAddress(),
      );
      expect(hijack.statusCode).toBe(200);

      const after = await openEmailOrder(t.app, link);
      expect(after.json()).toEqual(before.json());
      expect(after.body).not.toContain(attacker.imageUrl);

      // Staff upload more artwork for the victim's record: it lands there, not on the attacker's.
      const later = await admin.upload(
        { email: victimEmail, locale: 'en-us', kind: 'generated', customerId: victim.id },
        'astronaut.png',
      );
      expect(later.statusCode).toBe(200);
      const laterUrl: string = later.json().imageUrl;
      expect((await read(victim.id)).generatedImageUrl).toBe(laterUrl);
      expect((await read(attacker.id)).generatedImageUrl).toBeNull();
      expect((await artworksOf(attacker.id)).filter((a) => a.provider === 'staff')).toEqual([]);

      // Whoever checks out with the link gets the victim's artwork printed.
      const buyer = await createCustomer(t.app);
      const order = await payEmailOrder(t.app, buyer, link);
      expect(order.imageUrl).toBe(laterUrl);

      // The order-link email staff send for the victim's record shows the victim's artwork.
      const sent = await admin.sendEmail({ to: victimEmail, subject: 'Ready', locale: 'en-us', customerId: victim.id });
      expect(sent.statusCode, sent.body).toBe(200);
      const mails = await smtp.waitFor(victimEmail, 3);
      const orderMail = mails.find((m) => orderLinkIn(m.mail))?.mail;
      expect(orderMail).toBeDefined();
      const sources = imageSources(orderMail!);
      expect(sources).toContain(laterUrl);
      expect(sources).not.toContain(attacker.imageUrl);
      const mailed = await openEmailOrder(t.app, linkParts(orderLinkIn(orderMail!) ?? ''));
      expect(mailed.json()).toMatchObject({ generatedImageUrl: laterUrl, imageUrl: victim.imageUrl });
    });

    it('lists every record carrying the email in the image admin, and a staff upload lands on the chosen one only', async () => {
      const email = unique('twins');
      const owner = await customerWithPhoto(t.app, { fixture: 'chelsea.png' });
      await previewAndConfirm(owner.id, email, 'fr');
      const claimer = await customerWithPhoto(t.app, { fixture: 'rocket.jpg' });
      expect((await patch(claimer.id, { email: email.toUpperCase() }, newAddress())).statusCode).toBe(200);

      const res = await admin.lookUp(email);
      expect(res.statusCode).toBe(200);
      const user = res.json();
      expect(user.email).toBe(email);
      const byId = new Map(user.customers.map((c: { id: string }) => [c.id, c]));
      expect([...byId.keys()].sort()).toEqual([owner.id, claimer.id].sort());
      expect(byId.get(owner.id)).toMatchObject({
        email,
        imageUrl: owner.imageUrl,
        generatedImageUrl: null,
        emailVerified: true,
        previewRequested: true,
        locale: 'fr',
      });
      expect(byId.get(claimer.id)).toMatchObject({
        email: email.toUpperCase(),
        imageUrl: claimer.imageUrl,
        emailVerified: false,
        emailVerifiedAt: null,
        previewRequested: false,
      });
      for (const row of byId.values()) {
        const { createdAt, updatedAt } = row as { createdAt: string; updatedAt: string };
        expect(new Date(createdAt).getTime()).not.toBeNaN();
        expect(new Date(updatedAt).getTime()).not.toBeNaN();
      }

      // Staff choose the claimer's record: only that record changes.
      const chosen = await admin.upload({ email, locale: 'fr', kind: 'generated', customerId: claimer.id });
      expect(chosen.statusCode).toBe(200);
      expect((await read(claimer.id)).generatedImageUrl).toBe(chosen.json().imageUrl);
      expect((await read(owner.id)).generatedImageUrl).toBeNull();
      // Without a choice the image is kept by email only: no record changes.
      const loose = await admin.upload({ email, locale: 'fr', kind: 'upload' }, 'astronaut.png');
      expect(loose.statusCode).toBe(200);
      expect((await read(owner.id)).imageUrl).toBe(owner.imageUrl);
      expect((await read(claimer.id)).imageUrl).toBe(claimer.imageUrl);
      const rows = await staffRowsOf(email);
      expect(rows.map((row) => [row.kind, row.customerId]).sort()).toEqual(
        [
          ['generated', claimer.id],
          ['upload', null],
        ].sort(),
      );
      // A record that does not carry the email cannot be chosen.
      const stranger = await createCustomer(t.app);
      const wrong = await admin.upload({ email, locale: 'fr', kind: 'generated', customerId: stranger });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.code).toBe('CUSTOMER_EMAIL_MISMATCH');
      expect(await staffRowsOf(email)).toHaveLength(2);
    });
  });

  describe('F2: the acknowledgement relays nothing', () => {
    it('sends an unverified address no photo, only the shop’s text and a verification link', async () => {
      const to = unique('anyone');
      const sender = await customerWithPhoto(t.app, { fixture: 'rocket.jpg' });
      const res = await patch(sender.id, { email: to, previewRequested: true, locale: 'de' }, newAddress());
      expect(res.statusCode).toBe(200);
      const [{ mail }] = await smtp.waitFor(to);
      expect(imageSources(mail)).toEqual([]);
      expect(`${mail.html}${mail.text}`).not.toContain('/files/');
      const text = emailCatalogues.de.previewConfirm;
      expect(mail.subject).toBe(text.subject);
      expect(mail.text).toContain(text.confirm);
      const link = verificationLinkIn(mail);
      expect(link).toMatch(new RegExp(`^${publicUrl}/de/wowanimatedtees/verify-email#t=[A-Za-z0-9_-]{43}$`));
      // Only the token's hash is stored.
      const token = new URL(link ?? '').hash.slice(3);
      const stored = await t.app.ctx.database.db
        .select()
        .from(emailVerifications)
        .where(eq(emailVerifications.customerId, sender.id));
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it('sends at most three such mails to one recipient a day, and the PATCH still says saved', async () => {
      const to = unique('flooded');
      for (let i = 0; i < 4; i++) {
        const id = await createCustomer(t.app);
        const res = await patch(id, { email: to, previewRequested: true, locale: 'en-us' }, newAddress());
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ email: to, previewRequested: true });
      }
      await smtp.waitFor(to, 3);
      await waitUntilIdle(t.app);
      expect(smtp.messagesTo(to)).toHaveLength(3);
    });

    it('sends at most ten such mails from one sender address a day', async () => {
      const address = newAddress();
      const recipients = Array.from({ length: 11 }, (_, i) => unique(`spray${i}`));
      for (const to of recipients) {
        const id = await createCustomer(t.app);
        const res = await patch(id, { email: to, previewRequested: true, locale: 'en-us' }, address);
        expect(res.statusCode).toBe(200);
      }
      await waitUntilIdle(t.app);
      const delivered = recipients.filter((to) => smtp.messagesTo(to).length > 0);
      expect(delivered).toHaveLength(10);
    });

    it('verifies the record from the link, once; the email’s staff images attach only then', async () => {
      const email = unique('Later');
      const stored = await admin.upload({ email, locale: 'fr', kind: 'generated' });
      expect(stored.statusCode).toBe(200);
      const id = await createCustomer(t.app);
      const saved = await patch(id, { email: email.toUpperCase(), previewRequested: true }, newAddress());
      expect(saved.json().generatedImageUrl).toBeNull();
      expect((await staffRowsOf(email))[0].customerId).toBeNull();

      const [{ mail }] = await smtp.waitFor(email);
      const link = verificationLinkIn(mail) ?? '';
      const confirmed = await confirmEmail(t.app, link);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ email: email.toUpperCase() });
      expect(await read(id)).toMatchObject({ generatedImageUrl: stored.json().imageUrl, locale: 'fr' });
      expect((await staffRowsOf(email))[0].customerId).toBe(id);
      const [row] = (await admin.lookUp(email)).json().customers;
      expect(row).toMatchObject({ id, emailVerified: true });
      expect(row.emailVerifiedAt).not.toBeNull();
      // Opened again (a second click, a mail scanner): nothing more happens, the answer is the same.
      expect((await confirmEmail(t.app, link)).statusCode).toBe(200);

      // Changing the email clears the verification; the used link does not verify it again.
      const other = unique('other');
      expect((await patch(id, { email: other }, newAddress())).statusCode).toBe(200);
      expect((await admin.lookUp(other)).json().customers[0].emailVerified).toBe(false);
      expect((await patch(id, { email }, newAddress())).statusCode).toBe(200);
      expect((await admin.lookUp(email)).json().customers[0].emailVerified).toBe(false);
      const reused = await confirmEmail(t.app, link);
      expect(reused.statusCode).toBe(404);
      expect(reused.json().error.code).toBe('EMAIL_VERIFICATION_INVALID');
    });

    it('refuses an expired, unknown or malformed verification token', async () => {
      const email = unique('slow');
      const id = await createCustomer(t.app);
      await patch(id, { email, previewRequested: true, locale: 'es' }, newAddress());
      const [{ mail }] = await smtp.waitFor(email);
      await t.app.ctx.database.db
        .update(emailVerifications)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(emailVerifications.customerId, id));
      const expired = await confirmEmail(t.app, verificationLinkIn(mail) ?? '');
      expect(expired.statusCode).toBe(404);
      expect(expired.json().error.code).toBe('EMAIL_VERIFICATION_INVALID');
      const unknown = await confirmEmail(t.app, `${publicUrl}/es/wowanimatedtees/verify-email#t=${'A'.repeat(43)}`);
      expect(unknown.statusCode).toBe(404);
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/email-verifications',
        payload: { token: 'x y' },
      });
      expect(malformed.statusCode).toBe(400);
      expect((await admin.lookUp(email)).json().customers[0].emailVerified).toBe(false);
    });

    it('sends staff’s one-click preview email only to a verified address', async () => {
      const email = unique('oneclick');
      const customer = await customerWithPhoto(t.app, { fixture: 'chelsea.png' });
      expect((await patch(customer.id, { email, previewRequested: true, locale: 'de' }, newAddress())).statusCode).toBe(
        200,
      );
      const [{ mail: ack }] = await smtp.waitFor(email);
      const art = await admin.upload({ email, locale: 'de', kind: 'generated', customerId: customer.id });
      expect(art.statusCode).toBe(200);
      const url = `/api/admin/preview-requests/${customer.id}/send`;
      const staffHeaders = (await loginAsStaff(t.app)).headers;
      const refused = await t.app.inject({ method: 'POST', url, headers: staffHeaders });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('EMAIL_NOT_VERIFIED');
      await waitUntilIdle(t.app);
      expect(smtp.messagesTo(email)).toHaveLength(1);
      // The request shows as unverified to staff, and cannot be approved yet.
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/admin/preview-requests?${new URLSearchParams({ q: email })}`,
        headers: staffHeaders,
      });
      expect(list.json().requests[0]).toMatchObject({ customerId: customer.id, emailVerified: false });
      expect(list.json().requests[0].readyToApprove).toBe(false);

      expect((await confirmEmail(t.app, verificationLinkIn(ack) ?? '')).statusCode).toBe(200);
      const listed = await t.app.inject({
        method: 'GET',
        url: `/api/admin/preview-requests?${new URLSearchParams({ q: email })}`,
        headers: staffHeaders,
      });
      expect(listed.json().requests[0]).toMatchObject({ emailVerified: true, readyToApprove: true });
      const sent = await t.app.inject({ method: 'POST', url, headers: staffHeaders });
      expect(sent.statusCode, sent.body).toBe(200);
      const [, { mail }] = await smtp.waitFor(email, 2);
      expect(imageSources(mail)).toContain(art.json().imageUrl);
      const shown = await openEmailOrder(t.app, linkParts(orderLinkIn(mail) ?? ''));
      expect(shown.json()).toMatchObject({ imageUrl: customer.imageUrl, generatedImageUrl: art.json().imageUrl });
    });
  });
});
