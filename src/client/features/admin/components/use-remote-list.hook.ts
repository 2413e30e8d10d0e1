/**
 * Loading state of a staff list fetched page by page (orders, preview requests): the first load
 * shows skeletons; a later load (another page, sort or search) keeps the rows on screen, dimmed,
 * until the answer arrives; a failure keeps the error to show with a retry. Answers that arrive
 * after a newer request was made are dropped, so a fast typist never sees an older search win.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteState<T> =
  | { kind: 'loading'; data: T | null }
  | { kind: 'failed'; error: unknown; data: T | null }
  | { kind: 'loaded'; data: T };

/**
 * Runs `load` now and whenever it changes (give it a `useCallback` over the query).
 * @returns the state and `reload()` for the Refresh and Try again buttons.
 */
export function useRemoteList<T>(load: () => Promise<T>): { state: RemoteState<T>; reload: () => void } {
  const [state, setState] = useState<RemoteState<T>>({ kind: 'loading', data: null });
  const latest = useRef(0);

  const run = useCallback(async () => {
    const ticket = ++latest.current;
    setState((previous) => ({ kind: 'loading', data: previous.data }));
    try {
      const data = await load();
      if (ticket === latest.current) setState({ kind: 'loaded', data });
    } catch (error) {
      if (ticket === latest.current) setState((previous) => ({ kind: 'failed', error, data: previous.data }));
    }
  }, [load]);

  useEffect(() => {
    void run();
  }, [run]);

  return { state, reload: () => void run() };
}
