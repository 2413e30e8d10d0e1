/**
 * A real HTTP server on 127.0.0.1 for client code that does not go through `fetch` (the photo upload
 * uses XMLHttpRequest for its progress): the test document is moved to the server's origin, so the
 * real api client's same-origin requests reach it. Handlers answer like the shop's API.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** One request as the server received it; `body` is the raw bytes. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A route's answer: status and JSON body. */
export type LocalReply = { status: number; json: unknown };
type LocalHandler = (request: ReceivedRequest) => LocalReply | Promise<LocalReply>;

/**
 * Starts the server for the calling test file and points the document at `pagePath` on its
 * origin; routes and the request log start empty in each test.
 * @returns `on(method, path, handler)` and `received`.
 */
export function serveLocalApi(pagePath: string) {
  const routes = new Map<string, LocalHandler>();
  const received: ReceivedRequest[] = [];
  let server: Server | undefined;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const request: ReceivedRequest = {
          method: req.method ?? 'GET',
          path: new URL(req.url ?? '/', 'http://127.0.0.1').pathname,
          headers: req.headers,
          body: Buffer.concat(chunks),
        };
        received.push(request);
        const handler = routes.get(`${request.method} ${request.path}`);
        const reply = handler
          ? await handler(request)
          : { status: 404, json: { error: { code: 'NOT_FOUND', message: request.path } } };
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.json));
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // happy-dom: the page now lives on the server's origin.
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      `http://127.0.0.1:${port}${pagePath}`,
    );
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  beforeEach(() => {
    routes.clear();
    received.length = 0;
  });

  return {
    on(method: string, path: string, handler: LocalHandler | LocalReply) {
      routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    received,
  };
}
