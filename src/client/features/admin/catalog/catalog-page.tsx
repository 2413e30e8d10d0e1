/**
 * Catalogue (issue 21 §1) at `/admin/catalog` and `/{lang}/admin/catalog`: the products as merchant
 * data. Staff pick a product, take it off sale or back, change its names and materials per language,
 * sizes, colours (swatch and mockup tint, the default one) and print area, see how each storefront
 * language shows it, and read who changed what. Prices are on /admin/prices.
 */
import { LoaderCircle, Save, Tags, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { colors } from '#shared/catalog.ts';
import { locales } from '#shared/locales.ts';
import { adminPagePaths } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute, RefreshButton } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { TextRowsSkeleton } from '../components/list-skeleton.tsx';
import { LoadErrorCard } from '../components/load-error-card.tsx';
import { formatDateTime } from '../email-tracking/format-date-time.ts';
import { CatalogHistory } from './catalog-history.tsx';
import { ProductEditor } from './product-editor.tsx';
import { SeedNote } from './seed-note.tsx';
import { type ProductDraft, useProducts } from './use-products.hook.ts';

export const meta = adminPageMeta((t) => ({
  title: t('adminCatalog.meta.catalogTitle'),
  description: t('adminCatalog.meta.catalogDescription'),
}));

export default function CatalogPage() {
  return (
    <AdminRoute>
      <Catalog />
    </AdminRoute>
  );
}

/** How each storefront language shows the product's button on the customize page, from the draft. */
function ProductPreview({ draft }: { draft: ProductDraft }) {
  const { t } = useTranslator();
  const offered = colors.filter((key) => draft.colors[key].offered);
  const ordered = [draft.defaultColor, ...offered.filter((key) => key !== draft.defaultColor)].filter((key) =>
    offered.includes(key),
  );
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="product-preview">
      {locales.map((locale) => (
        <li key={locale} className={cn('rounded-2xl border border-stone-200 p-4', !draft.active && 'opacity-50')}>
          <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
            {t(`adminCatalog.languages.${locale}`)}
          </p>
          <p className="mt-1 font-semibold text-stone-900">{draft.names[locale] || '—'}</p>
          <p className="text-xs text-stone-500">{draft.materials[locale]}</p>
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            {ordered.map((key) => (
              <span
                key={key}
                title={t(`customize.colors.${key}`)}
                className="size-5 rounded-full border border-stone-300"
                style={{ backgroundColor: draft.colors[key].swatchHex }}
              />
            ))}
            <span className="ml-1 text-xs text-stone-600">
              {draft.sizes.length > 0 ? draft.sizes.map((s) => t(`customize.sizes.${s}`)).join(' · ') : '—'}
            </span>
          </div>
          {!draft.active && (
            <p className="mt-2 text-xs font-semibold text-stone-700">{t('adminCatalog.catalog.offSale')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

function Catalog() {
  const { t, locale } = useTranslator();
  const page = useProducts();
  const { load, selected, draft } = page;

  return (
    <AdminPageShell testId="admin-catalog" width="wide">
      <AdminPageHeading
        heading={t('adminCatalog.catalog.heading')}
        intro={t('adminCatalog.catalog.intro')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to={adminPagePaths.prices(locale)} className={buttonClasses('outline')}>
              <Tags className="size-4" aria-hidden="true" />
              {t('adminCatalog.catalog.toPrices')}
            </Link>
            <RefreshButton
              onRefresh={page.reload}
              refreshing={load.kind === 'loading'}
              label={t('adminCatalog.refresh')}
            />
          </div>
        }
      />
      <SeedNote text={t('adminCatalog.seedNote')} />

      {load.kind === 'failed' && (
        <LoadErrorCard
          message={t('adminCatalog.catalog.loadFailed')}
          detail={errorMessage(t, load.error)}
          onRetry={page.reload}
          retryLabel={t('adminCatalog.retry')}
        />
      )}
      {load.kind === 'loading' && (
        <Card className="mt-6 p-5">
          <TextRowsSkeleton label={t('adminCatalog.catalog.loading')} rows={5} />
        </Card>
      )}

      {load.kind === 'loaded' && selected && draft && (
        <>
          <nav aria-label={t('adminCatalog.catalog.chooseProduct')} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {page.products.map((product) => (
                <li key={product.type}>
                  <button
                    type="button"
                    onClick={() => page.choose(product.type)}
                    aria-current={product.type === selected.type ? 'page' : undefined}
                    className={cn(
                      'rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                      product.type === selected.type
                        ? 'border-stone-900 bg-stone-900 text-white'
                        : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400',
                    )}
                  >
                    {t(`customize.products.${product.type}`)}
                    {!product.active && (
                      <span className="ml-1.5 text-xs font-medium opacity-75">
                        ({t('adminCatalog.catalog.offSale')})
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </nav>

          <div className="mt-5 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Card as="section" aria-labelledby="product-title" className="p-5 sm:p-6" data-testid="product">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id="product-title" className="font-display text-xl font-bold text-stone-900">
                  {t(`customize.products.${selected.type}`)}
                </h2>
                <p className="text-sm text-stone-500">
                  {t('adminCatalog.prices.version', { version: selected.version })} ·{' '}
                  {selected.updatedBy
                    ? t('adminCatalog.prices.savedBy', {
                        email: selected.updatedBy,
                        date: formatDateTime(selected.updatedAt, locale),
                      })
                    : t('adminCatalog.prices.seeded')}
                </p>
              </div>
              <form
                className="mt-5 space-y-5"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void page.save();
                }}
              >
                <ProductEditor
                  t={t}
                  draft={draft}
                  problems={page.problems}
                  disabled={page.saving}
                  onChange={page.change}
                />
                {page.failure && (
                  <p role="alert" className="text-sm font-medium text-red-700" data-testid="product-error">
                    {page.failure}
                  </p>
                )}
                <div className="flex flex-wrap items-center gap-3">
                  <Button type="submit" disabled={!page.dirty || !page.valid || page.saving} data-testid="save-product">
                    {page.saving ? (
                      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                    ) : (
                      <Save className="size-4" aria-hidden="true" />
                    )}
                    {page.saving ? t('adminCatalog.saving') : t('adminCatalog.catalog.save')}
                  </Button>
                  {page.dirty && (
                    <>
                      <Button type="button" variant="ghost" onClick={page.reset} disabled={page.saving}>
                        <Undo2 className="size-4" aria-hidden="true" />
                        {t('adminCatalog.undo')}
                      </Button>
                      <span className="text-sm text-amber-700">{t('adminCatalog.unsaved')}</span>
                    </>
                  )}
                </div>
              </form>
            </Card>

            <Card as="section" aria-labelledby="product-preview-title" className="p-5 sm:p-6">
              <h2 id="product-preview-title" className="font-display text-lg font-bold text-stone-900">
                {t('adminCatalog.catalog.previewHeading')}
              </h2>
              <p className="mt-1 text-sm text-stone-600">{t('adminCatalog.catalog.previewIntro')}</p>
              <div className="mt-4">
                <ProductPreview draft={draft} />
              </div>
            </Card>
          </div>

          <div className="mt-6">
            <CatalogHistory
              t={t}
              locale={locale}
              entity="product"
              entityId={selected.type}
              reloadKey={page.savedCount}
            />
          </div>
        </>
      )}
    </AdminPageShell>
  );
}
