/** The audit log's entries (issue 17 §3) as a table from 768 px and as cards below. */
import { Fragment } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import type { AuditEntry } from '#shared/api/staff-accounts.schemas.ts';
import { DataTable } from '../components/data-table.tsx';

/** Actions the catalogue names; anything else is a staff request shown as `METHOD /route`. */
const namedActions = new Set([
  'sign_in',
  'sign_in_failed',
  'sign_in_code_failed',
  'sign_in_refused_disabled',
  'sign_out',
  'password_changed',
  'password_check_failed',
  'totp_code_failed',
  'totp_setup_started',
  'totp_enabled',
  'totp_disabled',
  'staff_added',
  'owner_added',
  'staff_disabled',
  'staff_enabled',
  'staff_made_owner',
  'owner_made_staff',
  'staff_password_reset',
]);

/** The entry's action in the page's language, or the request it was. */
function ActionText({ t, action }: { t: Translator; action: string }) {
  if (namedActions.has(action)) {
    return <>{t(`adminStaff.audit.actions.${action as 'sign_in'}`)}</>;
  }
  return (
    <span>
      {t('adminStaff.audit.actions.request')}{' '}
      <code className="rounded bg-stone-100 px-1 py-0.5 font-mono text-xs text-stone-800">
        {/* Line breaks only after a slash of the route. */}
        {action.split('/').map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string.
          <Fragment key={index}>
            {index > 0 && (
              <>
                /<wbr />
              </>
            )}
            {part}
          </Fragment>
        ))}
      </code>
    </span>
  );
}

/** The answer's HTTP status, green below 400. */
function StatusText({ status }: { status: number | null }) {
  if (status === null) return <span className="text-stone-400">—</span>;
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 font-mono text-xs font-semibold',
        status < 400 ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800',
      )}
    >
      {status}
    </span>
  );
}

/** Entries of one page, `t` and `date` of the page's language. */
interface ListProps {
  t: Translator;
  entries: AuditEntry[];
  date: (iso: string) => string;
}

/** The wide view: one row per entry. */
export function AuditTable({ t, entries, date }: ListProps) {
  const head = (label: string, className = '') => (
    <th scope="col" className={cn('px-4 py-3 text-xs font-semibold tracking-wide text-stone-600 uppercase', className)}>
      {label}
    </th>
  );
  return (
    <DataTable
      testId="audit-table"
      caption={t('adminStaff.audit.table.caption')}
      head={
        <tr>
          {head(t('adminStaff.audit.table.time'), 'pl-5')}
          {head(t('adminStaff.audit.table.staff'))}
          {head(t('adminStaff.audit.table.action'))}
          {head(t('adminStaff.audit.table.target'))}
          {head(t('adminStaff.audit.table.result'))}
          {head(t('adminStaff.audit.table.address'))}
          {head(t('adminStaff.audit.table.requestId'), 'pr-5')}
        </tr>
      }
    >
      {entries.map((entry) => (
        <tr key={entry.id} className="align-top" data-testid="audit-row">
          <td className="py-3 pr-4 pl-5 whitespace-nowrap text-stone-700">{date(entry.at)}</td>
          <td className="max-w-52 px-4 py-3">
            <span className="block truncate text-stone-900" title={entry.staffEmail ?? undefined}>
              {entry.staffEmail ?? '—'}
            </span>
          </td>
          <td className="max-w-72 min-w-44 px-4 py-3 text-stone-800">
            <ActionText t={t} action={entry.action} />
          </td>
          <td className="max-w-56 px-4 py-3 break-words text-stone-700">{entry.target ?? '—'}</td>
          <td className="px-4 py-3">
            <StatusText status={entry.status} />
          </td>
          <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-stone-600">{entry.address ?? '—'}</td>
          <td className="max-w-40 py-3 pr-5 pl-4">
            <span className="block truncate font-mono text-xs text-stone-500" title={entry.requestId ?? undefined}>
              {entry.requestId ?? '—'}
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The narrow view: one card per entry. */
export function AuditCards({ t, entries, date }: ListProps) {
  return (
    <ul className="divide-y divide-stone-100">
      {entries.map((entry) => (
        <li key={entry.id} className="space-y-1.5 px-4 py-4" data-testid="audit-card">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 text-sm font-medium text-stone-900">
              <ActionText t={t} action={entry.action} />
            </p>
            <StatusText status={entry.status} />
          </div>
          <p className="truncate text-sm text-stone-700">{entry.staffEmail ?? '—'}</p>
          {entry.target && <p className="text-sm break-words text-stone-600">{entry.target}</p>}
          <p className="text-xs text-stone-500">
            {date(entry.at)} · <span className="font-mono">{entry.address ?? '—'}</span>
          </p>
          <p className="truncate font-mono text-xs text-stone-400">{entry.requestId}</p>
        </li>
      ))}
    </ul>
  );
}
