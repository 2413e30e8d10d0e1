/**
 * Discount codes (issue 21 §3) at `/admin/discounts` and `/{lang}/admin/discounts`: staff create a
 * code (percent or fixed amount, currency, dates, limits overall and per email, minimum order,
 * products, whether it stacks with the order-now discount), see every code with its uses (paid and
 * held by open checkouts), and switch a code off or on. Texts in the admin-catalog namespace.
 */
import { LoaderCircle, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import type { AdminDiscountCode } from '#shared/api/discount-codes.schemas.ts';
import { productTypes } from '#shared/catalog.ts';
import { formatMoney } from '#shared/money.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute, RefreshButton } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { TextRowsSkeleton } from '../components/list-skeleton.tsx';
import { LoadErrorCard } from '../components/load-error-card.tsx';
import { formatDate } from '../orders/order-format.ts';
import { type DiscountCodeDraft, useDiscountCodes } from './use-discount-codes.hook.ts';

export const meta = adminPageMeta((t) => ({
  title: t('adminCatalog.discounts.metaTitle'),
  description: t('adminCatalog.discounts.metaDescription'),
}));

export default function DiscountsPage() {
  return (
    <AdminRoute>
      <Discounts />
    </AdminRoute>
  );
}

const inputClasses =
  'h-10 w-full rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none';

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700" data-testid={`discount-error-${id}`}>
          {error}
        </p>
      )}
    </div>
  );
}

function Discounts() {
  const { t, locale } = useTranslator();
  const page = useDiscountCodes();
  const { draft, change, problem } = page;
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const text = (field: keyof DiscountCodeDraft, type = 'text', extra: Record<string, string> = {}) => (
    <input
      id={`discount-${field}`}
      type={type}
      value={draft[field] as string}
      onChange={(event) => change({ [field]: event.target.value })}
      aria-invalid={errorOf(field) ? true : undefined}
      className={cn(inputClasses, errorOf(field) && 'border-red-500')}
      {...extra}
    />
  );

  return (
    <AdminPageShell testId="admin-discounts" width="wide">
      <AdminPageHeading
        heading={t('adminCatalog.discounts.heading')}
        intro={t('adminCatalog.discounts.intro')}
        actions={
          <RefreshButton
            onRefresh={page.reload}
            refreshing={page.load.kind === 'loading'}
            label={t('adminCatalog.refresh')}
          />
        }
      />

      <Card className="mt-6 p-5">
        <h2 className="font-display text-lg font-bold text-stone-900">{t('adminCatalog.discounts.create')}</h2>
        <form
          className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          onSubmit={(event) => {
            event.preventDefault();
            void page.create();
          }}
        >
          <Field id="discount-code" label={t('adminCatalog.discounts.code')} error={errorOf('code')}>
            {text('code', 'text', { maxLength: '32', placeholder: 'WELCOME5', 'data-testid': 'discount-code-input' })}
          </Field>
          <Field id="discount-kind" label={t('adminCatalog.discounts.kind')}>
            <select
              id="discount-kind"
              value={draft.kind}
              onChange={(event) => change({ kind: event.target.value as DiscountCodeDraft['kind'] })}
              className={inputClasses}
            >
              <option value="percent">{t('adminCatalog.discounts.percent')}</option>
              <option value="fixed">{t('adminCatalog.discounts.fixed')}</option>
            </select>
          </Field>
          {draft.kind === 'percent' ? (
            <Field id="discount-percent" label={t('adminCatalog.discounts.percentValue')} error={errorOf('percent')}>
              {text('percent', 'text', { inputMode: 'numeric' })}
            </Field>
          ) : (
            <Field id="discount-amount" label={t('adminCatalog.discounts.amount')} error={errorOf('amount')}>
              {text('amount', 'text', {
                inputMode: 'decimal',
                placeholder: '5.00',
                'data-testid': 'discount-amount-input',
              })}
            </Field>
          )}
          <Field id="discount-currency" label={t('adminCatalog.discounts.currency')} error={errorOf('currency')}>
            <select
              id="discount-currency"
              value={draft.currency}
              onChange={(event) => change({ currency: event.target.value as DiscountCodeDraft['currency'] })}
              className={inputClasses}
              data-testid="discount-currency-input"
            >
              <option value="">{t('adminCatalog.discounts.anyCurrency')}</option>
              <option value="EUR">EUR</option>
              <option value="USD">USD</option>
            </select>
          </Field>
          <Field id="discount-startsAt" label={t('adminCatalog.discounts.startsAt')} error={errorOf('startsAt')}>
            {text('startsAt', 'datetime-local')}
          </Field>
          <Field id="discount-endsAt" label={t('adminCatalog.discounts.endsAt')} error={errorOf('endsAt')}>
            {text('endsAt', 'datetime-local')}
          </Field>
          <Field id="discount-usageLimit" label={t('adminCatalog.discounts.usageLimit')} error={errorOf('usageLimit')}>
            {text('usageLimit', 'text', { inputMode: 'numeric', placeholder: '∞' })}
          </Field>
          <Field
            id="discount-perEmailLimit"
            label={t('adminCatalog.discounts.perEmailLimit')}
            error={errorOf('perEmailLimit')}
          >
            {text('perEmailLimit', 'text', {
              inputMode: 'numeric',
              placeholder: '∞',
              'data-testid': 'discount-per-email-input',
            })}
          </Field>
          <Field id="discount-minimum" label={t('adminCatalog.discounts.minimum')} error={errorOf('minimum')}>
            {text('minimum', 'text', { inputMode: 'decimal' })}
          </Field>
          <fieldset className="sm:col-span-2 lg:col-span-2">
            <legend className="mb-1 text-sm font-medium text-stone-800">{t('adminCatalog.discounts.products')}</legend>
            <div className="flex flex-wrap gap-4 pt-2">
              {productTypes.map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm text-stone-700">
                  <input
                    type="checkbox"
                    checked={draft.productTypes.includes(type)}
                    onChange={(event) =>
                      change({
                        productTypes: event.target.checked
                          ? [...draft.productTypes, type]
                          : draft.productTypes.filter((p) => p !== type),
                      })
                    }
                  />
                  {t(`customize.productNames.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-stone-700">
            <input
              type="checkbox"
              checked={draft.combinesWithOrderNow}
              onChange={(event) => change({ combinesWithOrderNow: event.target.checked })}
            />
            {t('adminCatalog.discounts.combines')}
          </label>
          <div className="flex items-end">
            <Button type="submit" disabled={page.saving} data-testid="discount-create" className="w-full">
              {page.saving ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <Plus className="size-4" aria-hidden="true" />
              )}
              {t('adminCatalog.discounts.save')}
            </Button>
          </div>
        </form>
      </Card>

      <h2 className="mt-8 font-display text-lg font-bold text-stone-900">{t('adminCatalog.discounts.list')}</h2>
      {page.load.kind === 'failed' && (
        <LoadErrorCard
          message={t('adminCatalog.discounts.loadFailed')}
          detail={errorMessage(t, page.load.error)}
          onRetry={page.reload}
          retryLabel={t('adminCatalog.discounts.retry')}
        />
      )}
      {page.load.kind === 'loading' && (
        <Card className="mt-4 p-5">
          <TextRowsSkeleton label={t('adminCatalog.discounts.loading')} rows={3} />
        </Card>
      )}
      {page.load.kind === 'loaded' && page.load.codes.length === 0 && (
        <p className="mt-4 text-sm text-stone-600">{t('adminCatalog.discounts.empty')}</p>
      )}
      {page.load.kind === 'loaded' && page.load.codes.length > 0 && (
        <ul className="mt-4 space-y-3" data-testid="discount-list">
          {page.load.codes.map((code) => (
            <CodeRow
              key={code.id}
              code={code}
              locale={locale}
              onActive={(active) => void page.setActive(code, active)}
            />
          ))}
        </ul>
      )}
    </AdminPageShell>
  );
}

function CodeRow({
  code,
  locale,
  onActive,
}: {
  code: AdminDiscountCode;
  locale: Parameters<typeof formatDate>[1];
  onActive: (active: boolean) => void;
}) {
  const { t } = useTranslator();
  const money = (minor: number) => formatMoney({ amountMinor: minor, currency: code.currency ?? 'EUR' }, locale);
  const value = code.kind === 'percent' ? `${code.percent} %` : money(code.amountMinor ?? 0);
  const dates = [
    code.startsAt ? t('adminCatalog.discounts.from', { date: formatDate(code.startsAt, locale) }) : null,
    code.endsAt ? t('adminCatalog.discounts.until', { date: formatDate(code.endsAt, locale) }) : null,
  ].filter(Boolean);
  const details = [
    dates.length > 0 ? dates.join(' ') : t('adminCatalog.discounts.always'),
    code.usageLimit ? `${code.usageLimit} ×` : t('adminCatalog.discounts.unlimited'),
    code.perEmailLimit ? t('adminCatalog.discounts.perEmail', { count: code.perEmailLimit }) : null,
    code.minimumMinor ? t('adminCatalog.discounts.minimumShort', { amount: money(code.minimumMinor) }) : null,
    code.productTypes ? code.productTypes.map((p) => t(`customize.productNames.${p}`)).join(', ') : null,
    code.combinesWithOrderNow ? t('adminCatalog.discounts.stacks') : null,
  ].filter(Boolean);
  return (
    <li data-testid="discount-row">
      <Card className={cn('flex flex-wrap items-center gap-x-6 gap-y-2 p-4', !code.active && 'opacity-60')}>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-2">
            <code className="font-mono text-base font-bold text-stone-900">{code.code}</code>
            <span className="font-semibold text-emerald-700">−{value}</span>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                code.active ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-700',
              )}
            >
              {code.active ? t('adminCatalog.discounts.active') : t('adminCatalog.discounts.inactive')}
            </span>
          </p>
          <p className="mt-1 text-sm text-stone-600">{details.join(' · ')}</p>
        </div>
        <p className="text-sm text-stone-700 tabular-nums">
          {t('adminCatalog.discounts.uses', { redeemed: code.redeemed, reserved: code.reserved })}
        </p>
        <Button variant="outline" size="sm" onClick={() => onActive(!code.active)} data-testid="discount-toggle-active">
          {code.active ? t('adminCatalog.discounts.deactivate') : t('adminCatalog.discounts.activate')}
        </Button>
      </Card>
    </li>
  );
}
