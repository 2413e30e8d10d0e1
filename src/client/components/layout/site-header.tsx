/**
 * Sticky storefront header (SPEC §2.4): the logo linking to the storefront root, and the links. On
 * the Ghibli home page they are Home, How It Works, Gallery and FAQ (sections of that page);
 * elsewhere Customize and Size Guide. Under 768 px the links collapse into a toggle menu. Beside
 * them the language switcher (storefront-languages.tsx, issue 11) stays visible at every width.
 * Pages served without hydration (ADR 0027) toggle the same markup with static-page/menu.ts: the
 * mobile menu is always rendered (`hidden` while closed), the button carries both labels.
 */
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Translator } from '#client/i18n/i18n.ts';
import { translatorFor } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import type { Locale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';
import { CartLink } from './cart-link.tsx';
import { Logo } from './logo.tsx';
import { StorefrontLanguages } from './storefront-languages.tsx';

interface HeaderLink {
  to: string;
  label: string;
  /** Set for links to a section of the Ghibli home page (`#faq`). */
  hash?: string;
}

/** The header links of one storefront page (SPEC §2.4). */
function headerLinks(locale: Locale, variant: StorefrontVariant, pathname: string, t: Translator): HeaderLink[] {
  const home = paths.storefront(locale, variant);
  const onGhibliHome = variant === 'wowghiblitees' && pathname.replace(/\/+$/, '') === home;
  if (onGhibliHome) {
    return [
      { to: home, label: t('nav.home') },
      { to: `${home}#how-it-works`, label: t('nav.howItWorks'), hash: '#how-it-works' },
      { to: `${home}#gallery`, label: t('nav.gallery'), hash: '#gallery' },
      { to: `${home}#faq`, label: t('nav.faq'), hash: '#faq' },
    ];
  }
  return [
    { to: paths.customize(locale, variant), label: t('nav.customize') },
    { to: paths.sizeGuide(locale, variant), label: t('nav.sizeGuide') },
  ];
}

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** Header of one storefront (`locale` + `variant` decide where its links point). */
export function SiteHeader({ locale, variant }: { locale: Locale; variant: StorefrontVariant }) {
  const t = translatorFor(locale);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, key } = useLocation();

  // Any navigation closes the mobile menu, also a jump to a section of the same page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose.
  useEffect(() => setMenuOpen(false), [key]);

  // Escape closes the open menu, as for other disclosure widgets.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const links = headerLinks(locale, variant, pathname, t);
  const linkClass = (active: boolean) =>
    cn(
      'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
      focusRing,
      active ? 'text-brand-700' : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
    );

  // Prerendering sees the path with a trailing slash; compare without it so the markup matches.
  const currentPath = pathname.replace(/\/+$/, '');
  const renderLink = (link: HeaderLink, extra?: string) => {
    // Section links are not marked: the hash is unknown while prerendering.
    const active = !link.hash && link.to === currentPath;
    return (
      <Link to={link.to} className={cn(linkClass(active), extra)} aria-current={active ? 'page' : undefined}>
        {link.label}
      </Link>
    );
  };

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/70 bg-white/85 backdrop-blur-md">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link
          to={paths.storefront(locale, variant)}
          aria-label={t('nav.logoLabel')}
          className={cn('rounded-xl', focusRing)}
        >
          <Logo />
        </Link>
        <div className="flex items-center gap-1 sm:gap-2 md:gap-4">
          <nav aria-label={t('nav.mainNavigation')} className="hidden md:block">
            <ul className="flex items-center gap-1">
              {links.map((link) => (
                <li key={link.to}>{renderLink(link)}</li>
              ))}
            </ul>
          </nav>
          {/* Issue 21 §4: the cart and its item count, at every width. */}
          <CartLink t={t} locale={locale} variant={variant} className={focusRing} />
          {/* Always visible (also under 768 px): the same page in the storefront's other languages. */}
          <StorefrontLanguages locale={locale} variant={variant} pathname={pathname} label={t('nav.language')} />
          <button
            type="button"
            data-testid="menu-toggle"
            className={cn(
              'group grid size-10 place-items-center rounded-xl text-stone-700 hover:bg-stone-100 md:hidden',
              focusRing,
            )}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            data-label-open={t('nav.openMenu')}
            data-label-close={t('nav.closeMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {/* Both icons, switched by aria-expanded, so a page without React toggles them too. */}
            <Menu className="size-5 group-aria-expanded:hidden" aria-hidden="true" />
            <X className="hidden size-5 group-aria-expanded:block" aria-hidden="true" />
          </button>
        </div>
      </div>
      {/* Always rendered, `hidden` while closed (out of the accessibility tree, so each link is
          announced once), so the static pages' script opens it without React (ADR 0027). */}
      <nav
        id="mobile-menu"
        data-testid="mobile-menu"
        aria-label={t('nav.mainNavigation')}
        className="border-t border-stone-200 md:hidden"
        hidden={!menuOpen}
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {links.map((link) => (
            <li key={link.to}>{renderLink(link, 'block')}</li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
