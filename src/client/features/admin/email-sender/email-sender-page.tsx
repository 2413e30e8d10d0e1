/**
 * Email sender (SPEC §2.1, §2.12; issue 7 §3) at `/{lang}/admin/email-sender` in the four languages:
 * behind the staff login, the order-link email form, a banner after each send and a side note on
 * what the customer receives and where to follow up (email tracking, outbox). `?email=` (from the
 * preview-requests page) fills in and checks the customer's email, and the request's record (in the
 * navigation state) is chosen when it confirmed the address. An unknown language segment shows the
 * not-found page.
 */
import { ChartNoAxesColumn, CircleCheck, Gift, Image, Inbox, MailOpen, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminDashboardPath, adminPagePaths } from '../admin-links.ts';
import { chosenCustomerFrom } from '../chosen-customer.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { EmailSenderForm } from './email-sender-form.tsx';
import type { SentEmail } from './use-email-sender.hook.ts';

export const meta = adminPageMeta((t) => ({
  title: t('adminEmails.sender.meta.title'),
  description: t('adminEmails.sender.meta.description'),
}));

export default function EmailSenderPage() {
  return (
    <AdminRoute lang="required">
      <EmailSender />
    </AdminRoute>
  );
}

function EmailSender() {
  const { t, locale } = useTranslator();
  const [searchParams, setSearchParams] = useSearchParams();
  const [initialEmail] = useState(() => searchParams.get('email')?.trim() ?? '');
  // The preview request's record, named in the navigation state (never the URL).
  const location = useLocation();
  const [initialCustomerId] = useState(() => chosenCustomerFrom(location.state));
  const [sent, setSent] = useState<SentEmail | null>(null);

  const onSent = (email: SentEmail) => {
    setSent(email);
    // The form is empty again; a reload should not bring the last customer back.
    if (searchParams.has('email')) setSearchParams({}, { replace: true });
  };

  return (
    <AdminPageShell testId="admin-email-sender">
      <AdminPageHeading
        back={{ to: adminDashboardPath(locale), label: t('adminEmails.backToDashboard') }}
        heading={t('adminEmails.sender.heading')}
        intro={t('adminEmails.sender.intro')}
      />

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start">
        <div className="space-y-4">
          {sent && <SentBanner sent={sent} onDismiss={() => setSent(null)} />}
          <EmailSenderForm initialEmail={initialEmail} initialCustomerId={initialCustomerId} onSent={onSent} />
        </div>
        <WhatTheyGet />
      </div>
    </AdminPageShell>
  );
}

/** Shown after a send: SPEC §8 'Email sent successfully!', to whom, and where to follow it up. */
function SentBanner({ sent, onDismiss }: { sent: SentEmail; onDismiss: () => void }) {
  const { t, locale } = useTranslator();
  return (
    <div
      role="status"
      data-testid="email-sent-banner"
      className="flex items-start gap-3 rounded-3xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-200 sm:p-5"
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('adminEmails.sender.sent')}</p>
        <p className="mt-0.5 truncate text-sm text-emerald-900">{t('adminEmails.sender.sentTo', { email: sent.to })}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          <Link
            to={adminPagePaths.emailTracking(locale)}
            className="text-emerald-800 underline-offset-2 hover:underline"
          >
            {t('adminEmails.sender.viewTracking')}
          </Link>
          <Link to={adminPagePaths.outbox(locale)} className="text-emerald-800 underline-offset-2 hover:underline">
            {t('adminEmails.sender.viewOutbox')}
          </Link>
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="-mt-1 -mr-1 size-9 px-0 text-emerald-800 hover:bg-emerald-100"
        onClick={onDismiss}
        aria-label={t('adminEmails.sender.dismiss')}
      >
        <X className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The side note: what the order-link email contains and what happens after it is sent. */
function WhatTheyGet() {
  const { t, locale } = useTranslator();
  const items = [
    { icon: Image, text: t('adminEmails.sender.aside.artwork') },
    { icon: Gift, text: t('adminEmails.sender.aside.offer') },
    { icon: MailOpen, text: t('adminEmails.sender.aside.tracking') },
    { icon: Inbox, text: t('adminEmails.sender.aside.outbox') },
  ];
  return (
    <Card as="section" aria-labelledby="email-sender-aside" className="p-5 lg:sticky lg:top-6">
      <h2 id="email-sender-aside" className="font-display text-base font-bold text-stone-900">
        {t('adminEmails.sender.aside.title')}
      </h2>
      <ul className="mt-4 space-y-3.5">
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 text-sm leading-relaxed text-stone-600">
            <span className="grid size-8 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="pt-1">{text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-t border-stone-200/80 pt-4">
        <Link
          to={adminPagePaths.emailTracking(locale)}
          className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          <ChartNoAxesColumn className="size-4" aria-hidden="true" />
          {t('adminEmails.sender.viewTracking')}
        </Link>
        <Link
          to={adminPagePaths.outbox(locale)}
          className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          <Inbox className="size-4" aria-hidden="true" />
          {t('adminEmails.sender.viewOutbox')}
        </Link>
      </div>
    </Card>
  );
}
