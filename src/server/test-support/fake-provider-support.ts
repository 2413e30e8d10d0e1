/**
 * Test support shared by the local fakes of the hosted artwork providers (fake-replicate-server.ts,
 * fake-fal-server.ts, fake-comfyui-server.ts; issue 20 §1): an HTTP server on a free port of
 * 127.0.0.1, body reading, JSON answers, and the "artwork" they return: a real image, the input
 * photo tinted, so a test can tell it from the photo and from the instant preview.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** How a fake answers the next works: made, failed by the model, refused, down (503), or never done. */
export type FakeProviderMode = 'ok' | 'fail' | 'refuse' | 'down' | 'hang';

/** A webhook a fake sent (or would send): where, with which headers and body. */
export interface FakeWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** One request a fake received. */
export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Buffer;
}

export type FakeHandler = (request: FakeRequest, response: http.ServerResponse) => Promise<void> | void;

/** Starts `handler` on a free port; answers 500 with the error when it throws. */
export async function startFakeHttp(
  handler: FakeHandler,
): Promise<{ origin: string; requests: FakeRequest[]; close(): Promise<void> }> {
  const requests: FakeRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const received: FakeRequest = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: Buffer.concat(chunks),
      };
      requests.push(received);
      try {
        await handler(received, response);
      } catch (error) {
        if (!response.headersSent) sendJson(response, 500, { detail: (error as Error).message });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function sendPng(response: http.ServerResponse, png: Buffer | undefined): void {
  if (!png) {
    sendJson(response, 404, { detail: 'Not found' });
    return;
  }
  response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(png.length) });
  response.end(png);
}

/** The bytes of a `data:…;base64,…` URI, or null. */
export function dataUriBytes(uri: unknown): Buffer | null {
  if (typeof uri !== 'string') return null;
  const match = /^data:[^;,]+;base64,(.*)$/s.exec(uri);
  return match ? Buffer.from(match[1], 'base64') : null;
}

/** The "artwork": the photo tinted blue and at most 768 px, as a PNG. */
export async function tintedArtwork(photo: Buffer): Promise<Buffer> {
  return sharp(photo)
    .resize({ width: 768, height: 768, fit: 'inside' })
    .tint({ r: 40, g: 110, b: 220 })
    .png()
    .toBuffer();
}

/** The file part of a multipart body (enough for the requests the stylizers send). */
export function multipartFile(body: Buffer, contentType: string): { filename: string; bytes: Buffer } | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return null;
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  for (const part of body.toString('latin1').split(delimiter)) {
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const filename = /filename="([^"]*)"/.exec(part.slice(0, headerEnd))?.[1];
    if (filename === undefined) continue;
    const value = part.slice(headerEnd + 4).replace(/\r\n$/, '');
    return { filename, bytes: Buffer.from(value, 'latin1') };
  }
  return null;
}
