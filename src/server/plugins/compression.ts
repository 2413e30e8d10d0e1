/**
 * Compression of dynamic answers (issue 9): JSON of the API, server-rendered HTML (hosted test
 * checkout, outbox preview) and any other text go out as brotli or gzip when the client accepts it.
 * The built client's files are precompressed at build time (scripts/precompress-client.ts) and sent
 * as they are by @fastify/static (static-client.ts); this plugin leaves any answer that already has
 * a Content-Encoding alone, so nothing is encoded twice.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text types worth compressing: text/* but not event streams (an SSE stream must flush each event),
 * JSON, XML (svg too) and JavaScript. Images, the tracking GIF, photos and print files (already
 * compressed formats) and application/octet-stream downloads are sent as they are.
 */
const compressibleTypes = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/javascript(?:;|$)/u;

/**
 * Registers @fastify/compress for every route registered after it (it hooks each route as it is
 * added, so call it before the modules). Answers below 1 KiB stay uncompressed (the framing would
 * cost about what it saves). Brotli at quality 4 and gzip at level 6 trade a little size for CPU
 * on per-request work. Request bodies are not decompressed: uploads and JSON are read as sent.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: compressibleTypes,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
