/**
 * Image admin (SPEC §2.12, §2.1 `/{en-us,de}/wowghiblitees/image-admin`; issue 7 §3, issue 17 §1 and
 * §5), behind the staff login: look an email up, see every customer record carrying it (photo,
 * artwork, dates, confirmed or not) and choose the one uploads and links go to, or the email alone;
 * see and replace the chosen images (tabs with preview and upload); make, test and revoke
 * email-order links. `?email=` fills the field and checks at once (the preview-requests page links
 * here that way, naming its request's record in the navigation state, never the URL); each check
 * keeps the email in the address, so a reload shows the same email. A staff page: never
 * prerendered, never indexed.
 */
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminDashboardPath } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { CustomerRecords } from './customer-records.tsx';
import { CustomerSummary } from './customer-summary.tsx';
import { EmailLookupForm } from './email-lookup-form.tsx';
import { EmailOrderLinkCard } from './email-order-link-card.tsx';
import { EmailOrderLinksCard } from './email-order-links-card.tsx';
import { ImageTabs } from './image-tabs.tsx';
import { useImageAdmin } from './use-image-admin.hook.ts';

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
  const {
    email,
    changeEmail,
    submit,
    state,
    lookup,
    checked,
    records,
    chosen,
    setChosenId,
    linkLocale,
    setLinkLocale,
    images,
  } = useImageAdmin();

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
          <CustomerRecords
            email={checked.user?.email ?? checked.email}
            records={records}
            chosen={chosen?.id ?? null}
            onChoose={setChosenId}
          />
        )}
        {checked && (
          // Phone: target, images, link, links. Wide: images on the left, the rest beside them.
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr]">
            <div className="lg:col-start-2 lg:row-start-1">
              <CustomerSummary
                email={checked.user?.email ?? checked.email}
                customer={chosen}
                locale={linkLocale}
                onLocaleChange={setLinkLocale}
              />
            </div>
            <div className="lg:col-start-1 lg:row-span-3 lg:row-start-1">
              <ImageTabs
                key={`${checked.email}|${chosen?.id ?? ''}`}
                email={checked.email}
                customerId={chosen?.id ?? null}
                locale={linkLocale}
                images={images}
                onUploaded={() => void lookup.refresh()}
              />
            </div>
            <div className="lg:col-start-2 lg:row-start-2">
              <EmailOrderLinkCard
                email={checked.email}
                locale={linkLocale}
                customerId={chosen?.id ?? null}
                onCreated={() => void lookup.refresh()}
              />
            </div>
            <div className="lg:col-start-2 lg:row-start-3">
              <EmailOrderLinksCard links={checked.user?.links ?? []} onChanged={() => void lookup.refresh()} />
            </div>
          </div>
        )}
      </div>
    </AdminPageShell>
  );
}
