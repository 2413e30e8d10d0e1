/**
 * Document shell of every page (DESIGN.md layout): `<html lang>` from the locale of the path,
 * head tags, toasts, scroll handling, and the error screen.
 */
// First: configures zod before any schema module runs.
import './lib/zod-config.ts';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteError,
} from 'react-router';
import { intlTagByLocale, localeFromPath } from '#shared/locales.ts';
import './app.css';
import { logoImages } from './components/layout/logo.tsx';
import { NotFoundScreen } from './components/layout/not-found-screen.tsx';
import { useScrollToHash } from './components/layout/use-scroll-to-hash.ts';
import { buttonClasses } from './components/ui/button.tsx';
import { inlineCatalogueId, pageCatalogueJson, useCatalogues } from './i18n/i18n.ts';
import { useTranslator } from './i18n/use-translator.ts';
import { LazyToaster } from './lib/lazy-toaster.tsx';

/** SPEC §2.4 "Two logo images are preloaded"; the badge doubles as the favicon. */
export const links: LinksFunction = () => [
  { rel: 'icon', href: logoImages.mark, type: 'image/svg+xml' },
  { rel: 'preload', as: 'image', href: logoImages.mark, type: 'image/svg+xml' },
  { rel: 'preload', as: 'image', href: logoImages.wordmark, type: 'image/svg+xml' },
];

/** The `<html>` document around every route, also around the error screen. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = intlTagByLocale[localeFromPath(pathname)];
  // Client navigations wait here for the next page's messages (i18n.ts); never while hydrating.
  useCatalogues(pathname);
  // Hydration keeps the server's attributes: the SPA fallback page is prerendered as en-US.
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  // An explicit "page hydrated" marker: end-to-end tests wait for it instead of network silence.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#e2491a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* The page's messages, added before hydration by entry.client.tsx (issue 9). */}
        <script
          id={inlineCatalogueId}
          type="application/json"
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, >, & escaped (i18n.ts).
          dangerouslySetInnerHTML={{ __html: pageCatalogueJson(pathname) }}
        />
        <LazyToaster />
        {/* No <ScrollRestoration />: useScrollToHash owns scrolling (SPEC §2.4). */}
        <Scripts />
      </body>
    </html>
  );
}

/** The root route: renders the matched page; scrolls to the top on path changes and to URL hashes. */
export default function App() {
  useScrollToHash();
  return <Outlet />;
}

/**
 * Last-resort error screen (SPEC §2.11: "A router default error screen reads 'Unexpected
 * Application Error!'"); a 404 response shows the not-found page instead.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  const detail = error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : null;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-2xl font-bold text-stone-900">{t('errorScreen.heading')}</h1>
      {detail && <p className="mt-3 text-stone-600">{detail}</p>}
      <button type="button" className={buttonClasses('primary', 'md', 'mt-6')} onClick={() => window.location.reload()}>
        {t('errorScreen.reload')}
      </button>
    </main>
  );
}
