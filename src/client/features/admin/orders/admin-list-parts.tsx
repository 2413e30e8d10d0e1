/**
 * Pieces the paged staff lists Orders and Preview requests share (issue 7 §3): the email search
 * (debounced, its value in the URL), the pager, the list's card with its states (error box, skeletons,
 * empty and no-match states, rows dimmed while reloading), image thumbnails and the list's URL state.
 */
import { ChevronLeft, ChevronRight, ImageOff, type LucideIcon } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { ListCount, ListToolbar, TableOrCards } from '../components/data-table.tsx';
import { EmptyState, NoMatches } from '../components/empty-state.tsx';
import { ListSkeleton } from '../components/list-skeleton.tsx';
import { LoadErrorCard } from '../components/load-error-card.tsx';
import { SearchField } from '../components/search-field.tsx';
import type { RemoteState } from './use-remote-list.ts';

/** Rows per page of the staff lists. */
export const listPageSize = 25;

/**
 * The list's state in the URL (`?q=&page=`, 1-based page for people), so Back from an order returns
 * to the same search and page. Changing the search or sort goes back to the first page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const pageNumber = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(pageNumber) && pageNumber > 1 ? pageNumber - 1 : 0;
  const update = useCallback(
    (changes: Record<string, string | null>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );
  const setQuery = useCallback(
    (value: string) => update({ q: value.trim() || null, page: null }, { replace: true }),
    [update],
  );
  const setPage = useCallback((next: number) => update({ page: next > 0 ? String(next + 1) : null }), [update]);
  return { params, q, page, setQuery, setPage, update };
}

/**
 * The email search: typing updates the list after a short pause (300 ms), Enter at once; the
 * clear button empties it. `value` is the search in effect (from the URL).
 */
export function EmailSearch({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const { t } = useTranslator();
  const id = useId();
  const [text, setText] = useState(value);

  // The URL changed (Back, a link): show its search.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <search className="relative flex-1 sm:max-w-sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <SearchField
          id={id}
          label={t('adminOrders.common.searchLabel')}
          placeholder={t('adminOrders.common.searchPlaceholder')}
          clearLabel={t('adminOrders.common.clearSearch')}
          value={text}
          maxLength={254}
          onChange={setText}
          onClear={() => {
            setText('');
            onSearch('');
          }}
        />
      </form>
    </search>
  );
}

/** "Showing 26–50 of 80" and Previous / Next; nothing when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  disabled,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslator();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 0) return null;
  const from = Math.min(total, page * pageSize + 1);
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <nav
      aria-label={t('adminOrders.common.pagesLabel')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200/80 px-4 py-3 sm:px-5"
    >
      <p className="text-sm text-stone-600 tabular-nums">{t('adminOrders.common.range', { from, to, total })}</p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={disabled || page === 0}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('adminOrders.common.previous')}
        </Button>
        <span className="text-sm text-stone-500 tabular-nums">
          {t('adminOrders.common.pageOf', { page: Math.min(page + 1, pages), pages })}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={disabled || page + 1 >= pages}>
          {t('adminOrders.common.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

/**
 * A paged staff list under its page heading (SPEC §4 states): the error box while nothing has
 * loaded, else a card with the email search (then `tools`) and the count, a notice when a reload
 * failed over rows still shown, skeletons on the first load, the no-match or `empty` state, the rows
 * as `table` (from 768 px) or `cards`, dimmed while a reload runs, and the pager. `rows` is how many
 * rows the loaded page holds; `text` holds the list's own messages.
 */
export function PagedListCard({
  state,
  reload,
  rows,
  query,
  onQuery,
  page,
  onPage,
  text,
  countTestId,
  tools,
  empty,
  table,
  cards,
}: {
  state: RemoteState<{ total: number }>;
  reload: () => void;
  rows: number;
  query: string;
  onQuery: (query: string) => void;
  page: number;
  onPage: (page: number) => void;
  text: { loadFailed: string; loading: string; count: (total: number) => string };
  countTestId: string;
  tools?: ReactNode;
  empty: { icon: LucideIcon; title: string; hint: string; testId: string };
  table: ReactNode;
  cards: ReactNode;
}) {
  const { t } = useTranslator();
  const data = state.data;
  const loading = state.kind === 'loading';
  if (state.kind === 'failed' && data === null) {
    return (
      <LoadErrorCard
        message={text.loadFailed}
        detail={errorMessage(t, state.error)}
        onRetry={reload}
        retryLabel={t('adminOrders.common.retry')}
      />
    );
  }
  return (
    <Card className="mt-8 overflow-hidden">
      <ListToolbar>
        <EmailSearch value={query} onSearch={onQuery} />
        {tools}
        {data && <ListCount testId={countTestId}>{text.count(data.total)}</ListCount>}
      </ListToolbar>

      {state.kind === 'failed' && (
        <p role="alert" className="border-b border-red-100 bg-red-50 px-5 py-2.5 text-sm text-red-700">
          {text.loadFailed}
        </p>
      )}

      {!data ? (
        <ListSkeleton label={text.loading} />
      ) : rows === 0 ? (
        query ? (
          <NoMatches
            message={t('adminOrders.common.noMatches', { query })}
            clearLabel={t('adminOrders.common.clearSearch')}
            onClear={() => onQuery('')}
          />
        ) : (
          <EmptyState {...empty} />
        )
      ) : (
        <div className={cn('transition-opacity', loading && 'opacity-60')} aria-busy={loading}>
          <TableOrCards table={table} cards={cards} />
        </div>
      )}
      {data && <Pager page={page} pageSize={listPageSize} total={data.total} onPage={onPage} disabled={loading} />}
    </Card>
  );
}

/**
 * A square image thumbnail, or a placeholder saying what is missing (no URL, or the file failed to
 * load). `size` is the edge in CSS pixels.
 */
export function Thumb({
  src,
  alt,
  missingLabel,
  size = 56,
  className,
}: {
  src: string | null;
  alt: string;
  missingLabel: string;
  size?: number;
  className?: string;
}) {
  // Remembered per URL, so a new image gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src !== null && failedSrc === src;
  const style = { width: size, height: size };
  if (!src || failed) {
    return (
      <span
        role="img"
        aria-label={missingLabel}
        title={missingLabel}
        style={style}
        className={cn(
          'grid shrink-0 place-items-center rounded-xl border border-dashed border-stone-300 bg-stone-50 text-stone-400',
          className,
        )}
      >
        <ImageOff className="size-4" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      style={style}
      className={cn('shrink-0 rounded-xl border border-stone-200 bg-stone-100 object-cover', className)}
    />
  );
}
