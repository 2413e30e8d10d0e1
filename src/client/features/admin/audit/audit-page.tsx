/**
 * The audit log (issue 17 §3) at `/admin/audit` and `/{lang}/admin/audit`, the owner's page: every
 * sign-in and staff change, newest first, 50 a page (`?page=`, 1 first, so a page can be linked).
 * Actions of their own are translated; other staff requests show their method and route. Staff who
 * are not owners see why they cannot read it. An unknown language segment shows the not-found page.
 */
import { ChevronLeft, ChevronRight, ScrollText, ShieldAlert } from 'lucide-react';
import { Fragment, type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminStaffApi } from '#client/lib/admin-staff-api.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import type { AuditEntry, AuditPage as AuditPageData } from '#shared/api/staff-accounts.schemas.ts';
import { useStaffSession } from '../admin-gate.tsx';
import { adminPagePaths } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute, RefreshButton } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { DataTable, ListCount, ListToolbar, TableOrCards } from '../components/data-table.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { TextRowsSkeleton } from '../components/list-skeleton.tsx';
import { LoadErrorCard } from '../components/load-error-card.tsx';
import { formatDateTime } from '../email-tracking/format-date-time.ts';

export const meta = adminPageMeta((t) => ({
  title: t('adminStaff.audit.meta.title'),
  description: t('adminStaff.audit.meta.description'),
}));

export default function AuditPage() {
  return (
    <AdminRoute>
      <Audit />
    </AdminRoute>
  );
}

const pageSize = 50;

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

type LoadState = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'loaded'; data: AuditPageData };

function Audit() {
  const { t, locale } = useTranslator();
  const staff = useStaffSession();
  const isOwner = staff.role === 'owner';
  const [searchParams] = useSearchParams();
  const requested = Number(searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const [state, setState] = useState<LoadState>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'loaded', data: await adminStaffApi.audit({ page: page - 1, pageSize }) });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }, [page]);

  useEffect(() => {
    if (isOwner) void load();
  }, [isOwner, load]);

  const back = { to: adminPagePaths.staff(locale), label: t('adminStaff.audit.backToStaff') };
  if (!isOwner) {
    return (
      <AdminPageShell testId="admin-audit">
        <AdminPageHeading back={back} heading={t('adminStaff.audit.heading')} intro={t('adminStaff.audit.intro')} />
        <EmptyState
          card
          className="mt-8"
          icon={ShieldAlert}
          title={t('errors.OWNER_REQUIRED')}
          hint={t('adminStaff.staff.ownerOnlyHint')}
          hintWidth="md"
          testId="audit-owner-only"
        />
      </AdminPageShell>
    );
  }

  const pages = state.kind === 'loaded' ? Math.max(1, Math.ceil(state.data.total / pageSize)) : 1;
  const date = (iso: string) => formatDateTime(iso, locale);

  return (
    <AdminPageShell testId="admin-audit" width="wide">
      <AdminPageHeading
        back={back}
        heading={t('adminStaff.audit.heading')}
        intro={t('adminStaff.audit.intro')}
        actions={
          <RefreshButton
            onRefresh={() => void load()}
            refreshing={state.kind === 'loading'}
            label={t('adminStaff.audit.refresh')}
          />
        }
      />
      {state.kind === 'failed' ? (
        <LoadErrorCard
          message={t('adminStaff.audit.loadFailed')}
          detail={errorMessage(t, state.error)}
          onRetry={() => void load()}
          retryLabel={t('adminStaff.audit.retry')}
        />
      ) : (
        <Card className="mt-8 overflow-hidden">
          <ListToolbar>
            <h2 className="font-display text-lg font-bold text-stone-900">{t('adminStaff.audit.heading')}</h2>
            {state.kind === 'loaded' && (
              <ListCount testId="audit-count">
                {t('adminStaff.audit.table.count', { count: state.data.total })}
              </ListCount>
            )}
          </ListToolbar>
          {state.kind === 'loading' ? (
            <TextRowsSkeleton label={t('adminStaff.audit.loading')} rows={8} />
          ) : state.data.entries.length === 0 ? (
            <EmptyState
              icon={ScrollText}
              title={t('adminStaff.audit.empty')}
              hint={t('adminStaff.audit.emptyHint')}
              testId="audit-empty"
            />
          ) : (
            <TableOrCards
              table={<AuditTable t={t} entries={state.data.entries} date={date} />}
              cards={<AuditCards t={t} entries={state.data.entries} date={date} />}
            />
          )}
          {state.kind === 'loaded' && pages > 1 && (
            <nav
              aria-label={t('adminStaff.audit.pagination')}
              className="flex items-center justify-between gap-3 border-t border-stone-200/80 px-4 py-3 sm:px-5"
            >
              <PageLink target={page - 1} enabled={page > 1}>
                <ChevronLeft className="size-4" aria-hidden="true" />
                {t('adminStaff.audit.previous')}
              </PageLink>
              <p className="text-sm text-stone-600" data-testid="audit-page">
                {t('adminStaff.audit.page', { page, pages })}
              </p>
              <PageLink target={page + 1} enabled={page < pages}>
                {t('adminStaff.audit.next')}
                <ChevronRight className="size-4" aria-hidden="true" />
              </PageLink>
            </nav>
          )}
        </Card>
      )}
    </AdminPageShell>
  );
}

/** A link to page `target` of the log (`?page=`), or a disabled button where there is none. */
function PageLink({ target, enabled, children }: { target: number; enabled: boolean; children: ReactNode }) {
  if (!enabled) {
    return (
      <Button variant="outline" size="sm" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Link to={{ search: target > 1 ? `?page=${target}` : '' }} className={buttonClasses('outline', 'sm')}>
      {children}
    </Link>
  );
}

interface ListProps {
  t: Translator;
  entries: AuditEntry[];
  date: (iso: string) => string;
}

function AuditTable({ t, entries, date }: ListProps) {
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

function AuditCards({ t, entries, date }: ListProps) {
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
