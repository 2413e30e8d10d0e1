/**
 * Parts the catalogue and prices pages (issue 21 §1) share: the load states, the row of pills that
 * picks a product or price book, the "version · saved by" line and the save row with undo.
 */
import { LoaderCircle, Save, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import type { Locale } from '#shared/locales.ts';
import { TextRowsSkeleton } from '../components/list-skeleton.tsx';
import { LoadErrorCard } from '../components/load-error-card.tsx';
import { formatDateTime } from '../email-tracking/format-date-time.ts';

/** The failed card (with retry) or the loading skeleton of a catalogue page; nothing once loaded. */
export function CatalogLoadState(props: {
  t: Translator;
  load: { kind: 'loading' | 'loaded' } | { kind: 'failed'; error: unknown };
  failedText: string;
  loadingText: string;
  onRetry: () => void;
}) {
  const { t, load } = props;
  if (load.kind === 'failed') {
    return (
      <LoadErrorCard
        message={props.failedText}
        detail={errorMessage(t, load.error)}
        onRetry={props.onRetry}
        retryLabel={t('adminCatalog.retry')}
      />
    );
  }
  if (load.kind === 'loading') {
    return (
      <Card className="mt-6 p-5">
        <TextRowsSkeleton label={props.loadingText} rows={5} />
      </Card>
    );
  }
  return null;
}

/** A row of pills choosing one item; the chosen one is `aria-current="page"`. */
export function CatalogPicker<Item>(props: {
  label: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  current: string;
  onChoose: (key: string) => void;
  /** Data attribute on each pill (e.g. `data-book`). */
  dataAttribute?: string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <nav aria-label={props.label} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {props.items.map((item) => {
          const key = props.keyOf(item);
          const chosen = key === props.current;
          return (
            <li key={key}>
              <button
                type="button"
                onClick={() => props.onChoose(key)}
                aria-current={chosen ? 'page' : undefined}
                {...(props.dataAttribute ? { [props.dataAttribute]: key } : {})}
                className={cn(
                  'relative rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  chosen
                    ? 'border-stone-900 bg-stone-900 text-white'
                    : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400',
                )}
              >
                {props.children(item)}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** "Version 3 · saved by … on …", or "seeded" before anyone saved. */
export function CatalogVersionLine(props: {
  t: Translator;
  locale: Locale;
  version: number;
  updatedBy: string | null;
  updatedAt: string;
  testId?: string;
}) {
  const { t } = props;
  return (
    <p className="text-sm text-stone-500" data-testid={props.testId}>
      {t('adminCatalog.prices.version', { version: props.version })} ·{' '}
      {props.updatedBy
        ? t('adminCatalog.prices.savedBy', {
            email: props.updatedBy,
            date: formatDateTime(props.updatedAt, props.locale),
          })
        : t('adminCatalog.prices.seeded')}
    </p>
  );
}

/** Save (submit) with its spinner, and once edited, undo and an "unsaved" note. */
export function CatalogSaveRow(props: {
  t: Translator;
  label: string;
  testId: string;
  saving: boolean;
  canSave: boolean;
  dirty: boolean;
  onReset: () => void;
}) {
  const { t } = props;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={!props.canSave || props.saving} data-testid={props.testId}>
        {props.saving ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Save className="size-4" aria-hidden="true" />
        )}
        {props.saving ? t('adminCatalog.saving') : props.label}
      </Button>
      {props.dirty && (
        <>
          <Button type="button" variant="ghost" onClick={props.onReset} disabled={props.saving}>
            <Undo2 className="size-4" aria-hidden="true" />
            {t('adminCatalog.undo')}
          </Button>
          <span className="text-sm text-amber-700">{t('adminCatalog.unsaved')}</span>
        </>
      )}
    </div>
  );
}
