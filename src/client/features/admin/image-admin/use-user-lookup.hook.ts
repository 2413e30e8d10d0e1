/**
 * The email look-up of the image admin (SPEC §2.12, §4 "user-found flag (true, false, unknown)",
 * §5 'Please enter an email address', §8 'User image(s) found!' / 'No images found for this user' /
 * 'Failed to check for user image'). `check` reports with toasts; `refresh` re-reads quietly after an
 * upload. An answer for an email no longer asked about is dropped.
 */
import { useCallback, useRef, useState } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { adminImagesApi } from '#client/lib/admin-images-api.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import type { AdminUser } from '#shared/api/admin.schemas.ts';
import { hasHiddenCharacters } from '#shared/email.ts';

export type LookupState =
  | { kind: 'idle' }
  /** The email field was empty. */
  | { kind: 'emailRequired' }
  /** The email carries bidi or invisible characters (issue 17 point 5). */
  | { kind: 'emailInvalid' }
  | { kind: 'checking'; email: string }
  /** The email has records or images; `found` says whether any image exists (SPEC's user-found flag). */
  | { kind: 'checked'; email: string; user: AdminUser | null; found: boolean }
  | { kind: 'failed'; email: string; error: unknown };

/** Whether the look-up answer shows at least one image: the email's own, or of any record carrying it. */
function hasImage(user: AdminUser | null): boolean {
  if (!user) return false;
  return Boolean(
    user.uploadImageUrl ||
      user.generatedImageUrl ||
      user.customers.some((record) => record.imageUrl || record.generatedImageUrl),
  );
}

export function useUserLookup(t: Translator) {
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  const request = useRef(0);

  /** Asks the server; `null` user for an email with neither a customer nor an image (404). */
  const load = useCallback(async (email: string): Promise<AdminUser | null> => {
    try {
      return await adminImagesApi.findUser(email);
    } catch (error) {
      if (isApiError(error, 'USER_NOT_FOUND')) return null;
      throw error;
    }
  }, []);

  /** Looks `rawEmail` up and reports the outcome as a toast and in `state`. */
  const check = useCallback(
    async (rawEmail: string) => {
      const email = rawEmail.trim();
      const current = ++request.current;
      if (email === '') {
        setState({ kind: 'emailRequired' });
        toast.error(t('adminImages.lookup.emailRequired'));
        return;
      }
      if (hasHiddenCharacters(email)) {
        setState({ kind: 'emailInvalid' });
        toast.error(t('messages.pleaseEnterValidEmail'));
        return;
      }
      setState({ kind: 'checking', email });
      try {
        const user = await load(email);
        if (current !== request.current) return;
        const found = hasImage(user);
        setState({ kind: 'checked', email, user, found });
        if (found) toast.success(t('adminImages.lookup.found'));
        else toast.info(t('adminImages.lookup.notFound'));
      } catch (error) {
        if (current !== request.current) return;
        setState({ kind: 'failed', email, error });
        toast.error(t('adminImages.lookup.failed'), { description: errorMessage(t, error) });
      }
    },
    [load, t],
  );

  /** Re-reads the checked email without toasts (after an upload); keeps the old answer on failure. */
  const refresh = useCallback(async () => {
    if (state.kind !== 'checked') return;
    const { email } = state;
    const current = ++request.current;
    try {
      const user = await load(email);
      if (current === request.current) setState({ kind: 'checked', email, user, found: hasImage(user) });
    } catch {
      // The upload itself succeeded and said so; the images show again at the next check.
    }
  }, [load, state]);

  /** Forgets the answer (the email field changed): the flag is unknown again. */
  const reset = useCallback(() => {
    request.current++;
    setState((current) => (current.kind === 'idle' ? current : { kind: 'idle' }));
  }, []);

  return { state, check, refresh, reset };
}
