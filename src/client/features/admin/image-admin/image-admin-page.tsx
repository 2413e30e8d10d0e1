/**
 * Image admin (SPEC §2.12, §2.1 `/{en-us,de}/wowghiblitees/image-admin`; issue 7 §3), behind the
 * staff login: look a customer up by email, see and replace its photo and generated image (tabs with
 * preview and upload), and make and test its signed email-order link. `?email=` fills the field and
 * checks at once (the preview-requests page links here that way); each check keeps the email in the
 * address, so a reload shows the same customer. A staff page: never prerendered, never indexed.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { Locale } from '#shared/locales.ts';
import { adminDashboardPath } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { CustomerSummary } from './customer-summary.tsx';
import { EmailLookupForm } from './email-lookup-form.tsx';
import { EmailOrderLinkCard } from './email-order-link-card.tsx';
import { ImageTabs } from './image-tabs.tsx';
import { useUserLookup } from './use-user-lookup.ts';

export const meta = adminPageMeta((t) => ({
  title: t('adminImages.meta.title'),
  description: t('adminImages.meta.description'),
}));

/** Its routes are fixed paths (no `:lang`), so the language check never refuses. */
export default function ImageAdminPage() {
  return (
    <AdminRoute>
      <ImageAdmin />
    </AdminRoute>
  );
}

function ImageAdmin() {
  const { t, locale: pageLocale } = useTranslator();
  const [searchParams, setSearchParams] = useSearchParams();
  const [email, setEmail] = useState(() => searchParams.get('email') ?? '');
  const lookup = useUserLookup(t);
  const { state, check } = lookup;
  const [linkLocale, setLinkLocale] = useState<Locale>(pageLocale);

  // `?email=` from another admin page: check it once, at once.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    const initial = searchParams.get('email')?.trim();
    if (initial) void check(initial);
  }, [check, searchParams]);

  // The language follows the customer found (its own, else the page's) until staff change it.
  const checked = state.kind === 'checked' ? state : null;
  const customerLocale = checked?.user?.customer?.locale ?? null;
  const checkedEmail = checked?.email ?? null;
  useEffect(() => {
    if (checkedEmail !== null) setLinkLocale(customerLocale ?? pageLocale);
  }, [checkedEmail, customerLocale, pageLocale]);

  const submit = (value: string) => {
    void check(value);
    const trimmed = value.trim();
    if (trimmed && trimmed !== searchParams.get('email')) setSearchParams({ email: trimmed }, { replace: true });
  };

  const changeEmail = (value: string) => {
    setEmail(value);
    // Another email: the shown customer and its images no longer apply (user-found flag unknown).
    lookup.reset();
  };

  return (
    <AdminPageShell testId="image-admin" mainClassName="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <AdminPageHeading
        back={{ to: adminDashboardPath(pageLocale), label: t('adminImages.backToDashboard'), tone: 'brand' }}
        heading={t('adminImages.heading')}
        intro={t('adminImages.intro')}
      />

      <div className="mt-8 space-y-6">
        <EmailLookupForm email={email} onEmailChange={changeEmail} onCheck={submit} state={state} />
        {checked && (
          // Phone: customer, images, link. Wide: images on the left, customer and link beside them.
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
            <div className="lg:col-start-2 lg:row-start-1">
              <CustomerSummary
                email={checked.user?.email ?? checked.email}
                customer={checked.user?.customer ?? null}
                locale={linkLocale}
                onLocaleChange={setLinkLocale}
              />
            </div>
            <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
              <ImageTabs
                key={checked.email}
                email={checked.email}
                locale={linkLocale}
                images={{
                  upload: checked.user?.uploadImageUrl ?? null,
                  generated: checked.user?.generatedImageUrl ?? null,
                }}
                onUploaded={() => void lookup.refresh()}
              />
            </div>
            <div className="lg:col-start-2 lg:row-start-2">
              <EmailOrderLinkCard email={checked.email} locale={linkLocale} />
            </div>
          </div>
        )}
      </div>
    </AdminPageShell>
  );
}
