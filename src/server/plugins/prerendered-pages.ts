/**
 * The prerendered pages of the built client, held in memory (issue 9: the landing GET went through
 * the static plugin's wildcard, a stat of the folder, the not-found handler and a file stream for
 * every view). Each page keeps its identity bytes and the `.br` / `.gz` siblings `npm run build`
 * wrote, each with its headers built once at start (issue 22 §4): a strong ETag of its own bytes,
 * Content-Type, Content-Encoding, Vary and Cache-Control, so a view only picks one and sends it.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One encoding of a page: its bytes and every header sent with them. */
export interface PageVariant {
  body: Buffer;
  /** Strong, of these very bytes (RFC 9110 §8.8.3: each content coding is its own representation). */
  etag: string;
  headers: Record<string, string>;
}

export interface PrerenderedPage {
  identity: PageVariant;
  br?: PageVariant;
  gzip?: PageVariant;
}

function variant(body: Buffer, lastModified: string, encoding?: 'br' | 'gzip'): PageVariant {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    vary: 'accept-encoding',
    // Pages are revalidated on every view (a deploy changes them); the ETag makes that a 304.
    'cache-control': 'no-cache',
    etag,
    'last-modified': lastModified,
  };
  if (encoding) headers['content-encoding'] = encoding;
  return { body, etag, headers };
}

async function readPage(file: string): Promise<PrerenderedPage> {
  const [identity, info] = await Promise.all([readFile(file), stat(file)]);
  const sibling = async (suffix: string) => (existsSync(file + suffix) ? readFile(file + suffix) : undefined);
  const [br, gzip] = await Promise.all([sibling('.br'), sibling('.gz')]);
  const lastModified = info.mtime.toUTCString();
  return {
    identity: variant(identity, lastModified),
    br: br && variant(br, lastModified, 'br'),
    gzip: gzip && variant(gzip, lastModified, 'gzip'),
  };
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

type Choice = 'br' | 'gzip' | 'identity';

/**
 * The coding to send for an Accept-Encoding value, when brotli and gzip are both on offer (a page
 * lacking one falls back below). Browsers send a handful of distinct values, so the answer is kept
 * per value (at most {@link maxRemembered}; an odd client's values are parsed each time after that).
 */
const choices = new Map<string, Choice>();
const maxRemembered = 64;

function choose(acceptEncoding: string): Choice {
  let choice = choices.get(acceptEncoding);
  if (choice) return choice;
  const brQ = quality(acceptEncoding, 'br');
  const gzipQ = quality(acceptEncoding, 'gzip');
  choice = brQ > 0 && brQ >= gzipQ ? 'br' : gzipQ > 0 ? 'gzip' : 'identity';
  if (choices.size < maxRemembered) choices.set(acceptEncoding, choice);
  return choice;
}

/** The variant of `page` for this Accept-Encoding: brotli or gzip when accepted and built, else plain. */
function pick(page: PrerenderedPage, acceptEncoding: string): PageVariant {
  if (acceptEncoding === '') return page.identity;
  const choice = choose(acceptEncoding);
  if (choice === 'br') {
    if (page.br) return page.br;
    if (page.gzip && quality(acceptEncoding, 'gzip') > 0) return page.gzip;
  } else if (choice === 'gzip') {
    if (page.gzip) return page.gzip;
    if (page.br && quality(acceptEncoding, 'br') > 0) return page.br;
  }
  return page.identity;
}

/** Whether an If-None-Match value names `etag` (weak comparison, RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends `page` (text/html, Vary: Accept-Encoding, brotli or gzip when accepted, a strong ETag and
 * Last-Modified, `cache-control: no-cache`), or 304 when If-None-Match names the ETag of the
 * variant this request would get.
 */
export function sendPrerenderedPage(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage): void {
  const chosen = pick(page, request.headers['accept-encoding'] ?? '');
  reply.headers(chosen.headers);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && matches(ifNoneMatch, chosen.etag)) {
    reply.status(304).send();
    return;
  }
  reply.send(chosen.body);
}
