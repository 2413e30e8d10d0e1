/** Media query state for rendering decisions that CSS alone cannot make (SPEC §2.3 gallery). */
import { useEffect, useState } from 'react';

/** Screens from this width on are not mobile (SPEC §9 "Mobile breakpoint 768 px"). */
export const desktopQuery = '(min-width: 768px)';

/**
 * Whether `query` matches, kept up to date on resize. False while prerendering and on the first
 * client render (so hydration matches), then the real value from an effect.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
