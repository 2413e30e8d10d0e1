/**
 * Rendering storefront code in client unit tests (issue 18 §4): a memory router at a storefront
 * path (so `useStorefront` and `useTranslator` read the locale and variant from it), the path's
 * message catalogue loaded first, the shop's toaster mounted so toasts show in the document, and the
 * current location shown for navigation assertions.
 */
import { render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast as sonnerToast } from 'sonner';
import { afterEach } from 'vitest';
import { loadCatalogues, namespacesForPath, type Translator, translatorFor } from '#client/i18n/i18n.ts';
import { LazyToaster } from '#client/lib/lazy-toaster.tsx';
import { type Locale, localeFromPath } from '#shared/locales.ts';

// sonner keeps its toasts in module state and shows them to the next toaster: each test starts with none.
afterEach(() => {
  sonnerToast.dismiss();
});

/** Loads the catalogue parts the page at `path` translates with (as the root layout would). */
export async function loadCatalogueFor(path: string): Promise<void> {
  const { pathname } = new URL(path, 'http://shop.test');
  await loadCatalogues(localeFromPath(pathname), namespacesForPath(pathname));
}

/** Shows where the router is, as `data-testid="location"` (path and search). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function Frame({ path, state, children }: { path: string; state?: unknown; children: ReactNode }) {
  const { pathname, search, hash } = new URL(path, 'http://shop.test');
  return (
    <MemoryRouter initialEntries={[{ pathname, search, hash, state }]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {children}
              <LazyToaster />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

/** Renders `ui` at the storefront `path` (e.g. `/de/wowanimatedtees/customize`), `state` as navigation state. */
export async function renderAt(path: string, ui: ReactElement, options: { state?: unknown } = {}) {
  await loadCatalogueFor(path);
  return render(
    <Frame path={path} state={options.state}>
      {ui}
    </Frame>,
  );
}

/** Runs `hook` inside a component at the storefront `path`; toasts show in the document. */
export async function renderHookAt<T>(path: string, hook: () => T) {
  await loadCatalogueFor(path);
  return renderHook(hook, { wrapper: ({ children }) => <Frame path={path}>{children}</Frame> });
}

/**
 * `locale`'s translator that throws for a key without a message, so a test comparing the page with
 * `t(key)` cannot pass on two untranslated keys (the path's catalogue must be loaded first).
 */
export function messagesOf(locale: Locale): Translator {
  const t = translatorFor(locale);
  const strict = (...args: Parameters<Translator>) => {
    const text = (t as unknown as (...a: unknown[]) => string)(...args);
    if (text === args[0]) throw new Error(`No ${locale} message for ${String(args[0])}`);
    return text;
  };
  return strict as unknown as Translator;
}
