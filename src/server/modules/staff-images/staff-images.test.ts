/**
 * Image admin API (issue 7 §3, issue 17 §1): staff look up an email, see every record carrying it,
 * store a photo or generated artwork for it (for a record they choose, or for the email alone) and
 * make email-order links.
 */
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, staffImages, staffUsers } from '#server/db/schema/index.ts';
import { customerWithPhoto, uploadPhoto } from '#server/test-support/customer-with-photo.ts';
import { confirmEmail, verificationLinkFromOutbox } from '#server/test-support/email-ownership.ts';
import { multipartBody } from '#server/test-support/multipart.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, fixturePhoto, type TestApp } from '#server/test-support/test-app.ts';

describe.each(databaseTargets())('image admin API on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  let png: Buffer;
  let jpg: Buffer;
  beforeAll(async () => {
    t = await buildTestApp(target, { rateLimit: false });
    staff = await loginAsStaff(t.app);
    png = await readFile(fixturePhoto('chelsea.png'));
    jpg = await readFile(fixturePhoto('rocket.jpg'));
  });
  afterAll(async () => t?.close());

  const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const db = () => t.app.ctx.database.db;

  function uploadImage(
    fields: Record<string, string>,
    file: { body: Buffer; filename?: string; contentType?: string } | null = { body: png },
    headers: Record<string, string> = staff.headers,
  ) {
    const multipart = multipartBody(
      fields,
      file
        ? {
            field: 'file',
            filename: file.filename ?? 'artwork.png',
            contentType: file.contentType ?? 'image/png',
            body: file.body,
          }
        : undefined,
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/users/image',
      payload: multipart.payload,
      headers: { ...headers, ...multipart.headers },
    });
  }

  const lookUp = (email: string, headers: Record<string, string> = staff.headers) =>
    t.app.inject({ method: 'GET', url: `/api/admin/users?${new URLSearchParams({ email })}`, headers });

  const makeLink = (body: unknown, headers: Record<string, string> = staff.headers) =>
    t.app.inject({ method: 'POST', url: '/api/admin/email-order-links', payload: body as object, headers });

  /** A customer of the storefront with a photo and `email`. */
  const customerWithEmail = (email: string) => customerWithPhoto(t.app, { fixture: 'rocket.jpg', profile: { email } });

  const fileStatus = async (url: string) =>
    (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode;

  /** The customer asks for a preview to `email` and proves the address from the mail (issue 17 §1). */
  async function proveEmail(id: string, email: string) {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${id}`,
      payload: { email, previewRequested: true },
    });
    expect(patch.statusCode).toBe(200);
    const confirmed = await confirmEmail(t.app, await verificationLinkFromOutbox(t.app, email));
    expect(confirmed.statusCode).toBe(200);
  }

  it('answers 401 on every route without a staff session, before reading an upload', async () => {
    const origin = staff.headers.origin;
    const email = unique('nobody');
    expect((await lookUp(email, {})).statusCode).toBe(401);
    const upload = await uploadImage({ email, locale: 'en-us', kind: 'generated' }, { body: png }, { origin });
    expect(upload.statusCode).toBe(401);
    expect(upload.json().error.code).toBe('UNAUTHORIZED');
    expect((await makeLink({ email, locale: 'de' }, { origin })).statusCode).toBe(401);
    // Nothing was stored for the anonymous upload.
    const rows = await db().select().from(staffImages).where(eq(staffImages.email, email));
    expect(rows).toEqual([]);
  });

  it('answers 401 after logout', async () => {
    const other = await loginAsStaff(t.app);
    const logout = await t.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: other.headers });
    expect(logout.statusCode).toBe(204);
    expect((await lookUp(unique('after'), other.headers)).statusCode).toBe(401);
  });

  it('refuses cross-origin mutations with 403 ORIGIN_NOT_ALLOWED', async () => {
    const email = unique('csrf');
    const evil = { cookie: staff.cookie, origin: 'https://evil.example' };
    const upload = await uploadImage({ email, locale: 'en-us', kind: 'generated' }, { body: png }, evil);
    expect(upload.statusCode).toBe(403);
    expect(upload.json().error.code).toBe('ORIGIN_NOT_ALLOWED');
    const link = await makeLink({ email, locale: 'en-us' }, evil);
    expect(link.statusCode).toBe(403);
    // Without any Origin or Referer too.
    expect((await makeLink({ email, locale: 'en-us' }, { cookie: staff.cookie })).statusCode).toBe(403);
    expect(await db().select().from(staffImages).where(eq(staffImages.email, email))).toEqual([]);
  });

  it('answers 404 USER_NOT_FOUND for an email with neither a customer nor an image, 400 without an email', async () => {
    const res = await lookUp(unique('ghost'));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('USER_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: staff.headers })).statusCode).toBe(
      400,
    );
    expect((await lookUp('   ')).statusCode).toBe(400);
  });

  it('lists the records carrying an email, case-insensitively and trimmed, with their images', async () => {
    const email = unique('Found');
    const { id, imageUrl } = await customerWithEmail(email);
    const res = await lookUp(`  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user.email).toBe(email.toLowerCase());
    expect(user.customers).toEqual([
      expect.objectContaining({
        id,
        email,
        photoUrl: imageUrl,
        imageUrl,
        generatedImageUrl: null,
        previewRequested: false,
        emailVerified: false,
      }),
    ]);
    // No staff image is kept for the email itself, no link made yet.
    expect(user).toMatchObject({ uploadImageUrl: null, generatedImageUrl: null, links: [] });
  });

  it('keeps an image for an email without a customer, attaches it when a customer proves that email, and its link shows it', async () => {
    const email = unique('Later');
    const upload = await uploadImage(
      { email, locale: 'fr', kind: 'generated' },
      { body: png, filename: 'Ghibli cat.png' },
    );
    expect(upload.statusCode).toBe(200);
    const { imageUrl } = upload.json();
    expect(new URL(imageUrl).pathname).toMatch(/^\/files\/user-images\/[A-Za-z0-9_-]{22}\.png$/);
    expect(await fileStatus(imageUrl)).toBe(200);

    const [row] = await db().select().from(staffImages).where(eq(staffImages.email, email.toLowerCase()));
    const [me] = await db().select().from(staffUsers).where(eq(staffUsers.email, staff.email));
    expect(row).toMatchObject({ kind: 'generated', customerId: null, originalName: 'Ghibli cat.png', locale: 'fr' });
    expect(row.uploadedBy).toBe(me.id);

    const before = (await lookUp(email)).json();
    expect(before).toMatchObject({ customers: [], uploadImageUrl: null, generatedImageUrl: imageUrl });

    // A customer saves the address (typed with capitals): a claim, which takes nothing yet.
    const id = (await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${id}`,
      payload: { email: email.toUpperCase(), previewRequested: true },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ generatedImageUrl: null, locale: null });
    // It proves the address: the image attaches.
    const confirmed = await confirmEmail(t.app, await verificationLinkFromOutbox(t.app, email));
    expect(confirmed.statusCode).toBe(200);
    const customer = (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
    expect(customer).toMatchObject({ generatedImageUrl: imageUrl, locale: 'fr' });
    const [attached] = await db().select().from(staffImages).where(eq(staffImages.id, row.id));
    expect(attached.customerId).toBe(id);
    expect((await lookUp(email)).json().customers).toEqual([
      expect.objectContaining({ id, emailVerified: true, generatedImageUrl: imageUrl }),
    ]);

    const link = await makeLink({ email, locale: 'fr', customerId: id });
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().url);
    expect(url.origin).toBe(new URL(t.config.publicUrl).origin);
    expect(url.pathname).toBe('/fr/wowanimatedtees/emailorder');
    const sig = url.searchParams.get('sig') ?? '';
    expect(url.searchParams.get('email')).toBe(email.toLowerCase());
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/email-orders?${new URLSearchParams({ email, sig })}`,
    });
    expect(order.statusCode).toBe(200);
    // chelsea.png (451 x 300) prints at 37 DPI: the page warns before paying (issue 20 §3).
    expect(order.json()).toEqual({
      imageUrl: null,
      generatedImageUrl: imageUrl,
      artworkProvider: 'staff',
      locale: 'fr',
      printDpi: 37,
    });
  });

  it('does not replace a generated image the customer already has when it proves the email', async () => {
    const email = unique('keeps');
    const first = (await uploadImage({ email, locale: 'de', kind: 'generated' })).json().imageUrl;
    const { id } = await customerWithEmail(email);
    const newer = await uploadImage(
      { email, locale: 'de', kind: 'generated', customerId: id },
      { body: jpg, filename: 'b.jpg' },
    );
    expect(newer.statusCode).toBe(200);
    let customer = (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
    expect(customer.generatedImageUrl).toBe(newer.json().imageUrl);
    expect(customer.generatedImageUrl).not.toBe(first);
    // Proving the email later attaches the email's image but keeps the customer's own.
    await proveEmail(id, email);
    customer = (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
    expect(customer.generatedImageUrl).toBe(newer.json().imageUrl);
    // Saving the same email again changes nothing.
    const again = await t.app.inject({ method: 'PATCH', url: `/api/customers/${id}`, payload: { email } });
    expect(again.json().generatedImageUrl).toBe(newer.json().imageUrl);
    expect((await lookUp(email)).json().customers[0].emailVerified).toBe(true);
  });

  it('sets the chosen customer’s generated image and its locale when it has none', async () => {
    const email = unique('gen');
    const { id, imageUrl } = await customerWithEmail(email);
    const res = await uploadImage({ email: email.toUpperCase(), locale: 'es', kind: 'generated', customerId: id });
    expect(res.statusCode).toBe(200);
    const customer = (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
    expect(customer).toMatchObject({ imageUrl, generatedImageUrl: res.json().imageUrl, locale: 'es' });
    const [row] = await db().select().from(staffImages).where(eq(staffImages.customerId, id));
    expect(row.kind).toBe('generated');
    const user = (await lookUp(email)).json();
    expect(user.customers[0]).toMatchObject({ id, imageUrl, generatedImageUrl: res.json().imageUrl });
    // The email's own staff images: this one, whichever record it went to.
    expect(user).toMatchObject({ uploadImageUrl: null, generatedImageUrl: res.json().imageUrl });
  });

  it('replaces the chosen customer’s photo with kind=upload, keeping files an order or a staff record needs', async () => {
    const email = unique('photo');
    const { id, imageUrl: first } = await customerWithEmail(email);
    const [firstRow] = await db().select().from(customers).where(eq(customers.id, id));
    // An order prints the first photo: it must survive the replacement.
    await db()
      .insert(orders)
      .values(paidOrderRow(id, first, { imageKey: firstRow.imageKey }));

    const second = await uploadImage(
      { email, locale: 'en-us', kind: 'upload', customerId: id },
      { body: png, filename: 'fixed.png' },
    );
    expect(second.statusCode).toBe(200);
    const secondUrl: string = second.json().imageUrl;
    expect(new URL(secondUrl).pathname).toMatch(/^\/files\/customer-uploads\//);
    let customer = (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
    expect(customer.imageUrl).toBe(secondUrl);
    expect(await fileStatus(first)).toBe(200);
    const [staffRow] = await db().select().from(staffImages).where(eq(staffImages.customerId, id));
    expect(staffRow).toMatchObject({ kind: 'upload', originalName: 'fixed.png' });
    const staffUrl = t.app.ctx.storage.url(staffRow.storageKey);
    expect(staffRow.storageKey).toMatch(/^user-images\//);

    // Another staff upload: the second photo is replaced and, used by nothing else, deleted.
    const third = await uploadImage(
      { email, locale: 'en-us', kind: 'upload', customerId: id },
      { body: jpg, filename: 'c.jpg' },
    );
    expect(third.statusCode).toBe(200);
    expect(await fileStatus(secondUrl)).toBe(404);

    // The customer uploads again itself: the staff record's file stays.
    await t.app.inject({ method: 'PATCH', url: `/api/customers/${id}`, payload: { locale: 'en-us' } });
    expect((await uploadPhoto(t.app, id, 'chelsea.png')).statusCode).toBe(200);
    customer = (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
    expect(customer.imageUrl).not.toBe(third.json().imageUrl);
    expect(await fileStatus(staffUrl)).toBe(200);
  });

  it('refuses a file that is not an image (415) and a missing file (400), storing nothing', async () => {
    const email = unique('bad');
    const notImage = await uploadImage(
      { email, locale: 'en-us', kind: 'upload' },
      { body: Buffer.from('%PDF-1.4 not an image'), filename: 'photo.png', contentType: 'image/png' },
    );
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().error.code).toBe('NOT_AN_IMAGE');
    const truncated = await uploadImage({ email, locale: 'en-us', kind: 'upload' }, { body: jpg.subarray(0, 2000) });
    expect(truncated.statusCode).toBeGreaterThanOrEqual(400);
    expect(truncated.statusCode).toBeLessThan(500);
    const missing = await uploadImage({ email, locale: 'en-us', kind: 'upload' }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('FILE_MISSING');
    const rows = await db().select().from(staffImages).where(sql`lower(${staffImages.email}) = ${email}`);
    expect(rows).toEqual([]);
    expect((await lookUp(email)).statusCode).toBe(404);
  });

  it('validates the fields: kind, locale, email and control characters', async () => {
    const email = unique('fields');
    for (const fields of [
      { email, locale: 'en-us', kind: 'poster' },
      { email, locale: 'it', kind: 'upload' },
      { email: 'not-an-email', locale: 'en-us', kind: 'upload' },
      { locale: 'en-us', kind: 'upload' },
      { email, locale: 'en-us', kind: 'upload', customerId: 'not-a-uuid' },
    ] as Record<string, string>[]) {
      const res = await uploadImage(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const control = await uploadImage({ email: `a\u0000${email}`, locale: 'en-us', kind: 'upload' });
    expect(control.statusCode).toBe(400);
    expect(control.json().error.code).toBe('INVALID_CHARACTERS');
    const link = await makeLink({ email, locale: 'en-us', extra: true });
    expect(link.statusCode).toBe(400);
  });

  it('makes a new link of its own each time, in the asked language, for the chosen record', async () => {
    const email = unique('Link');
    const { id, imageUrl } = await customerWithEmail(email);
    const sigs = new Set<string>();
    for (const locale of ['en-us', 'de', 'fr', 'es'] as const) {
      const res = await makeLink({ email: ` ${email} `, locale, customerId: id });
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json().url);
      expect(url.pathname).toBe(`/${locale}/wowanimatedtees/emailorder`);
      const sig = url.searchParams.get('sig') ?? '';
      expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
      sigs.add(sig);
      const shown = await t.app.inject({
        method: 'GET',
        url: `/api/email-orders?${new URLSearchParams({ email, sig })}`,
      });
      expect(shown.json()).toMatchObject({ imageUrl });
      // For another address the same key is no link.
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/email-orders?${new URLSearchParams({ email: unique('other'), sig })}`,
      });
      expect(other.statusCode).toBe(404);
    }
    expect(sigs.size).toBe(4);
    expect((await lookUp(email)).json().links).toHaveLength(4);
    // A record that does not carry the email cannot be bound.
    const stranger = (await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id;
    const wrong = await makeLink({ email, locale: 'de', customerId: stranger });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('CUSTOMER_EMAIL_MISMATCH');
  });
});
