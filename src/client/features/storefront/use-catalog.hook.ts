/**
 * The live catalogue of a storefront page (issue 21 §1, ADR 0021): the prerendered HTML and the
 * first render after hydration use the seed (SPEC §9, what a new shop sells) with `status:
 * 'loading'`, and price elements stay invisible in their place (`pricesHidden`, no layout shift)
 * until `GET /api/catalog` answered (`live`). If it cannot be read, the seed's prices show
 * (`fallback`): checkout still charges only the server's price (422 PRICE_MISMATCH otherwise).
 * One answer per storefront is shared by every component and kept for 30 s across navigations.
 * The API client (with its zod schema) loads on first use, after hydration: it is not part of the
 * landing page's initial JavaScript (issue 9 budgets).
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { StorefrontProduct } from '#shared/api/catalog.schemas.ts';
import type { PriceBook, StorefrontContext } from '#shared/pricing.ts';
import { seedStorefrontCatalog } from '#shared/storefront-catalog.ts';

export type CatalogStatus = 'loading' | 'live' | 'fallback';

export interface StorefrontCatalog {
  status: CatalogStatus;
  book: PriceBook;
  /** The products on sale, in the shop's order. */
  products: StorefrontProduct[];
}

/** How long an answer serves later pages of the same storefront before it is asked again. */
const freshForMs = 30_000;

interface Entry {
  state: StorefrontCatalog;
  fetchedAt: number;
  loading: Promise<void> | null;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry>();

const keyOf = (context: StorefrontContext) =>
  `${context.locale}|${context.variant}|${context.fromEmailOrder ? 'email' : 'store'}`;

function seedState(context: StorefrontContext, status: CatalogStatus): StorefrontCatalog {
  const seed = seedStorefrontCatalog(context);
  return { status, book: seed.priceBook, products: seed.products };
}

/** The prerender's and hydration's view: the seed, loading. One object per key, as React requires. */
const serverStates = new Map<string, StorefrontCatalog>();
function serverState(context: StorefrontContext): StorefrontCatalog {
  const key = keyOf(context);
  let state = serverStates.get(key);
  if (!state) {
    state = seedState(context, 'loading');
    serverStates.set(key, state);
  }
  return state;
}

function entryOf(context: StorefrontContext): Entry {
  const key = keyOf(context);
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: serverState(context), fetchedAt: 0, loading: null, listeners: new Set() };
    entries.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, state: StorefrontCatalog): void {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

/** Asks the server unless a fresh answer is there (or `force`); concurrent callers share one request. */
function refresh(context: StorefrontContext, force = false): Promise<void> {
  const entry = entryOf(context);
  if (entry.loading) return entry.loading;
  if (!force && entry.state.status === 'live' && Date.now() - entry.fetchedAt < freshForMs) return Promise.resolve();
  entry.loading = import('#client/lib/catalog-api.ts')
    .then(({ catalogApi }) => catalogApi.get(context))
    .then(
      (answer) => {
        entry.fetchedAt = Date.now();
        publish(entry, { status: 'live', book: answer.priceBook, products: answer.products });
      },
      () => {
        // Keep live prices already shown; otherwise the seed's become visible.
        if (entry.state.status === 'loading') publish(entry, seedState(context, 'fallback'));
      },
    )
    .finally(() => {
      entry.loading = null;
    });
  return entry.loading;
}

/**
 * The catalogue of `context`'s storefront, live once loaded. `reload()` asks the server again (after
 * a checkout was refused with PRICE_MISMATCH: the page shows the new prices at once).
 */
export function useCatalog(context: StorefrontContext): StorefrontCatalog & {
  pricesHidden: boolean;
  reload: () => Promise<void>;
} {
  const { locale, variant, fromEmailOrder } = context;
  const subscribe = useCallback(
    (listener: () => void) => {
      const entry = entryOf({ locale, variant, fromEmailOrder });
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [locale, variant, fromEmailOrder],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => entryOf({ locale, variant, fromEmailOrder }).state,
    () => serverState({ locale, variant, fromEmailOrder }),
  );
  useEffect(() => {
    void refresh({ locale, variant, fromEmailOrder });
  }, [locale, variant, fromEmailOrder]);
  const reload = useCallback(
    () => refresh({ locale, variant, fromEmailOrder }, true),
    [locale, variant, fromEmailOrder],
  );
  return { ...state, pricesHidden: state.status === 'loading', reload };
}

/** Forgets every answer (tests: each starts from a page load). */
export function resetCatalogCache(): void {
  entries.clear();
}
