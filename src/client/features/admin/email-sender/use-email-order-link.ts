/**
 * The link preview of the email sender (SPEC §2.12 "preview of the link"): the signed email-order
 * link the server would put into the email for this email and language, fetched from
 * POST /api/admin/email-order-links a moment after typing stops and again when the language changes.
 */
import { useEffect, useState } from 'react';
import { adminEmailsApi } from '#client/lib/admin-emails-api.ts';
import { staffEmailSchema } from '#shared/api/admin.schemas.ts';
import type { Locale } from '#shared/locales.ts';

export type EmailOrderLinkState =
  | { kind: 'empty' }
  | { kind: 'loading' }
  | { kind: 'ready'; url: string }
  | { kind: 'failed'; error: unknown };

/** Typing pause (ms) before the link is asked for, so each keystroke is not a request. */
const debounceMs = 350;

/**
 * @returns `empty` while the email is not email-shaped (the server would refuse it), `loading`,
 * `ready` with the link, or `failed`. Answers for an email or language no longer shown are dropped.
 */
export function useEmailOrderLink(email: string, locale: Locale): EmailOrderLinkState {
  const [state, setState] = useState<EmailOrderLinkState>({ kind: 'empty' });
  const parsed = staffEmailSchema.safeParse(email);
  const validEmail = parsed.success ? parsed.data : null;

  useEffect(() => {
    if (validEmail === null) {
      setState({ kind: 'empty' });
      return;
    }
    let current = true;
    setState({ kind: 'loading' });
    const timer = setTimeout(() => {
      adminEmailsApi.emailOrderLink(validEmail, locale).then(
        ({ url }) => {
          if (current) setState({ kind: 'ready', url });
        },
        (error: unknown) => {
          if (current) setState({ kind: 'failed', error });
        },
      );
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [validEmail, locale]);

  return state;
}
