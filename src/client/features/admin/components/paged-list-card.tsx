/**
 * The card of a paged staff list (Orders, Preview requests; issue 7 §3) with its states: error box,
 * skeletons, empty and no-match states, rows dimmed while reloading, pager.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { ListCount, ListToolbar, TableOrCards } from './data-table.tsx';
import { EmailSearch } from './email-search.tsx';
import { EmptyState, NoMatches } from './empty-state.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { LoadErrorCard } from './load-error-card.tsx';
import { Pager } from './pager.tsx';
import { listPageSize } from './use-list-params.hook.ts';
import type { RemoteState } from './use-remote-list.hook.ts';

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
  text: {
    loadFailed: string;
    loading: string;
    count: (total: number) => string;
    /** The search field's label and placeholder, when not the email search's. */
    search?: { label: string; placeholder: string };
  };
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
        <EmailSearch value={query} onSearch={onQuery} text={text.search} />
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
