/**
 * One write of a staff form (password change, adding an account, a two-factor code): runs the api
 * client's call and keeps the refusal as its SPEC §8 message, for the form to show above its button.
 */
import { useState } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { errorMessage } from '#client/lib/error-message.ts';

/**
 * @param call an api client call (its answer must not be undefined).
 * @returns `failure` (the translated reason of the last refusal, or null) and `run(...args)`, which
 * resolves the answer, or undefined after a refusal; it never throws.
 */
export function useApiAction<Args extends unknown[], Answer>(call: (...args: Args) => Promise<Answer>) {
  const { t } = useTranslator();
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (...args: Args): Promise<Answer | undefined> => {
    setFailure(null);
    try {
      return await call(...args);
    } catch (error) {
      setFailure(errorMessage(t, error));
      return undefined;
    }
  };
  return { failure, run };
}
