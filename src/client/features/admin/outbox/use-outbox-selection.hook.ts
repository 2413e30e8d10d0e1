/**
 * Which outbox message is open: `?id=` of the URL, so a message can be linked and Back returns to
 * the list on a phone, where list and reader take turns in the same place.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Tailwind's `lg`, where list and reader sit side by side. */
const wideScreen = '(min-width: 64rem)';

/**
 * @param newestId the newest message: wide screens open it rather than show a blank reader.
 * @returns `selectedId` (null for none), `select(id | null)` and `panes`, the ref of the box
 * scrolled into view on a phone when the selection changes by a tap.
 */
export function useOutboxSelection(newestId: string | null) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('id');

  const panes = useRef<HTMLDivElement>(null);
  const selectedByTap = useRef(false);
  const select = (id: string | null) => {
    selectedByTap.current = true;
    setSearchParams(id ? { id } : {}, { preventScrollReset: true });
  };

  // Show the top of whichever pane comes next, after the shell's own scroll to the top (a link to
  // the same path), hence the timeout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per change of the selection.
  useEffect(() => {
    if (!selectedByTap.current) return;
    selectedByTap.current = false;
    if (window.matchMedia(wideScreen).matches) return;
    const timer = setTimeout(() => panes.current?.scrollIntoView({ block: 'start', behavior: 'instant' }), 0);
    return () => clearTimeout(timer);
  }, [selectedId]);

  useEffect(() => {
    if (selectedId || !newestId || !window.matchMedia(wideScreen).matches) return;
    setSearchParams({ id: newestId }, { replace: true, preventScrollReset: true });
  }, [selectedId, newestId, setSearchParams]);

  return { selectedId, select, panes };
}
