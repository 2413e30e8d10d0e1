/**
 * Pieces the staff lists Orders and Preview requests share (issue 7 §3): the page top with a back
 * link and Refresh, the email search (debounced, its value in the URL), the pager, the error box
 * with a retry, the empty and no-match states, image thumbnails and the list's URL state.
 */
import {
  ArrowLeft,
  ChevronLeft,
  ChevronRight,
  ImageOff,
  RefreshCw,
  Search,
  SearchX,
  TriangleAlert,
  X,
} from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';

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

/** Back link, heading, intro and the Refresh button. */
export function ListPageTop({
  backTo,
  backLabel,
  heading,
  intro,
  onRefresh,
  refreshing,
}: {
  backTo: string;
  backLabel: string;
  heading: string;
  intro: string;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslator();
  return (
    <>
      <Link
        to={backTo}
        className="inline-flex items-center gap-1 rounded-lg text-sm font-medium text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">{heading}</h1>
          <p className="mt-2 max-w-2xl text-base text-stone-600">{intro}</p>
        </div>
        <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw className={cn('size-4', refreshing && 'animate-spin')} aria-hidden="true" />
          {t('adminOrders.common.refresh')}
        </Button>
      </div>
    </>
  );
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
        <label htmlFor={id} className="sr-only">
          {t('adminOrders.common.searchLabel')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={text}
          maxLength={254}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('adminOrders.common.searchPlaceholder')}
          className="h-10 w-full rounded-xl border border-stone-300 bg-white pr-9 pl-9 text-base text-stone-900 placeholder:text-stone-400 hover:border-stone-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none sm:text-sm [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            aria-label={t('adminOrders.common.clearSearch')}
            className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 place-items-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
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

/** The error box of a list or page that could not load, with the reason and Try again. */
export function LoadErrorBox({ message, detail, onRetry }: { message: string; detail?: string; onRetry: () => void }) {
  const { t } = useTranslator();
  return (
    <Card className="mt-8 p-6 text-center sm:p-10" role="alert" data-testid="admin-list-error">
      <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-red-50 text-red-600">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </span>
      <p className="mx-auto mt-4 max-w-md font-medium text-stone-900">{message}</p>
      {detail && <p className="mx-auto mt-1 max-w-md text-sm text-stone-600">{detail}</p>}
      <Button className="mt-5" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {t('adminOrders.common.retry')}
      </Button>
    </Card>
  );
}

/** An empty list: an icon, what it means, and a hint (or an action). */
export function EmptyState({
  icon,
  title,
  hint,
  testId,
}: {
  icon: ReactNode;
  title: string;
  hint: ReactNode;
  testId: string;
}) {
  return (
    <div className="px-6 py-16 text-center" data-testid={testId}>
      <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-stone-100 text-stone-500">{icon}</span>
      <p className="mt-4 font-medium text-stone-900">{title}</p>
      <div className="mx-auto mt-1 max-w-sm text-sm text-stone-600">{hint}</div>
    </div>
  );
}

/** A search that found nothing, with a button that clears it. */
export function NoMatches({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslator();
  return (
    <div className="px-6 py-14 text-center" data-testid="admin-list-no-matches">
      <SearchX className="mx-auto size-8 text-stone-400" aria-hidden="true" />
      <p className="mt-3 font-medium text-stone-900">{t('adminOrders.common.noMatches', { query })}</p>
      <Button variant="ghost" size="sm" className="mt-3" onClick={onClear}>
        {t('adminOrders.common.clearSearch')}
      </Button>
    </div>
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

/** Grey rows in the shape of a list while its first page loads. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" data-testid="admin-list-skeleton">
      <p className="sr-only" role="status">
        {label}
      </p>
      <ul aria-hidden="true" className="animate-pulse divide-y divide-stone-100">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
          <li key={index} className="flex items-center gap-4 px-4 py-4 sm:px-5">
            <div className="size-14 shrink-0 rounded-xl bg-stone-200" />
            <div className="size-14 shrink-0 rounded-xl bg-stone-200/70" />
            <div className="min-w-0 flex-1 space-y-2">
              <div className="h-4 w-40 max-w-full rounded bg-stone-200" />
              <div className="h-3 w-64 max-w-full rounded bg-stone-200/80" />
            </div>
            <div className="hidden h-4 w-20 rounded bg-stone-200 sm:block" />
            <div className="hidden h-4 w-28 rounded bg-stone-200 md:block" />
          </li>
        ))}
      </ul>
    </div>
  );
}
