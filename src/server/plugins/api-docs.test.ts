/** The API description at /api/docs (issue 18 §5): staff only, under the shop's own CSP. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../db/schema/index.ts';
import { loginAsStaff, type StaffLogin } from '../test-support/staff-login.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { isDescribed, tagOf } from './api-docs.ts';

const navigation = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** Every path of the UI: page, document (JSON, YAML) and the UI's own files. */
const docsPaths = [
  '/api/docs',
  '/api/docs/json',
  '/api/docs/yaml',
  '/api/docs/static/swagger-ui-bundle.js',
  '/api/docs/static/swagger-initializer.js',
  '/api/docs/static/swagger-ui.css',
];

describe('which routes the description covers', () => {
  it('describes the JSON API, not provider routes, the pixel, files, probes or the docs themselves', () => {
    expect(isDescribed('/api/customers/:id')).toBe(true);
    expect(isDescribed('/api/admin/orders')).toBe(true);
    for (const url of ['/api/webhooks/stripe', '/pay/:sessionId', '/t/:emailId.gif', '/files/:area/:name']) {
      expect(isDescribed(url), url).toBe(false);
    }
    for (const url of ['/healthz', '/api/docs', '/api/docs/json', '/api/docs/static/*']) {
      expect(isDescribed(url), url).toBe(false);
    }
  });

  it('groups routes by resource, staff routes apart', () => {
    expect(tagOf('/api/customers/:id/artworks')).toBe('customers');
    expect(tagOf('/api/admin/orders/:id')).toBe('staff: orders');
  });
});

describe('/api/docs', () => {
  let t: TestApp;
  let staff: StaffLogin;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers anonymous callers as every staff-only route does', async () => {
    const staffOnly = await t.app.inject({ method: 'GET', url: '/api/admin/orders' });
    expect(staffOnly.statusCode).toBe(401);
    for (const url of docsPaths) {
      const response = await t.app.inject({ method: 'GET', url, headers: navigation });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual(staffOnly.json());
    }
  });

  it('refuses a staff session that must still change its password, as staff routes do', async () => {
    const fresh = await loginAsStaff(t.app);
    await t.app.ctx.database.db
      .update(staffUsers)
      .set({ passwordChangeRequired: true })
      .where(eq(staffUsers.email, fresh.email));
    const staffOnly = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: fresh.headers });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: fresh.headers });
    expect(staffOnly.statusCode).toBe(403);
    expect(docs.statusCode).toBe(403);
    expect(docs.json()).toEqual(staffOnly.json());
  });

  it('serves staff the OpenAPI document built from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie: staff.cookie } });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.0.3');
    expect(document.info).toMatchObject({ title: 'wowtees', version: expect.any(String) });
    const confirm = document.paths['/api/orders/confirm'].post;
    expect(confirm.requestBody.content['application/json'].schema.properties).toHaveProperty('sessionId');
    expect(confirm.responses.default).toEqual({ $ref: '#/components/responses/Error' });
    expect(document.components.schemas.Error.properties.error.properties.code.enum).toContain('UNAUTHORIZED');
    // Staff routes say they need the session cookie; storefront routes do not.
    expect(document.paths['/api/admin/orders'].get.security).toEqual([{ staffSession: [] }]);
    expect(document.paths['/api/customers'].post.security).toBeUndefined();
    expect(Object.keys(document.paths).every((url) => url.startsWith('/api/') && !url.startsWith('/api/docs'))).toBe(
      true,
    );
  });

  it('serves staff the UI with scripts from files only, under the CSP of every page', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { ...navigation, cookie: staff.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script\b[^>]*>([^<]*)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, body] of scripts) {
      expect(tag).toMatch(/\ssrc="[^"]+"/);
      expect(body.trim()).toBe('');
    }
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    // Nothing relaxed for the UI: the policy of any other answer of the shop.
    const other = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: navigation });
    expect(csp).toBe(other.headers['content-security-policy']);

    const bundle = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
      headers: { cookie: staff.cookie },
    });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
  });
});
