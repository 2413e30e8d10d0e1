/**
 * Tax and invoices (issue 21 §2) through the real app: a German order records the VAT at the German
 * rate; its invoice PDF (read back with a PDF text extractor) shows the invoice number, the shop's
 * details and the VAT; it goes with the confirmation email and downloads from the status link and
 * the staff order page; invoice numbers stay sequential without gaps under 20 concurrent orders.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/index.ts';
import type { OutboxMessageContent } from '#server/email/outbox.ts';
import type { LocalPaymentProvider } from '#server/payments/local-provider.ts';
import type { CheckoutSessionSummary } from '#server/payments/payment-provider.ts';
import { queueNames } from '#server/ports/job-queue.ts';
import { waitFor } from '#server/test-support/artworks.ts';
import { createCustomer, uploadPhoto } from '#server/test-support/customer-with-photo.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { vatIncludedMinor } from '#shared/tax.ts';
import { recordPaidCheckoutSession } from '../orders/orders.service.ts';

const shop = {
  legalName: 'Wowtees Druck GmbH',
  addressLines: ['Musterstraße 12', '10115 Berlin', 'Deutschland'],
  vatId: 'DE123456789',
};

const germanAddress = {
  name: 'Jürgen Weiß',
  line1: 'Hauptstraße 5',
  line2: null,
  city: 'München',
  state: null,
  postalCode: '80331',
  country: 'DE',
};

/** The text of a PDF, whitespace (no-break spaces too) folded to single spaces. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe.each(databaseTargets())('tax and invoices on %s (issue 21 §2)', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  beforeAll(async () => {
    t = await buildTestApp(target, { shopOperator: shop, supportEmail: 'hilfe@wowtees.example' });
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  /** Every outbox message to `to`, parsed. */
  async function mailTo(to: string): Promise<OutboxMessageContent[]> {
    const outbox = t.app.ctx.mailer.outbox;
    if (!outbox) throw new Error('the test app writes mail to the outbox');
    const list = (await outbox.list()).filter((message) => message.to.includes(to));
    return Promise.all(list.map(async (message) => (await outbox.read(message.id)) as OutboxMessageContent));
  }

  it('a German order records the VAT at 19 % and its invoice shows it with the shop’s details', async () => {
    const email = `jw-${randomUUID().slice(0, 8)}@example.com`;
    const customerId = await createCustomer(t.app);
    await uploadPhoto(t.app, customerId, 'coffee.png');
    // /de/wowanimatedtees: a discounted sweatshirt, 34.99 € + 10 € fee (SPEC §9 euro book).
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        customerId,
        email,
        locale: 'de',
        variant: 'wowanimatedtees',
        currency: 'eur',
        productType: 'sweatshirt',
        size: 's',
        color: 'gray',
        price: '44.99',
        discountApplied: true,
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sessionId = decodeURIComponent(new URL(checkout.json().url).pathname.split('/').pop() ?? '');
    const provider = t.app.ctx.payments as LocalPaymentProvider;
    expect((await provider.completeSession(sessionId, { email, shippingAddress: germanAddress })).paid).toBe(true);
    const confirm = await t.app.inject({ method: 'POST', url: '/api/orders/confirm', payload: { sessionId } });
    expect(confirm.statusCode, confirm.body).toBe(200);

    const [order] = await t.app.ctx.database.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    expect(order.taxRateBasisPoints).toBe(1900);
    expect(order.taxCountry).toBe('DE');
    expect(order.taxMinor).toBe(vatIncludedMinor(4499, 1900));
    expect(order.taxMinor).toBe(718);
    // Paid through the test provider: the test series.
    expect(order.invoiceNumber).toMatch(/^TEST-INV-\d{6}$/);

    // The confirmation email: the VAT row, and the invoice attached.
    await waitFor('the confirmation email', async () => {
      const [job] = await t.app.ctx.jobs.find(queueNames.orderConfirmationEmail, { id: order.id });
      return job?.state === 'completed' ? job : undefined;
    });
    const [mail] = await mailTo(email);
    expect(mail.text).toContain('Enthaltene MwSt. (19\u00a0%)');
    expect(mail.text).toContain('7,18\u00a0€');
    expect(mail.text).toContain('Ihre Rechnung finden Sie im Anhang');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment.filename).toBe(`invoice-${order.invoiceNumber}.pdf`);
    expect(attachment.contentType).toBe('application/pdf');

    const text = await pdfText(attachment.content);
    for (const expected of [
      'Rechnung',
      `Rechnungsnummer ${order.invoiceNumber}`.replace(/\s+/g, ' '),
      order.orderNumber,
      'Wowtees Druck GmbH',
      'Musterstraße 12',
      '10115 Berlin',
      'USt-IdNr.: DE123456789',
      'hilfe@wowtees.example',
      'Jürgen Weiß',
      '80331 München',
      'Premium-Sweatshirt',
      'Aufpreis für das animierte Motiv',
      // The item at its original price, the fee, the discount: they add up to what was paid.
      '39,99 €',
      '10,00 €',
      '-5,00 €',
      'Nettobetrag 37,81 €',
      'Enthaltene MwSt. (19 %) 7,18 €',
      'Gesamtbetrag 44,99 €',
      'TESTBESTELLUNG',
    ]) {
      expect(text).toContain(expected);
    }

    // The same file from the status link (its token from the email) and from the staff order page.
    const token = /#t=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const fromStatus = await t.app.inject({ method: 'GET', url: `/api/orders/status/${token}/invoice.pdf` });
    expect(fromStatus.statusCode).toBe(200);
    expect(fromStatus.headers['content-type']).toBe('application/pdf');
    expect(fromStatus.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.invoiceNumber}.pdf"`);
    expect(fromStatus.headers['cache-control']).toContain('no-store');
    expect(Buffer.compare(fromStatus.rawPayload, Buffer.from(attachment.content))).toBe(0);
    const status = await t.app.inject({ method: 'GET', url: `/api/orders/status/${token}` });
    expect(status.json()).toMatchObject({
      invoiceNumber: order.invoiceNumber,
      tax: { taxMinor: 718, rateBasisPoints: 1900, country: 'DE' },
    });

    const staffUrl = `/api/admin/orders/${order.orderNumber}/invoice.pdf`;
    const fromStaff = await t.app.inject({ method: 'GET', url: staffUrl, headers: staff.headers });
    expect(fromStaff.statusCode).toBe(200);
    expect(await pdfText(fromStaff.rawPayload)).toContain('Enthaltene MwSt. (19 %) 7,18 €');
    expect((await t.app.inject({ method: 'GET', url: staffUrl })).statusCode).toBe(401);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderNumber}`,
      headers: staff.headers,
    });
    expect(detail.json()).toMatchObject({
      invoiceNumber: order.invoiceNumber,
      taxMinor: 718,
      taxRateBasisPoints: 1900,
    });
  });

  it('answers 404 for a wrong status link or an unknown order, never a file', async () => {
    const wrong = await t.app.inject({ method: 'GET', url: `/api/orders/status/${'x'.repeat(43)}/invoice.pdf` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.code).toBe('ORDER_LINK_INVALID');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/WT-ZZZZZZ/invoice.pdf',
      headers: staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('ORDER_NOT_FOUND');
  });

  it('gives 20 concurrent orders 20 consecutive invoice numbers, and a racing duplicate none', async () => {
    const session = (id: string): CheckoutSessionSummary => ({
      id,
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId: null,
      amountTotalMinor: 2999,
      currency: 'EUR',
      customerEmail: null,
      shippingAddress: { ...germanAddress, country: 'FR' },
      metadata: {
        customerId: randomUUID(),
        productType: 'tshirt',
        size: 'm',
        color: 'white',
        discountApplied: 'true',
        priceBookId: 'storefront-eur',
        locale: 'fr',
        variant: 'wowanimatedtees',
      },
    });
    const ids = Array.from({ length: 20 }, () => `cs_test_${randomUUID()}`);
    // Every session twice at once: confirm and webhook racing; one of each pair records the order.
    const results = await Promise.all([...ids, ...ids].map((id) => recordPaidCheckoutSession(t.app.ctx, session(id))));
    expect(results.filter((result) => result.created)).toHaveLength(20);
    const rows = await Promise.all(
      ids.map(async (id) => {
        const [row] = await t.app.ctx.database.db.select().from(orders).where(eq(orders.checkoutSessionId, id));
        return row;
      }),
    );
    const numbers = rows.map((row) => Number(row.invoiceNumber?.replace(/^TEST-INV-/, ''))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.at(-1)! - numbers[0]).toBe(19);
    // French VAT (20 %) on 29.99 €.
    expect(rows.every((row) => row.taxMinor === 500 && row.taxRateBasisPoints === 2000)).toBe(true);
  });
});
