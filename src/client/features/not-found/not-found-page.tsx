/**
 * Not-found route (SPEC §2.11): the route of every path no other route matches; the screen itself
 * (`NotFoundScreen`) is shared with the storefront layout and the staff pages.
 */
import { NotFoundScreen } from '#client/components/layout/not-found-screen.tsx';
import { pageMeta } from '#client/lib/page-meta.ts';

/** Title and description in the path's language; never indexed. */
export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(
    location.pathname,
    (t) => ({ title: t('meta.notFoundTitle'), description: t('notFound.description') }),
    { noindex: true },
  );
}

/** The 404 screen, in the language of the path's first segment. */
export default function NotFoundPage() {
  return <NotFoundScreen />;
}
