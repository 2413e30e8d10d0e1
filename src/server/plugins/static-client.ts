/**
 * Serves the built client (React Router build/client): hashed assets with long caching, the
 * prerendered HTML of every public page, the SPA fallback for staff pages and the cart, and for any
 * other path the prerendered not-found page of its language (ADR 0027, no React) with status 404.
 * API-looking paths keep the JSON 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, LogLevel } from 'fastify';
import { adminPagePattern } from '#shared/admin-pages.ts';
import { localeFromPath } from '#shared/locales.ts';
import { clientRenderedPagePaths, notFoundPageFile } from '#shared/storefronts.ts';
import { errorBody } from './error-handler.ts';
import { loadPrerenderedPages, sendPrerenderedPage } from './prerendered-pages.ts';

const nonPagePrefixes = ['/api/', '/files/', '/pay/', '/t/', '/healthz'];

/** Page-shaped paths ending in slashes (no `//` or `\\` that a browser would read as another host). */
const trailingSlashPage = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*\/+$/;

/**
 * Registers the client's files and the app's one not-found handler.
 * @param clientDir build/client; without it (API tests) every unknown path gets the JSON 404.
 * @param options.logLevel the level of the pages' and files' own routes (ADR 0028: `warn` keeps
 *   their successful views out of the log; errors are still logged).
 */
export async function registerStaticClient(
  app: FastifyInstance,
  clientDir: string | undefined,
  options: { logLevel?: LogLevel } = {},
): Promise<void> {
  const hasClient = clientDir !== undefined && existsSync(clientDir);
  if (clientDir && !hasClient) {
    app.log.warn(`No built client at ${clientDir}: run "npm run build" to serve the storefront`);
  }
  if (!clientDir || !hasClient) {
    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`));
    });
    return;
  }
  // Pages live at paths without a trailing slash; `/de/wowanimatedtees/` is the same page (the
  // static plugin would refuse the folder with 403).
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    // Most requests end here: only a path ending in `/` (not the root) may be redirected.
    if (
      pathname.length < 2 ||
      pathname.charCodeAt(pathname.length - 1) !== 47 ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !trailingSlashPage.test(pathname) ||
      nonPagePrefixes.some((prefix) => pathname.startsWith(prefix))
    ) {
      done();
      return;
    }
    const target = pathname.replace(/\/+$/, '') || '/';
    reply.redirect(queryAt === -1 ? target : `${target}${url.slice(queryAt)}`, 301);
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    redirect: false,
    // `npm run build` writes .br and .gz beside each text file (scripts/precompress-client.ts): sent
    // with Content-Encoding and Vary: Accept-Encoding, for the pages sent by sendFile below too.
    preCompressed: true,
    logLevel: options.logLevel,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });

  const fallback = ['__spa-fallback.html', 'index.html'].find((file) => existsSync(path.join(clientDir, file)));
  const clientRendered = new Set(clientRenderedPagePaths());
  // Prerendered pages are answered from memory by their own routes (issue 9): no folder stat, no
  // not-found detour, no file stream per view. With `/` prerendered, index.html is that page.
  const pages = await loadPrerenderedPages(clientDir);
  for (const [url, page] of pages) {
    if (url === '/' && fallback === 'index.html') continue;
    if (app.hasRoute({ method: 'GET', url })) continue;
    // Sent as built: nothing to compress (compress: false skips @fastify/compress's hook).
    app.get(url, { compress: false, logLevel: options.logLevel }, (request, reply) =>
      sendPrerenderedPage(request, reply, page),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0]);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !nonPagePrefixes.some((prefix) => pathname.startsWith(prefix)) &&
      !pathname.includes('..');
    if (!wantsPage || !fallback) {
      return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${pathname}`));
    }
    const trimmed = pathname.replace(/\/+$/, '');
    const prerendered = path.join(trimmed, 'index.html');
    // The pages are sent, not returned: Fastify awaits a returned reply as a thenable, which adds
    // 'close' listeners to the response and, with the static plugin's own, took every page past
    // Node's limit of 10 (a MaxListenersExceededWarning in the log on each page view).
    if (trimmed !== '' && existsSync(path.join(clientDir, prerendered))) {
      reply.header('cache-control', 'no-cache').sendFile(prerendered);
    } else if (adminPagePattern.test(trimmed)) {
      // A staff page (SPEC §2.12): client-only behind the login, never prerendered, yet a real page.
      reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').sendFile(fallback);
    } else if (clientRendered.has(trimmed)) {
      // The cart (per customer): the client router renders it on the shell.
      reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').sendFile(fallback);
    } else {
      // ADR 0027: the not-found page of the path's language, prerendered without React; builds
      // before it have none, and the client router renders its not-found screen on the shell.
      const notFound = notFoundPageFile(localeFromPath(trimmed));
      const file = existsSync(path.join(clientDir, notFound)) ? notFound : fallback;
      reply.status(404).header('cache-control', 'no-cache').sendFile(file);
    }
  });
}
