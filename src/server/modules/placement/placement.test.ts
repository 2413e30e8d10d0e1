/**
 * Issue 20 §5 through the HTTP API: `PUT /api/customers/:id/placement` saves the placement on the
 * customer's record with the photo's effective DPI at that scale, refuses one reaching outside the
 * print area (422 PLACEMENT_OUTSIDE_PRINT_AREA) or malformed (400), and the checkout copies it onto
 * the order line, whose print file is the whole print area with the artwork and the text line
 * drawn where the customer put them.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalPaymentProvider } from '#server/payments/local-provider.ts';
import { waitFor, waitForArtwork } from '#server/test-support/artworks.ts';
import { createCustomer, customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, oneDatabaseTarget, type TestApp } from '#server/test-support/test-app.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import { effectivePrintDpi } from '#shared/artwork.ts';
import { toPriceString } from '#shared/money.ts';
import { placementDpi } from '#shared/placement.ts';
import { priceBookFor, quote, seedPriceBooks } from '#shared/pricing.ts';

const shipping = {
  name: 'Luna Berg',
  line1: 'Main Street 5',
  line2: null,
  city: 'Springfield',
  state: null,
  postalCode: '12345',
  country: 'US',
};

/** Luna's placement: on the back, half size, turned, in a circle, with her text line below. */
const lunaPlacement = {
  side: 'back',
  x: 0.5,
  y: 0.4,
  scale: 0.5,
  rotation: 15,
  crop: 'circle',
  text: { content: 'Luna 2026', font: 'fredoka', color: '#c2410c', x: 0.5, y: 0.85, size: 0.08 },
} as const;

describe.each(oneDatabaseTarget())('placement of the artwork on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  /** Checks out a white M t-shirt of `customerId`'s photo, pays and confirms it: its order number. */
  async function buy(customerId: string, afterCheckout?: () => Promise<void>, artworkId?: string): Promise<string> {
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        customerId,
        productType: 'tshirt',
        size: 'm',
        color: 'white',
        price: toPriceString(
          quote(priceBookFor({ locale: 'en-us', variant: 'wowanimatedtees' }, seedPriceBooks), 'tshirt', false)
            .totalMinor,
        ),
        currency: 'usd',
        locale: 'en-us',
        artworkId,
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    await afterCheckout?.();
    const sessionId = decodeURIComponent(new URL(checkout.json().url).pathname.split('/').pop() ?? '');
    await (t.app.ctx.payments as LocalPaymentProvider).completeSession(sessionId, {
      email: 'luna@example.com',
      shippingAddress: shipping,
    });
    const confirm = await t.app.inject({ method: 'POST', url: '/api/orders/confirm', payload: { sessionId } });
    return confirm.json().order.orderNumber;
  }

  const put = (customerId: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/customers/${customerId}/placement`, payload: payload as object });

  it('saves the placement with the effective DPI of the photo at its scale, and the record returns it', async () => {
    // chelsea.png is 451 x 300: as large as fits the print area, 37 DPI; at half size twice that.
    const { id } = await customerWithPhoto(t.app);
    const res = await put(id, lunaPlacement);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...lunaPlacement, effectiveDpi: placementDpi(effectivePrintDpi(451, 300), 0.5) });
    const record = await t.app.inject({ method: 'GET', url: `/api/customers/${id}` });
    expect(record.json().placement).toEqual(lunaPlacement);
  });

  it('refuses a placement reaching outside the print area with 422 and keeps the saved one', async () => {
    const { id } = await customerWithPhoto(t.app);
    expect((await put(id, { ...lunaPlacement, text: undefined })).statusCode).toBe(200);
    // Full size, moved to the left edge: half the image hangs out.
    const outside = await put(id, { side: 'front', x: 0, y: 0.5, scale: 1, rotation: 0, crop: 'rectangle' });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error.code).toBe('PLACEMENT_OUTSIDE_PRINT_AREA');
    // Rotated by 45 degrees at full width the corners stick out; the text line can stick out too.
    expect(
      (await put(id, { ...lunaPlacement, text: undefined, scale: 1, rotation: 45, crop: 'rectangle' })).statusCode,
    ).toBe(422);
    const longText = { ...lunaPlacement.text, content: 'Luna 2026 Luna 2026 Luna 2026', size: 0.2 };
    expect((await put(id, { ...lunaPlacement, text: longText })).json().error.code).toBe(
      'PLACEMENT_OUTSIDE_PRINT_AREA',
    );
    const record = await t.app.inject({ method: 'GET', url: `/api/customers/${id}` });
    expect(record.json().placement).toEqual({ ...lunaPlacement, text: undefined });
  });

  it('answers 400 for a malformed placement and 404 for an unknown customer', async () => {
    const id = await createCustomer(t.app);
    for (const bad of [
      { ...lunaPlacement, side: 'sleeve' },
      { ...lunaPlacement, scale: 0 },
      { ...lunaPlacement, x: 1.5 },
      { ...lunaPlacement, rotation: 720 },
      { ...lunaPlacement, crop: 'star' },
      { ...lunaPlacement, text: { ...lunaPlacement.text, content: '   ' } },
      { ...lunaPlacement, text: { ...lunaPlacement.text, content: 'Luna 🌙' } },
      { ...lunaPlacement, text: { ...lunaPlacement.text, color: 'red' } },
      { ...lunaPlacement, text: { ...lunaPlacement.text, font: 'comic-sans' } },
    ]) {
      const res = await put(id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    // No photo yet: saved, with no DPI to tell.
    const saved = await put(id, lunaPlacement);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().effectiveDpi).toBeNull();
    const unknown = await put('00000000-0000-4000-8000-000000000000', lunaPlacement);
    expect(unknown.statusCode).toBe(404);
  });

  it('draws a front placement on the order mockup, the design where it was placed', async () => {
    const { id } = await customerWithPhoto(t.app);
    const front = {
      ...lunaPlacement,
      side: 'front',
      x: 0.3,
      y: 0.2,
      scale: 0.4,
      rotation: 0,
      crop: 'rectangle',
    } as const;
    expect((await put(id, front)).statusCode).toBe(200);
    // Mockups are made of artworks: the instant preview of the photo.
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${id}/artworks`,
      payload: { style: 'cel' },
    });
    const artwork = await waitForArtwork(t.app, id, asked.json().id, { timeoutMs: 60_000 });
    expect(artwork.status).toBe('ready');
    const orderNumber = await buy(id, undefined, artwork.id);
    const order = await waitFor(
      'the mockup',
      async () => {
        const detail: AdminOrderDetail = (
          await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderNumber}`, headers: staff.headers })
        ).json();
        return detail.printFile && detail.mockupUrl ? detail : undefined;
      },
      // The print render and mockup queue behind other files' renders on a busy 2-core machine.
      { timeoutMs: 120_000 },
    );
    expect(order.placement?.side).toBe('front');
    const mockup = await t.app.inject({ method: 'GET', url: order.mockupUrl ?? '' });
    expect(mockup.statusCode).toBe(200);
    expect(await sharp(mockup.rawPayload).metadata()).toMatchObject({ width: 800, height: 800 });
  });

  it('prints the order line from the placement copied at checkout: the back, the image placed, the text line', async () => {
    const { id } = await customerWithPhoto(t.app);
    expect((await put(id, lunaPlacement)).statusCode).toBe(200);
    // A change after the checkout started is not what this order prints.
    const orderNumber = await buy(id, async () => {
      expect((await put(id, { ...lunaPlacement, side: 'front', text: undefined })).statusCode).toBe(200);
    });
    const order = await waitFor(
      'the print file',
      async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${orderNumber}`,
          headers: staff.headers,
        });
        const detail: AdminOrderDetail = res.json();
        return detail.printFile ? detail : undefined;
      },
      { timeoutMs: 60_000 },
    );
    expect(order.placement).toEqual(lunaPlacement);
    // The server's garment bases show the front only: a back print gets no mockup image.
    expect(order.mockupUrl).toBeNull();
    expect(order.printFile).toMatchObject({ widthPx: 3600, heightPx: 4800, upscaled: true });
    expect(order.printFile?.dpi).toBe(Math.floor(451 / 6));

    const file = await t.app.inject({ method: 'GET', url: order.printFile?.url ?? '', headers: staff.headers });
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 3600, height: 4800, channels: 4 });
    const at = (x: number, y: number) => [...data.subarray((y * 3600 + x) * 4, (y * 3600 + x) * 4 + 4)];
    // Outside the circle (the print area's corners and the image's own corners): transparent.
    expect(at(10, 10)[3]).toBe(0);
    expect(at(3590, 4790)[3]).toBe(0);
    // The circle's centre (x 0.5, y 0.4): the cat, opaque.
    expect(at(1800, 1920)[3]).toBe(255);
    // The text line (orange, centred at y 0.85): some of its pixels are orange ink.
    let orange = 0;
    for (let x = 900; x < 2700; x += 3) {
      const [r, g, b, a] = at(x, 4080);
      if (a === 255 && Math.abs(r - 0xc2) < 8 && Math.abs(g - 0x41) < 8 && Math.abs(b - 0x0c) < 8) orange++;
    }
    expect(orange).toBeGreaterThan(20);
  });
});
