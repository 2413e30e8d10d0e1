/**
 * Security headers on every response (issue 6a): helmet's defaults with a strict
 * Content-Security-Policy, and a Permissions-Policy; HSTS only over https (issue 17 point 5).
 *
 * Scripts: `'self'` plus the SHA-256 hashes of the inline scripts of the page being served
 * (page-script-hashes.ts), never `'unsafe-inline'` or `'unsafe-eval'`. Images: the shop, `data:`,
 * `blob:` (the upload preview) and the file storage's origin, no blanket `https:`.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '#server/config.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { PageScriptHashes } from './page-script-hashes.ts';

/**
 * Browser features the shop never uses, switched off for the page and every frame in it. Only
 * features Chromium knows are listed: it logs a console warning for each unknown one (e.g.
 * `bluetooth` on Linux builds).
 */
const deniedFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** The `Permissions-Policy` header value, e.g. `accelerometer=(), camera=(), …`. */
export const permissionsPolicy = deniedFeatures.map((feature) => `${feature}=()`).join(', ');

/**
 * `img-src` sources beyond `'self' data: blob:`: the file storage's origin when it is not the
 * shop's own (a bucket's `S3_PUBLIC_URL` for artwork), so artwork can be shown.
 * @param shopUrl the shop's public URL; @param storageFileUrl any URL the storage hands out.
 */
export function storageImageSources(shopUrl: string, storageFileUrl: string): string[] {
  const storageOrigin = new URL(storageFileUrl, shopUrl).origin;
  return storageOrigin === new URL(shopUrl).origin ? [] : [storageOrigin];
}

/**
 * HSTS (issue 17 point 5, probe F10): a year, subdomains included, as helmet's default. Only
 * over https: on plain http browsers ignore it anyway, and a local or test shop on a real domain
 * must not commit that domain's every subdomain to https.
 */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** Whether a request is for a document (a browser navigation): only documents run scripts. */
function wantsDocument(request: IncomingMessage): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && /text\/html/.test(request.headers.accept ?? '');
}

/**
 * Registers helmet (CSP, `X-Frame-Options: DENY` and its other default headers) and the
 * Permissions-Policy for every response: pages, API answers and errors alike.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  ctx: { config: Pick<AppConfig, 'clientDir' | 'publicUrl'>; storage: Pick<FileStorage, 'url'> },
): Promise<void> {
  const pages = new PageScriptHashes(ctx.config.clientDir);
  const documentScriptHashes = new WeakMap<IncomingMessage, string[]>();
  // Before helmet's hook, which builds the header synchronously from what this one found.
  const httpsShop = ctx.config.publicUrl.startsWith('https:');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
    // Over https: the shop's public URL is https, or this request came over TLS (a TLS socket, or
    // X-Forwarded-Proto from a proxy TRUST_PROXY trusts; Fastify's `protocol` believes no one else).
    if (httpsShop || request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
    if (wantsDocument(request.raw)) documentScriptHashes.set(request.raw, await pages.forUrl(request.raw.url));
  });
  const scriptSources = (request: IncomingMessage) =>
    ["'self'", ...(documentScriptHashes.get(request) ?? [])].join(' ');

  // helmet's middleware, built once: @fastify/helmet built it again for every request (its
  // directives parsed each time: ~15 % of a landing GET's CPU in `npm run bench`). The script
  // sources stay per request: helmet calls the function directive for each response.
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [scriptSources],
        // React writes style attributes; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...storageImageSources(ctx.config.publicUrl, ctx.storage.url('artworks/x.png')),
        ],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https://checkout.stripe.com'],
        // The shop runs on plain http locally and in tests; TLS is the load balancer's job.
        upgradeInsecureRequests: null,
      },
    },
    // The same as frame-ancestors 'none', for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
    // Sent above, only over https.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    applyHelmet(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
}
