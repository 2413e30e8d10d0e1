/**
 * Issue 20 §3 through the API: with `PRINT_UPSCALER=replicate` (against the local fake of Replicate)
 * a hosted artwork's print DPI is known before paying, and the paid order's print file is made by
 * Real-ESRGAN and records the method and effective DPI; when Replicate is down the file is made with
 * Lanczos and the order says so.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '#server/config.ts';
import type { LocalPaymentProvider } from '#server/payments/local-provider.ts';
import { listArtworks, waitFor, waitForArtwork } from '#server/test-support/artworks.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { type FakeReplicateServer, startFakeReplicateServer } from '#server/test-support/fake-replicate-server.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, oneDatabaseTarget, type TestApp } from '#server/test-support/test-app.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import { detailPrintDpi, effectivePrintDpi } from '#shared/artwork.ts';

const fastJobs: AppConfig['jobs'] = {
  retryLimit: 1,
  retryDelaySeconds: 1,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 10,
  pollingIntervalSeconds: 0.5,
  stopTimeoutMs: 1000,
  renderConcurrency: 2,
};
const upscalerVersion = `nightmareai/real-esrgan:${'42fed1c4'.padEnd(64, '0')}`;

describe.each(oneDatabaseTarget())('print files upscaled by Real-ESRGAN on Replicate on %s', (target) => {
  let replicate: FakeReplicateServer;
  let t: TestApp;
  let staff: StaffLogin;

  beforeAll(async () => {
    replicate = await startFakeReplicateServer();
    const api = { apiToken: 'r8_test_token', baseUrl: replicate.baseUrl, timeoutMs: 5000 };
    t = await buildTestApp(target, {
      jobs: fastJobs,
      stylizer: {
        kind: 'local',
        chains: { painterly: ['replicate'] },
        waitSeconds: 20,
        replicate: {
          ...api,
          model: 'acme/ghibli-style',
          input: { image: '{{image}}', prompt: '{{prompt}}' },
          webhookUrl: 'http://localhost:3000/api/webhooks/replicate',
        },
      },
      printUpscaler: { method: 'replicate', replicate: { ...api, model: upscalerVersion, waitSeconds: 20 } },
    });
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await replicate?.close();
  });
  beforeEach(() => {
    replicate.mode = 'ok';
    replicate.completeAfterMs = 100;
  });

  /** A customer's ready Replicate artwork of coffee.png (the fake's: the photo tinted, 768 x 512). */
  async function hostedArtwork() {
    const customer = await customerWithPhoto(t.app, { fixture: 'coffee.png' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customer.id}/artworks`,
      payload: { style: 'painterly' },
    });
    expect(res.statusCode).toBe(201);
    const hosted = await waitFor('the hosted artwork row', async () =>
      (await listArtworks(t.app, customer.id)).find((a) => a.provider === 'replicate'),
    );
    const artwork = await waitForArtwork(t.app, customer.id, hosted.id, { timeoutMs: 45_000 });
    expect(artwork.status, artwork.error ?? '').toBe('ready');
    return { customer, artwork };
  }

  /** Pays a US t-shirt of `artworkId` on the test provider; answers the order number. */
  async function buy(customerId: string, artworkId: string): Promise<string> {
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        productType: 'tshirt',
        size: 'm',
        color: 'white',
        price: '54.43',
        customerId,
        artworkId,
        currency: 'usd',
        locale: 'en-us',
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sessionId = decodeURIComponent(new URL(checkout.json().url).pathname.split('/').pop() ?? '');
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

  it("says the artwork's print DPI before paying, then records Real-ESRGAN and that DPI on the order", async () => {
    const { customer, artwork } = await hostedArtwork();
    // Real-ESRGAN's 4x of the 768 x 512 artwork: 3072 px over the 12 in width.
    expect(artwork.printDpi).toBe(detailPrintDpi(768, 512, 4));
    expect(artwork.printDpi).toBe(256);
    // The instant preview is the photo's (600 x 400: 50 DPI) filtered: no more detail than that.
    const local = (await listArtworks(t.app, customer.id)).find((a) => a.provider === 'local');
    expect(local?.printDpi).toBe(50);

    const order = await madeOrder(await buy(customer.id, artwork.id));
    expect(order.printFile).toMatchObject({
      widthPx: 3600,
      heightPx: 2400,
      dpi: 300,
      upscaled: true,
      source: 'artwork',
      method: 'replicate',
      effectiveDpi: 256,
      upscaleNote: null,
    });
    const upscale = [...replicate.predictions.values()].find((p) => p.model === upscalerVersion.split(':')[1]);
    expect(upscale?.input.scale).toBe(4);
    const download = await t.app.inject({ method: 'GET', url: order.printFile?.url ?? '', headers: staff.headers });
    const meta = await sharp(download.rawPayload).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([3600, 2400, 300]);
  });

  it('makes the print file with Lanczos when Replicate is down, and the order says why', async () => {
    const { customer, artwork } = await hostedArtwork();
    replicate.mode = 'down';
    const order = await madeOrder(await buy(customer.id, artwork.id));
    expect(order.printFile).toMatchObject({
      widthPx: 3600,
      heightPx: 2400,
      upscaled: true,
      method: 'lanczos',
      // Lanczos adds pixels, not detail: the artwork's own 768 px over 12 in.
      effectiveDpi: effectivePrintDpi(768, 512),
    });
    expect(order.printFile?.upscaleNote).toMatch(/Real-ESRGAN on Replicate failed: Replicate answered 503/);
  });
});
