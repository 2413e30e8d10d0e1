/**
 * Test support: storefront customers made through the real API, as the customize page makes them
 * (`POST /api/customers`, then `PUT /api/customers/:id/image` with a photo from e2e/fixtures, then
 * optionally `PATCH /api/customers/:id`), for API tests that need a customer with a photo.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { multipartBody } from './multipart.ts';
import { fixturePhoto } from './test-app.ts';

/** `POST /api/customers`: a new customer's id. */
export async function createCustomer(app: FastifyInstance): Promise<string> {
  return (await app.inject({ method: 'POST', url: '/api/customers' })).json().id;
}

/**
 * `PUT /api/customers/:id/image` with the fixture photo `fixture` (sent as image/jpeg for `.jpg`,
 * else image/png), as a browser's FormData upload.
 * @returns the response as it is, so a test can check a refusal too.
 */
export async function uploadPhoto(app: FastifyInstance, customerId: string, fixture = 'chelsea.png') {
  const contentType = fixture.endsWith('.jpg') ? 'image/jpeg' : 'image/png';
  const { payload, headers } = multipartBody(
    {},
    { field: 'file', filename: fixture, contentType, body: await readFile(fixturePhoto(fixture)) },
  );
  return app.inject({ method: 'PUT', url: `/api/customers/${customerId}/image`, payload, headers });
}

/**
 * A new customer with the fixture photo `fixture` (default chelsea.png) and, when given, `profile`
 * saved on it (e.g. `{ email, locale, previewRequested: true }`, as the email dialog saves them).
 * @returns the customer's id and the public URL of its photo.
 * @throws Error when the upload or the profile update does not answer 200.
 */
export async function customerWithPhoto(
  app: FastifyInstance,
  { fixture = 'chelsea.png', profile }: { fixture?: string; profile?: Record<string, unknown> } = {},
): Promise<{ id: string; imageUrl: string }> {
  const id = await createCustomer(app);
  const upload = await uploadPhoto(app, id, fixture);
  if (upload.statusCode !== 200) throw new Error(`Photo upload failed: ${upload.statusCode} ${upload.body}`);
  if (profile) {
    const patch = await app.inject({ method: 'PATCH', url: `/api/customers/${id}`, payload: profile });
    if (patch.statusCode !== 200) throw new Error(`Customer update failed: ${patch.statusCode} ${patch.body}`);
  }
  return { id, imageUrl: upload.json().imageUrl };
}
