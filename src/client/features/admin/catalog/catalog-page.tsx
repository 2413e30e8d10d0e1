/**
 * Catalogue (issue 21 §1) at `/admin/catalog` and `/{lang}/admin/catalog`: the products as merchant
 * data. Staff pick a product, take it off sale or back, change its names and materials per language,
 * sizes, colours (swatch and mockup tint, the default one) and print area, see how each storefront
 * language shows it, and read who changed what. Prices are on /admin/prices.
 */
import { Tags } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import { colors } from '#shared/catalog.ts';
import { locales } from '#shared/locales.ts';
import { adminPagePaths } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute, RefreshButton } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { CatalogHistory } from './catalog-history.tsx';
import { CatalogLoadState, CatalogPicker, CatalogSaveRow, CatalogVersionLine } from './catalog-page-parts.tsx';
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

      <CatalogLoadState
        t={t}
        load={load}
        failedText={t('adminCatalog.catalog.loadFailed')}
        loadingText={t('adminCatalog.catalog.loading')}
        onRetry={page.reload}
      />

      {load.kind === 'loaded' && selected && draft && (
        <>
          <CatalogPicker
            label={t('adminCatalog.catalog.chooseProduct')}
            items={page.products}
            keyOf={(product) => product.type}
            current={selected.type}
            onChoose={(type) => page.choose(type as typeof selected.type)}
          >
            {(product) => (
              <>
                {t(`customize.products.${product.type}`)}
                {!product.active && (
                  <span className="ml-1.5 text-xs font-medium opacity-75">({t('adminCatalog.catalog.offSale')})</span>
                )}
              </>
            )}
          </CatalogPicker>

          <div className="mt-5 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Card as="section" aria-labelledby="product-title" className="p-5 sm:p-6" data-testid="product">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id="product-title" className="font-display text-xl font-bold text-stone-900">
                  {t(`customize.products.${selected.type}`)}
                </h2>
                <CatalogVersionLine
                  t={t}
                  locale={locale}
                  version={selected.version}
                  updatedBy={selected.updatedBy}
                  updatedAt={selected.updatedAt}
                />
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
                <CatalogSaveRow
                  t={t}
                  label={t('adminCatalog.catalog.save')}
                  testId="save-product"
                  saving={page.saving}
                  canSave={page.dirty && page.valid}
                  dirty={page.dirty}
                  onReset={page.reset}
                />
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
