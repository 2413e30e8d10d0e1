import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '#server/test-support/multipart.ts';
import { buildTestApp, databaseTargets, fixturePhoto, type TestApp } from '#server/test-support/test-app.ts';

describe.each(databaseTargets())('customer photo upload on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => t?.close());

  async function newCustomer(): Promise<string> {
    return (await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id;
  }

  function upload(customerId: string, filename: string, body: Buffer, contentType = 'image/jpeg') {
    const { payload, headers } = multipartBody({}, { field: 'file', filename, contentType, body });
    return t.app.inject({ method: 'PUT', url: `/api/customers/${customerId}/image`, payload, headers });
  }

  async function fetchStored(imageUrl: string) {
    const url = new URL(imageUrl);
    return t.app.inject({ method: 'GET', url: url.pathname + url.search });
  }

  for (const [name, format, ext] of [
    ['rocket.jpg', 'jpeg', '.jpg'],
    ['astronaut.png', 'png', '.png'],
    ['chelsea.png', 'png', '.png'],
    ['coffee.png', 'png', '.png'],
  ] as const) {
    it(`stores the real photo ${name} as customer-uploads/{random key}${ext} and records it`, async () => {
      const id = await newCustomer();
      const original = await readFile(fixturePhoto(name));
      const res = await upload(id, name, original, `image/${format}`);
      expect(res.statusCode).toBe(200);
      const { imageUrl } = res.json();
      // A random key of its own: the URL of the photo must not reveal the customer id (issue 6).
      expect(imageUrl).toMatch(new RegExp(`/files/customer-uploads/[A-Za-z0-9_-]{22}\\${ext}$`));
      expect(imageUrl).not.toContain(id);

      const customer = (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
      expect(customer.imageUrl).toBe(imageUrl);

      const stored = await fetchStored(imageUrl);
      expect(stored.statusCode).toBe(200);
      expect(stored.headers['content-type']).toBe(`image/${format}`);
      expect(stored.headers['cache-control']).toBe('private, max-age=3600');
      const [before, after] = await Promise.all([sharp(original).metadata(), sharp(stored.rawPayload).metadata()]);
      expect(after.format).toBe(format);
      expect([after.width, after.height]).toEqual([before.width, before.height]);
    });
  }

  it('turns a phone photo upright from its EXIF orientation and strips EXIF and GPS', async () => {
    const id = await newCustomer();
    // A landscape photo stored sideways with "rotate 90°" in EXIF, as phones write it, plus GPS.
    const phone = await sharp(await readFile(fixturePhoto('rocket.jpg')))
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '28/1 34/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '80/1 39/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(phone).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif).toBeDefined();

    const res = await upload(id, 'IMG_0001.JPG', phone);
    expect(res.statusCode).toBe(200);
    const stored = await sharp((await fetchStored(res.json().imageUrl)).rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([input.height, input.width]);
  });

  it('refuses a text file named .jpg with 415 NOT_AN_IMAGE and keeps the earlier photo', async () => {
    const id = await newCustomer();
    const first = await upload(id, 'rocket.jpg', await readFile(fixturePhoto('rocket.jpg')));
    const res = await upload(id, 'holiday.jpg', Buffer.from('this is not a photo, just text\n'.repeat(20)));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('NOT_AN_IMAGE');
    const customer = (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
    expect(customer.imageUrl).toBe(first.json().imageUrl);
  });

  it('refuses a truncated JPEG with 422 IMAGE_UNREADABLE', async () => {
    const id = await newCustomer();
    const full = await readFile(fixturePhoto('rocket.jpg'));
    const res = await upload(id, 'cut.jpg', full.subarray(0, Math.floor(full.length / 2)));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('IMAGE_UNREADABLE');
    const customer = (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
    expect(customer.imageUrl).toBeNull();
  });

  it('refuses a file over 20 MB with 413 FILE_TOO_LARGE', async () => {
    const id = await newCustomer();
    const res = await upload(id, 'huge.jpg', Buffer.alloc(21 * 1024 * 1024, 0xff));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('FILE_TOO_LARGE');
  });

  it('refuses an image over 40 megapixels with 422 IMAGE_TOO_MANY_PIXELS', async () => {
    const id = await newCustomer();
    const big = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#88aacc' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const res = await upload(id, 'big.png', big, 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('IMAGE_TOO_MANY_PIXELS');
  });

  it('refuses an upload for a customer id it never issued', async () => {
    const res = await upload(
      '00000000-0000-4000-8000-000000000000',
      'rocket.jpg',
      await readFile(fixturePhoto('rocket.jpg')),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('CUSTOMER_NOT_FOUND');
  });

  it('refuses a request without a file', async () => {
    const id = await newCustomer();
    const { payload, headers } = multipartBody({ note: 'no file here' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/customers/${id}/image`, payload, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('FILE_MISSING');
  });
});
