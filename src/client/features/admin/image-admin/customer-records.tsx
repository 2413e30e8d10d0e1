/**
 * The customer records carrying the checked email (issue 17 §1): a saved email is only a claim until
 * its owner confirms it, and several records may carry one address (a customer's second browser, or
 * someone else typing it). Staff see each with its photo, artwork, dates, confirmation and preview
 * request, and choose where uploads and links go: one record, or the email alone (kept until a
 * record confirms the address). Native radio buttons, so the choice works by keyboard as a group.
 */
import { Mail, Sparkles } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import type { AdminUserCustomer } from '#shared/api/admin.schemas.ts';
import { EmailVerificationBadge } from '../components/email-verification-badge.tsx';
import { Thumb } from '../components/thumb.tsx';
import { formatDate } from '../orders/order-format.ts';

/** A record's short name for staff: the first 8 characters of its id. */
export function recordLabel(id: string): string {
  return id.slice(0, 8);
}

const optionClass = cn(
  'flex cursor-pointer gap-3 rounded-2xl border border-stone-200 bg-white p-3 transition-colors sm:p-4',
  'hover:border-stone-300 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/60 has-[:checked]:ring-2 has-[:checked]:ring-brand-500/30',
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
);

interface CustomerRecordsProps {
  /** The email as checked (normalised by the server). */
  email: string;
  records: AdminUserCustomer[];
  /** The chosen record's id; null: the email alone. */
  chosen: string | null;
  onChoose(customerId: string | null): void;
}

export function CustomerRecords({ email, records, chosen, onChoose }: CustomerRecordsProps) {
  const { t } = useTranslator();
  return (
    <Card as="section" aria-labelledby="image-admin-records-title" className="p-5 sm:p-6">
      <h2 id="image-admin-records-title" className="font-display text-lg font-bold text-stone-900">
        {t('adminImages.records.title')}
        <span className="ml-2 text-sm font-semibold text-stone-500">({records.length})</span>
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-stone-600">{t('adminImages.records.hint')}</p>
      <fieldset className="mt-4">
        <legend className="sr-only">{t('adminImages.records.choiceLabel')}</legend>
        <div className="grid gap-3 md:grid-cols-2">
          {records.map((record) => (
            <RecordOption
              key={record.id}
              email={email}
              record={record}
              checked={chosen === record.id}
              onChoose={() => onChoose(record.id)}
            />
          ))}
          <label className={optionClass} data-testid="image-admin-record-email-only">
            <input
              type="radio"
              name="image-admin-record"
              className="sr-only"
              checked={chosen === null}
              onChange={() => onChoose(null)}
            />
            <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-stone-100 text-stone-500">
              <Mail className="size-6" aria-hidden="true" />
            </span>
            <span className="min-w-0 text-sm">
              <span className="block font-semibold text-stone-900">{t('adminImages.records.emailOnly')}</span>
              <span className="mt-0.5 block text-stone-600">{t('adminImages.records.emailOnlyHint')}</span>
            </span>
          </label>
        </div>
        {records.length === 0 && (
          <p className="mt-3 text-sm text-stone-600" data-testid="image-admin-no-customer">
            {t('adminImages.records.none')}
          </p>
        )}
      </fieldset>
    </Card>
  );
}

function RecordOption(props: { email: string; record: AdminUserCustomer; checked: boolean; onChoose(): void }) {
  const { t, locale } = useTranslator();
  const { record } = props;
  const id = recordLabel(record.id);
  return (
    <label className={optionClass} data-testid="image-admin-record" data-verified={record.emailVerified}>
      <input
        type="radio"
        name="image-admin-record"
        className="sr-only"
        checked={props.checked}
        onChange={props.onChoose}
      />
      <span className="flex shrink-0 gap-1.5">
        <Thumb
          src={record.photoUrl}
          alt={t('adminImages.records.photoAlt', { id })}
          missingLabel={t('adminImages.records.noPhoto')}
          size={56}
        />
        <Thumb
          src={record.generatedImageUrl}
          alt={t('adminImages.records.artworkAlt', { id })}
          missingLabel={t('adminImages.records.noArtwork')}
          size={56}
        />
      </span>
      <span className="min-w-0 flex-1 text-sm">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-mono text-[13px] font-semibold text-stone-900">
            {t('adminImages.records.record', { id })}
          </span>
          <EmailVerificationBadge
            look="pill"
            verified={record.emailVerified}
            labels={{ verified: t('adminImages.records.verified'), notVerified: t('adminImages.records.notVerified') }}
          />
          {record.previewRequested && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-600/20">
              <Sparkles className="size-3" aria-hidden="true" />
              {t('adminImages.records.previewRequested')}
            </span>
          )}
        </span>
        {record.email !== props.email && (
          <span className="mt-1 block [overflow-wrap:anywhere] text-stone-600">
            {t('adminImages.records.typedAs', { email: record.email })}
          </span>
        )}
        <span className="mt-1 block text-xs text-stone-500">
          {t('adminImages.records.dates', {
            created: formatDate(record.createdAt, locale),
            updated: formatDate(record.updatedAt, locale),
          })}
          {record.locale && ` · ${t(`adminImages.customer.languages.${record.locale}`)}`}
        </span>
      </span>
    </label>
  );
}
