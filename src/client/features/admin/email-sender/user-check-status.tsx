/**
 * Result of the email sender's Check (SPEC §4 "user-found flag (true, false, unknown)", SPEC §8
 * messages): found, not found (sending still allowed), or the look-up failed. When the shop knows the
 * email, staff choose whose images the email shows (a confirmed record, or the email's own; issue
 * 17 §1), and the image the order-link email will show and the record's language are shown, with a
 * one-click switch to that language.
 */
import { CircleAlert, CircleCheck, ImageOff, Info, Languages } from 'lucide-react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { AdminUser } from '#shared/api/admin.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import { chosenImage, RecordChoice } from './record-choice.tsx';

/** The look-up of the email in the field: SPEC §4's flag plus the in-between states. */
export type UserLookup =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; user: AdminUser }
  | { kind: 'not-found'; user: AdminUser | null }
  | { kind: 'failed' };

/** The message under the email field, and for a known email its image and language. */
export function UserCheckStatus({
  lookup,
  selectedLocale,
  onUseLocale,
  chosen,
  onChoose,
}: {
  lookup: UserLookup;
  selectedLocale: Locale;
  onUseLocale: (locale: Locale) => void;
  /** The record whose images the email shows; null: the email's own. */
  chosen: string | null;
  onChoose: (customerId: string | null) => void;
}) {
  const { t } = useTranslator();
  if (lookup.kind === 'idle' || lookup.kind === 'checking') {
    // Kept in the tree (empty) so screen readers announce the result when it arrives.
    return <p role="status" className="sr-only" />;
  }
  if (lookup.kind === 'failed') {
    return (
      <p
        role="alert"
        className="mt-2 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-200"
      >
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('adminEmails.sender.checkFailed')}
      </p>
    );
  }

  const found = lookup.kind === 'found';
  const user = lookup.user;
  const record = user?.customers.find((c) => c.id === chosen) ?? null;
  const customerLocale = record?.locale ?? null;
  const imageUrl = user ? chosenImage(user, chosen) : null;
  const artwork = record ? record.generatedImageUrl : user?.generatedImageUrl;
  const imageText = artwork
    ? t('adminEmails.sender.imageArtwork')
    : imageUrl
      ? t('adminEmails.sender.imagePhoto')
      : t('adminEmails.sender.imageNone');

  return (
    <div className="mt-2 space-y-2">
      <p
        role="status"
        data-testid="user-check-result"
        className={
          found
            ? 'flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 ring-1 ring-emerald-200'
            : 'flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200'
        }
      >
        {found ? (
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        ) : (
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        )}
        {found ? t('adminEmails.sender.userFound') : t('adminEmails.sender.userNotFound')}
      </p>
      {user && <RecordChoice user={user} chosen={chosen} onChoose={onChoose} />}
      {user && (
        <div className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-stone-50/70 p-2.5">
          {imageUrl ? (
            <img
              src={imageUrl}
              alt=""
              className="size-14 shrink-0 rounded-xl bg-white object-cover ring-1 ring-stone-200"
              loading="lazy"
            />
          ) : (
            <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-white text-stone-400 ring-1 ring-stone-200">
              <ImageOff className="size-5" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0 flex-1 text-sm">
            <p className="text-stone-800">{imageText}</p>
            {customerLocale && (
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-600">
                <span className="inline-flex items-center gap-1">
                  <Languages className="size-3.5" aria-hidden="true" />
                  {t('adminEmails.sender.customerLanguage', {
                    language: t(`adminEmails.languages.${customerLocale}`),
                  })}
                </span>
                {customerLocale !== selectedLocale && (
                  <button
                    type="button"
                    className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                    onClick={() => onUseLocale(customerLocale)}
                  >
                    {t('adminEmails.sender.useLanguage')}
                  </button>
                )}
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
