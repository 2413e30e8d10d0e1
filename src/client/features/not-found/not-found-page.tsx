/**
 * Not-found page (SPEC §2.11): '404', 'Oops! Page not found', links to Home, Ghibli Tees, Animated
 * Tees and the Admin Panel; the missing path is logged to the console. Also the route of every
 * path no other route matches.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath } from '../../../shared/locales.ts';
import { paths } from '../../../shared/paths.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { translatorFor } from '../../i18n/i18n.ts';
import { useTranslator } from '../../i18n/use-translator.ts';

/** Document title in the path's language; never indexed. */
export function meta({ location }: { location: { pathname: string } }) {
  const t = translatorFor(localeFromPath(location.pathname));
  return [{ title: t('meta.notFoundTitle') }, { name: 'robots', content: 'noindex' }];
}

/** The 404 screen, in the language of the path's first segment. */
export default function NotFoundPage() {
  const { t } = useTranslator();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  // Plain anchors: these pages are served by the server, not all by this client's route table.
  const links = [
    { href: paths.home(), label: t('notFound.home'), variant: 'primary' as const },
    { href: paths.storefront('en-us', 'wowghiblitees'), label: t('notFound.ghibliTees'), variant: 'outline' as const },
    { href: paths.storefront('en-us'), label: t('notFound.animatedTees'), variant: 'outline' as const },
    { href: paths.admin(), label: t('notFound.admin'), variant: 'ghost' as const },
  ];

  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4 py-16">
      <div className="max-w-lg text-center">
        <p className="font-display text-8xl font-extrabold tracking-tight text-brand-600">{t('notFound.code')}</p>
        <h1 className="mt-4 font-display text-2xl font-bold text-stone-900">{t('notFound.message')}</h1>
        <nav className="mt-8 flex flex-wrap justify-center gap-3">
          {links.map((link) => (
            <a key={link.href} href={link.href} className={buttonClasses(link.variant)}>
              {link.label}
            </a>
          ))}
        </nav>
      </div>
    </main>
  );
}
