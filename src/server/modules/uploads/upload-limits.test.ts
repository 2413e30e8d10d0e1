/**
 * Decoding within limits through the API (issue 17 point 2): raster photo formats only, decided by
 * the bytes, for customer and staff uploads alike; one upload at a time per customer and, with
 * three upload threads, two per address (429 with Retry-After); an upload past its deadline
 * answers 422, never 500.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { blurBombSvg } from '#server/test-support/hostile-images.ts';
import { multipartBody } from '#server/test-support/multipart.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, fixturePhoto, type TestApp } from '#server/test-support/test-app.ts';

const pixels = () => sharp({ create: { width: 48, height: 32, channels: 3, background: '#3a7bd5' } });

describe.each(databaseTargets())('upload limits on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  beforeAll(async () => {
    const defaults = loadConfig({}).imageWorkers;
    // Three upload threads: one address may have two uploads in progress (one fewer than the threads).
    t = await buildTestApp(target, { imageWorkers: { ...defaults, upload: { ...defaults.upload, threads: 3 } } });
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  let addressCounter = 0;
  /** A fresh client address per test, so the per-address limits of one test do not touch another. */
  const freshAddress = () => `192.0.2.${++addressCounter}`;

  async function newCustomer(address: string): Promise<string> {
    return (await t.app.inject({ method: 'POST', url: '/api/customers', remoteAddress: address })).json().id;
  }

  function upload(id: string, address: string, body: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
    const { payload, headers } = multipartBody({}, { field: 'file', filename, contentType, body });
    return t.app.inject({ method: 'PUT', url: `/api/customers/${id}/image`, payload, headers, remoteAddress: address });
  }

  function staffUpload(body: Buffer, filename: string, contentType: string) {
    const email = `limits.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const multipart = multipartBody(
      { email, locale: 'en-us', kind: 'generated' },
      { field: 'file', filename, contentType, body },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/users/image',
      payload: multipart.payload,
      headers: { ...staff.headers, ...multipart.headers },
    });
  }

  /** Files that are not raster photos, each named and typed as a photo would be. */
  async function notPhotos(): Promise<Array<[string, Buffer]>> {
    return [
      ['SVG', blurBombSvg],
      ['PDF', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1')],
      ['TIFF', await pixels().tiff().toBuffer()],
      ['HTML', Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>')],
    ];
  }

  it('refuses SVG, PDF, TIFF and HTML named .jpg with 415 NOT_AN_IMAGE, for customers and staff', async () => {
    const address = freshAddress();
    const id = await newCustomer(address);
    for (const [name, body] of await notPhotos()) {
      const res = await upload(id, address, body);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.code, name).toBe('NOT_AN_IMAGE');
      const staffRes = await staffUpload(body, 'artwork.png', 'image/png');
      expect(staffRes.statusCode, `staff ${name}`).toBe(415);
      expect(staffRes.json().error.code, `staff ${name}`).toBe('NOT_AN_IMAGE');
    }
    const customer = (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
    expect(customer.imageUrl).toBeNull();
  });

  it('accepts WebP and GIF photos (a GIF stored as a still PNG), for customers and staff', async () => {
    const address = freshAddress();
    for (const [body, ext] of [
      [await pixels().webp().toBuffer(), '.webp'],
      [await pixels().gif().toBuffer(), '.png'],
    ] as const) {
      const res = await upload(await newCustomer(address), address, body, `photo${ext}`, 'application/octet-stream');
      expect(res.statusCode).toBe(200);
      expect(res.json().imageUrl.endsWith(ext)).toBe(true);
      const staffRes = await staffUpload(body, 'artwork', 'application/octet-stream');
      expect(staffRes.statusCode).toBe(200);
      expect(staffRes.json().imageUrl.endsWith(ext)).toBe(true);
    }
  });

  it('takes one upload per customer at a time: a second at once answers 429 with Retry-After, a later one passes', async () => {
    const address = freshAddress();
    const id = await newCustomer(address);
    const photo = await readFile(fixturePhoto('astronaut.png'));
    // From two addresses, so only the customer's own limit applies.
    const [first, second] = await Promise.all([
      upload(id, address, photo, 'a.png', 'image/png'),
      upload(id, freshAddress(), photo, 'b.png', 'image/png'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The place is given back, also after a refusal.
    expect((await upload(id, address, blurBombSvg)).statusCode).toBe(415);
    expect((await upload(id, address, photo, 'c.png', 'image/png')).statusCode).toBe(200);
  });

  it('takes two uploads per address at a time: a third at once answers 429, another address is not held up', async () => {
    const address = freshAddress();
    const ids = await Promise.all([0, 1, 2].map(() => newCustomer(address)));
    const other = freshAddress();
    const otherId = await newCustomer(other);
    const photo = await readFile(fixturePhoto('astronaut.png'));
    const results = await Promise.all([
      ...ids.map((id) => upload(id, address, photo, 'a.png', 'image/png')),
      upload(otherId, other, photo, 'a.png', 'image/png'),
    ]);
    const fromAddress = results.slice(0, 3).map((res) => res.statusCode);
    expect(fromAddress.sort()).toEqual([200, 200, 429]);
    expect(results[3].statusCode).toBe(200);
  });
});

describe('an upload past its deadline', () => {
  let t: TestApp;
  beforeAll(async () => {
    const defaults = loadConfig({}).imageWorkers;
    // 10 ms: any real decode runs past it.
    t = await buildTestApp('pglite', {
      imageWorkers: { ...defaults, upload: { ...defaults.upload, timeoutSeconds: 0.01 } },
    });
  });
  afterAll(async () => t?.close());

  it('answers 422 IMAGE_PROCESSING_TIMEOUT (not 500) and stores nothing', async () => {
    const id = (await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id;
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#5a7' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipartBody(
      {},
      { field: 'file', filename: 'big.jpg', contentType: 'image/jpeg', body: photo },
    );
    const res = await t.app.inject({ method: 'PUT', url: `/api/customers/${id}/image`, payload, headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('IMAGE_PROCESSING_TIMEOUT');
    const customer = (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
    expect(customer.imageUrl).toBeNull();
  });
});
