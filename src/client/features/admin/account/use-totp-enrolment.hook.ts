/**
 * Setting up two-factor sign-in (issue 17 §3; `POST /api/admin/account/totp`): a new secret and its
 * QR code, kept only in this state while enrolling (the server never returns it again).
 */
import { useState } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminStaffApi } from '#client/lib/admin-staff-api.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import type { TotpEnrolment } from '#shared/api/admin-session.schemas.ts';

/**
 * @returns `enrolment` (null until started and after `end()`), `starting` while the server makes
 * it, `startFailure` (the SPEC §8 message of a refused start) and `start()`, which never throws.
 */
export function useTotpEnrolment() {
  const { t } = useTranslator();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [starting, setStarting] = useState(false);
  const [startFailure, setStartFailure] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    setStartFailure(null);
    try {
      setEnrolment(await adminStaffApi.startTotp());
    } catch (error) {
      setStartFailure(errorMessage(t, error));
    } finally {
      setStarting(false);
    }
  };

  return { enrolment, starting, startFailure, start: () => void start(), end: () => setEnrolment(null) };
}
