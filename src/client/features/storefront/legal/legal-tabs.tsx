/**
 * The tab bar of the legal page (SPEC §2.9): Privacy Policy and Terms & Conditions as real links,
 * so each tab has its own URL; the current route is the active tab (`aria-current="page"`).
 */
import { FileText, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import type { Locale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';
import { type LegalDoc, legalDocs } from './legal-doc.ts';

const icons = { privacy: ShieldCheck, terms: FileText } as const;

interface LegalTabsProps {
  t: Translator;
  locale: Locale;
  variant: StorefrontVariant;
  active: LegalDoc;
}

/** Links styled as a segmented tab bar, one per legal document. */
export function LegalTabs({ t, locale, variant, active }: LegalTabsProps) {
  return (
    <nav aria-label={t('legal.navLabel')}>
      <ul className="grid grid-cols-2 gap-1 rounded-2xl bg-stone-200/60 p-1 sm:inline-grid">
        {legalDocs.map((doc) => {
          const Icon = icons[doc];
          const current = doc === active;
          return (
            <li key={doc}>
              <Link
                to={paths[doc](locale, variant)}
                aria-current={current ? 'page' : undefined}
                data-testid={`legal-tab-${doc}`}
                className={cn(
                  'flex h-full items-center justify-center gap-2 rounded-xl px-2 py-2.5 text-center text-sm font-semibold transition-colors sm:px-5',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  current
                    ? 'bg-white text-brand-700 shadow-sm'
                    : 'text-stone-600 hover:bg-white/70 hover:text-stone-900',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {/* A phone has room for the short footer names only ("Datenschutz", not "Datenschutzerklärung"). */}
                <span className="sm:hidden">{t(`nav.${doc}`)}</span>
                <span className="hidden sm:inline">{t(`legal.${doc}.tab`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
