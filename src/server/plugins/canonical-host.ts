/**
 * The shop at the address it was built for (issue 23 point 3). Pages, image URLs and the content
 * security policy name `PUBLIC_URL`, so a page opened under another host name would load without its
 * images. When `PUBLIC_URL` is a loopback address (the default `http://localhost:PORT`):
 * - a page opened on this machine under another loopback name (`127.0.0.1`, `[::1]`) is redirected
 *   (308) to the same path under `PUBLIC_URL`;
 * - a page opened under any other name (a LAN address after `HOST=0.0.0.0`) answers 421 with a plain
 *   explanation of the setting to change, instead of a silently broken page.
 * A public `PUBLIC_URL` is left alone: behind a proxy that rewrites `Host`, a redirect could loop.
 * Only navigations (GET/HEAD asking for HTML) are touched; API calls, assets and health checks pass.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether a host name (without port) points at this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return loopbackNames.has(name) || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name);
}

/** The host name of a `Host` value, without its port (IPv6 literals keep their brackets). */
function hostnameOf(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? host;
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/') || request.url.startsWith('/healthz') || request.url.startsWith('/readyz')) {
    return false;
  }
  return (request.headers.accept ?? '').includes('text/html');
}

/** Registers the hook on the root instance (see the file comment). */
export function registerCanonicalHost(app: FastifyInstance, publicUrl: string): void {
  const canonical = new URL(publicUrl);
  if (!isLoopbackHost(canonical.hostname)) return;
  app.addHook('onRequest', (request, reply, done) => {
    if (!isPageNavigation(request)) {
      done();
      return;
    }
    const hostname = hostnameOf(request.host ?? '');
    if (hostname === '' || hostname.toLowerCase() === canonical.hostname.toLowerCase()) {
      done();
      return;
    }
    if (isLoopbackHost(hostname)) {
      reply.redirect(`${canonical.origin}${request.url}`, 308);
      return;
    }
    reply
      .status(421)
      .type('text/plain; charset=utf-8')
      .send(
        `This shop is set up for ${canonical.origin} (PUBLIC_URL), so its pages and images are served for that address only.\n\n` +
          `To open it as http://${request.host}/ from other devices, restart it with\n` +
          `  PUBLIC_URL=http://${request.host} HOST=0.0.0.0 npm start\n`,
      );
  });
}
