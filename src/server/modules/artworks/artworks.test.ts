import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks, customers, orders } from '#server/db/schema/index.ts';
import type { LocalPaymentProvider } from '#server/payments/local-provider.ts';
import { listArtworks, waitFor, waitForArtwork } from '#server/test-support/artworks.ts';
import { createCustomer, customerWithPhoto, uploadPhoto } from '#server/test-support/customer-with-photo.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, oneDatabaseTarget, type TestApp } from '#server/test-support/test-app.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import type { Artwork } from '#shared/api/artworks.schemas.ts';
import { effectivePrintDpi } from '#shared/artwork.ts';

describe.each(oneDatabaseTarget())('customer artworks API (STYLIZER=local) on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;

  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  const post = (id: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/customers/${id}/artworks`, payload: payload as object });

  /** A customer with a photo and a ready artwork of `style`. */
  async function readyArtwork(style: 'painterly' | 'cel' = 'painterly', fixture = 'coffee.png') {
    const customer = await customerWithPhoto(t.app, { fixture });
    const res = await post(customer.id, { style });
    expect(res.statusCode).toBe(201);
    const artwork = await waitForArtwork(t.app, customer.id, res.json().id);
    expect(artwork.status, artwork.error ?? '').toBe('ready');
    return { customer, artwork };
  }

  it('answers 404 for an unknown customer and 400 for a malformed id, on both routes', async () => {
    const unknown = crypto.randomUUID();
    const list = await t.app.inject({ method: 'GET', url: `/api/customers/${unknown}/artworks` });
    expect(list.statusCode).toBe(404);
    expect(list.json().error.code).toBe('CUSTOMER_NOT_FOUND');
    const create = await post(unknown, { style: 'cel' });
    expect(create.statusCode).toBe(404);
    expect(create.json().error.code).toBe('CUSTOMER_NOT_FOUND');
    for (const id of ['abc', '1', "'; drop table artworks; --"]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/customers/${encodeURIComponent(id)}/artworks` });
      expect(res.statusCode, id).toBe(400);
    }
  });

  it('refuses a request without a photo (422 IMAGE_REQUIRED) and a style that does not exist (400)', async () => {
    const id = await createCustomer(t.app);
    const res = await post(id, { style: 'painterly' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('IMAGE_REQUIRED');
    expect(await listArtworks(t.app, id)).toEqual([]);
    const withPhoto = await customerWithPhoto(t.app);
    for (const body of [{ style: 'ghibli' }, {}, { style: 'cel', extra: 1 }]) {
      expect((await post(withPhoto.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('queues the instant preview, answers the same artwork again, and makes it ready at the preview size (1024 px by default, 256 in these tests)', async () => {
    const customer = await customerWithPhoto(t.app, { fixture: 'coffee.png' });
    const first = await post(customer.id, { style: 'painterly' });
    expect(first.statusCode).toBe(201);
    const queued: Artwork = first.json();
    // coffee.png is 600 x 400: 600 px over the 12 in width of the print area.
    expect(queued).toMatchObject({ style: 'painterly', provider: 'local', previewUrl: null, error: null });
    expect(queued.sourceDpi).toBe(effectivePrintDpi(600, 400));
    expect(queued.sourceDpi).toBe(50);
    expect(['queued', 'running', 'ready']).toContain(queued.status);

    const again = await post(customer.id, { style: 'painterly' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(queued.id);

    const ready = await waitForArtwork(t.app, customer.id, queued.id);
    expect(ready.status, ready.error ?? '').toBe('ready');
    expect(ready.previewUrl).toMatch(/^http:\/\/localhost:3000\/files\/artworks\//);
    const file = await t.app.inject({ method: 'GET', url: new URL(ready.previewUrl ?? '').pathname });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(t.config.previewLongSidePx);
    // The photo's aspect is kept.
    expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(1.5, 1);
    // A ready artwork is still the one answered: no second render.
    expect((await post(customer.id, { style: 'painterly' })).json().id).toBe(queued.id);
    // SPEC §3 generated_image: the customer record points at the chosen artwork.
    const record = await t.app.inject({ method: 'GET', url: `/api/customers/${customer.id}` });
    expect(record.json().generatedImageUrl).toBe(ready.previewUrl);
    const [row] = await t.app.ctx.database.db.select().from(artworks).where(eq(artworks.id, queued.id));
    expect(row).toMatchObject({ attempts: 1, sourceWidth: 600, sourceHeight: 400 });
    expect(row.durationMs).toBeGreaterThanOrEqual(0);
    expect(row.finishedAt?.getTime()).toBeGreaterThanOrEqual(row.startedAt?.getTime() ?? Number.POSITIVE_INFINITY);
  });

  it('lists the current photo’s artworks newest first, and none of an earlier photo after a new upload', async () => {
    const { customer, artwork: painterly } = await readyArtwork('painterly');
    const cel = await post(customer.id, { style: 'cel' });
    expect(cel.statusCode).toBe(201);
    await waitForArtwork(t.app, customer.id, cel.json().id);
    const listed = await listArtworks(t.app, customer.id);
    expect(listed.map((a) => [a.id, a.style])).toEqual([
      [cel.json().id, 'cel'],
      [painterly.id, 'painterly'],
    ]);
    // The newest ready one is chosen (the customer's last choice).
    const record = await t.app.inject({ method: 'GET', url: `/api/customers/${customer.id}` });
    expect(record.json().generatedImageUrl).toBe(listed[0].previewUrl);

    expect((await uploadPhoto(t.app, customer.id, 'astronaut.png')).statusCode).toBe(200);
    expect(await listArtworks(t.app, customer.id)).toEqual([]);
    const fresh = await post(customer.id, { style: 'painterly' });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().id).not.toBe(painterly.id);
    expect(fresh.json().sourceDpi).toBe(effectivePrintDpi(512, 512));
  });

  /** POST /api/checkout for a US t-shirt (SPEC §9: 44.43 + 10 without discount). */
  const checkout = (customerId: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        productType: 'tshirt',
        size: 'm',
        color: 'white',
        price: '54.43',
        customerId,
        currency: 'usd',
        locale: 'en-us',
        ...extra,
      },
    });

  it('refuses a checkout naming an artwork that is not a ready artwork of the current photo', async () => {
    const { customer, artwork } = await readyArtwork('cel');
    const other = await customerWithPhoto(t.app);
    for (const artworkId of [crypto.randomUUID(), 'abc', artwork.id]) {
      const res = await checkout(artworkId === artwork.id ? other.id : customer.id, { artworkId });
      expect(res.statusCode, artworkId).toBe(404);
      expect(res.json().error.code).toBe('ARTWORK_NOT_FOUND');
    }
    // An artwork of an earlier photo is not what the customer sees now.
    expect((await uploadPhoto(t.app, customer.id, 'chelsea.png')).statusCode).toBe(200);
    const stale = await checkout(customer.id, { artworkId: artwork.id });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().error.code).toBe('ARTWORK_NOT_READY');
    // Not ready yet: a queued artwork of the current photo, as a request leaves it before a worker takes it.
    const [current] = await t.app.ctx.database.db
      .select({ imageKey: customers.imageKey })
      .from(customers)
      .where(eq(customers.id, customer.id));
    const [queued] = await t.app.ctx.database.db
      .insert(artworks)
      .values({ customerId: customer.id, sourceImageKey: current.imageKey, style: 'cel', provider: 'staff' })
      .returning();
    const notReady = await checkout(customer.id, { artworkId: queued.id });
    expect(notReady.statusCode).toBe(422);
    expect(notReady.json().error.code).toBe('ARTWORK_NOT_READY');
  });

  it('records the chosen artwork on the paid order and makes its print file, at most 3600 x 4800 px', async () => {
    const { customer, artwork } = await readyArtwork('painterly', 'rocket.jpg');
    const res = await checkout(customer.id, { artworkId: artwork.id, email: 'print@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = decodeURIComponent(new URL(res.json().url).pathname.split('/').pop() ?? '');
    const session = await (t.app.ctx.payments as LocalPaymentProvider).retrieveCheckoutSession(sessionId);
    expect(session?.metadata).toMatchObject({
      artworkId: artwork.id,
      artworkStyle: 'painterly',
      artworkProvider: 'local',
      sourceDpi: String(artwork.sourceDpi),
    });
    await (t.app.ctx.payments as LocalPaymentProvider).completeSession(sessionId, {
      email: 'print@example.com',
      shippingAddress: {
        name: 'Ada Print',
        line1: '1 Main St',
        line2: null,
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
        country: 'US',
      },
    });
    const confirm = await t.app.inject({ method: 'POST', url: '/api/orders/confirm', payload: { sessionId } });
    expect(confirm.statusCode).toBe(200);
    const orderId: string = confirm.json().order.id;
    const [row] = await t.app.ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    // rocket.jpg is 640 x 427: 53 px per inch across the 12 in width.
    expect(row).toMatchObject({
      artworkId: artwork.id,
      artworkStyle: 'painterly',
      artworkProvider: 'local',
      sourceDpi: effectivePrintDpi(640, 427),
    });

    // The 2400 px render and the 3600 px file take seconds of CPU; a busy machine stretches them.
    const detail = await waitFor<AdminOrderDetail>(
      'the print file',
      async () => {
        const r = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: staff.headers });
        expect(r.statusCode).toBe(200);
        return r.json().printFile ? r.json() : undefined;
      },
      { timeoutMs: 150_000 },
    );
    expect(detail).toMatchObject({
      artwork: { id: artwork.id, style: 'painterly', provider: 'local' },
      sourceDpi: 53,
      printSource: 'artwork',
      printFileAvailable: true,
      printFilePending: false,
      artworkUrl: artwork.previewUrl,
    });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/print-file`,
      headers: staff.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    // Paid through the built-in test provider, so the file says so (issue 17 point 4).
    const [{ orderNumber }] = await t.app.ctx.database.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(download.headers['content-disposition']).toBe(`attachment; filename="test-order-${orderNumber}.png"`);
    const meta = await sharp(download.rawPayload).metadata();
    expect(meta.format).toBe('png');
    // Fills the print area with the photo's aspect: 3600 wide (the limiting side), 3600 * 427 / 640 high.
    expect(meta.width).toBe(3600);
    expect(meta.height).toBeLessThanOrEqual(4800);
    expect(Math.abs((meta.height ?? 0) - Math.round((3600 * 427) / 640))).toBeLessThanOrEqual(6);
    // Issue 19 §4: the order says what the file is, measured from the file itself. The local render is
    // 2400 px on its long side, so the 3600 px file was upscaled.
    expect(detail.printFile).toEqual({
      url: `/api/admin/orders/${orderNumber}/print-file`,
      widthPx: meta.width,
      heightPx: meta.height,
      dpi: effectivePrintDpi(meta.width ?? 0, meta.height ?? 0),
      upscaled: true,
      source: 'artwork',
      // Issue 20 §3: enlarged with Lanczos (the default), so the detail is the photo's own 53 DPI.
      method: 'lanczos',
      effectiveDpi: 53,
      upscaleNote: null,
    });
    expect(detail.printFile?.dpi).toBe(300);
    // The list shows the artwork and the DPI too.
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: staff.headers });
    expect(list.json().orders.find((o: { id: string }) => o.id === orderId)).toMatchObject({
      artwork: { id: artwork.id },
      sourceDpi: 53,
    });
  }, 180_000);
  it('limits artwork requests per address (429 RATE_LIMITED with Retry-After)', async () => {
    const customer = await customerWithPhoto(t.app);
    let limited: Awaited<ReturnType<typeof post>> | undefined;
    // Asking again for the same style is cheap (the same artwork), but still counts.
    for (let i = 0; i < 40 && !limited; i++) {
      const res = await post(customer.id, { style: 'cel' });
      if (res.statusCode === 429) limited = res;
      else expect(res.statusCode).toBeLessThan(300);
    }
    expect(limited?.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
