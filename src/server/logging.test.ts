/** Logs carry no personal data or credentials (issue 6 point 1). */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, maskUrl } from './logging.ts';
import { OneLineRequestLog } from './plugins/request-log.ts';

/** Fastify with the shop's logger options and request log, its log lines collected. */
function loggingApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const requestLog = new OneLineRequestLog({ requestIdLogLabel: 'requestId' });
  const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream }, logController: requestLog });
  requestLog.writeLinesTo(app.log);
  return { app, lines };
}

describe('logging', () => {
  it('masks customer ids, checkout session ids and signatures in URLs', () => {
    expect(maskUrl('/api/customers/7d0f4c8e-8a3b-4c1e-9a51-2f0d7f1b6a10/image')).toBe('/api/customers/:id/image');
    expect(maskUrl('/en-us/wowanimatedtees/success?session_id=cs_test_local_abc123')).toBe(
      '/en-us/wowanimatedtees/success?session_id=…',
    );
    expect(maskUrl('/pay/cs_test_local_abc123')).toBe('/pay/cs_…');
    expect(maskUrl('/api/email-orders?email=anna%40example.com&sig=abc')).toBe('/api/email-orders?email=…&sig=…');
  });

  it('masks link tokens in any case, and leaves URLs without anything to mask as they are', () => {
    expect(maskUrl('/api/orders/status/tok3n?x=1')).toBe('/api/orders/status/…?x=1');
    expect(maskUrl('/API/Proofs/tok3n/answer')).toBe('/API/Proofs/…/answer');
    expect(maskUrl('/api/fulfilment/print-files/s3cret.png')).toBe('/api/fulfilment/print-files/…');
    expect(maskUrl('/api/checkout/session?session_id=cs_live_9&token=t')).toBe(
      '/api/checkout/session?session_id=…&token=…',
    );
    expect(maskUrl('/api/catalog?locale=de&variant=wowanimatedtees')).toBe(
      '/api/catalog?locale=de&variant=wowanimatedtees',
    );
    expect(maskUrl('/de/wowanimatedtees')).toBe('/de/wowanimatedtees');
  });

  it('logs a request and its reply without their headers, on every line that names them', async () => {
    const { app, lines } = loggingApp();
    app.get('/api/customers/:id', async (request, reply) => {
      reply.header('set-cookie', 'wowtees_staff=s3t-cookie-value; HttpOnly');
      request.log.info({ req: request, res: reply }, 'looked up');
      return { ok: true };
    });
    const res = await app.inject({
      url: '/api/customers/7d0f4c8e-8a3b-4c1e-9a51-2f0d7f1b6a10',
      headers: {
        cookie: 'wowtees_staff=c00kie-value',
        authorization: 'Bearer auth-value',
        'x-customer-id': '7d0f4c8e-8a3b-4c1e-9a51-2f0d7f1b6a10',
        'stripe-signature': 't=1,v1=stripe-sig-value',
        'x-pf-webhook-signature': 'printful-sig-value',
        'x-webhook-token': 'webhook-token-value',
      },
    });
    await app.close();
    expect(res.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('looked up');
    expect(log).toContain('request completed');
    expect(log).toContain('"url":"/api/customers/:id"');
    for (const secret of [
      'c00kie-value',
      's3t-cookie-value',
      'auth-value',
      '7d0f4c8e-8a3b-4c1e-9a51-2f0d7f1b6a10',
      'stripe-sig-value',
      'printful-sig-value',
      'webhook-token-value',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('writes no email, address, customer id or query parameters of a failed request to the log', async () => {
    const { app, lines } = loggingApp();
    app.post('/api/customers/:id', async (request) => {
      request.log.info({ email: 'anna@example.com', order: { shippingAddress: { line1: 'Hauptstraße 5' } } }, 'saved');
      throw Object.assign(new Error('Failed query: update customers set email = $1\nparams: anna@example.com'), {
        params: ['anna@example.com'],
      });
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/customers/7d0f4c8e-8a3b-4c1e-9a51-2f0d7f1b6a10',
      headers: { 'x-customer-id': '7d0f4c8e-8a3b-4c1e-9a51-2f0d7f1b6a10', cookie: 'session=secret' },
      payload: { email: 'anna@example.com' },
    });
    await app.close();
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('saved');
    expect(log).toContain('Failed query');
    expect(log).not.toContain('anna@example.com');
    expect(log).not.toContain('Hauptstraße');
    expect(log).not.toContain('7d0f4c8e-8a3b-4c1e-9a51-2f0d7f1b6a10');
    expect(log).not.toContain('secret');
  });
});
