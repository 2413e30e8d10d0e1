/**
 * Confirms the email of a verification link (issue 17 §1): the token rides in the link's fragment
 * (`#t=…`), which no browser sends to a server, so it appears in no request log; this hook reads it,
 * takes it out of the address bar (and so out of the history), and POSTs it once to
 * `/api/email-verifications`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, isApiError } from '#client/lib/api-client.ts';

export type EmailVerificationState =
  | { status: 'verifying' }
  | { status: 'verified'; email: string }
  /** No token, or one the server does not accept (unknown, expired, used, or the email changed). */
  | { status: 'invalid' }
  /** Network or server trouble: the same token can be tried again. */
  | { status: 'failed' };

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The token of a fragment such as `#t=abc…`, or null. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t');
  return token && tokenPattern.test(token) ? token : null;
}

/**
 * Starts as `verifying` on the server and in the first client render (the prerendered shell has no
 * fragment), so hydration matches. @returns the state and `retry` for the `failed` state.
 */
export function useEmailVerification(): { state: EmailVerificationState; retry: () => void } {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<EmailVerificationState>({ status: 'verifying' });
  const token = useRef<string | null | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (token.current !== undefined) return;
    token.current = tokenFromHash(hash);
    // The token leaves the address bar at once.
    if (hash) navigate(pathname, { replace: true });
  }, [hash, pathname, navigate]);

  useEffect(() => {
    void attempt; // a retry runs the effect again
    const current = token.current ?? tokenFromHash(window.location.hash);
    token.current = current;
    if (!current) {
      setState({ status: 'invalid' });
      return;
    }
    let active = true;
    setState({ status: 'verifying' });
    api.confirmEmail(current).then(
      ({ email }) => {
        if (active) setState({ status: 'verified', email });
      },
      (error: unknown) => {
        if (!active) return;
        setState({
          status: isApiError(error, 'EMAIL_VERIFICATION_INVALID', 'VALIDATION_FAILED') ? 'invalid' : 'failed',
        });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
