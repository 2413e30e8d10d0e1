/** Defers work until an element is about to scroll into view (SPEC §2.3: the gallery loads lazily). */
import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true once `ref`'s element comes within `margin` of the viewport, and stays true.
 * @param enabled observe only while true (no observer on screens that never show the content).
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean, margin = '600px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near, margin]);
  return near;
}
