/**
 * The owner's list of staff accounts (issue 17 §3): email, role, added, last sign-in, two-factor and
 * status, as a table from 768 px and as cards below. Each other account has an actions menu
 * (disable/enable, reset password, make owner/staff; staff-actions-menu.tsx) whose choice `onAction`
 * confirms and performs; the owner's own row has none (the server refuses changes to one's own account).
 */
import { ChevronDown, EllipsisVertical, ShieldCheck, ShieldOff } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import type { StaffAccountView } from '#shared/api/staff-accounts.schemas.ts';
import { DataTable, TableOrCards } from '../components/data-table.tsx';
import { formatDateParts, formatDateTime } from '../email-tracking/format-date-time.ts';
import type { StaffAction } from './staff-actions.ts';
import type { StaffActionsTrigger } from './staff-actions-menu.tsx';

// Issue 22 §3: the actions menu (radix-ui's menu with floating-ui) loads when the pointer or the focus
// reaches an actions button, or on its first press, so the page downloads none of it up front.
const loadMenu = () => import('./staff-actions-menu.tsx');
const StaffActionsMenu = lazy(loadMenu);

export function StaffList({
  accounts,
  selfEmail,
  onAction,
}: {
  accounts: StaffAccountView[];
  selfEmail: string;
  onAction: (action: StaffAction, account: StaffAccountView) => void;
}) {
  const { t, locale } = useTranslator();
  const date = (iso: string | null) => (iso ? formatDateTime(iso, locale) : t('adminStaff.staff.table.never'));
  const head = (label: string, className = '') => (
    <th scope="col" className={cn('px-4 py-3 text-xs font-semibold tracking-wide text-stone-600 uppercase', className)}>
      {label}
    </th>
  );
  /** A date over its time, so the table stays narrow. */
  const dateCell = (iso: string | null) => {
    const parts = iso ? formatDateParts(iso, locale) : null;
    if (!parts) return <span className="text-stone-500">{t('adminStaff.staff.table.never')}</span>;
    return (
      <>
        <span className="block whitespace-nowrap text-stone-800">{parts.date}</span>
        <span className="block text-xs whitespace-nowrap text-stone-500">{parts.time}</span>
      </>
    );
  };
  const actions = (account: StaffAccountView, compact: boolean) =>
    account.email === selfEmail ? null : <ActionsMenu account={account} onAction={onAction} compact={compact} />;

  return (
    <TableOrCards
      table={
        <DataTable
          testId="staff-table"
          caption={t('adminStaff.staff.table.caption')}
          head={
            <tr>
              {head(t('adminStaff.staff.table.email'), 'pl-5')}
              {head(t('adminStaff.staff.table.role'))}
              {head(t('adminStaff.staff.table.status'))}
              {head(t('adminStaff.staff.table.twoFactor'))}
              {head(t('adminStaff.staff.table.created'))}
              {head(t('adminStaff.staff.table.lastSignIn'))}
              <th scope="col" className="py-3 pr-5 pl-2">
                <span className="sr-only">{t('adminStaff.staff.table.actions')}</span>
              </th>
            </tr>
          }
        >
          {accounts.map((account) => (
            <tr key={account.id} className={cn(account.disabled && 'bg-stone-50/70')} data-testid="staff-row">
              <td className="max-w-72 py-3 pr-4 pl-5">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate font-medium text-stone-900" title={account.email}>
                    {account.email}
                  </span>
                  {account.email === selfEmail && <YouBadge />}
                </span>
              </td>
              <td className="px-4 py-3">
                <RoleBadge role={account.role} />
              </td>
              <td className="px-4 py-3">
                <StatusBadge account={account} />
              </td>
              <td className="px-4 py-3">
                <TwoFactorBadge on={account.totpEnabled} />
              </td>
              <td className="px-4 py-3">{dateCell(account.createdAt)}</td>
              <td className="px-4 py-3">{dateCell(account.lastSignInAt)}</td>
              <td className="py-3 pr-5 pl-2 text-right">{actions(account, true)}</td>
            </tr>
          ))}
        </DataTable>
      }
      cards={
        <ul className="divide-y divide-stone-100">
          {accounts.map((account) => (
            <li key={account.id} className="space-y-3 px-4 py-4" data-testid="staff-card">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate font-medium text-stone-900">{account.email}</p>
                  <div className="mt-1.5 flex flex-wrap gap-1.5">
                    <RoleBadge role={account.role} />
                    {account.email === selfEmail && <YouBadge />}
                    <StatusBadge account={account} />
                    <TwoFactorBadge on={account.totpEnabled} withLabel />
                  </div>
                </div>
                {actions(account, false)}
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                <dt className="text-stone-500">{t('adminStaff.staff.table.created')}</dt>
                <dd className="text-stone-800">{date(account.createdAt)}</dd>
                <dt className="text-stone-500">{t('adminStaff.staff.table.lastSignIn')}</dt>
                <dd className="text-stone-800">{date(account.lastSignInAt)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** The account's actions; `compact` (table rows) shows only an icon, named for screen readers. */
function ActionsMenu({
  account,
  onAction,
  compact,
}: {
  account: StaffAccountView;
  onAction: (action: StaffAction, account: StaffAccountView) => void;
  compact: boolean;
}) {
  const { t } = useTranslator();
  const [used, setUsed] = useState(false);
  const label = `${t('adminStaff.staff.table.actions')}: ${account.email}`;
  const trigger: StaffActionsTrigger = {
    className: buttonClasses('outline', 'sm', compact ? 'w-9 shrink-0 px-0' : 'shrink-0'),
    'aria-label': label,
    title: compact ? label : undefined,
    'data-testid': 'staff-actions',
    children: compact ? (
      <EllipsisVertical className="size-4" aria-hidden="true" />
    ) : (
      <>
        {t('adminStaff.staff.table.actions')}
        <ChevronDown className="size-4" aria-hidden="true" />
      </>
    ),
  };
  // The same button until the menu has loaded; pressing it loads the menu, which opens at once.
  const placeholder = (
    <button
      type="button"
      {...trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <StaffActionsMenu account={account} onAction={onAction} trigger={trigger} />
    </Suspense>
  );
}

const badge = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

function YouBadge() {
  const { t } = useTranslator();
  return <span className={cn(badge, 'bg-brand-100 text-brand-800')}>{t('adminStaff.staff.table.you')}</span>;
}

function RoleBadge({ role }: { role: StaffAccountView['role'] }) {
  const { t } = useTranslator();
  return (
    <span className={cn(badge, role === 'owner' ? 'bg-stone-900 text-white' : 'bg-stone-100 text-stone-700')}>
      {t(`adminStaff.account.role.${role}`)}
    </span>
  );
}

function TwoFactorBadge({ on, withLabel = false }: { on: boolean; withLabel?: boolean }) {
  const { t } = useTranslator();
  const Icon = on ? ShieldCheck : ShieldOff;
  const state = on ? t('adminStaff.totp.on') : t('adminStaff.totp.off');
  return (
    <span className={cn(badge, on ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-100 text-stone-600')}>
      <Icon className="size-3.5" aria-hidden="true" />
      {withLabel ? `${t('adminStaff.staff.table.twoFactor')}: ${state}` : state}
    </span>
  );
}

function StatusBadge({ account }: { account: StaffAccountView }) {
  const { t } = useTranslator();
  if (account.disabled) {
    return <span className={cn(badge, 'bg-red-100 text-red-800')}>{t('adminStaff.staff.table.disabled')}</span>;
  }
  if (account.passwordChangeRequired) {
    return <span className={cn(badge, 'bg-amber-100 text-amber-800')}>{t('adminStaff.staff.table.mustChange')}</span>;
  }
  return <span className={cn(badge, 'bg-emerald-50 text-emerald-800')}>{t('adminStaff.staff.table.active')}</span>;
}
