/**
 * Who is logged in to the staff area (issue 7 §2; `GET/DELETE /api/admin/session`): asked of the
 * server once, then kept as the login form, the password change and the pages report changes.
 */
import { useCallback, useEffect, useState } from 'react';
import { adminSessionApi } from '#client/lib/admin-session-api.ts';
import { isApiError } from '#client/lib/api-error.ts';
import type { AdminSession } from '#shared/api/admin-session.schemas.ts';

/**
 * checking: the server has not answered yet; anonymous: nobody is logged in (401 UNAUTHORIZED);
 * failed: the server could not say (the `ApiError`); staff: the session.
 */
type GateState =
  | { kind: 'checking' }
  | { kind: 'anonymous' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'staff'; session: AdminSession };

/**
 * @returns `state`, `check()` (asks again: Try again), `signedIn(session)` for a newer answer about
 * the account (login, password or two-factor change) and `logout()`, which ends the session on the
 * server and then shows the login form. @throws ApiError from `logout()` when the server fails.
 */
export function useAdminSession() {
  const [state, setState] = useState<GateState>({ kind: 'checking' });

  const check = useCallback(async () => {
    setState({ kind: 'checking' });
    try {
      setState({ kind: 'staff', session: await adminSessionApi.getAdminSession() });
    } catch (error) {
      setState(isApiError(error, 'UNAUTHORIZED') ? { kind: 'anonymous' } : { kind: 'failed', error });
    }
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  const signedIn = useCallback((session: AdminSession) => setState({ kind: 'staff', session }), []);
  const logout = useCallback(async () => {
    await adminSessionApi.adminLogout();
    setState({ kind: 'anonymous' });
  }, []);

  return { state, check: () => void check(), signedIn, logout };
}
