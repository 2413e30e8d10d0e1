/**
 * Where the image admin's uploads and links go (issue 17 §1): the record chosen in the records list,
 * with whether it confirmed the email, or the email alone. Holds the language select the uploads and
 * the email-order link use (SPEC §7: update-user-image carries a locale).
 */
import { Mail, UserRound } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { AdminUserCustomer } from '#shared/api/admin.schemas.ts';
import { type Locale, locales } from '#shared/locales.ts';
import { EmailVerificationBadge } from '../components/email-verification-badge.tsx';
import { recordLabel } from './customer-records.tsx';
import { fieldClasses } from './email-lookup-form.tsx';

interface CustomerSummaryProps {
  email: string;
  /** The chosen record; null: the email alone. */
  customer: AdminUserCustomer | null;
  locale: Locale;
  onLocaleChange(locale: Locale): void;
}

export function CustomerSummary({ email, customer, locale, onLocaleChange }: CustomerSummaryProps) {
  const { t } = useTranslator();
  return (
    <Card
      as="section"
      aria-labelledby="image-admin-customer-title"
      className="p-5 sm:p-6"
      data-testid="image-admin-customer"
    >
      <h2 id="image-admin-customer-title" className="font-display text-lg font-bold text-stone-900">
        {t('adminImages.customer.title')}
      </h2>
      <p className="mt-3 flex min-w-0 items-center gap-2 text-sm font-medium text-stone-900">
        <Mail className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
        <span className="truncate" data-testid="image-admin-customer-email">
          {email}
        </span>
      </p>
      {customer ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-700" data-testid="image-admin-target">
          <UserRound className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
          <span className="font-mono text-[13px] font-semibold">
            {t('adminImages.customer.record', { id: recordLabel(customer.id) })}
          </span>
          <EmailVerificationBadge
            verified={customer.emailVerified}
            labels={{ verified: t('adminImages.records.verified'), notVerified: t('adminImages.records.notVerified') }}
          />
        </p>
      ) : (
        <div className="mt-2 text-sm text-stone-600" data-testid="image-admin-target">
          <p className="font-semibold text-stone-800">{t('adminImages.customer.emailOnly')}</p>
          <p className="mt-0.5">{t('adminImages.customer.emailOnlyHint')}</p>
        </div>
      )}
      <div className="mt-5">
        <label htmlFor="image-admin-locale" className="mb-1.5 block text-sm font-medium text-stone-800">
          {t('adminImages.customer.language')}
        </label>
        <select
          id="image-admin-locale"
          value={locale}
          onChange={(event) => onLocaleChange(event.target.value as Locale)}
          aria-describedby="image-admin-locale-hint"
          className={fieldClasses}
          data-testid="image-admin-locale"
        >
          {locales.map((option) => (
            <option key={option} value={option}>
              {t(`adminImages.customer.languages.${option}`)}
            </option>
          ))}
        </select>
        <p id="image-admin-locale-hint" className="mt-1.5 text-xs text-stone-500">
          {t('adminImages.customer.languageHint')}
        </p>
      </div>
    </Card>
  );
}
