/**
 * Language switcher of the storefront header (issue 11): links to the same page in the other
 * languages of the same storefront variant (e.g. /de/wowghiblitees/customize ↔
 * /fr/wowghiblitees/customize), or to that storefront's root where the page exists in one
 * language only (the German Impressum). Plain links with `hreflang`, so they are in the
 * prerendered HTML and crawlable; the current language is marked with `aria-current`.
 * A per-customer page (email order, order status, proof, email verification) links to itself in
 * the other language with its query and fragment, which carry the customer's signed link or token
 * (issue 23 point 9: the email order page lost its link and 5 % offer on a language switch).
 */
import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '#client/lib/cn.ts';
import { intlTagByLocale, type Locale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';
import {
  emailOrderPagePaths,
  orderStatusPagePaths,
  proofPagePaths,
  publicPagePaths,
  storefronts,
  verifyEmailPagePaths,
} from '#shared/storefronts.ts';

/** Endonyms (a visitor looks for their language under its own name) and their short labels. */
const languages: Record<Locale, { name: string; short: string }> = {
  'en-us': { name: 'English', short: 'EN' },
  de: { name: 'Deutsch', short: 'DE' },
  fr: { name: 'Français', short: 'FR' },
  es: { name: 'Español', short: 'ES' },
};

const publicPages = new Set(publicPagePaths());
/** Pages whose query or fragment names the customer: a language link keeps them. */
const perCustomerPages = new Set([
  ...emailOrderPagePaths(),
  ...orderStatusPagePaths(),
  ...proofPagePaths(),
  ...verifyEmailPagePaths(),
]);

/**
 * Where each language's link leads from `pathname` of the storefront `locale`/`variant`.
 * @returns one entry per storefront of `variant`, in the storefront list's order.
 */
export function languageLinks(
  locale: Locale,
  variant: StorefrontVariant,
  pathname: string,
): Array<{ locale: Locale; to: string; current: boolean; perCustomer: boolean }> {
  const rest = pathname.replace(/\/+$/, '').slice(paths.storefront(locale, variant).length);
  return storefronts
    .filter((s) => s.variant === variant)
    .map((s) => {
      const samePage = `${paths.storefront(s.locale, variant)}${rest}`;
      const perCustomer = perCustomerPages.has(samePage);
      const to = publicPages.has(samePage) || perCustomer ? samePage : paths.storefront(s.locale, variant);
      return { locale: s.locale, to, current: s.locale === locale, perCustomer };
    });
}

const noSubscription = () => () => {};

/**
 * The page's query and fragment in the browser; empty while prerendering and hydrating, so the
 * hydrated links match the prerendered HTML and gain them right after.
 */
function useQueryAndFragment(): string {
  const location = useLocation();
  return useSyncExternalStore(
    noSubscription,
    () => `${location.search}${location.hash}`,
    () => '',
  );
}

/** The switcher, `data-testid="storefront-languages"`; `label` names it in the page language. */
export function StorefrontLanguages({
  locale,
  variant,
  pathname,
  label,
  className,
}: {
  locale: Locale;
  variant: StorefrontVariant;
  pathname: string;
  label: string;
  className?: string;
}) {
  const links = languageLinks(locale, variant, pathname);
  const queryAndFragment = useQueryAndFragment();
  if (links.length < 2) return null;
  return (
    <nav aria-label={label} data-testid="storefront-languages" className={className}>
      <ul className="flex items-center rounded-full border border-stone-200 bg-white/80 p-0.5">
        {links.map((link) => (
          <li key={link.locale}>
            <Link
              to={link.perCustomer ? `${link.to}${queryAndFragment}` : link.to}
              hrefLang={intlTagByLocale[link.locale]}
              lang={intlTagByLocale[link.locale]}
              // The visible code is the accessible name (WCAG 2.5.3: a voice user says what they
              // see), spoken in its own language; the endonym is the tooltip and description.
              title={languages[link.locale].name}
              aria-current={link.current ? 'true' : undefined}
              data-language-link={link.locale}
              className={cn(
                'block rounded-full px-2 py-1 text-xs font-bold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                link.current ? 'bg-stone-900 text-white' : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
              )}
            >
              {languages[link.locale].short}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
