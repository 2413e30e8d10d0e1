/**
 * The customer's placement of the artwork (issue 20 §5) on the customize and email-order pages:
 * restored from the customer record, and whether the placement editor is open. Saving is the
 * editor panel's (placement-editor-panel.tsx, loaded with the editor), which hands the saved
 * placement back through `saved`.
 */
import { useEffect, useState } from 'react';
import type { Placement } from '#shared/placement-model.ts';

/**
 * @param restored the placement on the customer record once the session is known (undefined before).
 * @returns the current placement (null: none yet), whether the editor is open, and its actions.
 */
export function usePlacement(restored: Placement | null | undefined) {
  const [placement, setPlacement] = useState<Placement | null>(null);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (restored) setPlacement(restored);
  }, [restored]);

  return {
    placement,
    editing,
    open: () => setEditing(true),
    close: () => setEditing(false),
    /** The placement as the server saved it: shown from now on, the editor closed. */
    saved: (stored: Placement) => {
      setPlacement(stored);
      setEditing(false);
    },
  };
}

export type PlacementState = ReturnType<typeof usePlacement>;
