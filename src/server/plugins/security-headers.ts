/**
 * Security headers on every response (issue 6a): helmet's defaults with a strict
 * Content-Security-Policy, and a Permissions-Policy; HSTS only over https (issue 17 point 5).
 *
 * Scripts: `'self'` plus the SHA-256 hashes of the inline scripts of the page being served
 * (page-script-hashes.ts), never `'unsafe-inline'` or `'unsafe-eval'`. Images: the shop, `data:`,
 * `blob:` (the upload preview) and the file storage's origin, no blanket `https:`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** Stands for the script sources in the policy helmet builds once; replaced per response. */
const scriptSourcesMarker = '__script_sources__';

/**
 * The headers helmet's middleware sets, collected once from a stand-in response: they are the same
 * for every response but for the script sources of the policy (helmet calls the function directive
 * per response). Building them per request was ~15 % of a landing GET (issue 9), setting them one
 * by one through helmet's middleware chain still several per cent (issue 22 §4).
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Registers helmet's headers (CSP, `X-Frame-Options: DENY` and its other defaults) and the
 * Permissions-Policy for every response: pages, API answers and errors alike.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  ctx: { config: Pick<AppConfig, 'clientDir' | 'publicUrl'>; storage: Pick<FileStorage, 'url'> },
): Promise<void> {
  const pages = new PageScriptHashes(ctx.config.clientDir);
  const httpsShop = ctx.config.publicUrl.startsWith('https:');
  const { 'content-security-policy': policyTemplate, ...fixed } = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Filled per response: `'self'`, and for a document the hashes of its inline scripts.
        scriptSrc: [() => scriptSourcesMarker],
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
    // Sent below, only over https.
    strictTransportSecurity: false,
  });
  const [policyBefore, policyAfter] = policyTemplate.split(scriptSourcesMarker);
  const policyWith = (hashes: string[]) => `${policyBefore}${["'self'", ...hashes].join(' ')}${policyAfter}`;
  const noInlineScripts = policyWith([]);
  const fixedHeaders: Record<string, string> = { ...fixed, 'permissions-policy': permissionsPolicy };
  const fixedHttpsHeaders: Record<string, string> = {
    ...fixedHeaders,
    'strict-transport-security': strictTransportSecurity,
  };

  app.addHook('onRequest', (request, reply, done) => {
    // Over https: the shop's public URL is https, or this request came over TLS (a TLS socket, or
    // X-Forwarded-Proto from a proxy TRUST_PROXY trusts; Fastify's `protocol` believes no one else).
    reply.headers(httpsShop || request.protocol === 'https' ? fixedHttpsHeaders : fixedHeaders);
    if (!wantsDocument(request.raw)) {
      reply.header('content-security-policy', noInlineScripts);
      done();
      return;
    }
    pages.forUrl(request.raw.url).then((hashes) => {
      reply.header('content-security-policy', policyWith(hashes));
      done();
    }, done);
  });
}
