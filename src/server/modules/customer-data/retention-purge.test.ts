/**
 * Issue 17 point 6 (probe F5): the scheduled retention purge. Records that never ordered are
 * deleted with their files once older than the configured age; unverified email claims lose the
 * email. Batched, idempotent, and two purges at once do the work once.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks, customers, orders } from '#server/db/schema/index.ts';
import { queueNames } from '#server/ports/job-queue.ts';
import { waitForArtwork } from '#server/test-support/artworks.ts';
import { createCustomer, customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { purgeExpiredCustomerData } from './retention-purge.service.ts';

/** These tests render real artworks on the image workers: up to ~10 s each on a loaded two-core runner. */
const renderTestTimeout = 120_000;

describe.each(databaseTargets())('retention purge on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => t?.close());

  const db = () => t.app.ctx.database.db;
  const customerRow = async (id: string) => (await db().select().from(customers).where(eq(customers.id, id)))[0];
  /** Moves a record's creation and last change `days` into the past. */
  const age = (id: string, days: number) =>
    db()
      .update(customers)
      .set({
        createdAt: sql`now() - make_interval(days => ${days})`,
        updatedAt: sql`now() - make_interval(days => ${days})`,
      })
      .where(eq(customers.id, id));

  async function withArtwork() {
    const customer = await customerWithPhoto(t.app, { fixture: 'coffee.png' });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customer.id}/artworks`,
      payload: { style: 'cel' },
    });
    await waitForArtwork(t.app, customer.id, created.json().id);
    const row = await customerRow(customer.id);
    const [artwork] = await db().select().from(artworks).where(eq(artworks.customerId, customer.id));
    return { id: customer.id, photoKey: row.imageKey ?? '', artworkKey: artwork.previewKey ?? '' };
  }

  it('deletes records that never ordered once older than the age, with their files; keeps ordered and recent ones', {
    timeout: renderTestTimeout,
  }, async () => {
    const old = await withArtwork();
    const recent = await withArtwork();
    const ordered = await withArtwork();
    const orderedRow = await customerRow(ordered.id);
    await db()
      .insert(orders)
      .values(paidOrderRow(ordered.id, orderedRow.imageUrl ?? '', { imageKey: orderedRow.imageKey }));
    const empty = await createCustomer(t.app);
    await age(old.id, 91);
    await age(ordered.id, 400);
    await age(empty, 91);
    await age(recent.id, 89);

    const result = await purgeExpiredCustomerData(t.app.ctx, {
      unorderedCustomerDays: 90,
      unverifiedEmailDays: 30,
      fulfilledOrderDays: 90,
    });
    expect(result.customersDeleted).toBe(2);

    expect(await customerRow(old.id)).toBeUndefined();
    expect(await customerRow(empty)).toBeUndefined();
    expect(await db().select().from(artworks).where(eq(artworks.customerId, old.id))).toEqual([]);
    expect(await t.app.ctx.storage.exists(old.photoKey)).toBe(false);
    expect(await t.app.ctx.storage.exists(old.artworkKey)).toBe(false);
    expect((await t.app.inject({ url: `/api/customers/${old.id}` })).statusCode).toBe(404);

    for (const kept of [recent, ordered]) {
      expect(await customerRow(kept.id), kept.id).toBeDefined();
      expect(await t.app.ctx.storage.exists(kept.photoKey)).toBe(true);
      expect(await t.app.ctx.storage.exists(kept.artworkKey)).toBe(true);
    }
    // Idempotent: a second run finds nothing more.
    expect(
      (
        await purgeExpiredCustomerData(t.app.ctx, {
          unorderedCustomerDays: 90,
          unverifiedEmailDays: 30,
          fulfilledOrderDays: 90,
        })
      ).customersDeleted,
    ).toBe(0);
  });

  it('keeps a file another record or an order still uses', { timeout: renderTestTimeout }, async () => {
    const old = await withArtwork();
    // An email order printed this record's artwork for another customer (checkout.service.ts printImageKey).
    const buyer = await createCustomer(t.app);
    await db()
      .insert(orders)
      .values(paidOrderRow(buyer, 'https://shop.example/a.png', { imageKey: old.artworkKey }));
    await age(old.id, 120);
    await purgeExpiredCustomerData(t.app.ctx, {
      unorderedCustomerDays: 90,
      unverifiedEmailDays: 30,
      fulfilledOrderDays: 90,
    });
    expect(await customerRow(old.id)).toBeUndefined();
    expect(await t.app.ctx.storage.exists(old.photoKey)).toBe(false);
    expect(await t.app.ctx.storage.exists(old.artworkKey)).toBe(true);
  });

  it('clears unverified email claims older than their age, and only those', async () => {
    const claim = async (email: string, days: number, verified = false) => {
      const id = await createCustomer(t.app);
      await t.app.inject({ method: 'PATCH', url: `/api/customers/${id}`, payload: { email } });
      if (verified) await db().update(customers).set({ emailVerifiedAt: sql`now()` }).where(eq(customers.id, id));
      await db()
        .update(customers)
        .set({ updatedAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(customers.id, id));
      return id;
    };
    const stale = await claim('stale.claim@example.com', 31);
    const fresh = await claim('fresh.claim@example.com', 29);
    const verified = await claim('owner@example.com', 31, true);

    const result = await purgeExpiredCustomerData(t.app.ctx, {
      unorderedCustomerDays: 90,
      unverifiedEmailDays: 30,
      fulfilledOrderDays: 90,
    });
    expect(result.emailsCleared).toBe(1);
    expect((await customerRow(stale)).email).toBeNull();
    expect((await customerRow(fresh)).email).toBe('fresh.claim@example.com');
    expect((await customerRow(verified)).email).toBe('owner@example.com');
  });

  it('does the work once when two purges run at the same time, in batches', async () => {
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push(await createCustomer(t.app));
    for (const id of ids) await age(id, 100);
    const ages = { unorderedCustomerDays: 90, unverifiedEmailDays: 30, fulfilledOrderDays: 90, batchSize: 2 };
    const [a, b] = await Promise.all([
      purgeExpiredCustomerData(t.app.ctx, ages),
      purgeExpiredCustomerData(t.app.ctx, ages),
    ]);
    expect(a.customersDeleted + b.customersDeleted).toBe(7);
    for (const id of ids) expect(await customerRow(id)).toBeUndefined();
  });

  it('is scheduled hourly on pg-boss', async () => {
    const schedules = await t.app.ctx.jobs.schedules();
    expect(schedules).toContainEqual({
      queue: queueNames.retentionPurge,
      cron: expect.stringMatching(/^\d+ \* \* \* \*$/),
    });
  });
});
