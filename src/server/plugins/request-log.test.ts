/** One log line per answered request (ADR 0028 addendum): what it carries and what it leaves out. */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../logging.ts';
import { OneLineRequestLog } from './request-log.ts';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { ...(loggerOptions('info') as object), stream },
    logController: new OneLineRequestLog({ requestIdLogLabel: 'requestId' }),
  });
  app.get('/api/customers/:id', async () => ({ ok: true }));
  app.get('/quiet', { logLevel: 'warn' }, async () => 'page');
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request with its id, method, masked URL, status and time', async () => {
    const { app, lines } = appWithLog();
    const res = await app.inject({ url: '/api/customers/7d0f4c8e-8a3b-4c1e-9a51-2f0d7f1b6a10' });
    await app.close();
    expect(res.statusCode).toBe(200);
    const requestLines = lines.filter((line) => line.req || line.res);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/customers/:id' },
      res: { statusCode: 200 },
    });
    expect(typeof requestLines[0].requestId).toBe('string');
    expect(typeof requestLines[0].responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('incoming request');
  });

  it('writes nothing for a quiet route that answers, and an error line for a failed request', async () => {
    const { app, lines } = appWithLog();
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/broken' })).statusCode).toBe(500);
    await app.close();
    expect(lines.some((line) => (line.req as { url?: string } | undefined)?.url === '/quiet')).toBe(false);
    const failed = lines.filter((line) => (line.req as { url?: string } | undefined)?.url === '/broken');
    // The error handler's line (level 50, with the error), then the request's one line.
    expect(failed.map((line) => [line.level, line.msg])).toEqual([
      [50, 'boom'],
      [30, 'request completed'],
    ]);
    expect(failed[1]).toMatchObject({ res: { statusCode: 500 } });
  });
});
