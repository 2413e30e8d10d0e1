import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, emailSent } from '#server/db/schema/index.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { multipartBody } from '#server/test-support/multipart.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, fixturePhoto, type TestApp } from '#server/test-support/test-app.ts';

describe.each(databaseTargets())('staff preview requests API on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  const run = Math.random().toString(36).slice(2, 8);
  const emailOf = (name: string) => `${name}.${run}@example.com`;

  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  const list = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/preview-requests${query}`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const patch = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/customers/${id}`, payload });

  /** A storefront visitor with a photo, as the customize page makes one. */
  const visitorWithPhoto = () => customerWithPhoto(t.app, { fixture: 'coffee.png' });

  /**
   * SPEC §4 'Get preview to email later' as the customize page does it: mark the request, then the
   * email dialog saves the email with the product choice.
   */
  async function askForPreview(email: string | null, choice: Record<string, string>, locale = 'fr') {
    const visitor = await visitorWithPhoto();
    expect((await patch(visitor.id, { previewRequested: true, locale })).statusCode).toBe(200);
    if (email) {
      const saved = await patch(visitor.id, { email, previewRequested: true, locale, ...choice });
      expect(saved.statusCode).toBe(200);
    }
    return visitor;
  }

  it('answers 401 without a staff session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/preview-requests' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('refuses a product choice outside the catalogue with 400', async () => {
    const visitor = await visitorWithPhoto();
    for (const choice of [{ previewProductType: 'mug' }, { previewColor: 'pink' }]) {
      const res = await patch(visitor.id, { previewRequested: true, ...choice });
      expect(res.statusCode).toBe(400);
    }
  });

  it('lists customers who asked with an email, newest first, with photo, language, choice, artwork and sent emails', async () => {
    const first = await askForPreview(emailOf('first'), { previewProductType: 'hoodie', previewColor: 'gray' }, 'fr');
    await askForPreview(null, {}); // asked but never gave an email: nothing staff can answer
    await visitorWithPhoto(); // never asked
    const second = await askForPreview(
      emailOf('Second'),
      { previewProductType: 'tshirt', previewColor: 'white' },
      'es',
    );

    // Staff made artwork for the second's record (issue 17 §1: staff choose the record) and sent
    // them two order-link emails; a preview acknowledgement to the first is no order link.
    const artwork = multipartBody(
      { email: emailOf('second'), locale: 'es', kind: 'generated', customerId: second.id },
      { field: 'file', filename: 'a.png', contentType: 'image/png', body: await readFile(fixturePhoto('chelsea.png')) },
    );
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/image',
      payload: artwork.payload,
      headers: { ...staff.headers, ...artwork.headers },
    });
    expect(stored.statusCode).toBe(200);
    // Artwork kept for the first's email only: not the first's while it has not proven the address.
    const loose = multipartBody(
      { email: emailOf('first'), locale: 'fr', kind: 'generated' },
      { field: 'file', filename: 'b.png', contentType: 'image/png', body: await readFile(fixturePhoto('coffee.png')) },
    );
    const kept = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/image',
      payload: loose.payload,
      headers: { ...staff.headers, ...loose.headers },
    });
    expect(kept.statusCode).toBe(200);
    const { db } = t.app.ctx.database;
    const earlier = new Date('2030-01-02T10:00:00.000Z');
    const later = new Date('2030-01-03T11:30:00.000Z');
    await db.insert(emailSent).values([
      { email: emailOf('SECOND'), subject: 'Ready', locale: 'es', sentAt: earlier },
      { email: emailOf('second'), subject: 'Ready', locale: 'es', sentAt: later },
      { email: emailOf('first'), subject: 'We have your photo', locale: 'fr', kind: 'preview-ack' },
    ]);

    const body = await list();
    expect(body.total).toBe(2);
    expect(body.requests.map((r: { customerId: string }) => r.customerId)).toEqual([second.id, first.id]);
    const [secondRow, firstRow] = body.requests;
    expect(secondRow).toMatchObject({
      email: emailOf('Second'),
      locale: 'es',
      photoUrl: second.imageUrl,
      productType: 'tshirt',
      color: 'white',
      artworkUrl: stored.json().imageUrl,
      emailVerified: false,
      orderLinkEmailsSent: 2,
      lastOrderLinkSentAt: later.toISOString(),
    });
    expect(firstRow).toMatchObject({
      email: emailOf('first'),
      locale: 'fr',
      photoUrl: first.imageUrl,
      productType: 'hoodie',
      color: 'gray',
      artworkUrl: null,
      emailVerified: false,
      orderLinkEmailsSent: 0,
      lastOrderLinkSentAt: null,
    });
    const [record] = await db.select().from(customers).where(eq(customers.id, first.id));
    expect(firstRow.requestedAt).toBe(record.previewRequestedAt?.toISOString());
  });

  it('keeps the time of the first request when the request is marked again', async () => {
    const before = (await list()).requests;
    const oldest = before[before.length - 1];
    await patch(oldest.customerId, { previewRequested: true });
    const after = (await list()).requests;
    expect(after.map((r: { customerId: string }) => r.customerId)).toEqual(
      before.map((r: { customerId: string }) => r.customerId),
    );
    expect(after[after.length - 1].requestedAt).toBe(oldest.requestedAt);
  });

  it('searches by a part of the email and pages', async () => {
    expect((await list('?q=SECOND')).requests.map((r: { email: string }) => r.email)).toEqual([emailOf('Second')]);
    expect((await list('?q=nobody')).total).toBe(0);
    const page = await list('?pageSize=1&page=1');
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.requests[0].email).toBe(emailOf('first'));
  });
});
