/**
 * Server entry used only at build time: with `ssr: false` React Router renders the prerendered
 * pages and the SPA fallback through this. It waits for the whole page (static HTML must be
 * complete); ours replaces the default, which would add the `isbot` dependency.
 */

import { renderToReadableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { localeFromPath } from '#shared/locales.ts';
import { loadCatalogues, namespacesForPath } from './i18n/i18n.ts';

/** How long rendering may wait for suspended content, in milliseconds. */
export const streamTimeout = 5_000;

/** Renders one document request to a complete HTML response. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  // Only the page's catalogue parts, which root.tsx then writes into the page (i18n.ts).
  const { pathname } = new URL(request.url);
  await loadCatalogues(localeFromPath(pathname), namespacesForPath(pathname));
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await body.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { headers: responseHeaders, status });
}
