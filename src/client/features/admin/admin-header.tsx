/**
 * Header of the admin pages (issue 7 §3): logo and area name linking to the dashboard, who is
 * logged in (a link to their account page, issue 17 §3), the keyboard shortcuts (issue 23 item 12),
 * a Home link to the shop and Log out. For pages inside `AdminGate`.
 */
import { House, LoaderCircle, LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '#client/components/layout/logo.tsx';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { toast } from '#client/lib/toast.ts';
import { paths } from '#shared/paths.ts';
import { useStaffSession } from './admin-gate.tsx';
import { adminDashboardPath, adminPagePaths } from './admin-links.ts';
import { StaffShortcuts } from './components/staff-shortcuts.tsx';

export function AdminHeader() {
  const { t, locale } = useTranslator();
  const staff = useStaffSession();
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    try {
      await staff.logout();
    } catch {
      toast.error(t('admin.header.logoutFailed'));
      setLeaving(false);
    }
  };

  return (
    <header className="border-b border-stone-200/80 bg-white/80 backdrop-blur">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
        <Link
          to={adminDashboardPath(locale)}
          className="flex items-center gap-2 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
        >
          <Logo />
          <span className="rounded-full bg-stone-900 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
            {t('admin.header.area')}
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <StaffShortcuts />
          <a href={paths.home()} className={buttonClasses('ghost', 'sm')}>
            <House className="size-4" aria-hidden="true" />
            {/* On a phone the logo and both buttons share one row (issue 23 item 12): icons there. */}
            <span className="max-sm:sr-only">{t('admin.header.home')}</span>
          </a>
          <Button variant="outline" size="sm" onClick={() => void logout()} disabled={leaving}>
            {leaving ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <LogOut className="size-4" aria-hidden="true" />
            )}
            <span className="max-sm:sr-only">{leaving ? t('admin.header.loggingOut') : t('admin.header.logout')}</span>
          </Button>
        </div>
        <p className="flex w-full min-w-0 text-sm text-stone-600 sm:order-none" data-testid="admin-staff-email">
          {/* Your account (issue 17 §3): password and two-factor sign-in. */}
          <Link
            to={adminPagePaths.account(locale)}
            className="flex min-w-0 items-center gap-1.5 rounded-lg hover:text-stone-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <UserRound className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{t('admin.header.loggedInAs', { email: staff.email })}</span>
          </Link>
        </p>
      </div>
    </header>
  );
}
