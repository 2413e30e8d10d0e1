/**
 * Issue 19 §4: every paid order gets a print file at print size, email orders and plain photos too,
 * and the staff order detail says truthfully what it is (measured against the file itself).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffImages } from '#server/db/schema/index.ts';
import { insertEmailOrderLink } from '#server/modules/email-orders/email-order-links.service.ts';
import type { LocalPaymentProvider } from '#server/payments/local-provider.ts';
import { newStorageKey } from '#server/storage/file-storage.ts';
import { waitFor } from '#server/test-support/artworks.ts';
import { createCustomer, uploadPhoto } from '#server/test-support/customer-with-photo.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, oneDatabaseTarget, type TestApp } from '#server/test-support/test-app.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import { effectivePrintDpi } from '#shared/artwork.ts';
import { toPriceString } from '#shared/money.ts';
import { priceBookFor, quote, seedPriceBooks } from '#shared/pricing.ts';

const shipping = {
  name: 'Anna Schmidt',
  line1: 'Hauptstraße 5',
  line2: null,
  city: 'Berlin',
  state: null,
  postalCode: '10115',
  country: 'DE',
};

describe.each(oneDatabaseTarget())('print files of every order on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;

  /** Pays `body`'s checkout on the test provider, confirms it, and answers the order number. */
  async function buy(customerId: string, body: Record<string, unknown>): Promise<string> {
    const checkout = await t.app.inject({ method: 'POST', url: '/api/checkout', payload: { customerId, ...body } });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sessionId = decodeURIComponent(new URL(checkout.json().url).pathname.split('/').pop() ?? '');
    await (t.app.ctx.payments as LocalPaymentProvider).completeSession(sessionId, {
      email: 'anna@example.com',
      shippingAddress: shipping,
    });
    const confirm = await t.app.inject({ method: 'POST', url: '/api/orders/confirm', payload: { sessionId } });
    expect(confirm.statusCode).toBe(200);
    return confirm.json().order.orderNumber;
  }

  /** The staff detail of the order once its print file is made. */
  const madeOrder = (orderNumber: string) =>
    waitFor(
      'the print file',
      async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${orderNumber}`,
          headers: staff.headers,
        });
        expect(res.statusCode).toBe(200);
        const order: AdminOrderDetail = res.json();
        return order.printFile ? order : undefined;
      },
      { timeoutMs: 60_000 },
    );

  /** The print file as staff download it, measured by sharp. */
  async function downloaded(url: string) {
    const res = await t.app.inject({ method: 'GET', url, headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    return { width: meta.width, height: meta.height, density: meta.density };
  }

  it("prints an email order's 1024 px staff artwork at print size, upscaled, and says so", async () => {
    const email = unique('anna');
    // What staff upload for an email order: a 1024 px square image (about 85 DPI at 12 in wide).
    const key = newStorageKey('user-images', '.png');
    const staffArtwork = await sharp({
      create: { width: 1024, height: 1024, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    await t.app.ctx.storage.put(key, staffArtwork, { contentType: 'image/png', cacheSeconds: 3600 });
    await t.app.ctx.database.db.insert(staffImages).values({ email, kind: 'generated', storageKey: key });
    const { token } = await insertEmailOrderLink(t.app.ctx.database.db, t.app.ctx, {
      email,
      customerId: null,
      locale: 'de',
      createdBy: null,
    });
    const orderNumber = await buy(await createCustomer(t.app), {
      productType: 'tshirt',
      size: 'm',
      color: 'white',
      price: '41.65',
      email,
      emailOrderSignature: token,
      fromEmailOrder: true,
      discountApplied: true,
      currency: 'eur',
      locale: 'de',
    });

    const order = await madeOrder(orderNumber);
    expect(order).toMatchObject({
      printSource: 'staff_artwork',
      artwork: null,
      sourceDpi: effectivePrintDpi(1024, 1024),
      printFileAvailable: true,
      printFilePending: false,
    });
    // The 12 x 16 in area's limiting side is its 12 in width: 3600 px, the square kept.
    expect(order.printFile).toEqual({
      url: `/api/admin/orders/${orderNumber}/print-file`,
      widthPx: 3600,
      heightPx: 3600,
      dpi: 300,
      upscaled: true,
      source: 'staff_artwork',
      method: 'lanczos',
      effectiveDpi: effectivePrintDpi(1024, 1024),
      upscaleNote: null,
    });
    const file = await downloaded(order.printFile?.url ?? '');
    expect(file).toEqual({ width: 3600, height: 3600, density: 300 });
  });

  it("prints a storefront order of the plain photo at print size and records the file's real size", async () => {
    const customerId = await createCustomer(t.app);
    expect((await uploadPhoto(t.app, customerId, 'rocket.jpg')).statusCode).toBe(200);
    const orderNumber = await buy(customerId, {
      productType: 'tshirt',
      size: 'l',
      color: 'black',
      price: toPriceString(
        quote(priceBookFor({ locale: 'en-us', variant: 'wowanimatedtees' }, seedPriceBooks), 'tshirt', false)
          .totalMinor,
      ),
      discountApplied: false,
      currency: 'usd',
      locale: 'en-us',
      variant: 'wowanimatedtees',
    });
    const order = await madeOrder(orderNumber);
    expect(order.printSource).toBe('photo');
    expect(order.artwork).toBeNull();
    const file = await downloaded(order.printFile?.url ?? '');
    expect(order.printFile).toEqual({
      url: `/api/admin/orders/${orderNumber}/print-file`,
      widthPx: file.width,
      heightPx: file.height,
      dpi: effectivePrintDpi(file.width ?? 0, file.height ?? 0),
      upscaled: true,
      source: 'photo',
      method: 'lanczos',
      effectiveDpi: effectivePrintDpi(640, 427),
      upscaleNote: null,
    });
    // rocket.jpg is 640 x 427: 3600 px wide, its aspect kept.
    expect(file.width).toBe(3600);
    expect(Math.abs((file.height ?? 0) - Math.round((3600 * 427) / 640))).toBeLessThanOrEqual(1);
  });
});
