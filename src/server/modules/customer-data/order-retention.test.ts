/**
 * Issue 19 §9: an order's photo, artwork and print file are deleted PURGE_FULFILLED_AFTER_DAYS after
 * it was delivered or cancelled, the order keeping its row; staff erase a customer on request
 * (`POST /api/admin/customers/:customerId/erasure`), orders kept without personal data. Through the
 * real app: rows, stored files, the staff order page and the audit log.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artworks,
  customers,
  emailOrderLinks,
  orderEvents,
  orders,
  staffAuditLog,
  staffImages,
} from '#server/db/schema/index.ts';
import { runPrintFileJob } from '#server/jobs/print-file.job.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { purgeExpiredCustomerData } from './retention-purge.service.ts';

const ages = { unorderedCustomerDays: 90, unverifiedEmailDays: 30, fulfilledOrderDays: 90 };

describe.each(databaseTargets())('order files retention and customer erasure on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  const db = () => t.app.ctx.database.db;
  const exists = (key: string) => t.app.ctx.storage.exists(key);
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const customerRow = async (id: string) => (await db().select().from(customers).where(eq(customers.id, id)))[0];
  const staffOrder = async (orderNumber: string) =>
    (await t.app.inject({ url: `/api/admin/orders/${orderNumber}`, headers: staff.headers })).json();

  /** A stored file under `area/` with a random name; @returns its key. */
  async function storedFile(area: string): Promise<string> {
    const key = `${area}/${crypto.randomUUID()}.png`;
    await t.app.ctx.storage.put(key, Buffer.from('png'), { contentType: 'image/png', cacheSeconds: 60 });
    return key;
  }

  /**
   * A customer with a photo, an artwork (stored preview and print file) and an order printing both,
   * moved to `status` `daysAgo` days ago (its order event). @returns the ids and the stored keys.
   */
  async function fulfilledOrder(status: 'delivered' | 'cancelled', daysAgo: number, email?: string) {
    const customer = await customerWithPhoto(t.app, { profile: email ? { email } : undefined });
    const photoKey = (await customerRow(customer.id)).imageKey ?? '';
    const previewKey = await storedFile('artworks');
    const printKey = await storedFile('print-files');
    const mockupKey = await storedFile('mockups');
    const [artwork] = await db()
      .insert(artworks)
      .values({
        customerId: customer.id,
        sourceImageKey: photoKey,
        style: 'painterly',
        provider: 'local',
        status: 'ready',
        previewKey,
        previewUrl: t.app.ctx.storage.url(previewKey),
        printKey,
      })
      .returning();
    await db().update(customers).set({ generatedImageUrl: artwork.previewUrl }).where(eq(customers.id, customer.id));
    const [order] = await db()
      .insert(orders)
      .values(
        paidOrderRow(customer.id, customer.imageUrl, {
          imageKey: photoKey,
          artworkId: artwork.id,
          artworkStyle: 'painterly',
          artworkProvider: 'local',
          printFileKey: printKey,
          mockupKey,
          email: email ?? null,
          shippingAddress: {
            name: 'Ada Lovelace',
            line1: '12 St James Square',
            line2: null,
            city: 'London',
            state: null,
            postalCode: 'SW1Y 4JH',
            country: 'GB',
          },
          status,
        }),
      )
      .returning();
    await db()
      .insert(orderEvents)
      .values({
        orderId: order.id,
        actorKind: 'system',
        fromStatus: status === 'delivered' ? 'shipped' : 'paid',
        toStatus: status,
        at: sql`now() - make_interval(days => ${daysAgo})`,
      });
    // An artwork staff regenerated for the order's proof and never sent (issue 20 §4).
    const regeneratedKey = await storedFile('artworks');
    await db()
      .insert(artworks)
      .values({
        customerId: customer.id,
        orderId: order.id,
        promptAddition: 'a brighter sky',
        sourceImageKey: photoKey,
        style: 'painterly',
        provider: 'openai',
        status: 'ready',
        previewKey: regeneratedKey,
        previewUrl: t.app.ctx.storage.url(regeneratedKey),
        masterKey: regeneratedKey,
      });
    return {
      customerId: customer.id,
      order,
      photoKey,
      previewKey,
      printKey,
      mockupKey,
      regeneratedKey,
      artworkId: artwork.id,
    };
  }

  it('deletes the files of an order delivered or cancelled longer ago than the limit; the order keeps its amounts', async () => {
    const old = await fulfilledOrder('delivered', 91);
    const cancelled = await fulfilledOrder('cancelled', 120);
    const young = await fulfilledOrder('delivered', 89);

    const result = await purgeExpiredCustomerData(t.app.ctx, ages);
    expect(result.ordersPurged).toBe(2);

    for (const gone of [old, cancelled]) {
      for (const key of [gone.photoKey, gone.previewKey, gone.printKey, gone.mockupKey, gone.regeneratedKey]) {
        expect(await exists(key), key).toBe(false);
      }
      const row = await orderRow(gone.order.id);
      expect(row).toMatchObject({
        amountTotalMinor: 5443,
        currency: 'USD',
        orderNumber: gone.order.orderNumber,
        status: gone.order.status,
        imageKey: null,
        imageUrl: null,
        printFileKey: null,
        filesRemovedReason: 'retention',
      });
      expect(await db().select().from(artworks).where(eq(artworks.id, gone.artworkId))).toEqual([]);
      expect(await db().select().from(artworks).where(eq(artworks.orderId, gone.order.id))).toEqual([]);
      // The customer record no longer shows the deleted photo or artwork.
      expect(await customerRow(gone.customerId)).toMatchObject({
        imageKey: null,
        imageUrl: null,
        generatedImageUrl: null,
      });
      // The staff page says so instead of pointing at missing files.
      const page = await staffOrder(gone.order.orderNumber);
      expect(page).toMatchObject({
        amountTotalMinor: 5443,
        photoUrl: null,
        artworkUrl: null,
        printFileAvailable: false,
        printFilePending: false,
        filesRemoved: { reason: 'retention' },
      });
      const download = await t.app.inject({
        url: `/api/admin/orders/${gone.order.orderNumber}/print-file`,
        headers: staff.headers,
      });
      expect(download.statusCode).toBe(404);
    }

    for (const key of [young.photoKey, young.previewKey, young.printKey, young.mockupKey, young.regeneratedKey])
      expect(await exists(key), key).toBe(true);
    expect(await orderRow(young.order.id)).toMatchObject({ imageKey: young.photoKey, printFileKey: young.printKey });
    expect(await staffOrder(young.order.orderNumber)).toMatchObject({ filesRemoved: null, printFileAvailable: true });

    // Idempotent: nothing more is due.
    expect((await purgeExpiredCustomerData(t.app.ctx, ages)).ordersPurged).toBe(0);
  });

  it('deletes the artworks staff made for a purged order also when the customer has a newer photo', async () => {
    const old = await fulfilledOrder('delivered', 95);
    // The customer uploaded another photo since: the order's photo is no longer theirs to clear.
    const newer = await storedFile('uploads');
    await db().update(customers).set({ imageKey: newer }).where(eq(customers.id, old.customerId));
    await purgeExpiredCustomerData(t.app.ctx, ages);
    expect(await exists(old.regeneratedKey)).toBe(false);
    expect(await db().select().from(artworks).where(eq(artworks.orderId, old.order.id))).toEqual([]);
    expect(await exists(newer)).toBe(true);
  });

  it('keeps a photo another order still prints, and that order untouched', async () => {
    const delivered = await fulfilledOrder('delivered', 200);
    // The same customer ordered the same photo again; that order is still in production.
    const [again] = await db()
      .insert(orders)
      .values(
        paidOrderRow(delivered.customerId, 'https://shop.example/p.png', {
          checkoutSessionId: `cs_again_${delivered.customerId}`,
          imageKey: delivered.photoKey,
          status: 'in_production',
        }),
      )
      .returning();
    await purgeExpiredCustomerData(t.app.ctx, ages);
    // The delivered order lets go of its files ...
    expect(await orderRow(delivered.order.id)).toMatchObject({
      imageKey: null,
      printFileKey: null,
      filesRemovedReason: 'retention',
    });
    // ... but the photo stays for the open order, and so do the customer's record and its artwork.
    expect(await exists(delivered.photoKey)).toBe(true);
    expect(await exists(delivered.previewKey)).toBe(true);
    expect((await customerRow(delivered.customerId)).imageKey).toBe(delivered.photoKey);
    expect(await orderRow(again.id)).toMatchObject({ imageKey: delivered.photoKey, filesRemovedAt: null });
  });

  it('erases a customer on request: personal data and files go, the order stays for accounting', async () => {
    const email = `erase.me.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const kept = await fulfilledOrder('delivered', 3, email);
    const staffKey = await storedFile('staff-images');
    await db().insert(staffImages).values({ email, kind: 'generated', storageKey: staffKey });
    const other = await fulfilledOrder('delivered', 3, 'someone.else@example.com');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${kept.customerId}/erasure`,
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderNumbers: [kept.order.orderNumber] });
    expect(res.json().filesDeleted).toBeGreaterThanOrEqual(4);

    for (const key of [kept.photoKey, kept.previewKey, kept.printKey, kept.mockupKey, staffKey]) {
      expect(await exists(key), key).toBe(false);
    }
    expect(await orderRow(kept.order.id)).toMatchObject({
      amountTotalMinor: 5443,
      currency: 'USD',
      status: 'delivered',
      orderNumber: kept.order.orderNumber,
      email: null,
      shippingAddress: null,
      imageKey: null,
      printFileKey: null,
      filesRemovedReason: 'erasure',
    });
    expect((await orderRow(kept.order.id)).personalDataErasedAt).not.toBeNull();
    expect(await customerRow(kept.customerId)).toMatchObject({ email: null, imageKey: null, generatedImageUrl: null });
    expect(await db().select().from(artworks).where(eq(artworks.customerId, kept.customerId))).toEqual([]);
    expect(await db().select().from(staffImages).where(eq(staffImages.email, email))).toEqual([]);
    expect(await db().select().from(emailOrderLinks).where(eq(emailOrderLinks.email, email))).toEqual([]);
    const page = await staffOrder(kept.order.orderNumber);
    expect(page).toMatchObject({
      email: null,
      shippingAddress: null,
      photoUrl: null,
      filesRemoved: { reason: 'erasure' },
    });
    expect(page.personalDataErasedAt).toEqual(expect.any(String));
    // Searching the staff list by the erased email finds nothing.
    const search = await t.app.inject({
      url: `/api/admin/orders?q=${encodeURIComponent(email)}`,
      headers: staff.headers,
    });
    expect(search.json().total).toBe(0);

    // Another customer is untouched.
    for (const key of [other.photoKey, other.printKey]) expect(await exists(key)).toBe(true);
    expect((await orderRow(other.order.id)).email).toBe('someone.else@example.com');

    // Audited with the order numbers, never the customer id or email.
    const [entry] = await db()
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'customer_erased'))
      .orderBy(sql`${staffAuditLog.at} desc`)
      .limit(1);
    expect(entry).toMatchObject({ staffEmail: staff.email, status: 200 });
    expect(entry.target).toContain(kept.order.orderNumber);
    expect(entry.target).not.toContain(kept.customerId);
    expect(entry.target).not.toContain(email);

    // A print-file job that runs afterwards (a retry) gives the erased order no file back.
    await runPrintFileJob(t.app.ctx, {
      data: { orderId: kept.order.id },
      signal: new AbortController().signal,
    } as unknown as Parameters<typeof runPrintFileJob>[1]);
    expect((await orderRow(kept.order.id)).printFileKey).toBeNull();

    // Twice is fine: nothing more to erase.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${kept.customerId}/erasure`,
      headers: staff.headers,
    });
    expect(again.statusCode).toBe(200);
  });

  it('answers 401 without a staff session, 404 for an unknown customer, 400 for a malformed id', async () => {
    const someone = await customerWithPhoto(t.app);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${someone.id}/erasure`,
      headers: { origin: staff.headers.origin },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await customerRow(someone.id)).imageKey).not.toBeNull();

    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${crypto.randomUUID()}/erasure`,
      headers: staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('CUSTOMER_NOT_FOUND');

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customers/not-a-uuid/erasure',
      headers: staff.headers,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
  });
});
