/**
 * The order confirmation (issue 11) through the real app: an order number on every view, personal
 * data (email, design) only for the order's own customer, and one confirmation email per order in
 * the customer's language, however many confirms and webhooks race, sent by a durable job that
 * survives a refusing mail server and a stopped process.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type AppConfig, loadConfig } from '#server/config.ts';
import { emailSent, orders } from '#server/db/schema/index.ts';
import type { OutboxMessageContent } from '#server/email/outbox.ts';
import type { LocalPaymentProvider } from '#server/payments/local-provider.ts';
import { queueNames } from '#server/ports/job-queue.ts';
import { waitUntilIdle } from '#server/test-support/app-idle.ts';
import { waitFor, waitForArtwork } from '#server/test-support/artworks.ts';
import { createCustomer, uploadPhoto } from '#server/test-support/customer-with-photo.ts';
import { startSmtpTestServer } from '#server/test-support/smtp-test-server.ts';
import { buildTestApp, type DatabaseTarget, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { orderConfirmationSubject } from '#shared/email-subjects.ts';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { interpolate, serverCatalogues } from '#shared/i18n/server-catalogues.ts';
import type { Locale } from '#shared/locales.ts';
import { claimPlaceholders } from '#shared/marketing-claims.ts';
import { formatMoney } from '#shared/money.ts';
import { orderNumberPattern } from '#shared/order-number.ts';
import { recordPaidCheckoutSession } from './orders.service.ts';

const shipping = {
  name: 'Anna Schmidt',
  line1: 'Hauptstraße 5',
  line2: null,
  city: 'Berlin',
  state: null,
  postalCode: '10115',
  country: 'DE',
};

/** A discounted sweatshirt on a euro storefront (SPEC §9 non-English book: 34.99 + 10 fee). */
const euroSweatshirt = { productType: 'sweatshirt', size: 's', color: 'gray', price: '44.99', discountApplied: true };

describe.each(databaseTargets())('order confirmation email on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => t?.close());

  const provider = () => t.app.ctx.payments as LocalPaymentProvider;
  const confirm = (sessionId: string, customerId?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/confirm',
      payload: { sessionId },
      headers: customerId ? { 'x-customer-id': customerId } : {},
    });

  /** A customer with a photo who paid a checkout in `locale` as `email`; `artworkId` when given. */
  async function paidCheckout(locale: Locale, email: string, extra: Record<string, unknown> = {}) {
    const customerId = (extra.customerId as string | undefined) ?? (await createCustomer(t.app));
    if (!extra.customerId) await uploadPhoto(t.app, customerId, 'coffee.png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { ...euroSweatshirt, customerId, email, currency: 'eur', locale, ...extra },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = decodeURIComponent(new URL(res.json().url).pathname.split('/').pop() ?? '');
    expect((await provider().completeSession(sessionId, { email, shippingAddress: shipping })).paid).toBe(true);
    return { customerId, sessionId };
  }

  /** Every outbox message to `to`, parsed. */
  async function mailTo(to: string): Promise<OutboxMessageContent[]> {
    const outbox = t.app.ctx.mailer.outbox;
    if (!outbox) throw new Error('the test app writes mail to the outbox');
    const list = (await outbox.list()).filter((message) => message.to.includes(to));
    return Promise.all(list.map(async (message) => (await outbox.read(message.id)) as OutboxMessageContent));
  }

  /** Waits until the confirmation email job of the order of `sessionId` completed; @returns the order row. */
  async function emailJobDone(sessionId: string) {
    const { db } = t.app.ctx.database;
    const [row] = await db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    await waitForEmailJob(t, row.id, 'completed');
    return row;
  }
  /** Lets any (wrongly) queued second email job run before counting messages. */
  const settle = () => waitUntilIdle(t.app, { queues: [queueNames.orderConfirmationEmail] });

  it('mails one confirmation in the customer’s language with order number, product, size, colour and total', async () => {
    const email = 'anna.de@example.com';
    const { customerId, sessionId } = await paidCheckout('de', email);
    const res = await confirm(sessionId, customerId);
    expect(res.statusCode).toBe(200);
    const { order } = res.json();
    expect(order.orderNumber).toMatch(orderNumberPattern);
    expect(order.orderNumber).toMatch(/^WT-[2-9A-HJKMNP-TV-Z]{6}$/);
    await emailJobDone(sessionId);

    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // Paid through the built-in test provider: a test order (issue 17 point 4).
    expect(mail.subject).toBe(orderConfirmationSubject('de', order.orderNumber, true));
    expect(mail.subject).toBe(`[TEST] Ihre wowtees-Bestellung ${order.orderNumber} ist bestätigt`);
    const names = serverCatalogues.de.lineItems;
    const text = emailCatalogues.de.orderConfirmation;
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain(order.orderNumber);
      expect(part).toContain(names.productNames.sweatshirt);
      expect(part).toContain(`${names.sizes.s} · ${names.colors.gray}`);
      expect(part).toContain(formatMoney({ amountMinor: order.amountTotalMinor, currency: 'EUR' }, 'de'));
      expect(part).toContain(text.nextHeading);
      expect(part).toContain(interpolate(text.stepDelivery, claimPlaceholders(t.config.claims)));
      expect(part).toContain(t.config.supportEmail);
    }
    expect(mail.text).toContain('44,99\u00a0€');
    // No artwork was chosen: no image at all, and never the customer's private photo.
    expect(mail.html).not.toContain('customer-uploads');
    expect(mail.html).not.toContain('<img');

    const rows = await t.app.ctx.database.db.select().from(emailSent).where(eq(emailSent.email, email));
    expect(rows).toMatchObject([{ kind: 'order-confirmation', locale: 'de', customerId }]);

    // Issue 19 §7: the confirmation carries the order's private status link, which opens the order.
    const link = /\/de\/wowanimatedtees\/order-status#t=([A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(link).not.toBeNull();
    const statusPage = await t.app.inject({ method: 'GET', url: `/api/orders/status/${link?.[1]}` });
    expect(statusPage.json()).toMatchObject({ orderNumber: order.orderNumber, status: 'paid', locale: 'de' });
    // The success page shows a status link to the buyer's own browser only, never to the session id alone.
    expect(order.statusUrl).toMatch(/\/de\/wowanimatedtees\/order-status#t=[A-Za-z0-9_-]{43}$/);

    // Reloads of the success page send nothing more.
    await confirm(sessionId, customerId);
    expect((await confirm(sessionId)).json().order.statusUrl).toBeUndefined();
    await settle();
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('sends one email when confirms and the webhook race for the same order', async () => {
    const email = 'race@example.com';
    const { customerId, sessionId } = await paidCheckout('fr', email);
    const session = await provider().retrieveCheckoutSession(sessionId);
    if (!session) throw new Error('no session');
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => confirm(sessionId, i % 2 ? customerId : undefined)),
      // What the Stripe webhook route calls for checkout.session.completed.
      recordPaidCheckoutSession(t.app.ctx, session),
      recordPaidCheckoutSession(t.app.ctx, session),
    ]);
    const created = results.map((r) => ('statusCode' in r ? r.json().created : r.created));
    expect(created.filter(Boolean)).toHaveLength(1);
    await emailJobDone(sessionId);
    await settle();
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    const [row] = await t.app.ctx.database.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    expect(await t.app.ctx.jobs.find(queueNames.orderConfirmationEmail, { id: row.id })).toHaveLength(1);
    expect(mails[0].subject).toBe(`[TEST] Votre commande wowtees ${row.orderNumber} est confirmée`);
    expect(mails[0].text).toContain(emailCatalogues.fr.orderConfirmation.heading);
    expect(row.confirmationEmailAt).toBeInstanceOf(Date);
  });

  it('shows the link alone the order number and choice, but no email, address or design', async () => {
    const email = 'private@example.com';
    const { customerId, sessionId } = await paidCheckout('es', email);
    const own = (await confirm(sessionId, customerId)).json().order;
    expect(own).toMatchObject({ email, productType: 'sweatshirt', size: 's', color: 'gray' });
    expect(own.designImageUrl).toMatch(/\/files\/customer-uploads\//);
    for (const viewer of [undefined, crypto.randomUUID(), 'not-an-id']) {
      const res = await confirm(sessionId, viewer);
      expect(res.statusCode).toBe(200);
      const { order } = res.json();
      expect(order).toMatchObject({
        orderNumber: own.orderNumber,
        paymentStatus: 'paid',
        productType: 'sweatshirt',
        size: 's',
        color: 'gray',
        amountTotalMinor: own.amountTotalMinor,
        currency: 'EUR',
      });
      for (const field of ['email', 'shippingAddress', 'customerId', 'imageUrl', 'designImageUrl'])
        expect(order).not.toHaveProperty(field);
      expect(res.body).not.toContain(email);
      expect(res.body).not.toContain('customer-uploads');
      expect(res.body).not.toContain(customerId);
    }
  });

  it('shows the chosen artwork on the garment in the email (issue 20 §6 mockup), as a public URL', async () => {
    const email = 'artwork@example.com';
    const customerId = await createCustomer(t.app);
    await uploadPhoto(t.app, customerId, 'coffee.png');
    const queued = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customerId}/artworks`,
      payload: { style: 'painterly' },
    });
    expect(queued.statusCode, queued.body).toBeLessThan(300);
    const artwork = await waitForArtwork(t.app, customerId, queued.json().id);
    expect(artwork.status).toBe('ready');
    const { sessionId } = await paidCheckout('en-us', email, {
      customerId,
      artworkId: artwork.id,
      currency: 'usd',
      price: '59.99',
    });
    const own = (await confirm(sessionId, customerId)).json().order;
    expect(own.designImageUrl).toBe(artwork.previewUrl);
    await emailJobDone(sessionId);
    const [mail] = await mailTo(email);
    expect(mail.subject).toBe(`[TEST] Your wowtees order ${own.orderNumber} is confirmed`);
    // The mockup made for the email (or by the print-file job before it), recorded on the order.
    const [row] = await t.app.ctx.database.db.select().from(orders).where(eq(orders.orderNumber, own.orderNumber));
    expect(row.mockupKey).toMatch(/^mockups\//);
    const mockupPath = new URL(t.app.ctx.storage.url(row.mockupKey ?? ''), t.config.publicUrl).pathname;
    expect(mail.html).toContain(`${t.config.publicUrl}${mockupPath}`);
    expect(mail.html).not.toContain('customer-uploads');
  });
});

/** Waits until the confirmation email job of `orderId` is in `state`; @returns the job. */
async function waitForEmailJob(t: TestApp, orderId: string, state: string, timeoutMs = 30_000) {
  return waitFor(
    `the confirmation email job in state ${state}`,
    async () => {
      const [job] = await t.app.ctx.jobs.find(queueNames.orderConfirmationEmail, { id: orderId });
      return job?.state === state ? job : undefined;
    },
    { timeoutMs },
  );
}

/** Job timings of a start without environment, with `changes` (retries and polls made quick). */
function jobTimings(changes: Partial<AppConfig['jobs']>): AppConfig['jobs'] {
  const defaults = loadConfig({ PORT: '0', HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:3000', DATA_DIR: '.' });
  return { ...defaults.jobs, ...changes };
}

/** Opens and pays a euro sweatshirt checkout in German on `t` as `email`; @returns its order row. */
async function paidGermanOrder(t: TestApp, email: string) {
  const customerId = await createCustomer(t.app);
  await uploadPhoto(t.app, customerId, 'coffee.png');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: { ...euroSweatshirt, customerId, email, currency: 'eur', locale: 'de' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const sessionId = decodeURIComponent(new URL(res.json().url).pathname.split('/').pop() ?? '');
  await (t.app.ctx.payments as LocalPaymentProvider).completeSession(sessionId, { email, shippingAddress: shipping });
  const confirm = () => t.app.inject({ method: 'POST', url: '/api/orders/confirm', payload: { sessionId } });
  expect((await confirm()).statusCode).toBe(200);
  const [row] = await t.app.ctx.database.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
  return { row, confirm };
}

describe('order confirmation email when the mail server refuses it', () => {
  it('fails the job attempt and sends on pg-boss’s retry', { timeout: 90_000 }, async () => {
    let refusing = true;
    let attempts = 0;
    const smtp = await startSmtpTestServer({
      refuseRecipient: () => {
        attempts++;
        return refusing;
      },
    });
    const t = await buildTestApp('pglite', {
      mail: { smtpUrl: smtp.url, from: 'wowtees <shop@example.com>' },
      jobs: jobTimings({ retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 }),
    });
    try {
      const email = 'later@example.com';
      const { row, confirm } = await paidGermanOrder(t, email);
      // Refused once: the attempt failed (to be retried), nothing recorded, the order not marked.
      const failed = await waitForEmailJob(t, row.id, 'retry');
      expect(attempts).toBeGreaterThan(0);
      // The job's stored error names a code, not the address or the server's words.
      expect(JSON.stringify(failed.output)).toContain('EMAIL_SEND_FAILED');
      expect(JSON.stringify(failed.output)).not.toContain(email);
      const { db } = t.app.ctx.database;
      const [unsent] = await db.select().from(orders).where(eq(orders.id, row.id));
      expect(unsent.confirmationEmailAt).toBeNull();
      expect(await db.select().from(emailSent).where(eq(emailSent.email, email))).toEqual([]);

      refusing = false;
      const [received] = await smtp.waitFor(email, 1, 30_000);
      expect(received.mail.subject).toBe(`[TEST] Ihre wowtees-Bestellung ${row.orderNumber} ist bestätigt`);
      await waitForEmailJob(t, row.id, 'completed');
      const [sent] = await db.select().from(orders).where(eq(orders.id, row.id));
      expect(sent.confirmationEmailAt).toBeInstanceOf(Date);
      expect(await db.select().from(emailSent).where(eq(emailSent.email, email))).toHaveLength(1);
      await confirm();
      await waitUntilIdle(t.app, { queues: [queueNames.orderConfirmationEmail] });
      expect(smtp.messagesTo(email)).toHaveLength(1);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe.each(databaseTargets())('a confirmation email job whose process stopped on %s', (target: DatabaseTarget) => {
  it('is sent by the next app on the same database', { timeout: 90_000 }, async () => {
    const smtp = await startSmtpTestServer();
    const mail = { smtpUrl: smtp.url, from: 'wowtees <shop@example.com>' };
    // The first app's worker looks for jobs at start and then only a minute later, and a sent job
    // does not wake it (no NOTIFY): the job queued by the confirm below is not run before the app
    // stops. The next app has the wake-up, so only its start and its polls can find the job.
    const t = await buildTestApp(target, {
      mail,
      inMemoryDatabase: false,
      jobs: jobTimings({ pollingIntervalSeconds: 60, notifyPollingIntervalSeconds: undefined }),
    });
    let next: FastifyInstance | undefined;
    try {
      const email = 'after-restart@example.com';
      const { row } = await paidGermanOrder(t, email);
      const [queued] = await t.app.ctx.jobs.find(queueNames.orderConfirmationEmail, { id: row.id });
      expect(queued?.state).toBe('created');
      await t.app.close();
      expect(smtp.messagesTo(email)).toHaveLength(0);

      next = await buildApp({ ...t.config, jobs: jobTimings({ pollingIntervalSeconds: 0.5 }) });
      await next.ready();
      const [received] = await smtp.waitFor(email, 1, 30_000);
      expect(received.mail.subject).toBe(`[TEST] Ihre wowtees-Bestellung ${row.orderNumber} ist bestätigt`);
      const { db } = next.ctx.database;
      await waitFor('the order marked as emailed', async () => {
        const [sent] = await db.select().from(orders).where(eq(orders.id, row.id));
        return sent.confirmationEmailAt ? sent : undefined;
      });
      expect(smtp.messagesTo(email)).toHaveLength(1);
    } finally {
      await next?.close();
      await t.close();
      await smtp.close();
    }
  });
});
