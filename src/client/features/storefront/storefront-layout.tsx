/**
 * Layout route of a storefront (`/:lang/wowanimatedtees/*`, `/:lang/wowghiblitees/*`): validates the
 * locale and variant of the path and wraps the page in the shared shell of SPEC §2.4 (header,
 * footer). An unknown language, or a storefront path without a page yet, renders the not-found page.
 */
import { useLocation, useOutlet } from 'react-router';
import { NotFoundScreen } from '#client/components/layout/not-found-screen.tsx';
import { SiteFooter } from '#client/components/layout/site-footer.tsx';
import { SiteHeader } from '#client/components/layout/site-header.tsx';
import { storefrontFromPath } from './storefront-context.ts';

/** Header, page, footer; or the not-found page for an invalid storefront path. */
export default function StorefrontLayout() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const storefront = storefrontFromPath(pathname);
  if (!storefront || !outlet) return <NotFoundScreen />;

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader locale={storefront.locale} variant={storefront.variant} />
      <main id="main" className="flex-1">
        {outlet}
      </main>
      <SiteFooter locale={storefront.locale} variant={storefront.variant} />
    </div>
  );
}
