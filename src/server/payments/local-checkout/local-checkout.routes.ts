/**
 * Routes of the local test provider's hosted checkout (SPEC §2.8: "the real purchase happens at the
 * payment provider's hosted checkout"), registered by LocalPaymentProvider.registerRoutes. The page
 * is clearly marked TEST MODE and takes Stripe's test cards: 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined.
 */

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import { serverCatalogues } from '#shared/i18n/server-catalogues.ts';
import { type ShippingCountry, shippingCountries } from '#shared/shipping.ts';
import { defaultVatRates, type VatRates } from '#shared/tax.ts';
import { type CheckoutAssets, findCheckoutAsset, loadCheckoutAssets } from './checkout-assets.ts';
import { keptValues, readCheckoutForm, validateCheckoutForm } from './checkout-form.validation.ts';
import { type CheckoutPageAssets, safeHref } from './checkout-page.model.ts';
import { renderCheckoutPage, renderMessagePage } from './checkout-page.view.ts';
import type { LocalCheckoutSession, LocalCheckoutStore } from './local-checkout.types.ts';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** The test card that is always declined (Stripe's `card_declined` test number). */
const DECLINED_CARD = '4000000000000002';
/** Ids this provider issues (`cs_test_local_` + hex); anything else is not one of its sessions. */
const sessionIdPattern = /^cs_test_local_[a-z0-9]{1,64}$/;

/** The session's success URL with Stripe's `{CHECKOUT_SESSION_ID}` placeholder filled in. */
export function successUrlFor(session: Pick<LocalCheckoutSession, 'id' | 'successUrl'>): string {
  return session.successUrl.split('{CHECKOUT_SESSION_ID}').join(encodeURIComponent(session.id));
}

// Any text is accepted here: an id that is not ours answers the not-found page, not a JSON error.
const paramsSchema = z.object({ sessionId: z.string().max(1024) });
const assetParamsSchema = z.object({ file: z.string().max(200) });

/**
 * Browsers apply CSP `form-action` to the redirect that follows a form post, so the success URL's
 * origin must be allowed when it differs from the page's (e.g. PUBLIC_URL behind a proxy).
 */
function allowFormRedirectTo(reply: FastifyReply, url: string): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return;
  }
  reply.header(
    'content-security-policy',
    csp.replace(/form-action([^;]*)/, (_match, sources: string) => `form-action${sources} ${origin}`),
  );
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/**
 * Registers the hosted checkout in an encapsulated plugin with its own
 * `application/x-www-form-urlencoded` parser:
 * - GET `/pay/:sessionId`: the page (HTML 404 page for unknown or malformed ids; 410 page for an
 *   expired session; 303 to the success URL once paid).
 * - POST `/pay/:sessionId`: validates the form (422 page with field messages), declines
 *   4000 0000 0000 0002 (402 page), otherwise marks the session paid once and answers 303 to the
 *   success URL with `{CHECKOUT_SESSION_ID}` replaced.
 * - GET `/pay/assets/:file`: the page's stylesheet and browser module (content-hashed names), read
 *   once from `assetsDir`, where `npm run build` wrote them. Without them the start logs an error
 *   saying how to build them, and the pages answer 500 until they are there.
 */
export async function registerLocalCheckoutRoutes(
  app: FastifyInstance,
  store: LocalCheckoutStore,
  assetsDir: string,
  /** The VAT table the page's tax line reads (issue 21 §2). */
  vatRates: VatRates = defaultVatRates,
  countries: readonly ShippingCountry[] = shippingCountries,
): Promise<void> {
  let loaded: Promise<CheckoutAssets> | undefined;
  /** The built assets, read on first use; a failed read is tried again on the next request. */
  const checkoutAssets = (): Promise<CheckoutAssets> => {
    loaded ??= loadCheckoutAssets(assetsDir).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  // Said at the start, not first at a customer's checkout.
  await checkoutAssets().catch((error: unknown) => app.log.error((error as Error).message));

  await app.register(async (scope) => {
    if (scope.hasContentTypeParser(FORM_CONTENT_TYPE)) scope.removeContentTypeParser(FORM_CONTENT_TYPE);
    scope.addContentTypeParser(
      FORM_CONTENT_TYPE,
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();

    const pageAssets = async (): Promise<CheckoutPageAssets> => {
      const assets = await checkoutAssets();
      return { styleUrl: assets.style.url, scriptUrl: assets.script.url };
    };

    /**
     * The open session named by the request, or `null` once the answer for an unknown, malformed,
     * paid or closed one has been sent.
     */
    const openSession = async (reply: FastifyReply, sessionId: string): Promise<LocalCheckoutSession | null> => {
      const session = sessionIdPattern.test(sessionId) ? await store.findSession(sessionId) : null;
      if (!session) {
        sendHtml(reply, 404, renderMessagePage('en-us', 'notFound', '/', await pageAssets()));
        return null;
      }
      // Already paid (double submit, second tab): show the result, never charge again.
      if (session.status === 'complete') {
        reply.redirect(successUrlFor(session), 303);
        return null;
      }
      if (session.status !== 'open') {
        const page = renderMessagePage(session.locale, 'closed', safeHref(session.cancelUrl), await pageAssets());
        sendHtml(reply, 410, page);
        return null;
      }
      return session;
    };

    r.get('/pay/assets/:file', { schema: { params: assetParamsSchema } }, async (request, reply) => {
      const assets = await checkoutAssets();
      const asset = findCheckoutAsset(assets, `/pay/assets/${request.params.file}`);
      if (!asset) return reply.callNotFound();
      return reply
        .type(asset.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(asset.body);
    });

    r.get('/pay/:sessionId', { schema: { params: paramsSchema } }, async (request, reply) => {
      const session = await openSession(reply, request.params.sessionId);
      if (!session) return reply;
      allowFormRedirectTo(reply, session.successUrl);
      // Nothing personal to whoever holds the id alone (issue 17 point 5, probe F10): the session's
      // email is not filled in; the payer types it, as the address.
      const state = { values: {}, errors: {} };
      return sendHtml(reply, 200, renderCheckoutPage(session, state, await pageAssets(), vatRates, countries));
    });

    r.post(
      '/pay/:sessionId',
      {
        schema: { params: paramsSchema },
        // A test provider still should not be a free card-number oracle.
        config: { rateLimit: routeLimits.payment },
      },
      async (request, reply) => {
        const session = await openSession(reply, request.params.sessionId);
        if (!session) return reply;
        const m = serverCatalogues[session.locale].hostedCheckout;
        const input = readCheckoutForm(request.body);
        const result = validateCheckoutForm(input);
        allowFormRedirectTo(reply, session.successUrl);
        if (!result.ok) {
          const state = { values: keptValues(input), errors: result.errors, alert: m.errors.formInvalid };
          return sendHtml(reply, 422, renderCheckoutPage(session, state, await pageAssets(), vatRates, countries));
        }
        // Issue 21 §5: an address outside SHIPPING_COUNTRIES (only a crafted form gets here: the
        // select offers none) is refused with the translated message, nothing is paid.
        if (!countries.includes(result.values.shippingAddress.country as ShippingCountry)) {
          const state = {
            values: keptValues(input),
            errors: { country: 'countryNotServed' as const },
            alert: m.errors.countryNotServed,
          };
          return sendHtml(reply, 422, renderCheckoutPage(session, state, await pageAssets(), vatRates, countries));
        }
        if (result.values.cardDigits === DECLINED_CARD) {
          const state = { values: keptValues(input), errors: {}, alert: m.errors.declined };
          return sendHtml(reply, 402, renderCheckoutPage(session, state, await pageAssets(), vatRates, countries));
        }
        const { session: paid } = await store.completeSession(session.id, {
          email: result.values.email,
          shippingAddress: result.values.shippingAddress,
        });
        return reply.redirect(successUrlFor(paid ?? session), 303);
      },
    );
  });
}
