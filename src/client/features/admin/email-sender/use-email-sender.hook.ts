/**
 * The email sender's state and calls (SPEC §2.12, §4, §8; issue 7 §3, issue 17 §1): the fields, the
 * Check of the email (`GET /api/admin/users`) with the choice of whose images the email shows, and
 * Send (`POST /api/admin/emails`). `initialEmail` is checked at once; `initialCustomerId` is chosen
 * when it confirmed the address. After a send the email, name, subject and found flag reset.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminEmailsApi } from '#client/lib/admin-emails-api.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import { hasHiddenCharacters } from '#shared/email.ts';
import { defaultEmailSubject } from '#shared/email-subjects.ts';
import type { Locale } from '#shared/locales.ts';
import { emailOrderLinkPreview } from './email-order-link-preview.ts';
import { initialChoice } from './record-choice.tsx';
import type { UserLookup } from './user-check-status.tsx';

/** What the page shows after a send: the address it went to (for the success banner). */
export interface SentEmail {
  to: string;
  id: string;
}

/**
 * @param onSent hears each accepted send.
 * @returns the fields and their setters (`changeEmail` forgets the last Check, `changeLocale`
 * resets the subject to that language's default), `lookup` and `check(email)`, the `chosen` record
 * and `setChosen`, `linkPreview`, `formError` (required fields, hidden characters, or SPEC §8
 * 'Failed to send email: …'), `sending` and `send(event)` for the form's submit.
 */
export function useEmailSender({
  initialEmail,
  initialCustomerId,
  onSent,
}: {
  initialEmail: string;
  initialCustomerId: string | null;
  onSent: (sent: SentEmail) => void;
}) {
  const { t, locale: pageLocale } = useTranslator();
  const [email, setEmail] = useState(initialEmail);
  const [name, setName] = useState('');
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const [subject, setSubject] = useState(() => defaultEmailSubject(pageLocale));
  const [lookup, setLookup] = useState<UserLookup>({ kind: 'idle' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const linkPreview = emailOrderLinkPreview(window.location.origin, email, locale);
  // The record the preview-requests page named, for the first check only.
  const named = useRef(initialCustomerId);

  // The email the latest Check asked about; an answer for any other email is dropped.
  const checkedEmail = useRef<string | null>(null);

  const check = useCallback(async (value: string) => {
    const target = value.trim();
    if (!target) return;
    checkedEmail.current = target;
    setLookup({ kind: 'checking' });
    try {
      const user = await adminEmailsApi.findUser(target);
      if (checkedEmail.current !== target) return;
      // The shop may hold staff images for an email before the customer exists (SPEC §3).
      setLookup(user.customers.length > 0 ? { kind: 'found', user } : { kind: 'not-found', user });
      setChosen(initialChoice(user, named.current));
      named.current = null;
    } catch (error) {
      if (checkedEmail.current !== target) return;
      setLookup(isApiError(error, 'USER_NOT_FOUND') ? { kind: 'not-found', user: null } : { kind: 'failed' });
      setChosen(null);
    }
  }, []);

  // The preview-requests page links here with ?email=: check that customer straight away.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !initialEmail) return;
    prefilled.current = true;
    void check(initialEmail);
  }, [initialEmail, check]);

  const changeEmail = (value: string) => {
    setEmail(value);
    setFormError(null);
    // The found flag and the record choice belonged to the previous email.
    checkedEmail.current = null;
    setLookup({ kind: 'idle' });
    setChosen(null);
  };

  const changeLocale = (value: Locale) => {
    setLocale(value);
    setSubject(defaultEmailSubject(value));
  };

  /** SPEC §8 'Failed to send email: {message or Unknown error}'. */
  const sendFailureReason = (error: unknown): string => {
    // The mail server's own words (e.g. "550 mailbox unavailable") are what staff need here.
    if (isApiError(error, 'EMAIL_SEND_FAILED')) return error.message || t('adminEmails.sender.unknownError');
    if (isApiError(error)) return errorMessage(t, error);
    return t('adminEmails.sender.unknownError');
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = email.trim();
    const trimmedSubject = subject.trim();
    if (!to || !trimmedSubject) {
      setFormError(t('adminEmails.sender.requiredFields'));
      return;
    }
    // Issue 17 point 5: bidi or invisible characters make an address look like another one.
    if (hasHiddenCharacters(to)) {
      setFormError(t('messages.pleaseEnterValidEmail'));
      return;
    }
    setFormError(null);
    setSending(true);
    try {
      const { data } = await adminEmailsApi.sendEmail({
        to,
        subject: trimmedSubject,
        name: name.trim() || undefined,
        locale,
        // Only a record chosen for the email checked now (the field may have changed since).
        customerId: checkedEmail.current === to ? (chosen ?? undefined) : undefined,
      });
      toast.success(t('adminEmails.sender.sent'));
      setEmail('');
      setName('');
      setSubject(defaultEmailSubject(locale));
      checkedEmail.current = null;
      setLookup({ kind: 'idle' });
      setChosen(null);
      onSent({ to, id: data.id });
    } catch (error) {
      const message = t('adminEmails.sender.sendFailed', { message: sendFailureReason(error) });
      setFormError(message);
      toast.error(message);
    } finally {
      setSending(false);
    }
  };

  return {
    email,
    changeEmail,
    name,
    setName,
    locale,
    changeLocale,
    subject,
    changeSubject: (value: string) => {
      setSubject(value);
      setFormError(null);
    },
    lookup,
    check: (value: string) => void check(value),
    chosen,
    setChosen,
    linkPreview,
    formError,
    sending,
    send: (event: FormEvent<HTMLFormElement>) => void send(event),
  };
}
