/**
 * A small fake of the shop's staff HTTP API for client unit tests (issue 18 §4): replaces
 * `globalThis.fetch` for one test with a function that answers like the server does (JSON bodies,
 * `{error:{code,message}}` failures, SPEC §7/§8), and puts the real one back when the test ends.
 * No module of ours is mocked: the page, its hooks and the api clients run as in the browser.
 */
import { onTestFinished } from 'vitest';

/** One answer: an HTTP status (200 by default), a JSON body and extra headers; or a raw `Response`. */
export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> } | Response;

/** What the fake saw of one request. */
export interface FakeRequest {
  method: string;
  /** The path without the query, e.g. `/api/admin/orders`. */
  path: string;
  /** The query parameters. */
  query: URLSearchParams;
  /** `:name` segments of the matched route. */
  params: Record<string, string>;
  /** The parsed JSON body, the `FormData`, or undefined. */
  body: unknown;
}

/**
 * Answers a request: a `FakeAnswer` (or a promise of one, to hold the page in its loading state);
 * throwing makes `fetch` reject, as a network failure does.
 */
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** Routes as `'METHOD /api/path/:param'` to a handler or a fixed answer. */
export type FakeRoutes = Record<string, FakeHandler | FakeAnswer>;

/** The installed fake: the requests it saw and `route()` to change an answer mid-test. */
export interface FakeApi {
  /** Every request so far, oldest first. */
  readonly requests: FakeRequest[];
  /** The requests to `'METHOD /path'` (the path as sent, without its query). */
  requestsTo(route: string): FakeRequest[];
  /** Adds or replaces the answer of a route. */
  route(route: string, answer: FakeHandler | FakeAnswer): void;
}

/** The `{error:{code,message}}` answer of a failed call (SPEC §8). */
export function apiError(status: number, code: string, message = code): FakeAnswer {
  return { status, body: { error: { code, message } } };
}

/** A 200 answer with `body`. */
export function ok(body: unknown): FakeAnswer {
  return { status: 200, body };
}

/** A promise and its resolver, for answers a test releases when it has seen the loading state. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  names: string[];
  answer: FakeHandler | FakeAnswer;
}

function compile(route: string, answer: FakeHandler | FakeAnswer): CompiledRoute {
  const [method, path] = route.split(' ');
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), names, answer };
}

function toResponse(answer: FakeAnswer): Response {
  if (answer instanceof Response) return answer;
  const status = answer.status ?? 200;
  if (status === 204 || answer.body === undefined) return new Response(null, { status, headers: answer.headers });
  return new Response(JSON.stringify(answer.body), {
    status,
    headers: { 'content-type': 'application/json', ...answer.headers },
  });
}

async function bodyOf(init: RequestInit | undefined): Promise<unknown> {
  const body = init?.body;
  if (typeof body === 'string') {
    try {
      return JSON.parse(body);
    } catch {
      return body;
    }
  }
  return body ?? undefined;
}

/**
 * Installs the fake for the running test; requests to a route that is not listed answer 404
 * NOT_FOUND (as the server does for an unknown API path). Restored when the test finishes.
 */
export function installFakeApi(routes: FakeRoutes = {}): FakeApi {
  const compiled = Object.entries(routes).map(([route, answer]) => compile(route, answer));
  const requests: FakeRequest[] = [];
  const realFetch = globalThis.fetch;

  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://shop.test',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = await bodyOf(init);
    // The newest route of a path wins, so `route()` can replace an answer.
    for (let index = compiled.length - 1; index >= 0; index -= 1) {
      const route = compiled[index];
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
      const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, params, body };
      requests.push(request);
      const answer = typeof route.answer === 'function' ? await route.answer(request) : route.answer;
      return toResponse(answer);
    }
    requests.push({ method, path: url.pathname, query: url.searchParams, params: {}, body });
    return toResponse(apiError(404, 'NOT_FOUND', `Route ${method}:${url.pathname} not found`));
  };

  globalThis.fetch = fake as typeof fetch;
  onTestFinished(() => {
    globalThis.fetch = realFetch;
  });

  return {
    requests,
    requestsTo(route) {
      const [method, path] = route.split(' ');
      return requests.filter((request) => request.method === method.toUpperCase() && request.path === path);
    },
    route(route, answer) {
      compiled.push(compile(route, answer));
    },
  };
}
