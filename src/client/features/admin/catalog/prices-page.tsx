/**
 * Prices (issue 21 §1) at `/admin/prices` and `/{lang}/admin/prices`: the price books per storefront
 * context as merchant data. Staff pick a book, edit its prices, fee and discount, see what each
 * storefront page will show, read the warnings of the check on save (confirmed before saving), and
 * the history of who changed what. Saved prices reach the storefronts within a minute and checkout
 * at once. A note says where the seeded prices come from (SPEC §9).
 */
import { LoaderCircle, Save, Undo2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { adminPagePaths } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute, RefreshButton } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { TextRowsSkeleton } from '../components/list-skeleton.tsx';
import { LoadErrorCard } from '../components/load-error-card.tsx';
import { formatDateTime } from '../email-tracking/format-date-time.ts';
import { CatalogHistory } from './catalog-history.tsx';
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

      {load.kind === 'failed' && (
        <LoadErrorCard
          message={t('adminCatalog.prices.loadFailed')}
          detail={errorMessage(t, load.error)}
          onRetry={page.reload}
          retryLabel={t('adminCatalog.retry')}
        />
      )}
      {load.kind === 'loading' && (
        <Card className="mt-6 p-5">
          <TextRowsSkeleton label={t('adminCatalog.prices.loading')} rows={5} />
        </Card>
      )}

      {load.kind === 'loaded' && selected && draft && (
        <>
          <nav aria-label={t('adminCatalog.prices.chooseBook')} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {page.books.map((book) => (
                <li key={book.id}>
                  <button
                    type="button"
                    onClick={() => page.choose(book.id)}
                    aria-current={book.id === selected.id ? 'page' : undefined}
                    data-book={book.id}
                    className={cn(
                      'relative rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                      book.id === selected.id
                        ? 'border-stone-900 bg-stone-900 text-white'
                        : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400',
                    )}
                  >
                    {t(`adminCatalog.books.${book.id}`)}
                    {book.warnings.length > 0 && (
                      <>
                        <span className="ml-1.5 text-amber-500" aria-hidden="true">
                          ●
                        </span>
                        <span className="sr-only"> ({t('adminCatalog.prices.hasWarnings')})</span>
                      </>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </nav>

          <div className="mt-5 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Card as="section" aria-labelledby="price-book-title" className="p-5 sm:p-6" data-testid="price-book">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id="price-book-title" className="font-display text-xl font-bold text-stone-900">
                  {t(`adminCatalog.books.${selected.id}`)}
                </h2>
                <p className="text-sm text-stone-500" data-testid="price-book-version">
                  {t('adminCatalog.prices.version', { version: selected.version })} ·{' '}
                  {selected.updatedBy
                    ? t('adminCatalog.prices.savedBy', {
                        email: selected.updatedBy,
                        date: formatDateTime(selected.updatedAt, locale),
                      })
                    : t('adminCatalog.prices.seeded')}
                </p>
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
                <div className="flex flex-wrap items-center gap-3">
                  <Button
                    type="submit"
                    disabled={!page.dirty || page.saving || !page.edited}
                    data-testid="save-price-book"
                  >
                    {page.saving ? (
                      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                    ) : (
                      <Save className="size-4" aria-hidden="true" />
                    )}
                    {page.saving ? t('adminCatalog.saving') : t('adminCatalog.prices.save')}
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
