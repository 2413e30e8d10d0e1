/**
 * The 404 screen (SPEC §2.11): '404', 'Oops! Page not found', links to Home, Ghibli Tees, Animated
 * Tees and the Admin Panel; the missing path is logged to the console. In the language of the
 * path's first segment. Shown by the not-found route, the storefront layout for an invalid
 * storefront path and the staff pages for a refused language segment, so it lives below them all.
 */
import { Compass, House, Settings, Shirt, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { paths } from '#shared/paths.ts';
import { Logo } from './logo.tsx';

/** The 404 screen, in the language of the path's first segment. */
export function NotFoundScreen() {
  const { t } = useTranslator();
  const { pathname } = useLocation();

  // In an effect, so prerendering (which renders this for the SPA fallback) logs nothing.
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  // Plain anchors: these pages are served by the server, not all by this client's route table.
  // The admin link is for staff, so it sits apart from the shop links.
  const links = [
    { href: paths.home(), label: t('notFound.home'), icon: House, variant: 'primary' as const },
    {
      href: paths.storefront('en-us', 'wowghiblitees'),
      label: t('notFound.ghibliTees'),
      icon: Sparkles,
      variant: 'outline' as const,
    },
    { href: paths.storefront('en-us'), label: t('notFound.animatedTees'), icon: Shirt, variant: 'outline' as const },
  ];

  return (
    <main
      id="main"
      className="relative isolate flex min-h-dvh flex-col overflow-hidden px-4 py-8 sm:px-6"
      data-testid="not-found"
    >
      {/* Soft brand glow behind the number. */}
      <div
        aria-hidden="true"
        className="absolute top-1/3 left-1/2 -z-10 size-[36rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-brand-200/40 blur-3xl"
      />
      <a
        href={paths.home()}
        aria-label={t('nav.logoLabel')}
        className="self-center rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
      >
        <Logo />
      </a>
      <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center py-12 text-center">
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-2xl bg-white text-brand-600 shadow-sm ring-1 ring-stone-200"
        >
          <Compass className="size-7" />
        </span>
        <p className="mt-6 bg-gradient-to-br from-brand-400 to-brand-700 bg-clip-text font-display text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl">
          {t('notFound.code')}
        </p>
        <h1 className="mt-4 font-display text-2xl font-bold text-stone-900 sm:text-3xl">{t('notFound.message')}</h1>
        <p className="mt-3 max-w-md text-base leading-relaxed text-stone-600">{t('notFound.description')}</p>
        <nav aria-label={t('notFound.linksLabel')} className="mt-8 w-full">
          <ul className="grid gap-3 sm:grid-cols-3">
            {links.map(({ href, label, icon: Icon, variant }) => (
              <li key={href}>
                <a href={href} className={buttonClasses(variant, 'md', 'w-full')}>
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </a>
              </li>
            ))}
          </ul>
          <a href={paths.admin()} className={buttonClasses('ghost', 'sm', 'mt-4 text-stone-500')}>
            <Settings className="size-4" aria-hidden="true" />
            {t('notFound.admin')}
          </a>
        </nav>
      </div>
    </main>
  );
}
