/**
 * The email sender's link preview (SPEC §2.12): the email-order page the email's link leads to, for
 * this email and language, read-only. The link's own key is made when the email is sent (issue 17
 * §5), so it shows as a placeholder; the hint says that it expires and can be revoked.
 */
import { Link2 } from 'lucide-react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { inputClasses } from './form-controls.tsx';

/** `url`: the link without its key, or null while the email is not email-shaped. */
export function LinkPreview({ id, url }: { id: string; url: string | null }) {
  const { t } = useTranslator();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 flex items-center gap-1.5 text-sm font-medium text-stone-800">
        <Link2 className="size-4 text-stone-500" aria-hidden="true" />
        {t('adminEmails.sender.linkLabel')}
      </label>
      <input
        id={id}
        readOnly
        value={url ? `${url}&sig=${t('adminEmails.sender.linkKey')}` : ''}
        placeholder={t('adminEmails.sender.linkEmpty')}
        aria-describedby={hintId}
        data-testid="email-order-link-preview"
        onFocus={(event) => event.currentTarget.select()}
        className={inputClasses(
          false,
          'bg-stone-50 font-mono text-[13px] text-stone-700 sm:text-[13px] read-only:focus:bg-white',
        )}
      />
      <p id={hintId} className="mt-1.5 text-xs leading-relaxed text-stone-500">
        {t('adminEmails.sender.linkHint')}
      </p>
    </div>
  );
}
