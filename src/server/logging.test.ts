/** Logs carry no personal data or credentials (issue 6 point 1). */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, maskUrl } from './logging.ts';

describe('logging', () => {
  it('masks customer ids, checkout session ids and signatures in URLs', () => {
    expect(maskUrl('/api/customers/7d0f4c8e-8a3b-4c1e-9a51-2f0d7f1b6a10/image')).toBe('/api/customers/:id/image');
    expect(maskUrl('/en-us/wowanimatedtees/success?session_id=cs_test_local_abc123')).toBe(
      '/en-us/wowanimatedtees/success?session_id=…',
    );
    expect(maskUrl('/pay/cs_test_local_abc123')).toBe('/pay/cs_…');
    expect(maskUrl('/api/email-orders?email=anna%40example.com&sig=abc')).toBe('/api/email-orders?email=…&sig=…');
  });

  it('writes no email, address, customer id or query parameters of a failed request to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions('info');
    const app = Fastify({ logger: { ...(options as object), stream } });
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
