/**
 * Issue 21 §6: an abandoned checkout with consent gets exactly one reminder after the configured
 * time; without consent, or after payment, none. Through the real API, the local payment provider
 * and the outbox; the job's work is driven directly with a moved clock (no waiting).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutReminders, orders } from '#server/db/schema/index.ts';
import type { LocalPaymentProvider } from '#server/payments/local-provider.ts';
import { queueNames } from '#server/ports/job-queue.ts';
import { waitForArtwork } from '#server/test-support/artworks.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { eraseCustomer } from '../customer-data/customer-erasure.service.ts';
import { sendDueCheckoutReminders } from './checkout-reminders.service.ts';

/** The configured time: 0.01 h = 36 s. */
const reminderHours = 0.01;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

let count = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++count}@example.com`;

describe.each(databaseTargets())('abandoned-checkout reminders on %s (issue 21 §6)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target, { checkoutReminderHours: reminderHours });
  });
  afterAll(async () => t?.close());

  /** The outbox's messages to `to`, with their text and HTML. */
  async function mailsTo(to: string) {
    const outbox = t.app.ctx.mailer.outbox;
    if (!outbox) throw new Error('The test app has no outbox');
    const list = (await outbox.list()).filter((message) => message.to.toLowerCase().includes(to.toLowerCase()));
    return Promise.all(list.map(async (message) => (await outbox.read(message.id)) ?? Promise.reject()));
  }

  /** Starts a checkout as the customize page does (German t-shirt, no discount). */
  async function startCheckout(
    customerId: string,
    email: string | undefined,
    remindMe: boolean | undefined,
    artworkId?: string,
  ) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        productType: 'tshirt',
        size: 'm',
        color: 'white',
        price: '44.43',
        customerId,
        email,
        remindMe,
        discountApplied: false,
        currency: 'eur',
        locale: 'de',
        artworkId,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return decodeURIComponent(new URL(res.json().url).pathname.split('/').pop() ?? '');
  }

  async function pay(sessionId: string, customerId: string, email: string) {
    await (t.app.ctx.payments as LocalPaymentProvider).completeSession(sessionId, {
      email,
      shippingAddress: {
        name: 'Anna Schmidt',
        line1: 'Hauptstraße 5',
        line2: null,
        city: 'Berlin',
        state: null,
        postalCode: '10115',
        country: 'DE',
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/confirm',
      payload: { sessionId },
      headers: { 'x-customer-id': customerId },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  const tokenOf = (html: string) => /#resume=([A-Za-z0-9_-]{43})/.exec(html)?.[1] ?? '';
  const unsubscribeTokenOf = (html: string) => /reminders\/unsubscribe#t=([A-Za-z0-9_-]{43})/.exec(html)?.[1] ?? '';

  it('is scheduled as a cron job', async () => {
    expect(await t.app.ctx.jobs.schedules()).toEqual(
      expect.arrayContaining([expect.objectContaining({ queue: queueNames.checkoutReminder })]),
    );
  });

  it('sends exactly one reminder after the configured time, in the checkout’s language, with a way back', async () => {
    const email = uniqueEmail('anna');
    const { id } = await customerWithPhoto(t.app);
    await startCheckout(id, email, true);

    // Not yet due: nothing.
    await sendDueCheckoutReminders(t.app.ctx, later(reminderHours * 3600 - 5));
    expect(await mailsTo(email)).toHaveLength(0);

    // Two instances' runs at once after the time: one email.
    const runs = await Promise.all([
      sendDueCheckoutReminders(t.app.ctx, later(reminderHours * 3600 + 5)),
      sendDueCheckoutReminders(t.app.ctx, later(reminderHours * 3600 + 5)),
    ]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    await sendDueCheckoutReminders(t.app.ctx, later(3 * 3600));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const de = emailCatalogues.de.checkoutReminder;
    expect(mail?.subject).toBe(de.subject);
    expect(mail?.text).toContain('T-Shirt');
    expect(mail?.text).toContain('44,43');
    // The customer id never rides in a URL: the link carries a token the page trades for it.
    expect(mail?.html).not.toContain(id);
    expect(mail?.html).toContain('/de/wowanimatedtees/customize#resume=');
    const resumed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-reminders/resume',
      payload: { token: tokenOf(mail?.html ?? '') },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toEqual({ customerId: id, locale: 'de', variant: 'wowanimatedtees' });

    // The same cart again later: never a second reminder.
    await startCheckout(id, email, true);
    await sendDueCheckoutReminders(t.app.ctx, later(6 * 3600));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('forgets the reminder, its address and its mockup when the customer is erased', async () => {
    const email = uniqueEmail('erased');
    const { id } = await customerWithPhoto(t.app);
    // The mockup shows the customer's artwork on the garment.
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${id}/artworks`,
      payload: { style: 'cel' },
    });
    const artwork = await waitForArtwork(t.app, id, asked.json().id);
    expect(artwork.status).toBe('ready');
    await startCheckout(id, email, true, artwork.id);
    await sendDueCheckoutReminders(t.app.ctx, later(reminderHours * 3600 + 5));
    expect(await mailsTo(email)).toHaveLength(1);
    const [reminder] = await t.app.ctx.database.db
      .select()
      .from(checkoutReminders)
      .where(eq(checkoutReminders.email, email));
    const mockupKey = reminder?.mockupKey ?? '';
    expect(await t.app.ctx.storage.exists(mockupKey)).toBe(true);

    await eraseCustomer(t.app.ctx, id);
    expect(
      await t.app.ctx.database.db.select().from(checkoutReminders).where(eq(checkoutReminders.email, email)),
    ).toEqual([]);
    expect(await t.app.ctx.storage.exists(mockupKey)).toBe(false);
  });

  it('sends none without consent (unticked, or no email)', async () => {
    const email = uniqueEmail('bert');
    const first = await customerWithPhoto(t.app);
    await startCheckout(first.id, email, false);
    const second = await customerWithPhoto(t.app);
    await startCheckout(second.id, email, undefined);
    const third = await customerWithPhoto(t.app);
    await startCheckout(third.id, undefined, true);
    await sendDueCheckoutReminders(t.app.ctx, later(3600));
    expect(await mailsTo(email)).toHaveLength(0);
    const rows = await t.app.ctx.database.db
      .select()
      .from(checkoutReminders)
      .where(eq(checkoutReminders.customerId, third.id));
    expect(rows).toHaveLength(0);
  });

  it('sends none after payment', async () => {
    const email = uniqueEmail('cora');
    const { id } = await customerWithPhoto(t.app);
    const sessionId = await startCheckout(id, email, true);
    await pay(sessionId, id, email);
    await sendDueCheckoutReminders(t.app.ctx, later(3600));
    expect(
      (await mailsTo(email)).filter((mail) => mail.subject === emailCatalogues.de.checkoutReminder.subject),
    ).toEqual([]);
    const [row] = await t.app.ctx.database.db
      .select()
      .from(checkoutReminders)
      .where(eq(checkoutReminders.customerId, id));
    expect(row).toMatchObject({ sentAt: null, cancelReason: 'paid' });
  });

  it('stops every further reminder to an address that unsubscribed, without sign-in', async () => {
    const email = uniqueEmail('dora');
    const first = await customerWithPhoto(t.app);
    await startCheckout(first.id, email, true);
    await sendDueCheckoutReminders(t.app.ctx, later(3600));
    const [mail] = await mailsTo(email);
    const token = unsubscribeTokenOf(mail?.html ?? '');
    expect(token).not.toBe('');
    // Another cart of the same address, pending when the link is used.
    const second = await customerWithPhoto(t.app);
    await startCheckout(second.id, email, true);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout-reminders/unsubscribe',
        payload: { token },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const third = await customerWithPhoto(t.app);
    await startCheckout(third.id, email, true);
    await sendDueCheckoutReminders(t.app.ctx, later(3600));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('shows staff the revenue of orders paid after a reminder', async () => {
    const staff = await loginAsStaff(t.app);
    const dashboard = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff.headers })).json().recovered;
    const before = await dashboard();
    const eurBefore = before.revenue.find((row: { currency: string }) => row.currency === 'EUR');
    const email = uniqueEmail('emil');
    const { id } = await customerWithPhoto(t.app);
    await startCheckout(id, email, true);
    // Started an hour ago (the order must be paid after the reminder, which goes out now).
    await t.app.ctx.database.db
      .update(checkoutReminders)
      .set({ startedAt: later(-3600), dueAt: later(-3600 + reminderHours * 3600) })
      .where(eq(checkoutReminders.customerId, id));
    expect((await sendDueCheckoutReminders(t.app.ctx)).sent).toBe(1);
    // Back through the reminder: paid with the test provider (a test order: not counted) …
    const sessionId = await startCheckout(id, email, true);
    await pay(sessionId, id, email);
    expect(await dashboard()).toMatchObject({ revenue: before.revenue });
    // … and a real order of the same customer.
    await t.app.ctx.database.db
      .insert(orders)
      .values(
        paidOrderRow(id, 'http://localhost:3000/files/x.png', { currency: 'EUR', amountTotalMinor: 4443, email }),
      );
    const after = await dashboard();
    expect(after.remindersSent).toBeGreaterThan(before.remindersSent);
    expect(after.revenue.find((row: { currency: string }) => row.currency === 'EUR')).toEqual({
      currency: 'EUR',
      totalMinor: (eurBefore?.totalMinor ?? 0) + 4443,
      orders: (eurBefore?.orders ?? 0) + 1,
    });
  });

  it('answers 404 REMINDER_LINK_INVALID to a tampered, malformed or unknown token', async () => {
    for (const token of ['A'.repeat(43), 'short', '', 'x'.repeat(200)]) {
      for (const action of ['resume', 'unsubscribe']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/checkout-reminders/${action}`,
          payload: { token },
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('REMINDER_LINK_INVALID');
      }
    }
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-reminders/resume',
      payload: { token: 'x'.repeat(10_000) },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
