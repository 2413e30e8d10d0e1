/**
 * Loads the proof a private proof link opens and sends the customer's answer (issue 20 §4). The
 * token rides in the link's fragment (`#t=…&a=approve|change`), which no browser sends to a server;
 * `a` is the email button pressed, which only preselects what the page asks. Starts as `loading` on
 * the server and in the first client render (the prerendered shell has no fragment), so hydration
 * matches.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { api, isApiError } from '#client/lib/api-client.ts';
import type { ProofDecisionBody, ProofView } from '#shared/api/proofs.schemas.ts';

export type ProofState =
  | { status: 'loading' }
  | { status: 'ready'; proof: ProofView }
  /** No token, or one the server does not accept. */
  | { status: 'invalid' }
  /** Network or server trouble: the same link can be tried again. */
  | { status: 'failed' };

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The token and preselected action of a fragment such as `#t=abc…&a=change`. */
export function proofLinkFromHash(hash: string): { token: string | null; action: 'approve' | 'change' | null } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('t');
  const action = params.get('a');
  return {
    token: token && tokenPattern.test(token) ? token : null,
    action: action === 'approve' || action === 'change' ? action : null,
  };
}

/**
 * @returns the state, the action the email button preselected, `retry` for the `failed` state and
 *   `decide`, which sends an answer and shows the proof as the server then has it (rejects with the
 *   API error, e.g. PROOF_ALREADY_DECIDED, after reloading the proof).
 */
export function useProof() {
  const { hash } = useLocation();
  const [state, setState] = useState<ProofState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [link, setLink] = useState<ReturnType<typeof proofLinkFromHash>>({ token: null, action: null });

  useEffect(() => {
    void attempt; // a retry runs the effect again
    const parsed = proofLinkFromHash(hash || window.location.hash);
    setLink(parsed);
    const { token } = parsed;
    if (!token) {
      setState({ status: 'invalid' });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    api.getProof(token).then(
      (proof) => {
        if (active) setState({ status: 'ready', proof });
      },
      (error: unknown) => {
        if (!active) return;
        setState({ status: isApiError(error, 'PROOF_LINK_INVALID', 'NOT_FOUND') ? 'invalid' : 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [hash, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const decide = useCallback(
    async (body: ProofDecisionBody) => {
      if (!link.token) return;
      try {
        const proof = await api.decideProof(link.token, body);
        setState({ status: 'ready', proof });
      } catch (error) {
        // Answered elsewhere meanwhile (another tab, the other button): show what is true now.
        if (isApiError(error, 'PROOF_ALREADY_DECIDED', 'PROOF_ROUNDS_EXHAUSTED')) retry();
        throw error;
      }
    },
    [link.token, retry],
  );
  return { state, action: link.action, retry, decide };
}
