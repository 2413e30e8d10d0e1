/**
 * A fake of the shop's HTTP API for client unit tests (issue 18 §4): it replaces the browser's
 * `fetch` with a function that answers like the server (JSON bodies, `{error:{code,message}}` on
 * failure), so hooks run through the real api client (`lib/api-client.ts`) and nothing of ours is
 * mocked. Routes are matched on method and path; every request is recorded for assertions.
 */
import { afterEach, beforeEach } from 'vitest';

/** One request the page sent. `body` is the parsed JSON body (undefined for none). */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** What a route answers: a status and JSON body, or `'network-down'` (fetch rejects, as offline). */
export type FakeReply = { status?: number; json?: unknown } | 'network-down';

type Handler = (request: FakeRequest, params: string[]) => FakeReply | Promise<FakeReply>;

/** The server's error answer for `code` (SPEC §8 codes of src/shared/errors.ts). */
export function apiError(status: number, code: string, message = code): FakeReply {
  return { status, json: { error: { code, message } } };
}

/** A JSON answer with `status` 200 unless given. */
export function ok(json: unknown, status = 200): FakeReply {
  return { status, json };
}

/** A reply held until `release()` is called, to see a loading state. */
export function deferred() {
  let release: (reply: FakeReply) => void = () => {};
  const reply = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}

/** The fake API: `on` adds a route (the newest match wins), `requests` lists what was sent. */
export interface FakeApi {
  on(method: string, path: string | RegExp, handler: Handler | FakeReply): FakeApi;
  requests: FakeRequest[];
  /** Requests to `path` (exact) with `method`. */
  sent(method: string, path: string): FakeRequest[];
}

/**
 * Installs the fake as `globalThis.fetch` around each test of the calling file (call it at the top
 * level or in a `describe`); routes and recorded requests start empty in every test, and the real
 * fetch is put back after it. A request no route matches answers 404 NOT_FOUND, so a missing route
 * shows up as the page's error state rather than a hang.
 */
export function serveFakeApi(): FakeApi {
  const routes: { method: string; path: string | RegExp; handler: Handler }[] = [];
  const requests: FakeRequest[] = [];
  let realFetch = globalThis.fetch;

  const fake: typeof fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://shop.test',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: text === undefined ? undefined : JSON.parse(text),
    };
    requests.push(request);
    for (const route of [...routes].reverse()) {
      if (route.method !== method) continue;
      const match =
        typeof route.path === 'string' ? (route.path === url.pathname ? [] : null) : route.path.exec(url.pathname);
      if (!match) continue;
      const reply = await route.handler(request, Array.from(match).slice(1));
      if (reply === 'network-down') throw new TypeError('Failed to fetch');
      return new Response(reply.json === undefined ? null : JSON.stringify(reply.json), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: `${method} ${url.pathname}` } }), {
      status: 404,
    });
  };
  beforeEach(() => {
    routes.length = 0;
    requests.length = 0;
    realFetch = globalThis.fetch;
    globalThis.fetch = fake;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const api: FakeApi = {
    on(method, path, handler) {
      routes.push({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
      return api;
    },
    requests,
    sent: (method, path) => requests.filter((r) => r.method === method && r.path === path),
  };
  return api;
}
