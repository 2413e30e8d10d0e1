/**
 * The order lookup page (issue 19 §7), linked from every storefront footer ("Track your order"):
 * order number + email, and the private status link is emailed when they match. Route module of
 * `/{lang}/wowanimatedtees/order-status/lookup`.
 */
import { PackageSearch } from 'lucide-react';
import { pageMeta } from '#client/lib/page-meta.ts';
import { useStorefront } from '../storefront-context.ts';
import { OrderLookupForm } from './order-lookup-form.tsx';

export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(
    location.pathname,
    (t) => ({ title: t('orderStatus.meta.lookupTitle'), description: t('orderStatus.meta.lookupDescription') }),
    { noindex: true },
  );
}

export default function OrderLookupPage() {
  const { locale, t } = useStorefront();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16" data-testid="order-lookup-page">
      <div className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto grid size-16 place-items-center rounded-full bg-brand-100 text-brand-700"
        >
          <PackageSearch className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-extrabold tracking-tight text-stone-900">
          {t('orderStatus.lookup.heading')}
        </h1>
        <p className="mt-4 text-base leading-relaxed text-stone-600">{t('orderStatus.lookup.intro')}</p>
      </div>
      <div className="mt-8 rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
        <OrderLookupForm t={t} locale={locale} />
      </div>
    </div>
  );
}
