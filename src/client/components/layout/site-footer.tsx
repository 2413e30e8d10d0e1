/**
 * Storefront footer (SPEC §2.4): Home, Size Guide, Customize Now, Privacy, Terms under the storefront
 * base path, the support mailto link and a copyright line with the current year. Links stay in the
 * page's language and variant. German storefronts add the Impressum (issue 11); the operator's name
 * and address show when configured (`SHOP_*`, site-config.ts).
 */
import { Mail, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { translatorFor } from '#client/i18n/i18n.ts';
import { marketingClaims, shopOperator, supportEmail } from '#client/lib/site-config.ts';
import type { Locale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';
import { Logo } from './logo.tsx';

const linkClass =
  'rounded text-sm text-stone-400 transition-colors hover:text-white focus-visible:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400';

/** Footer of one storefront. */
export function SiteFooter({ locale, variant }: { locale: Locale; variant: StorefrontVariant }) {
  const t = translatorFor(locale);
  const year = new Date().getFullYear();
  // SPEC §2.4 order: Home, Size Guide, Customize Now, then the legal pages.
  const shopLinks = [
    { to: paths.storefront(locale, variant), label: t('nav.home') },
    { to: paths.sizeGuide(locale, variant), label: t('nav.sizeGuide') },
    { to: paths.customize(locale, variant), label: t('nav.customizeNow') },
  ];
  const helpLinks = [
    // Issue 19 §7: the order lookup (the status page itself opens only from its private link).
    { to: paths.orderLookup(locale, variant), label: t('footer.trackOrder') },
    { to: paths.privacy(locale, variant), label: t('nav.privacy') },
    { to: paths.terms(locale, variant), label: t('nav.terms') },
    // § 5 DDG: German pages link the Impressum from every page.
    ...(locale === 'de' ? [{ to: paths.impressum(locale, variant), label: t('footer.impressum') }] : []),
  ];

  return (
    <footer className="mt-20 bg-stone-900 text-stone-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-4">
          <Link
            to={paths.storefront(locale, variant)}
            aria-label={t('nav.logoLabel')}
            className="inline-block rounded-xl bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
          >
            <Logo />
          </Link>
          <p className="max-w-sm text-sm leading-relaxed text-stone-400">
            {variant === 'wowghiblitees' ? t('footer.taglineGhibli') : t('footer.tagline')}
          </p>
          {/* Issue 21 §5: only while the shop advertises free shipping. */}
          {marketingClaims.freeShipping ? (
            <p className="flex items-center gap-2 text-sm text-stone-300">
              <Truck className="size-4 text-brand-400" aria-hidden="true" />
              {t('footer.freeShipping')}
            </p>
          ) : null}
        </div>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="mb-3 text-xs font-bold tracking-widest text-stone-400 uppercase">
            {t('footer.shop')}
          </h2>
          <ul className="space-y-2">
            {shopLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="mb-3 text-xs font-bold tracking-widest text-stone-400 uppercase">
            {t('footer.help')}
          </h2>
          <ul className="space-y-2">
            {helpLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a
                href={`mailto:${supportEmail}`}
                data-testid="footer-support-email"
                aria-label={t('footer.contactLabel', { email: supportEmail })}
                className={`${linkClass} inline-flex items-center gap-1.5`}
              >
                <Mail className="size-4" aria-hidden="true" />
                {supportEmail}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-5 text-xs text-stone-400 sm:flex-row sm:justify-between sm:gap-4 sm:px-6">
          <p suppressHydrationWarning>{t('footer.copyright', { year })}</p>
          {shopOperator && (
            <p data-testid="footer-operator">
              {t('footer.operatedBy', { name: shopOperator.legalName, address: shopOperator.addressLines.join(', ') })}
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
