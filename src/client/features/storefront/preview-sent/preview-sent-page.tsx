/**
 * Preview confirmation (SPEC §2.6): 'Preview Request Confirmed!', the email the preview goes to (or a
 * placeholder), the product and colour if known, the 1-3 hours to allow (minutes when previews are
 * made and sent automatically: issue 23 item 10), the steps ahead (first: confirm the address from
 * the email just sent, issue 17 §1), and 'Continue Shopping'. The garment shows the customer's own
 * artwork or photo (issue 23 point 8). 'Continue Shopping' and the countdown lead to the storefront
 * of the page's language in the multi-language variant, and to the en-us storefront root (SPEC
 * §2.6) in the legacy Ghibli variant. Reached from the customize page's email dialog with the request as
 * navigation state; only then a 10-second countdown sends the visitor back to the shop, so direct
 * visits and the prerendered page (no state) stay put. Route module of `{storefront}/previewsend`.
 */
import { ArrowRight, Clock, Inbox, MailCheck, Palette, ShieldCheck, ShoppingBag, Sparkles } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { Trans } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { GarmentMockup } from '#client/components/garment-mockup/garment-mockup.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { i18n } from '#client/i18n/i18n.ts';
import { pageMeta } from '#client/lib/page-meta.ts';
import { parsePreviewSentState } from '#client/lib/preview-sent-state.ts';
import { previewTiming } from '#client/lib/site-config.ts';
import { paths } from '#shared/paths.ts';
import { useStorefront } from '../storefront-context.ts';
import { useRedirectCountdown } from './use-redirect-countdown.ts';

/** Seconds before the automatic return to the shop (SPEC §2.6 leaves the length open). */
const REDIRECT_SECONDS = 10;

/** Title and description in the page's language. */
export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(location.pathname, (t) => ({
    title: t('previewSent.meta.title'),
    description: t(
      previewTiming === 'minutes' ? 'previewSent.meta.descriptionMinutes' : 'previewSent.meta.description',
    ),
  }));
}

const subscribeNever = () => () => {};

/**
 * False while prerendering and hydrating, true afterwards: the prerendered HTML never has state,
 * so the state is only read once hydrated (a reload keeps history state and would not match).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** The confirmation; locale comes from the path, the request from the navigation state. */
export default function PreviewSentPage() {
  const { t, locale, variant } = useStorefront();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const request = hydrated ? parsePreviewSentState(location.state) : null;

  // SPEC §2.6 names the en-us root, which stays for the legacy variant; a German, French or Spanish
  // customer of the multi-language storefront goes back to their own language (issue 23 point 8).
  const shopHome = variant === 'wowanimatedtees' ? paths.storefront(locale, variant) : paths.storefront('en-us');
  const goToShop = useCallback(() => navigate(shopHome), [navigate, shopHome]);
  const countdown = useRedirectCountdown(request !== null, REDIRECT_SECONDS, goToShop);

  const email = request?.email;
  const productType = request?.productType;
  const color = request?.color;
  const imageUrl = request?.imageUrl ?? null;

  const steps = [
    // Issue 17 §1: the preview goes only to an address its owner confirmed.
    { icon: ShieldCheck, text: t('previewSent.steps.confirm') },
    { icon: Sparkles, text: t('previewSent.steps.transform') },
    { icon: MailCheck, text: t('previewSent.steps.email') },
    { icon: ShoppingBag, text: t('previewSent.steps.order') },
  ];

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:py-16">
      <Card className="overflow-hidden">
        <div className="bg-gradient-to-b from-brand-50 to-white px-6 pt-10 pb-6 text-center sm:px-10">
          <span
            aria-hidden="true"
            className="mx-auto grid size-16 place-items-center rounded-full bg-gradient-to-br from-brand-400 to-brand-600 text-white shadow-lg shadow-brand-700/25"
          >
            <MailCheck className="size-8" />
          </span>
          <h1
            className="mt-6 font-display text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl"
            data-testid="preview-sent-heading"
          >
            {t('previewSent.title')}
          </h1>
          <p className="mt-4 text-base leading-relaxed text-stone-600 sm:text-lg" data-testid="preview-email">
            <Trans
              i18n={i18n}
              t={t}
              i18nKey="previewSent.sentTo"
              values={{ email: email ?? t('previewSent.emailPlaceholder') }}
              components={{
                email: <strong className={email ? 'font-semibold break-all text-stone-900' : 'font-semibold'} />,
              }}
            />
          </p>
        </div>

        <div className="space-y-6 px-6 pb-8 sm:px-10">
          <p className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <Clock className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
            <span>
              <strong className="font-semibold">
                {t(previewTiming === 'minutes' ? 'previewSent.timingMinutes' : 'previewSent.timing')}
              </strong>{' '}
              {t('previewSent.spam')}
            </span>
          </p>

          {(productType || color) && (
            <section
              aria-labelledby="request-heading"
              className="flex items-center gap-4 rounded-2xl bg-stone-50 p-4"
              data-testid="preview-request"
            >
              {productType && color && (
                <div className="size-28 shrink-0 rounded-xl bg-white p-1.5 shadow-xs sm:size-32">
                  <GarmentMockup
                    productType={productType}
                    color={color}
                    imageUrl={imageUrl}
                    label={imageUrl ? t('previewSent.mockupLabel') : ''}
                    placeholder=""
                    thumbnail={!imageUrl}
                    className="size-full"
                  />
                </div>
              )}
              <div className="min-w-0">
                <h2 id="request-heading" className="text-sm font-semibold text-stone-900">
                  {t('previewSent.requestHeading')}
                </h2>
                <dl className="mt-1.5 space-y-1 text-sm">
                  {productType && (
                    <div className="flex gap-2">
                      <dt className="text-stone-500">{t('previewSent.product')}:</dt>
                      <dd className="font-medium text-stone-900">{t(`customize.productNames.${productType}`)}</dd>
                    </div>
                  )}
                  {color && (
                    <div className="flex items-center gap-2">
                      <dt className="text-stone-500">{t('previewSent.color')}:</dt>
                      <dd className="flex items-center gap-1.5 font-medium text-stone-900">
                        <Palette className="size-3.5 text-stone-400" aria-hidden="true" />
                        {t(`customize.colors.${color}`)}
                      </dd>
                    </div>
                  )}
                </dl>
              </div>
            </section>
          )}

          <section aria-labelledby="next-heading">
            <h2 id="next-heading" className="font-display text-lg font-bold text-stone-900">
              {t('previewSent.stepsHeading')}
            </h2>
            <ol className="mt-4 space-y-3">
              {steps.map(({ icon: Icon, text }, index) => (
                <li key={text} className="flex items-start gap-3 text-sm leading-relaxed text-stone-700">
                  <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
                    <Icon className="size-4" aria-hidden="true" />
                    <span className="sr-only">{index + 1}.</span>
                  </span>
                  <span className="pt-1.5">{text}</span>
                </li>
              ))}
            </ol>
          </section>

          <div className="flex flex-col items-center gap-3 border-t border-stone-100 pt-6">
            <Link
              to={shopHome}
              className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
              data-testid="continue-shopping"
            >
              {t('previewSent.continueShopping')}
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            {request && !countdown.stopped && (
              <p className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-stone-500">
                <span role="timer" data-testid="redirect-countdown">
                  {t('previewSent.redirect', { count: countdown.left })}
                </span>
                <button
                  type="button"
                  onClick={countdown.stop}
                  className="rounded font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  {t('previewSent.stay')}
                </button>
              </p>
            )}
            {!request && (
              <p className="flex items-center gap-1.5 text-sm text-stone-500">
                <Inbox className="size-4" aria-hidden="true" />
                {t('previewSent.checkInbox')}
              </p>
            )}
          </div>
        </div>
      </Card>
    </div>
  );
}
