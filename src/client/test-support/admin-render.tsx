/**
 * Renders a staff page or component for client unit tests (issue 18 §4) as the browser shows it:
 * inside a memory router at a real staff URL, with the page locale's catalogue loaded, so tests
 * read the same translated text staff see, toasts included (the shop's lazy toaster is mounted).
 * Pair it with `installFakeApi` for the server.
 */
import { type RenderHookResult, type RenderResult, render, renderHook } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { loadCatalogues, namespaces, type Translator, translatorFor } from '#client/i18n/i18n.ts';
import { LazyToaster } from '#client/lib/lazy-toaster.tsx';
import type { Locale } from '#shared/locales.ts';

/** Loads every catalogue part of `locale` (staff pages take all of them) and returns its translator. */
export async function staffTranslator(locale: Locale = 'en-us'): Promise<Translator> {
  await loadCatalogues(locale, namespaces);
  return translatorFor(locale);
}

/** Shows where the router is, so tests can assert on navigations. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="test-location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** A rendered page with a user to drive it and the translator of its locale. */
export interface RenderedPage extends RenderResult {
  user: UserEvent;
  t: Translator;
  /** The router's current path and query. */
  location(): string;
}

/**
 * Renders `Page` (a route module's default export) at `url`, matched by the route `path`
 * (React Router syntax, e.g. `:lang/admin/orders/:orderId`); any other URL renders nothing but the
 * location probe, so links and navigations can be followed.
 */
export async function renderAdminPage(
  Page: ComponentType,
  { url, path }: { url: string; path: string },
): Promise<RenderedPage> {
  const locale = (url.split('/')[1] as Locale) || 'en-us';
  const t = await staffTranslator(['de', 'es', 'fr', 'en-us'].includes(locale) ? locale : 'en-us');
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            <Page />
            <LocationProbe />
            <LazyToaster />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />);
  return {
    ...result,
    user,
    t,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

/** Renders `ui` (a component, not a whole page) under a memory router at `url`. */
export async function renderInRouter(ui: ReactNode, url = '/en-us/admin'): Promise<RenderedPage> {
  return renderAdminPage(() => <>{ui}</>, { url, path: url.split('?')[0] });
}

/** `renderHook` under a memory router at `url` (hooks that read the URL or the translator). */
export async function renderRoutedHook<Result>(
  hook: () => Result,
  url = '/en-us/admin',
): Promise<RenderHookResult<Result, unknown> & { t: Translator }> {
  const t = await staffTranslator();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return { ...renderHook(hook, { wrapper }), t };
}
