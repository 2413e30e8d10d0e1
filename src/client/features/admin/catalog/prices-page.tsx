import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminPagePaths } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute, RefreshButton } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { CatalogHistory } from './catalog-history.tsx';
import { CatalogLoadState, CatalogPicker, CatalogSaveRow, CatalogVersionLine } from './catalog-page-parts.tsx';
import { PriceBookEditor } from './price-book-editor.tsx';
import { PriceBookPreview } from './price-book-preview.tsx';
import { PriceWarnings } from './price-warnings.tsx';
import { SeedNote } from './seed-note.tsx';
import { usePriceBooks } from './use-price-books.hook.ts';

export const meta = adminPageMeta((t) => ({
  title: t('adminCatalog.meta.pricesTitle'),
  description: t('adminCatalog.meta.pricesDescription'),
}));

export default function PricesPage() {
  return (
    <AdminRoute>
      <Prices />
    </AdminRoute>
  );
}

function Prices() {
  const { t, locale } = useTranslator();
  const page = usePriceBooks();
  const { load, selected, draft } = page;

  return (
    <AdminPageShell testId="admin-prices" width="wide">
      <AdminPageHeading
        back={{ to: adminPagePaths.catalog(locale), label: t('adminCatalog.prices.toCatalog') }}
        heading={t('adminCatalog.prices.heading')}
        intro={t('adminCatalog.prices.intro')}
        actions={
          <RefreshButton
            onRefresh={page.reload}
            refreshing={load.kind === 'loading'}
            label={t('adminCatalog.refresh')}
          />
        }
      />
      <SeedNote text={t('adminCatalog.seedNote')} />
      <CatalogLoadState
        t={t}
        load={load}
        failedText={t('adminCatalog.prices.loadFailed')}
        loadingText={t('adminCatalog.prices.loading')}
        onRetry={page.reload}
      />

      {load.kind === 'loaded' && selected && draft && (
        <>
          <CatalogPicker
            label={t('adminCatalog.prices.chooseBook')}
            items={page.books}
            keyOf={(book) => book.id}
            current={selected.id}
            onChoose={page.choose}
            dataAttribute="data-book"
          >
            {(book) => (
              <>
                {t(`adminCatalog.books.${book.id}`)}
                {book.warnings.length > 0 && (
                  <>
                    <span className="ml-1.5 text-amber-500" aria-hidden="true">
                      ●
                    </span>
                    <span className="sr-only"> ({t('adminCatalog.prices.hasWarnings')})</span>
                  </>
                )}
              </>
            )}
          </CatalogPicker>

          <div className="mt-5 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Card as="section" aria-labelledby="price-book-title" className="p-5 sm:p-6" data-testid="price-book">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id="price-book-title" className="font-display text-xl font-bold text-stone-900">
                  {t(`adminCatalog.books.${selected.id}`)}
                </h2>
                <CatalogVersionLine
                  t={t}
                  locale={locale}
                  version={selected.version}
                  updatedBy={selected.updatedBy}
                  updatedAt={selected.updatedAt}
                  testId="price-book-version"
                />
              </div>
              <p className="mt-1 text-sm text-stone-600">
                {t('adminCatalog.prices.currency', { currency: selected.currency })}
              </p>
              <form
                className="mt-5 space-y-5"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void page.save();
                }}
              >
                <PriceBookEditor
                  t={t}
                  currency={selected.currency}
                  draft={draft}
                  problems={page.problems}
                  disabled={page.saving}
                  onChange={page.change}
                />
                {page.confirming ? (
                  <PriceWarnings
                    t={t}
                    locale={locale}
                    warnings={page.newWarnings}
                    heading={t('adminCatalog.warnings.confirmHeading')}
                    testId="price-warnings-confirm"
                  >
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Button type="button" onClick={() => void page.save(true)} disabled={page.saving}>
                        {t('adminCatalog.warnings.saveAnyway')}
                      </Button>
                      <Button type="button" variant="outline" onClick={page.cancelConfirm}>
                        {t('adminCatalog.warnings.keepEditing')}
                      </Button>
                    </div>
                  </PriceWarnings>
                ) : (
                  <PriceWarnings
                    t={t}
                    locale={locale}
                    warnings={page.warnings}
                    heading={t('adminCatalog.warnings.heading')}
                  />
                )}
                {page.failure && (
                  <p role="alert" className="text-sm font-medium text-red-700" data-testid="price-book-error">
                    {page.failure}
                  </p>
                )}
                <CatalogSaveRow
                  t={t}
                  label={t('adminCatalog.prices.save')}
                  testId="save-price-book"
                  saving={page.saving}
                  canSave={page.dirty && Boolean(page.edited)}
                  dirty={page.dirty}
                  onReset={page.reset}
                />
              </form>
            </Card>

            <Card as="section" aria-labelledby="price-preview-title" className="p-5 sm:p-6">
              <h2 id="price-preview-title" className="font-display text-lg font-bold text-stone-900">
                {t('adminCatalog.preview.heading')}
              </h2>
              <p className="mt-1 text-sm text-stone-600">{t('adminCatalog.preview.intro')}</p>
              <div className="mt-4">
                <PriceBookPreview
                  t={t}
                  book={page.edited ?? selected}
                  storefronts={selected.storefronts}
                  onSale={page.onSale}
                />
              </div>
            </Card>
          </div>

          <div className="mt-6">
            <CatalogHistory
              t={t}
              locale={locale}
              entity="price_book"
              entityId={selected.id}
              reloadKey={page.savedCount}
            />
          </div>
        </>
      )}
    </AdminPageShell>
  );
}
