/**
 * The placement editor's place on a storefront page (issue 20 §5): the "Adjust placement" button
 * and, once pressed, the editor panel, loaded then (React.lazy: the editor, its gestures library,
 * the fonts' parser, its catalogue namespace and the save call stay out of the page's first load,
 * issue 9 budgets).
 */
import { lazy } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { Translator } from '#client/i18n/i18n.ts';

/** The editor with its loading state, catalogue and save (placement-editor-panel.tsx). */
export const PlacementEditorPanel = lazy(() => import('./placement-editor-panel.tsx'));

/** The button that opens the editor (which then loads, telling so). */
export function PlacementButton({ t, onOpen, disabled }: { t: Translator; onOpen: () => void; disabled?: boolean }) {
  return (
    <Button variant="outline" size="sm" onClick={onOpen} disabled={disabled} data-testid="placement-open">
      {t('customize.placement.open')}
    </Button>
  );
}
