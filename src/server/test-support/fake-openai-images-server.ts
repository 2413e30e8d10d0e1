/**
 * Test support: a local fake of the one OpenAI endpoint the shop calls, `POST /v1/images/edits`
 * (multipart: image, prompt, model, size, n), so the openai stylizer is tested with no network.
 * Point the SDK at `baseUrl` (`OPENAI_BASE_URL`). Each request takes the next scripted answer
 * (`script`), and after the script the default (`fallback`):
 * - `ok`: 200 with one PNG of the size asked for, as `b64_json` (a made-up image, not the photo);
 * - `hang`: never answers (a timeout);
 * - `refuse`: 400 `moderation_blocked`, as OpenAI answers a content-policy refusal;
 * - `{ status, retryAfterMs? }`: an error with that status (e.g. 429, 500).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type FakeAnswer = 'ok' | 'hang' | 'refuse' | { status: number; retryAfterMs?: number };

/** One request the fake received: its multipart text fields and the uploaded image's size in bytes. */
export interface FakeImagesRequest {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  imageBytes: number;
}

export interface FakeOpenAiImagesServer {
  /** `http://127.0.0.1:{port}/v1`. */
  baseUrl: string;
  requests: FakeImagesRequest[];
  /** Answers still to give, in order; then `fallback`. */
  script: FakeAnswer[];
  fallback: FakeAnswer;
  close(): Promise<void>;
}

/** The text fields and the file part's size of a multipart body (enough for the SDK's requests). */
function parseMultipart(body: Buffer, contentType: string): { fields: Record<string, string>; imageBytes: number } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const fields: Record<string, string> = {};
  let imageBytes = 0;
  if (!boundary) return { fields, imageBytes };
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  for (const part of body.toString('latin1').split(delimiter)) {
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const headers = part.slice(0, headerEnd);
    const value = part.slice(headerEnd + 4).replace(/\r\n$/, '');
    const name = /name="([^"]+)"/.exec(headers)?.[1];
    if (!name) continue;
    if (/filename=/.test(headers)) imageBytes += Buffer.byteLength(value, 'latin1');
    else fields[name] = Buffer.from(value, 'latin1').toString('utf8');
  }
  return { fields, imageBytes };
}

/** A made-up artwork of `size` (`WxH`): a colour gradient, so it is a real PNG of that size. */
async function fakeArtwork(size: string | undefined): Promise<Buffer> {
  const [width, height] = /^(\d+)x(\d+)$/.test(size ?? '') ? (size ?? '').split('x').map(Number) : [1024, 1024];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f4a261"/><stop offset="1" stop-color="#2a9d8f"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#264653"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function sendJson(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeOpenAiImagesServer(): Promise<FakeOpenAiImagesServer> {
  const hanging = new Set<http.ServerResponse>();
  const state: FakeOpenAiImagesServer = {
    baseUrl: '',
    requests: [],
    script: [],
    fallback: 'ok',
    close: async () => {},
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      if (request.method !== 'POST' || request.url !== '/v1/images/edits') {
        sendJson(response, 404, { error: { message: 'Unknown path', type: 'invalid_request_error', code: null } });
        return;
      }
      const parsed = parseMultipart(Buffer.concat(chunks), request.headers['content-type'] ?? '');
      state.requests.push({ path: request.url, authorization: request.headers.authorization, ...parsed });
      const answer = state.script.shift() ?? state.fallback;
      if (answer === 'hang') {
        hanging.add(response);
        response.once('close', () => hanging.delete(response));
        return;
      }
      if (answer === 'refuse') {
        sendJson(response, 400, {
          error: {
            message: 'Your request was rejected as a result of our safety system.',
            type: 'image_generation_user_error',
            param: null,
            code: 'moderation_blocked',
          },
        });
        return;
      }
      if (answer === 'ok') {
        const png = await fakeArtwork(parsed.fields.size);
        sendJson(response, 200, {
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: png.toString('base64') }],
        });
        return;
      }
      const headers: Record<string, string> = answer.retryAfterMs
        ? { 'retry-after-ms': String(answer.retryAfterMs) }
        : {};
      sendJson(
        response,
        answer.status,
        { error: { message: `Fake error ${answer.status}`, type: 'server_error', param: null, code: null } },
        headers,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  state.close = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
