/** One log line per answered request (ADR 0028 addendum): what it carries and what it leaves out. */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../logging.ts';
import { genReqId } from './request-id.ts';
import { OneLineRequestLog } from './request-log.ts';

function appWithLog(options: { level?: string; lineLogger?: boolean } = {}) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const requestLog = new OneLineRequestLog({ requestIdLogLabel: 'requestId' });
  const app = Fastify({
    logger: { ...(loggerOptions(options.level ?? 'info') as object), stream },
    logController: requestLog,
    genReqId,
    requestIdHeader: false,
  });
  if (options.lineLogger !== false) requestLog.writeLinesTo(app.log);
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

  it('writes the line as the redacting request logger would, field for field and in the same order', async () => {
    const url = '/api/customers/7d0f4c8e-8a3b-4c1e-9a51-2f0d7f1b6a10?email=anna%40example.com';
    const shapes = [];
    for (const lineLogger of [true, false]) {
      const { app, lines } = appWithLog({ lineLogger });
      await app.inject({ url, headers: { 'x-request-id': 'lb-1234' } });
      await app.close();
      const line = lines.find((entry) => entry.msg === 'request completed');
      shapes.push({ keys: Object.keys(line ?? {}), line: { ...line, time: 0, responseTime: 0 } });
    }
    expect(shapes[0]).toEqual(shapes[1]);
    expect(shapes[0].keys).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'requestId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    expect(shapes[0].line).toMatchObject({
      requestId: 'lb-1234',
      req: { method: 'GET', url: '/api/customers/:id?email=…' },
    });
  });

  it('writes no line for an answered request when the shop logs at warn', async () => {
    const { app, lines } = appWithLog({ level: 'warn' });
    expect((await app.inject({ url: '/api/customers/7d0f4c8e-8a3b-4c1e-9a51-2f0d7f1b6a10' })).statusCode).toBe(200);
    await app.close();
    expect(lines).toEqual([]);
  });
});
