/**
 * The catalogue's history for /admin/prices and /admin/catalog (issue 21 §1;
 * `GET /api/admin/catalog-changes`): the versions of one price book or product, newest first, 50 at a
 * time with "Show older"; read again when `reloadKey` changes (after a save).
 */
import { useCallback, useEffect, useState } from 'react';
import { adminCatalogApi } from '#client/lib/admin-catalog-api.ts';
import type { CatalogChange, CatalogEntity } from '#shared/api/admin-catalog.schemas.ts';

type HistoryState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'loaded'; changes: CatalogChange[]; total: number; page: number };

export function useCatalogHistory(entity: CatalogEntity, entityId: string | null, reloadKey: number) {
  const [state, setState] = useState<HistoryState>({ kind: 'loading' });

  const load = useCallback(async () => {
    if (!entityId) return;
    setState({ kind: 'loading' });
    try {
      const page = await adminCatalogApi.changes({ entity, entityId });
      setState({ kind: 'loaded', changes: page.changes, total: page.total, page: 0 });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }, [entity, entityId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey asks for a fresh read after a save.
  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  const more = async () => {
    if (state.kind !== 'loaded' || !entityId) return;
    try {
      const next = await adminCatalogApi.changes({ entity, entityId, page: state.page + 1 });
      setState({ ...state, changes: [...state.changes, ...next.changes], page: state.page + 1 });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  };

  return { state, reload: () => void load(), more: () => void more() };
}
