/**
 * The email-order links made for the checked email (issue 17 §5), newest first: for which record
 * (or the email's own images), when made, until when they work or when they were revoked, and
 * whether the shop mailed them. 'Revoke' takes one back at once (POST
 * /api/admin/email-order-links/:id/revoke): its holder then sees the 'no longer valid' page and
 * cannot renew it. An expired link can still be revoked, which stops its renewal.
 */
import { Ban, LoaderCircle, Mail } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import type { EmailOrderLinkSummary } from '#shared/api/admin.schemas.ts';
import { formatDate } from '../orders/order-format.ts';
import { recordLabel } from './customer-records.tsx';
import { useRevokeEmailOrderLink } from './use-revoke-email-order-link.hook.ts';

const statusTone = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  expired: 'bg-stone-100 text-stone-600 ring-stone-200',
  revoked: 'bg-red-50 text-red-700 ring-red-200',
} as const;

export function EmailOrderLinksCard({ links, onChanged }: { links: EmailOrderLinkSummary[]; onChanged(): void }) {
  const { t } = useTranslator();
  return (
    <Card as="section" aria-labelledby="image-admin-links-title" className="p-5 sm:p-6">
      <h2 id="image-admin-links-title" className="font-display text-lg font-bold text-stone-900">
        {t('adminImages.links.title')}
      </h2>
      {links.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('adminImages.links.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100" data-testid="image-admin-links">
          {links.map((link) => (
            <LinkRow key={link.id} link={link} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function LinkRow({ link, onChanged }: { link: EmailOrderLinkSummary; onChanged(): void }) {
  const { t, locale } = useTranslator();
  const { busy, revoke } = useRevokeEmailOrderLink(link.id, onChanged);
  const until =
    link.status === 'revoked' && link.revokedAt
      ? t('adminImages.links.revokedAt', { date: formatDate(link.revokedAt, locale) })
      : link.status === 'expired'
        ? t('adminImages.links.expired', { date: formatDate(link.expiresAt, locale) })
        : t('adminImages.links.expires', { date: formatDate(link.expiresAt, locale) });
  return (
    <li
      className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 py-3 text-sm"
      data-testid="image-admin-link-row"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className={cn(
              'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
              statusTone[link.status],
            )}
          >
            {t(`adminImages.links.status.${link.status}`)}
          </span>
          <span
            className={cn('font-semibold whitespace-nowrap text-stone-900', link.customerId && 'font-mono text-[13px]')}
          >
            {link.customerId
              ? t('adminImages.links.forRecord', { id: recordLabel(link.customerId) })
              : t('adminImages.links.forEmail')}
          </span>
        </p>
        <p className="mt-1 text-xs text-stone-500">
          {t('adminImages.links.made', { date: formatDate(link.createdAt, locale) })} · {until}
        </p>
        {link.mailed && (
          <p className="mt-0.5 flex items-center gap-1 text-xs text-stone-500">
            <Mail className="size-3" aria-hidden="true" />
            {t('adminImages.links.mailed')}
          </p>
        )}
      </div>
      {link.status !== 'revoked' && (
        <Button variant="outline" size="sm" onClick={revoke} disabled={busy} data-testid="revoke-link">
          {busy ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Ban className="size-4" aria-hidden="true" />
          )}
          {busy ? t('adminImages.links.revoking') : t('adminImages.links.revoke')}
        </Button>
      )}
    </li>
  );
}
