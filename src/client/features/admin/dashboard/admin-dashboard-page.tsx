/**
 * Admin dashboard (SPEC §2.12, issue 7 §3) at `/admin` and `/{lang}/admin`: behind the staff
 * login, a heading, who is logged in, Log out, a Home link and one card per admin page. Never
 * indexed. An unknown language segment shows the not-found page.
 */
import {
  ArrowRight,
  ChartNoAxesColumn,
  ClipboardList,
  Images,
  Inbox,
  type LucideIcon,
  MailPlus,
  ScrollText,
  Sparkles,
  UserRound,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { useStaffSession } from '../admin-gate.tsx';
import { type AdminPage, adminPagePaths, ownerPages } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';

export const meta = adminPageMeta((t) => ({ title: t('admin.meta.title'), description: t('admin.meta.description') }));

const cards: { page: AdminPage; icon: LucideIcon }[] = [
  { page: 'imageAdmin', icon: Images },
  { page: 'emailSender', icon: MailPlus },
  { page: 'emailTracking', icon: ChartNoAxesColumn },
  { page: 'orders', icon: ClipboardList },
  { page: 'previewRequests', icon: Sparkles },
  { page: 'outbox', icon: Inbox },
  { page: 'account', icon: UserRound },
  { page: 'staff', icon: Users },
  { page: 'audit', icon: ScrollText },
];

export default function AdminDashboardPage() {
  return (
    <AdminRoute>
      <AdminDashboard />
    </AdminRoute>
  );
}

function AdminDashboard() {
  const { t, locale } = useTranslator();
  const staff = useStaffSession();
  const visible = cards.filter(({ page }) => staff.role === 'owner' || !ownerPages.includes(page));
  return (
    <AdminPageShell testId="admin-dashboard" mainClassName="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <AdminPageHeading heading={t('admin.dashboard.heading')} intro={t('admin.dashboard.intro')} />
      <nav aria-label={t('admin.dashboard.cardsLabel')} className="mt-8">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map(({ page, icon: Icon }) => (
            <li key={page}>
              <Link
                to={adminPagePaths[page](locale)}
                className="group flex h-full flex-col rounded-3xl border border-stone-200/80 bg-white p-5 shadow-sm shadow-stone-900/[0.03] transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                <span className="grid size-11 place-items-center rounded-2xl bg-brand-100 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="mt-4 font-display text-lg font-bold text-stone-900">
                  {t(`admin.dashboard.${page}.title`)}
                </span>
                <span className="mt-1 flex-1 text-sm leading-relaxed text-stone-600">
                  {t(`admin.dashboard.${page}.description`)}
                </span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  {t('admin.dashboard.open')}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AdminPageShell>
  );
}
