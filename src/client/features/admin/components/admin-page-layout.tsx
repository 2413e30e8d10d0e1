/**
 * The frame the staff pages share (issue 7 §3): the route guard (language segment, then the staff
 * login), the page shell (admin header and `<main>`), the back link and the top of the page
 * (heading, intro and actions such as Refresh).
 */
import { ArrowLeft, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundScreen as NotFoundPage } from '#client/components/layout/not-found-screen.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { isLocale } from '#shared/locales.ts';
import { AdminGate } from '../admin-gate.tsx';
import { AdminHeader } from '../admin-header.tsx';

/**
 * The `:lang` segments a staff route accepts; any other shows the not-found page.
 * `optional`: none (`/admin/…`) or one of the four locales; `required`: one of the four locales;
 * `en-us`: none or `en-us` (pages that exist in English only, SPEC §2.1).
 */
export type AdminLangRule = 'optional' | 'required' | 'en-us';

function acceptsLang(lang: string | undefined, rule: AdminLangRule): boolean {
  if (rule === 'required') return isLocale(lang);
  if (lang === undefined) return true;
  return rule === 'en-us' ? lang === 'en-us' : isLocale(lang);
}

/** A staff route's body: the not-found page for a language segment `lang` refuses, else `children` behind the staff login. */
export function AdminRoute({ lang = 'optional', children }: { lang?: AdminLangRule; children: ReactNode }) {
  const params = useParams();
  if (!acceptsLang(params.lang, lang)) return <NotFoundPage />;
  return <AdminGate>{children}</AdminGate>;
}

/** `<main>` of most staff pages: 5xl wide (64 rem), the lists 6xl (72 rem). */
const mainClasses = {
  default: 'mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10',
  wide: 'mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10',
} as const;

/**
 * A staff page: the admin header and `<main id="main">` in a full-height box carrying `testId`.
 * `width` picks the main column; `mainClassName` replaces its classes for pages spaced otherwise.
 */
export function AdminPageShell({
  testId,
  width = 'default',
  mainClassName,
  children,
}: {
  testId: string;
  width?: keyof typeof mainClasses;
  mainClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="touch-targets min-h-dvh" data-testid={testId}>
      <AdminHeader />
      <main id="main" className={mainClassName ?? mainClasses[width]}>
        {children}
      </main>
    </div>
  );
}

const backLinkClasses = {
  muted:
    'inline-flex items-center gap-1 rounded-lg text-sm font-medium text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
  brand:
    'mb-4 inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
} as const;

/** '← Back to …' above a page's heading; `tone="brand"` is the image admin's coloured one (with its own gap below). */
export function BackLink({
  to,
  label,
  tone = 'muted',
}: {
  to: string;
  label: string;
  tone?: keyof typeof backLinkClasses;
}) {
  return (
    <Link to={to} className={backLinkClasses[tone]}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

const headingClasses = 'font-display text-3xl font-bold text-stone-900 sm:text-4xl';
const introClasses = 'mt-2 max-w-2xl text-base text-stone-600';

/**
 * The top of a staff page: an optional back link, the `<h1>` and its intro; `actions` (e.g. a
 * RefreshButton) sit beside the heading and wrap under it on a phone.
 */
export function AdminPageHeading({
  back,
  heading,
  intro,
  actions,
}: {
  back?: { to: string; label: string; tone?: keyof typeof backLinkClasses };
  heading: ReactNode;
  intro: ReactNode;
  actions?: ReactNode;
}) {
  const backLink = back && <BackLink to={back.to} label={back.label} tone={back.tone} />;
  if (actions) {
    return (
      <>
        {backLink}
        <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className={headingClasses}>{heading}</h1>
            <p className={introClasses}>{intro}</p>
          </div>
          {actions}
        </div>
      </>
    );
  }
  return (
    <>
      {backLink}
      {/* The muted back link is spaced by the heading; the brand one brings its own margin. */}
      <h1 className={cn(back && back.tone !== 'brand' && 'mt-3', headingClasses)}>{heading}</h1>
      <p className={introClasses}>{intro}</p>
    </>
  );
}

/** Refresh: reloads the page's data; disabled and spinning while `refreshing`. */
export function RefreshButton({
  onRefresh,
  refreshing,
  label,
}: {
  onRefresh: () => void;
  refreshing: boolean;
  label: string;
}) {
  return (
    <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
      <RefreshCw className={cn('size-4', refreshing && 'animate-spin')} aria-hidden="true" />
      {label}
    </Button>
  );
}
