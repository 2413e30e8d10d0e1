/**
 * The customer's placement of the artwork (issue 20 §5) on the customize and email-order pages:
 * restored from the customer record, edited in the placement editor, saved with
 * `PUT /api/customers/:id/placement` (the checkout copies the saved one onto the order line). A
 * refusal is told in the customer's language (e.g. PLACEMENT_OUTSIDE_PRINT_AREA) and the editor
 * stays open.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import type { Placement } from '#shared/placement.ts';

interface UsePlacementOptions {
  t: Translator;
  ensureCustomerId: () => Promise<string | null>;
  /** The placement on the customer record once the session is known (undefined before). */
  saved: Placement | null | undefined;
}

/** @returns the current placement (null: none yet), whether the editor is open, and its actions. */
export function usePlacement({ t, ensureCustomerId, saved }: UsePlacementOptions) {
  const [placement, setPlacement] = useState<Placement | null>(null);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (saved) setPlacement(saved);
  }, [saved]);

  /** Saves `draft` placed for an image of `imageAspect`; resolves whether it was saved. */
  const save = useCallback(
    async (draft: Placement, imageAspect: number | null): Promise<boolean> => {
      const customerId = await ensureCustomerId();
      if (!customerId) return false;
      try {
        // Loaded with the editor (the only caller), not with the page.
        const { placementApi } = await import('#client/lib/placement-api.ts');
        const { effectiveDpi: _dpi, ...stored } = await placementApi.save(customerId, {
          ...draft,
          imageAspect: imageAspect ?? undefined,
        });
        setPlacement(stored);
        setEditing(false);
        toast.success(t('customize.placement.saved'));
        return true;
      } catch (error) {
        toast.error(errorMessage(t, error));
        return false;
      }
    },
    [ensureCustomerId, t],
  );

  return {
    placement,
    editing,
    open: useCallback(() => setEditing(true), []),
    close: useCallback(() => setEditing(false), []),
    save,
  };
}

export type PlacementState = ReturnType<typeof usePlacement>;
