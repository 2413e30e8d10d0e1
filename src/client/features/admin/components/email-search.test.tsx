import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '#client/test-support/admin-render.tsx';
import { EmailSearch } from './email-search.tsx';
import { searchDebounceMs } from './use-debounced-search.hook.ts';

/** A list whose search in effect changes from outside the box (Back, a link). */
function Host() {
  const [value, setValue] = useState('one');
  return (
    <>
      <EmailSearch value={value} onSearch={() => {}} />
      <button type="button" onClick={() => setValue('two')}>
        Back
      </button>
    </>
  );
}

describe('EmailSearch (staff lists)', () => {
  it('applies typing after a pause, once', async () => {
    const onSearch = vi.fn();
    const { t } = await renderInRouter(<EmailSearch value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: t('adminOrders.common.searchLabel') });
    fireEvent.change(box, { target: { value: 'ad' } });
    fireEvent.change(box, { target: { value: 'ada' } });
    expect(onSearch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith('ada'), { timeout: searchDebounceMs * 4 });
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('applies at once on Enter, and the clear button empties the search', async () => {
    const onSearch = vi.fn();
    const { t, user } = await renderInRouter(<EmailSearch value="grace" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: t('adminOrders.common.searchLabel') }) as HTMLInputElement;
    expect(box.value).toBe('grace');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(onSearch).toHaveBeenLastCalledWith('grace');
    await user.click(screen.getByRole('button', { name: t('adminOrders.common.clearSearch') }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(box.value).toBe('');
  });

  it('shows a search that changed elsewhere (Back, a link)', async () => {
    const { user } = await renderInRouter(<Host />);
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    expect(box.value).toBe('one');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(box.value).toBe('two');
  });
});
