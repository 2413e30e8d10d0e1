/**
 * The two faces of the email tracking list (SPEC §2.12, §4): a sortable table from 768 px (SPEC §9
 * mobile breakpoint) and cards below it, both from the same sorted and searched row model, plus
 * their loading skeletons. Status reads Opened / Not opened; Details the first open and the count,
 * and the email's link: until when it works, or that it was revoked, with 'Revoke link' (issue 17 §5).
 */
import type { ReactTable } from '@tanstack/react-table';
import { Ban, Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import type { EmailTrackingRow } from '#shared/api/admin.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import { DataTable, SortableHeaderCell } from '../components/data-table.tsx';
import { type TrackingColumnId, trackingColumnIds, type trackingFeatures } from './email-tracking-table.ts';
import { formatDateParts, formatDateTime } from './format-date-time.ts';
import { useRevokeLink } from './use-revoke-link.hook.ts';

export type TrackingTable = ReactTable<typeof trackingFeatures, EmailTrackingRow, unknown>;

/** The translated header of a column. */
export function columnLabel(t: Translator, id: TrackingColumnId): string {
  return t(`adminEmails.tracking.columns.${id}`);
}

function isColumnId(id: string): id is TrackingColumnId {
  return (trackingColumnIds as readonly string[]).includes(id);
}

/** An email address that may wrap before its `@` rather than in the middle of a word. */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** SPEC §4 status: opened when at least one tracking row exists. */
export function StatusBadge({ opened }: { opened: boolean }) {
  const { t } = useTranslator();
  return opened ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200">
      <Eye className="size-3.5" aria-hidden="true" />
      {t('adminEmails.tracking.opened')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-stone-600 ring-1 ring-stone-200">
      <EyeOff className="size-3.5" aria-hidden="true" />
      {t('adminEmails.tracking.notOpened')}
    </span>
  );
}

/** A time as its date with the time under it (narrow table columns); the raw value if unparsable. */
function StackedDateTime({ iso, locale }: { iso: string; locale: Locale }) {
  const parts = formatDateParts(iso, locale);
  return (
    <time dateTime={iso} className="block whitespace-nowrap">
      {parts ? (
        <>
          <span className="block">{parts.date}</span>
          <span className="block text-xs text-stone-500">{parts.time}</span>
        </>
      ) : (
        iso
      )}
    </time>
  );
}

/** Called when staff revoked a row's link, with the email's id and the time of revocation. */
export type OnLinkRevoked = (emailId: string, revokedAt: string) => void;

/**
 * The email's link (issue 17 §5): revoked (when), expired, or until when it works with 'Revoke
 * link'; nothing for emails sent before links had rows of their own.
 */
function LinkState({ row, locale, onRevoked }: { row: EmailTrackingRow; locale: Locale; onRevoked: OnLinkRevoked }) {
  const { t } = useTranslator();
  const { busy, revoke } = useRevokeLink((revokedAt) => onRevoked(row.emailId, revokedAt));
  const link = row.link;
  if (!link) return null;
  if (link.revokedAt) {
    return (
      <p className="text-xs font-semibold text-red-700" data-testid="link-revoked">
        {t('adminEmails.tracking.linkRevoked', { date: formatDateTime(link.revokedAt, locale) })}
      </p>
    );
  }
  const expired = new Date(link.expiresAt).getTime() <= Date.now();
  return (
    <div className="space-y-1.5">
      <p className="text-xs text-stone-500">
        {t(expired ? 'adminEmails.tracking.linkExpired' : 'adminEmails.tracking.linkExpires', {
          date: formatDateTime(link.expiresAt, locale),
        })}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void revoke(link.id)}
        disabled={busy}
        data-testid="revoke-link"
      >
        {busy ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Ban className="size-4" aria-hidden="true" />
        )}
        {busy ? t('adminEmails.tracking.revoking') : t('adminEmails.tracking.revoke')}
      </Button>
    </div>
  );
}

/**
 * SPEC §4 details: first opened (the earliest open) and the open count; a dash when never opened.
 * `stacked` puts the time under the date (table); otherwise date and time share a line (cards).
 */
function Details({ row, locale, stacked }: { row: EmailTrackingRow; locale: Locale; stacked: boolean }) {
  const { t } = useTranslator();
  if (!row.opened || row.firstOpenedAt === null) {
    return <span className="text-stone-400">{t('adminEmails.tracking.noOpens')}</span>;
  }
  return (
    <dl className="space-y-1.5 text-sm">
      <div>
        <dt className="text-xs text-stone-500">{t('adminEmails.tracking.firstOpened')}</dt>
        <dd className="text-stone-800">
          {stacked ? (
            <StackedDateTime iso={row.firstOpenedAt} locale={locale} />
          ) : (
            <time dateTime={row.firstOpenedAt}>{formatDateTime(row.firstOpenedAt, locale)}</time>
          )}
        </dd>
      </div>
      <div className="flex items-baseline gap-1.5">
        <dt className="text-xs text-stone-500">{t('adminEmails.tracking.openCount')}</dt>
        <dd className="font-semibold text-stone-900 tabular-nums" data-testid="open-count">
          {row.openCount}
        </dd>
      </div>
    </dl>
  );
}

/** The wide view: one row per email, sortable headers announcing their order (aria-sort). */
export function TrackingTableView({ table, onRevoked }: { table: TrackingTable; onRevoked: OnLinkRevoked }) {
  const { t, locale } = useTranslator();
  return (
    <DataTable
      testId="email-tracking-table"
      caption={t('adminEmails.tracking.tableCaption')}
      head={table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const id = header.column.id;
            if (!isColumnId(id)) return null;
            return (
              <SortableHeaderCell
                key={header.id}
                label={columnLabel(t, id)}
                sorted={header.column.getIsSorted()}
                onToggle={header.column.getToggleSortingHandler()}
                className="px-4 py-2.5 font-semibold whitespace-nowrap text-stone-600 first:pl-5 last:pr-5"
                buttonClassName="text-xs"
              />
            );
          })}
        </tr>
      ))}
    >
      {table.getRowModel().rows.map((row) => {
        const email = row.original;
        return (
          <tr key={row.id} className="align-top transition-colors hover:bg-brand-50/40" data-testid="tracking-row">
            <td className="max-w-64 py-3.5 pr-4 pl-5 font-medium [overflow-wrap:anywhere] text-stone-900">
              <EmailText email={email.email} />
            </td>
            <td className="max-w-64 px-4 py-3.5 text-stone-700">
              <span className="line-clamp-2">{email.subject}</span>
            </td>
            <td className="px-4 py-3.5 text-stone-700">
              <StackedDateTime iso={email.sentAt} locale={locale} />
            </td>
            <td className="px-4 py-3.5">
              <StatusBadge opened={email.opened} />
            </td>
            <td className="space-y-3 py-3.5 pr-5 pl-4">
              <Details row={email} locale={locale} stacked />
              <LinkState row={email} locale={locale} onRevoked={onRevoked} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/** The narrow view: one card per email with the same fields, in the table's order. */
export function TrackingCardsView({ table, onRevoked }: { table: TrackingTable; onRevoked: OnLinkRevoked }) {
  const { t, locale } = useTranslator();
  return (
    <ul className="divide-y divide-stone-100" data-testid="email-tracking-cards">
      {table.getRowModel().rows.map((row) => {
        const email = row.original;
        return (
          <li key={row.id} className="px-4 py-4" data-testid="tracking-card">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-semibold [overflow-wrap:anywhere] text-stone-900">
                <EmailText email={email.email} />
              </p>
              <StatusBadge opened={email.opened} />
            </div>
            <p className="mt-1 text-sm text-stone-700">{email.subject}</p>
            <p className="mt-1 text-xs text-stone-500">
              {columnLabel(t, 'sentAt')}: <time dateTime={email.sentAt}>{formatDateTime(email.sentAt, locale)}</time>
            </p>
            {email.opened && (
              <div className="mt-3 rounded-xl bg-stone-50 px-3 py-2 ring-1 ring-stone-200/70">
                <Details row={email} locale={locale} stacked={false} />
              </div>
            )}
            {email.link && (
              <div className="mt-3">
                <LinkState row={email} locale={locale} onRevoked={onRevoked} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Grey rows in the table's and the cards' shape while the list loads (SPEC §4 loading). */
export function TrackingSkeleton() {
  const keys = ['a', 'b', 'c', 'd', 'e'];
  return (
    <div aria-hidden="true" className="animate-pulse" data-testid="email-tracking-skeleton">
      <div className="hidden md:block">
        <div className="flex gap-6 border-b border-stone-200 bg-stone-50/80 px-5 py-3.5">
          {['w-24', 'w-28', 'w-16', 'w-16', 'w-20'].map((width) => (
            <div key={width} className={cn('h-3 rounded bg-stone-200', width)} />
          ))}
        </div>
        {keys.map((key) => (
          <div
            key={key}
            className="grid grid-cols-[1.3fr_1.5fr_1fr_0.8fr_1fr] gap-6 border-b border-stone-100 px-5 py-4"
          >
            <div className="h-4 rounded bg-stone-200" />
            <div className="h-4 rounded bg-stone-200/80" />
            <div className="h-4 rounded bg-stone-200/80" />
            <div className="h-6 w-24 rounded-full bg-stone-200/80" />
            <div className="h-4 rounded bg-stone-200/70" />
          </div>
        ))}
      </div>
      <div className="divide-y divide-stone-100 md:hidden">
        {keys.map((key) => (
          <div key={key} className="space-y-2.5 px-4 py-4">
            <div className="flex justify-between gap-4">
              <div className="h-4 w-48 max-w-[60%] rounded bg-stone-200" />
              <div className="h-6 w-20 rounded-full bg-stone-200/80" />
            </div>
            <div className="h-3.5 w-64 max-w-[80%] rounded bg-stone-200/80" />
            <div className="h-3 w-36 rounded bg-stone-200/70" />
          </div>
        ))}
      </div>
    </div>
  );
}
