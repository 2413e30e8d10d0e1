import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred } from '#client/test-support/admin-fake-api.ts';
import { useRemoteList } from './use-remote-list.hook.ts';

describe('useRemoteList', () => {
  it('loads, keeps the rows while reloading, and keeps them with the error when a reload fails', async () => {
    let answer = deferred<string[]>();
    const load = () => answer.promise;
    const { result } = renderHook(() => useRemoteList(load));
    expect(result.current.state).toEqual({ kind: 'loading', data: null });

    await act(async () => answer.resolve(['a']));
    expect(result.current.state).toEqual({ kind: 'loaded', data: ['a'] });

    answer = deferred<string[]>();
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ kind: 'loading', data: ['a'] });

    const failure = new Error('down');
    answer = { promise: Promise.reject(failure), resolve: () => {} };
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'failed', error: failure, data: ['a'] }));
  });

  it('drops an answer that arrives after a newer request', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const { result, rerender } = renderHook(({ load }) => useRemoteList(load), {
      initialProps: { load: () => slow.promise },
    });
    rerender({ load: () => fast.promise });
    await act(async () => fast.resolve('newer search'));
    expect(result.current.state).toEqual({ kind: 'loaded', data: 'newer search' });
    await act(async () => slow.resolve('older search'));
    expect(result.current.state).toEqual({ kind: 'loaded', data: 'newer search' });
  });
});
