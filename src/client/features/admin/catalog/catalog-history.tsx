/**
 * The audit trail of a price book or product (issue 21 §1): each saved version with who saved it and
 * when, and the fields that changed from what to what (money in the book's currency). Version 1 is
 * the seed of SPEC §9's sets.
 */
import { History } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import type { CatalogChange, CatalogEntity, CatalogFieldChange } from '#shared/api/admin-catalog.schemas.ts';
import { isLocale, type Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { TextRowsSkeleton } from '../components/list-skeleton.tsx';
import { formatDateTime } from '../email-tracking/format-date-time.ts';
import { useCatalogHistory } from './use-catalog-history.hook.ts';

/** A changed field in words, e.g. "T-Shirt, with discount" or "Name (Deutsch)". */
export function fieldLabel(t: Translator, path: string): string {
  const parts = path.split('.');
  const [head, second, third] = parts;
  if ((head === 'original' || head === 'discounted') && second) {
    const set = t(`adminCatalog.prices.${head}`);
    const what =
      second === 'items' && third ? t(`customize.products.${third as 'tshirt'}`) : t('adminCatalog.prices.fee');
    return `${what}, ${set}`;
  }
  if ((head === 'names' || head === 'materials') && isLocale(second)) {
    return `${t(`adminCatalog.catalog.${head}`)} (${t(`adminCatalog.languages.${second}`)})`;
  }
  if (head === 'colors' && second !== undefined && third) {
    return t('adminCatalog.history.colorField', {
      n: Number(second) + 1,
      field: t(`adminCatalog.history.colorFields.${third as 'key'}`),
    });
  }
  if (head === 'sizes') return t('adminCatalog.catalog.sizes');
  if (head === 'printArea' && (second === 'widthIn' || second === 'heightIn')) {
    return `${t('adminCatalog.catalog.printArea')}: ${t(`adminCatalog.catalog.${second === 'widthIn' ? 'width' : 'height'}`)}`;
  }
  if (head === 'discountPercent' || head === 'discountAlwaysApplied' || head === 'active') {
    return t(`adminCatalog.history.fields.${head}`);
  }
  return path;
}

/** A field's value in words: money for amounts, yes/no, the text itself; "—" for none. */
function valueText(t: Translator, locale: Locale, change: CatalogChange, path: string, json: string | null): string {
  if (json === null) return '—';
  const value: unknown = JSON.parse(json);
  if (
    typeof value === 'number' &&
    change.currency &&
    (path.startsWith('original.') || path.startsWith('discounted.'))
  ) {
    return formatMoney({ amountMinor: value, currency: change.currency }, locale);
  }
  if (typeof value === 'boolean') return value ? t('adminCatalog.history.yes') : t('adminCatalog.history.no');
  return String(value);
}

function FieldChange({
  t,
  locale,
  change,
  field,
}: {
  t: Translator;
  locale: Locale;
  change: CatalogChange;
  field: CatalogFieldChange;
}) {
  return (
    <li className="text-sm text-stone-700">
      <span className="font-medium text-stone-900">{fieldLabel(t, field.path)}</span>:{' '}
      <span className="text-stone-500 line-through decoration-stone-400">
        {valueText(t, locale, change, field.path, field.before)}
      </span>
      {' → '}
      <span className="font-semibold text-stone-900">{valueText(t, locale, change, field.path, field.after)}</span>
    </li>
  );
}

/** The history card of one price book or product. */
export function CatalogHistory({
  t,
  locale,
  entity,
  entityId,
  reloadKey,
}: {
  t: Translator;
  locale: Locale;
  entity: CatalogEntity;
  entityId: string;
  reloadKey: number;
}) {
  const { state, reload, more } = useCatalogHistory(entity, entityId, reloadKey);
  return (
    <Card as="section" aria-labelledby="catalog-history-title" className="p-5 sm:p-6" data-testid="catalog-history">
      <h2 id="catalog-history-title" className="flex items-center gap-2 font-display text-lg font-bold text-stone-900">
        <History className="size-5 text-brand-600" aria-hidden="true" />
        {t('adminCatalog.history.heading')}
      </h2>
      {state.kind === 'loading' && <TextRowsSkeleton label={t('adminCatalog.history.loading')} rows={3} />}
      {state.kind === 'failed' && (
        <div role="alert" className="mt-3 text-sm text-red-700">
          {t('adminCatalog.history.loadFailed')} {errorMessage(t, state.error)}{' '}
          <Button variant="outline" size="sm" onClick={reload}>
            {t('adminCatalog.retry')}
          </Button>
        </div>
      )}
      {state.kind === 'loaded' && (
        <>
          <ol className="mt-4 space-y-4">
            {state.changes.map((change) => (
              <li key={change.id} className="border-l-2 border-stone-200 pl-4" data-testid="catalog-change">
                <p className="text-sm text-stone-600">
                  <span className="mr-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
                    {t('adminCatalog.history.version', { version: change.version })}
                  </span>
                  {formatDateTime(change.at, locale)} · {change.staffEmail ?? t('adminCatalog.history.seed')}
                </p>
                {change.version > 1 && (
                  <ul className="mt-1.5 space-y-0.5">
                    {change.changes.map((field) => (
                      <FieldChange key={field.path} t={t} locale={locale} change={change} field={field} />
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
          {state.changes.length < state.total && (
            <Button variant="outline" size="sm" className="mt-4" onClick={more}>
              {t('adminCatalog.history.more')}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
