/**
 * The staff login's calls and steps (issue 7 §2, issue 17 §3; `POST /api/admin/session`): the
 * password step, then, for an account with two-factor sign-in, the code step with the same email
 * and password.
 */
import { useState } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminSessionApi } from '#client/lib/admin-session-api.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import type { AdminSession } from '#shared/api/admin-session.schemas.ts';

/** The email and password of an account waiting for its two-factor code. */
interface LoginCredentials {
  email: string;
  password: string;
}

/**
 * @param onLoggedIn gets the session once the server accepted the login.
 * @returns `failure` (the SPEC §8 message of a refused login, or null), `needsCode` (the
 * credentials once the password was right for an account that also needs a code), `login(email,
 * password)`, which resolves false when refused (the form then clears the password), and `back()`
 * from the code step.
 */
export function useAdminLogin(onLoggedIn: (session: AdminSession) => void) {
  const { t } = useTranslator();
  const [failure, setFailure] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState<LoginCredentials | null>(null);

  const login = async (email: string, password: string): Promise<boolean> => {
    setFailure(null);
    try {
      onLoggedIn(await adminSessionApi.adminLogin(email, password));
      return true;
    } catch (error) {
      if (isApiError(error, 'TOTP_REQUIRED')) {
        setNeedsCode({ email, password });
        return true;
      }
      setFailure(errorMessage(t, error));
      return false;
    }
  };

  return { failure, needsCode, login, back: () => setNeedsCode(null) };
}
