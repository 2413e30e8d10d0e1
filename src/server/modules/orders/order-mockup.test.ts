/**
 * Issue 20 §6: a paid order with an artwork gets its mockup image (the artwork drawn onto the ordered
 * garment) stored by the print-file job and shown to staff as `mockupUrl`. Through the real app.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks, orders } from '#server/db/schema/index.ts';
import { luminanceStats } from '#server/images/mockup-maths.ts';
import { runPrintFileJob } from '#server/jobs/print-file.job.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, oneDatabaseTarget, type TestApp } from '#server/test-support/test-app.ts';

describe.each(oneDatabaseTarget())('order mockup on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  const db = () => t.app.ctx.database.db;

  it('stores an 800 px mockup of the artwork on the garment when the paid order is processed', async () => {
    const customer = await customerWithPhoto(t.app);
    // A striped artwork: the mockup must show it (not blank) where the print goes.
    const preview = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#1f6fd1' } })
      .composite([
        { input: { create: { width: 256, height: 64, channels: 3, background: '#ffd21f' } }, top: 96, left: 0 },
      ])
      .webp()
      .toBuffer();
    const previewKey = `artworks/${crypto.randomUUID()}.webp`;
    await t.app.ctx.storage.put(previewKey, preview, { contentType: 'image/webp', cacheSeconds: 60 });
    // A print file already made: the job goes straight to the mockup.
    const printKey = `print-files/${crypto.randomUUID()}.png`;
    await t.app.ctx.storage.put(printKey, Buffer.from('png'), { contentType: 'image/png', cacheSeconds: 60 });
    const [artwork] = await db()
      .insert(artworks)
      .values({
        customerId: customer.id,
        style: 'painterly',
        provider: 'local',
        status: 'ready',
        previewKey,
        previewUrl: t.app.ctx.storage.url(previewKey),
        printKey,
      })
      .returning();
    const [order] = await db()
      .insert(orders)
      .values(
        paidOrderRow(customer.id, customer.imageUrl, {
          artworkId: artwork.id,
          artworkStyle: 'painterly',
          artworkProvider: 'local',
          printFileKey: printKey,
          printFileWidthPx: 3600,
          printFileHeightPx: 3600,
          printFileDpi: 300,
          printFileUpscaled: true,
          productType: 'hoodie',
          color: 'gray',
        }),
      )
      .returning();

    const before = (
      await t.app.inject({ url: `/api/admin/orders/${order.orderNumber}`, headers: staff.headers })
    ).json();
    expect(before.mockupUrl).toBeNull();

    const job = { data: { orderId: order.id }, signal: new AbortController().signal };
    await runPrintFileJob(t.app.ctx, job as unknown as Parameters<typeof runPrintFileJob>[1]);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row.mockupKey).toMatch(/^mockups\/[A-Za-z0-9_-]+\.png$/);
    const stored = await t.app.ctx.storage.get(row.mockupKey ?? '');
    expect(stored?.contentType).toBe('image/png');
    const { data, info } = await sharp(stored?.body).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([800, 800]);
    const stats = luminanceStats({
      data: new Uint8Array(data),
      width: info.width,
      height: info.height,
      channels: info.channels,
    });
    // Not blank: garment, background and the two-coloured print give a wide spread.
    expect(stats.stdDev).toBeGreaterThan(25);
    // The hoodie's chest (print area 152..248 x 146..252 units, 2 px a unit) shows the blue ink.
    const at = (x: number, y: number) =>
      Array.from(data.subarray((y * 800 + x) * info.channels, (y * 800 + x) * info.channels + 3));
    const [r, g, b] = at(400, 320);
    expect(b).toBeGreaterThan(r + 60);
    expect(b).toBeGreaterThan(g);

    const detail = (
      await t.app.inject({ url: `/api/admin/orders/${order.orderNumber}`, headers: staff.headers })
    ).json();
    expect(detail.mockupUrl).toBe(t.app.ctx.storage.url(row.mockupKey ?? ''));

    // A retry keeps the stored mockup.
    await runPrintFileJob(t.app.ctx, job as unknown as Parameters<typeof runPrintFileJob>[1]);
    const [again] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(again.mockupKey).toBe(row.mockupKey);
  });
});
