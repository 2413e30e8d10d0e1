/**
 * The prerendered pages of the built client, held in memory (issue 9: the landing GET went through
 * the static plugin's wildcard, a stat of the folder, the not-found handler and a file stream for
 * every view). Each page keeps its identity bytes and the `.br` / `.gz` siblings `npm run build`
 * wrote, with a weak ETag of its content, and is sent as one buffer.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface PrerenderedPage {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Weak: the same for every encoding of the page. */
  etag: string;
  lastModified: string;
}

async function readPage(file: string): Promise<PrerenderedPage> {
  const [identity, info] = await Promise.all([readFile(file), stat(file)]);
  const sibling = async (suffix: string) => (existsSync(file + suffix) ? readFile(file + suffix) : undefined);
  const [br, gzip] = await Promise.all([sibling('.br'), sibling('.gz')]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { identity, br, gzip, etag: `W/"${hash}"`, lastModified: info.mtime.toUTCString() };
}

/**
 * Every `…/index.html` under `clientDir` (assets excluded), by URL path: `/` for the root,
 * `/de/wowanimatedtees` for `de/wowanimatedtees/index.html`.
 */
export async function loadPrerenderedPages(clientDir: string): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const relative = path.relative(clientDir, entry.parentPath);
    if (relative.split(path.sep)[0] === 'assets') continue;
    const urlPath = relative === '' ? '/' : `/${relative.split(path.sep).join('/')}`;
    pages.set(urlPath, await readPage(path.join(entry.parentPath, entry.name)));
  }
  return pages;
}

/** The q-value the Accept-Encoding header gives `coding` (0 when absent). */
function quality(acceptEncoding: string, coding: string): number {
  let star = 0;
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (name === coding) return Number.isNaN(value) ? 0 : value;
    if (name === '*') star = Number.isNaN(value) ? 0 : value;
  }
  return star;
}

/**
 * Sends `page` as the static plugin did (text/html, Vary: Accept-Encoding, brotli or gzip when
 * accepted, ETag and Last-Modified, 304 on a matching If-None-Match) with `cache-control: no-cache`.
 */
export function sendPrerenderedPage(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage): void {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('vary', 'accept-encoding')
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('last-modified', page.lastModified);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag.slice(2))) {
    reply.status(304).send();
    return;
  }
  const accept = request.headers['accept-encoding'] ?? '';
  const brQ = page.br ? quality(accept, 'br') : 0;
  const gzipQ = page.gzip ? quality(accept, 'gzip') : 0;
  if (page.br && brQ > 0 && brQ >= gzipQ) {
    reply.header('content-encoding', 'br').send(page.br);
  } else if (page.gzip && gzipQ > 0) {
    reply.header('content-encoding', 'gzip').send(page.gzip);
  } else {
    reply.send(page.identity);
  }
}
