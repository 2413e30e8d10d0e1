/**
 * Who the checked email belongs to (SPEC §3 users): the customer since when, its language and
 * preview request, or a note that no customer has the email yet (its images wait for it). Holds
 * the language select the uploads and the email-order link use (SPEC §7: update-user-image carries
 * a locale).
 */
import { Mail, Sparkles, UserRound, UserRoundX } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { AdminUser } from '#shared/api/admin.schemas.ts';
import { intlTagByLocale, type Locale, locales } from '#shared/locales.ts';
import { fieldClasses } from './email-lookup-form.tsx';

interface CustomerSummaryProps {
  email: string;
  customer: AdminUser['customer'];
  locale: Locale;
  onLocaleChange(locale: Locale): void;
}

export function CustomerSummary({ email, customer, locale, onLocaleChange }: CustomerSummaryProps) {
  const { t, locale: pageLocale } = useTranslator();
  const since = customer
    ? new Intl.DateTimeFormat(intlTagByLocale[pageLocale], { dateStyle: 'medium' }).format(new Date(customer.createdAt))
    : null;

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
        <div className="mt-2 space-y-2 text-sm text-stone-600">
          <p className="flex items-center gap-2">
            <UserRound className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
            {t('adminImages.customer.since', { date: since })}
          </p>
          {customer.previewRequested && (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-600/20 ring-inset">
              <Sparkles className="size-3.5" aria-hidden="true" />
              {t('adminImages.customer.previewRequested')}
            </p>
          )}
        </div>
      ) : (
        <p className="mt-2 flex items-start gap-2 text-sm text-stone-600" data-testid="image-admin-no-customer">
          <UserRoundX className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
          {t('adminImages.customer.none')}
        </p>
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
