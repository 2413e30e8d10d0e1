import { screen, within } from '@testing-library/react';
import { ClipboardList } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { renderInRouter } from '#client/test-support/admin-render.tsx';
import { PagedListCard } from './paged-list-card.tsx';
import type { RemoteState } from './use-remote-list.hook.ts';

const text = { loadFailed: 'Could not load', loading: 'Loading rows', count: (total: number) => `Rows: ${total}` };
const empty = { icon: ClipboardList, title: 'Nothing yet', hint: 'Rows appear here', testId: 'rows-empty' };

function card(state: RemoteState<{ total: number }>, options: { rows?: number; query?: string; page?: number } = {}) {
  const handlers = { reload: vi.fn(), onQuery: vi.fn(), onPage: vi.fn() };
  const ui = (
    <PagedListCard
      state={state}
      reload={handlers.reload}
      rows={options.rows ?? 0}
      query={options.query ?? ''}
      onQuery={handlers.onQuery}
      page={options.page ?? 0}
      onPage={handlers.onPage}
      text={text}
      countTestId="rows-count"
      empty={empty}
      table={<table data-testid="rows-table" />}
      cards={<ul data-testid="rows-cards" />}
    />
  );
  return { ui, handlers };
}

describe('PagedListCard (staff list kit)', () => {
  it('shows skeletons on the first load', async () => {
    await renderInRouter(card({ kind: 'loading', data: null }).ui);
    expect(screen.getByTestId('admin-list-skeleton').textContent).toContain('Loading rows');
    expect(screen.queryByTestId('rows-count')).toBeNull();
  });

  it('shows the error box with the SPEC §8 reason when nothing loaded, and Try again reloads', async () => {
    const { ui, handlers } = card({
      kind: 'failed',
      error: new ApiError('RATE_LIMITED', 429, 'slow down'),
      data: null,
    });
    const { t, user } = await renderInRouter(ui);
    const error = screen.getByTestId('admin-list-error');
    expect(error.textContent).toContain('Could not load');
    expect(error.textContent).toContain(t('errors.RATE_LIMITED'));
    await user.click(within(error).getByRole('button', { name: t('adminOrders.common.retry') }));
    expect(handlers.reload).toHaveBeenCalledOnce();
  });

  it('keeps loaded rows under a notice when a reload failed', async () => {
    await renderInRouter(card({ kind: 'failed', error: new Error('x'), data: { total: 3 } }, { rows: 3 }).ui);
    expect(screen.getByRole('alert').textContent).toBe('Could not load');
    expect(screen.getByTestId('rows-table')).toBeTruthy();
    expect(screen.getByTestId('rows-count').textContent).toBe('Rows: 3');
  });

  it('dims the rows while a later page loads', async () => {
    await renderInRouter(card({ kind: 'loading', data: { total: 3 } }, { rows: 3 }).ui);
    expect(screen.getByTestId('rows-table').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
  });

  it('shows the empty state, or the no-match state for a search', async () => {
    const first = await renderInRouter(card({ kind: 'loaded', data: { total: 0 } }).ui);
    expect(screen.getByTestId('rows-empty').textContent).toContain('Nothing yet');
    first.unmount();

    const { ui, handlers } = card({ kind: 'loaded', data: { total: 0 } }, { query: 'zed' });
    const { t, user } = await renderInRouter(ui);
    const noMatch = screen.getByTestId('admin-list-no-matches');
    expect(noMatch.textContent).toContain(t('adminOrders.common.noMatches', { query: 'zed' }));
    await user.click(within(noMatch).getByRole('button', { name: t('adminOrders.common.clearSearch') }));
    expect(handlers.onQuery).toHaveBeenCalledWith('');
  });

  it('pages: the range, Previous and Next, no pager when everything fits', async () => {
    const { ui, handlers } = card({ kind: 'loaded', data: { total: 60 } }, { rows: 25, page: 1 });
    const { t, user } = await renderInRouter(ui);
    expect(screen.getByText(t('adminOrders.common.range', { from: 26, to: 50, total: 60 }))).toBeTruthy();
    expect(screen.getByText(t('adminOrders.common.pageOf', { page: 2, pages: 3 }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('adminOrders.common.next') }));
    await user.click(screen.getByRole('button', { name: t('adminOrders.common.previous') }));
    expect(handlers.onPage.mock.calls).toEqual([[2], [0]]);
  });

  it('has no pager for one page', async () => {
    const { t } = await renderInRouter(card({ kind: 'loaded', data: { total: 3 } }, { rows: 3 }).ui);
    expect(screen.queryByRole('navigation', { name: t('adminOrders.common.pagesLabel') })).toBeNull();
  });
});
