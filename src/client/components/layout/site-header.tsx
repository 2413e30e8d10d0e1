/**
 * Sticky storefront header (SPEC §2.4): logo linking to the storefront root and the links Customize
 * and Size Guide; under 768 px the links collapse into a toggle menu.
 */
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { Locale } from '../../../shared/locales.ts';
import { paths } from '../../../shared/paths.ts';
import type { StorefrontVariant } from '../../../shared/pricing.ts';
import { translatorFor } from '../../i18n/i18n.ts';
import { cn } from '../../lib/cn.ts';
import { Logo } from './logo.tsx';

/** Header of one storefront (`locale` + `variant` decide where its links point). */
export function SiteHeader({ locale, variant }: { locale: Locale; variant: StorefrontVariant }) {
  const t = translatorFor(locale);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change on purpose.
  useEffect(() => setMenuOpen(false), [pathname]);

  const links = [
    { to: paths.customize(locale, variant), label: t('nav.customize') },
    { to: paths.sizeGuide(locale, variant), label: t('nav.sizeGuide') },
  ];
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
      isActive ? 'text-brand-700' : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
    );

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/70 bg-white/85 backdrop-blur-md">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to={paths.storefront(locale, variant)} aria-label={t('nav.logoLabel')} className="rounded-xl">
          <Logo />
        </Link>
        <nav aria-label={t('nav.mainNavigation')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="grid size-10 place-items-center rounded-xl text-stone-700 hover:bg-stone-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label={t('nav.mainNavigation')} className="border-t border-stone-200 md:hidden">
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={(state) => cn(linkClass(state), 'block')}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
