/**
 * Test support: the small HTTP server under the fake Printful and Gelato APIs (fake-printful-server.ts,
 * fake-gelato-server.ts): JSON in and out, every request recorded, on a free local port.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake received. */
export interface VendorRequest {
  method: string;
  /** Path with query (`/orders?confirm=1`). */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A handler's answer: status and JSON body. */
export interface VendorReply {
  status: number;
  body: unknown;
}

export interface FakeVendorServer {
  url: string;
  requests: VendorRequest[];
  /** Answers wait this long (ms) while > 0: a vendor that does not answer in time. */
  stall: { ms: number };
  close(): Promise<void>;
}

/** Starts a server answering every request with `handle`. */
export async function startFakeVendorServer(
  handle: (request: VendorRequest) => VendorReply | Promise<VendorReply>,
): Promise<FakeVendorServer> {
  const requests: VendorRequest[] = [];
  const stall = { ms: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: VendorRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: text ? JSON.parse(text) : null,
      };
      requests.push(request);
      const reply = await handle(request);
      if (stall.ms > 0) await new Promise((resolve) => setTimeout(resolve, stall.ms));
      if (res.destroyed) return;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stall,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
