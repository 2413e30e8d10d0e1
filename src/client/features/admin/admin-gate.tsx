/**
 * The door of every admin page (issue 7 §2): asks the server who is logged in
 * (GET /api/admin/session), shows a skeleton while that is unknown, the staff login form when
 * nobody is, the password change when the account signed in with a one-time password (issue 17 §3:
 * the server refuses everything else until then), and the guarded page once somebody is, at the same
 * URL (so after login the user is on the page they asked for). Guarded pages read the staff member
 * with `useStaffSession()`.
 */
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import type { AdminSession, StaffRole } from '#shared/api/admin-session.schemas.ts';
import { useAdminSession } from './use-admin-session.hook.ts';

// Issue 22 §3: the login form and the forced password change (react-hook-form, the zod resolver,
// the two-factor step) load only when the server says they are needed: a signed-in staff member's
// page downloads neither. The skeleton stays up while they load.
const AdminLoginForm = lazy(() => import('./admin-login-form.tsx').then((m) => ({ default: m.AdminLoginForm })));
const ForcedPasswordChange = lazy(() =>
  import('./account/forced-password-change.tsx').then((m) => ({ default: m.ForcedPasswordChange })),
);

/** The logged-in staff member, for the pages inside `AdminGate`. */
export interface StaffSession {
  email: string;
  role: StaffRole;
  totpEnabled: boolean;
  /** Takes the server's newer answer about the account (after a password or two-factor change). */
  update(session: AdminSession): void;
  /** Ends the session on the server, then shows the login form. @throws ApiError when the server fails. */
  logout(): Promise<void>;
}

const StaffContext = createContext<StaffSession | null>(null);

/**
 * The staff member of the page.
 * @throws Error when used outside `AdminGate`.
 */
export function useStaffSession(): StaffSession {
  const session = useContext(StaffContext);
  if (!session) throw new Error('useStaffSession() is only available inside <AdminGate>');
  return session;
}

/** Renders `children` only for a logged-in staff member (see the file comment). */
export function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslator();
  const { state, check, signedIn, logout } = useAdminSession();

  const current = state.kind === 'staff' ? state.session : null;
  const session = useMemo<StaffSession | null>(
    () =>
      current === null
        ? null
        : {
            email: current.email,
            role: current.role,
            totpEnabled: current.totpEnabled,
            update: signedIn,
            logout,
          },
    [current, signedIn, logout],
  );

  if (current?.passwordChangeRequired) {
    return (
      <Suspense fallback={<AdminSkeleton label={t('admin.gate.checking')} />}>
        <ForcedPasswordChange email={current.email} onChanged={signedIn} onLogout={logout} />
      </Suspense>
    );
  }
  if (session) return <StaffContext.Provider value={session}>{children}</StaffContext.Provider>;
  if (state.kind === 'anonymous') {
    return (
      <Suspense fallback={<AdminSkeleton label={t('admin.gate.checking')} />}>
        <AdminLoginForm onLoggedIn={signedIn} />
      </Suspense>
    );
  }
  if (state.kind === 'failed') {
    return (
      <main id="main" className="mx-auto grid min-h-dvh max-w-md place-items-center px-4">
        <Card className="w-full p-6 text-center" role="alert">
          <TriangleAlert className="mx-auto size-8 text-red-600" aria-hidden="true" />
          <h1 className="mt-3 font-display text-lg font-bold text-stone-900">{t('admin.gate.unavailable')}</h1>
          <p className="mt-2 text-sm text-stone-600">{errorMessage(t, state.error)}</p>
          <Button className="mt-5" onClick={check}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('admin.gate.retry')}
          </Button>
        </Card>
      </main>
    );
  }
  return <AdminSkeleton label={t('admin.gate.checking')} />;
}

/** Grey placeholders in the dashboard's shape while the session is being checked. */
function AdminSkeleton({ label }: { label: string }) {
  return (
    <main id="main" aria-busy="true" className="mx-auto max-w-5xl px-4 py-6 sm:px-6" data-testid="admin-skeleton">
      <p className="sr-only" role="status">
        {label}
      </p>
      <div aria-hidden="true" className="animate-pulse">
        <div className="flex items-center justify-between gap-4">
          <div className="h-9 w-36 rounded-xl bg-stone-200" />
          <div className="h-9 w-24 rounded-xl bg-stone-200" />
        </div>
        <div className="mt-10 h-8 w-64 max-w-full rounded-lg bg-stone-200" />
        <div className="mt-3 h-4 w-96 max-w-full rounded bg-stone-200" />
        <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <div key={key} className="h-32 rounded-3xl bg-stone-200/70" />
          ))}
        </div>
      </div>
    </main>
  );
}
