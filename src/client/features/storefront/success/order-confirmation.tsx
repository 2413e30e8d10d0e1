/**
 * The confirmed order on the success page (SPEC §2.8, §4; issue 6 point 1, issue 11).
 *
 * Who sees what (decided conservatively, as the success link may be forwarded or opened elsewhere):
 * - with only the link (the checkout session id), the server answers the public view: status,
 *   order number, product, size, colour and total; the page adds the next steps and a note on why
 *   the rest is hidden. The garment is drawn in its colour, without the design.
 * - with the order's own customer id (`X-Customer-Id` from this browser's localStorage), also the
 *   email the receipt goes to, the design on the garment and the order's private status link
 *   (issue 19 §7). Someone who guesses or is sent a session id has no customer id: no status link.
 */
import { CircleCheck, Lock, PackageSearch, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { GarmentMockup } from '#client/components/garment-mockup/garment-mockup.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { marketingClaims } from '#client/lib/site-config.ts';
import type { ConfirmedOrder as Order } from '#shared/api/checkout.schemas.ts';
import type { Currency, Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { OrderItems } from '../order-items.tsx';
import { ChangeOrCancel, NextSteps } from './order-steps.tsx';

/** The order's total in its currency; the server stores upper-case ISO codes (older rows lower). */
function orderTotal(order: Order, locale: Locale): string {
  // Intl formats any ISO 4217 code; the narrower Currency type only lists what the shop charges.
  const currency = order.currency.toUpperCase() as Currency;
  return formatMoney({ amountMinor: order.amountTotalMinor, currency }, locale);
}

/** The status page as a path of this site (the server's answer is absolute, under its public URL). */
function statusPath(statusUrl: string): string {
  const url = new URL(statusUrl);
  return `${url.pathname}${url.hash}`;
}

/**
 * The thank-you, the order's summary with its garment, the next steps and how to change it. An
 * order of several items (a cart's, issue 21 §4) lists every line with its garment instead.
 */
export function OrderConfirmation({ t, locale, order }: { t: Translator; locale: Locale; order: Order }) {
  // Only the order's own customer gets the personal part (customerId, email, design) back.
  const own = order.customerId !== undefined;
  const product = t(`customize.productNames.${order.productType}`);
  const color = t(`customize.colors.${order.color}`);
  const lines = order.lines ?? [];
  const several = lines.length > 1 || lines.some((line) => line.quantity > 1);
  const currency = order.currency.toUpperCase() as Currency;
  const rows = [{ label: t('success.orderNumber'), value: order.orderNumber, testId: 'order-number', mono: true }];
  if (!several) {
    rows.push(
      { label: t('success.product'), value: product, testId: 'order-product', mono: false },
      { label: t('success.size'), value: t(`customize.sizes.${order.size}`), testId: 'order-size', mono: false },
      { label: t('success.color'), value: color, testId: 'order-color', mono: false },
    );
    if (order.discountCode) {
      rows.push({
        label: t('customize.discountCode.line', { code: order.discountCode.code }),
        value: `−${formatMoney({ amountMinor: order.discountCode.amountMinor, currency }, locale)}`,
        testId: 'order-code-discount',
        mono: false,
      });
    }
  }
  rows.push({ label: t('success.total'), value: orderTotal(order, locale), testId: 'order-total', mono: false });
  if (own && order.email) {
    rows.push({ label: t('success.receiptTo'), value: order.email, testId: 'order-email', mono: false });
  }
  return (
    <>
      <div className="flex flex-col items-center gap-4">
        <span className="grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-600">
          <CircleCheck className="size-9" aria-hidden="true" />
        </span>
        <h1
          data-testid="success-heading"
          className="font-display text-3xl font-extrabold tracking-tight text-stone-900"
        >
          {t('success.heading')}
        </h1>
        <p className="max-w-md text-stone-600">{t('success.body')}</p>
      </div>

      <section
        aria-labelledby="summary-heading"
        className={`mt-8 grid gap-5 rounded-2xl bg-stone-50 p-5 text-left ${several ? '' : 'sm:grid-cols-[10rem_1fr] sm:items-start'}`}
      >
        {!several && (
          <div
            className="mx-auto w-40 rounded-2xl bg-gradient-to-b from-white to-stone-100 p-2 sm:w-full"
            data-testid="order-design"
            data-has-design={own && order.designImageUrl ? 'true' : 'false'}
          >
            <GarmentMockup
              productType={order.productType}
              color={order.color}
              imageUrl={own ? (order.designImageUrl ?? null) : null}
              label={t('customize.preview.mockupLabel', { product, color })}
              placeholder={t('success.designPlaceholder')}
              thumbnail
              className="size-full"
            />
          </div>
        )}
        <div>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="summary-heading" className="text-sm font-semibold text-stone-900">
              {t('success.summary')}
            </h2>
            <span
              className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800"
              data-testid="order-status"
            >
              <span className="sr-only">{t('success.status')}: </span>
              {order.paymentStatus === 'paid' ? t('success.statusPaid') : t('success.statusRecorded')}
            </span>
          </div>
          {several && (
            <div className="mb-4 rounded-2xl bg-white p-4">
              <OrderItems
                t={t}
                locale={locale}
                currency={currency}
                lines={lines}
                feeMinor={order.feeMinor ?? null}
                discountCode={order.discountCode ?? null}
                showDesigns={own}
              />
            </div>
          )}
          <dl className="space-y-2 text-sm">
            {rows.map((row) => (
              <div key={row.testId} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
                <dt className="text-stone-600">{row.label}</dt>
                {/* A long email wraps to its own line whole rather than breaking mid-word. */}
                <dd
                  className={`ml-auto max-w-full text-right font-semibold break-words text-stone-900 ${row.mono ? 'font-mono tracking-wider' : ''}`}
                  data-testid={row.testId}
                >
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 flex items-center gap-2 border-t border-stone-200 pt-3 text-xs text-stone-500">
            <Sparkles className="size-3.5 shrink-0 text-brand-500" aria-hidden="true" />
            {t(marketingClaims.freeShipping ? 'success.delivery' : 'success.deliveryNoFreeShipping')}
          </p>
        </div>
      </section>

      {!own && (
        <p className="mt-4 flex items-start gap-2 text-left text-sm text-stone-600" data-testid="order-private-note">
          <Lock className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
          {t('success.privateNote')}
        </p>
      )}

      {own && order.statusUrl && (
        <section
          aria-labelledby="status-link-heading"
          className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:text-left"
          data-testid="order-status-link"
        >
          <PackageSearch className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
          <div className="flex-1">
            <h2 id="status-link-heading" className="text-sm font-semibold text-stone-900">
              {t('success.statusLink')}
            </h2>
            <p className="text-sm text-stone-600">{t('success.statusLinkBody')}</p>
          </div>
          <Link to={statusPath(order.statusUrl)} className={buttonClasses('primary', 'md')}>
            {t('success.statusLink')}
          </Link>
        </section>
      )}

      <NextSteps t={t} />
      <ChangeOrCancel t={t} orderNumber={order.orderNumber} />
    </>
  );
}
