/**
 * The two image tabs of the image admin (SPEC §2.12): 'Customer upload' and 'Generated image'
 * (Radix Tabs), each an `ImageUploadPanel` for the checked email and the chosen record (issue 17 §1).
 */
import { Tabs } from 'radix-ui';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import { type StaffImageKind, staffImageKinds } from '#shared/api/admin.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import { ImageUploadPanel } from './image-upload-panel.tsx';

const triggerClass = cn(
  'min-w-0 flex-1 rounded-xl px-2 py-2 text-sm font-semibold text-stone-600 transition-colors sm:flex-none sm:px-4',
  'hover:bg-white/70 hover:text-stone-900',
  'data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
);

interface ImageTabsProps {
  email: string;
  /** The record staff chose; null: the email alone. */
  customerId: string | null;
  locale: Locale;
  images: Record<StaffImageKind, string | null>;
  onUploaded(): void;
}

export function ImageTabs({ email, customerId, locale, images, onUploaded }: ImageTabsProps) {
  const { t } = useTranslator();
  return (
    <Card as="section" aria-label={t('adminImages.tabs.label')} className="p-5 sm:p-6">
      <Tabs.Root defaultValue="upload" data-testid="image-admin-tabs">
        <Tabs.List
          aria-label={t('adminImages.tabs.label')}
          className="flex gap-1 rounded-2xl bg-stone-200/60 p-1 sm:inline-flex"
        >
          {staffImageKinds.map((kind) => (
            <Tabs.Trigger key={kind} value={kind} className={triggerClass} data-testid={`image-admin-tab-${kind}`}>
              {t(`adminImages.tabs.${kind}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {staffImageKinds.map((kind) => (
          <Tabs.Content
            key={kind}
            value={kind}
            // Kept mounted, so a file chosen in one tab is still there after a look at the other.
            forceMount
            className="mt-5 rounded-xl data-[state=inactive]:hidden focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
          >
            <ImageUploadPanel
              kind={kind}
              email={email}
              customerId={customerId}
              locale={locale}
              currentUrl={images[kind]}
              onUploaded={onUploaded}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Card>
  );
}
