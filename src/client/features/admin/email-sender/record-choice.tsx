import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import type { AdminUser } from '#shared/api/admin.schemas.ts';
import { EmailVerificationBadge } from '../components/email-verification-badge.tsx';
import { Thumb } from '../components/thumb.tsx';

const optionClass = cn(
  'flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-2.5 text-sm transition-colors',
  'has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/60 has-[:checked]:ring-2 has-[:checked]:ring-brand-500/30',
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
  'has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-stone-50 has-[:enabled]:cursor-pointer has-[:enabled]:hover:border-stone-300',
);

/** The image a choice shows in the email: the artwork, else the photo. */
export function chosenImage(user: AdminUser, customerId: string | null): string | null {
  const record = user.customers.find((c) => c.id === customerId);
  return record ? (record.generatedImageUrl ?? record.imageUrl) : (user.generatedImageUrl ?? user.uploadImageUrl);
}

/**
 * The record chosen to start with: the one the previous page named, if it confirmed the address,
 * else the only confirmed one; else none (the email's own images).
 */
export function initialChoice(user: AdminUser, named: string | null): string | null {
  const verified = user.customers.filter((c) => c.emailVerified);
  if (named && verified.some((c) => c.id === named)) return named;
  return verified.length === 1 ? verified[0].id : null;
}

export function RecordChoice(props: { user: AdminUser; chosen: string | null; onChoose(id: string | null): void }) {
  const { t } = useTranslator();
  const { user, chosen } = props;
  return (
    <fieldset className="space-y-2" data-testid="email-sender-records">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('adminEmails.sender.recordsLabel')}</legend>
      {user.customers.map((record) => {
        const id = record.id.slice(0, 8);
        return (
          <label key={record.id} className={optionClass} data-testid="email-sender-record">
            <input
              type="radio"
              name="email-sender-record"
              className="sr-only"
              checked={chosen === record.id}
              disabled={!record.emailVerified}
              onChange={() => props.onChoose(record.id)}
            />
            <Thumb
              src={record.generatedImageUrl ?? record.imageUrl}
              alt={t('adminEmails.sender.recordImageAlt', { id })}
              missingLabel={t('adminEmails.sender.imageNone')}
              size={44}
            />
            <span className="min-w-0">
              <span className="block font-mono text-[13px] font-semibold text-stone-900">
                {t('adminEmails.sender.recordOption', { id })}
              </span>
              <EmailVerificationBadge
                verified={record.emailVerified}
                labels={{
                  verified: t('adminEmails.sender.recordVerified'),
                  notVerified: t('adminEmails.sender.recordNotVerified'),
                }}
              />
            </span>
          </label>
        );
      })}
      <label className={optionClass} data-testid="email-sender-record-email-only">
        <input
          type="radio"
          name="email-sender-record"
          className="sr-only"
          checked={chosen === null}
          onChange={() => props.onChoose(null)}
        />
        <Thumb
          src={user.generatedImageUrl ?? user.uploadImageUrl}
          alt={t('adminEmails.sender.emailImagesOption')}
          missingLabel={t('adminEmails.sender.imageNone')}
          size={44}
        />
        <span className="min-w-0">
          <span className="block font-semibold text-stone-900">{t('adminEmails.sender.emailImagesOption')}</span>
          <span className="block text-xs text-stone-600">{t('adminEmails.sender.emailImagesHint')}</span>
        </span>
      </label>
    </fieldset>
  );
}
