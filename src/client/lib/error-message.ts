/** Maps a failure to its translated message (catalogue `errors.CODE`, SPEC §8). */
import type { Translator } from '../i18n/i18n.ts';
import { ApiError } from './api-error.ts';

/** The translated reason for `error`; a generic message for anything that is not an `ApiError`. */
export function errorMessage(t: Translator, error: unknown): string {
  if (error instanceof ApiError) return t(`errors.${error.code}`);
  return t('errors.INTERNAL');
}
